import { isRecord } from './content';

/** The parts of GET /api/site the information pages use (see SiteInfo in @jobbridge/contracts). */
export interface InfoSite {
  email: string | null;
  demo: boolean;
  register: { importedAt: string; organisations: number } | null;
}

const EMAIL = /^[^\s@<>()/:]+@[^\s@<>()/:]+\.[^\s@<>()/:]+$/;

/** Keeps a usable contact email (or null: we never invent one) and the register facts. */
export function toInfoSite(data: unknown): InfoSite {
  if (!isRecord(data)) throw new Error('Unexpected /api/site answer');
  const contact = isRecord(data.contact) ? data.contact : {};
  const raw = typeof contact.email === 'string' ? contact.email.trim() : '';
  const email = EMAIL.test(raw) ? raw : null;
  const reg = isRecord(data.register) ? data.register : null;
  const register =
    // The bundled demo register is not an import of ours: the page's demo note says what it is.
    reg &&
    reg.demo !== true &&
    typeof reg.importedAt === 'string' &&
    typeof reg.organisations === 'number' &&
    !Number.isNaN(Date.parse(reg.importedAt))
      ? { importedAt: reg.importedAt, organisations: reg.organisations }
      : null;
  return { email, demo: data.demo === true, register };
}
