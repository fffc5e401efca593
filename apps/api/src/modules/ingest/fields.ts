import type { ContractType, Hours, Remote } from './types.ts';

/** Field-level clean-up shared by the connectors: dates, places, contract words. */

/** Trimmed, single-spaced; null when empty. */
export function clean(value: string | number | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  const text = String(value)
    .replace(/[\s\u00a0]+/g, ' ')
    .trim();
  return text === '' ? null : text;
}

export type DateOrder = 'dmy' | 'mdy';

function utcDate(year: number, month: number, day: number): Date | null {
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day ? date : null;
}

/**
 * ISO dates and times ("2026-04-08T13:46:21Z", "2024-12-20") as given; slash dates ("15/04/2026",
 * "9/11/2024") in UK order unless `order` says otherwise, at midnight UTC. Null when unreadable.
 */
export function parseDate(value: string | null | undefined, order: DateOrder = 'dmy'): Date | null {
  const text = clean(value);
  if (!text) return null;
  const slash = /^(\d{1,2})[/.](\d{1,2})[/.](\d{4})$/.exec(text);
  if (slash) {
    const [a, b, year] = [Number(slash[1]), Number(slash[2]), Number(slash[3])];
    return order === 'dmy' ? utcDate(year, b, a) : utcDate(year, a, b);
  }
  if (/^\d{4}-\d{2}-\d{2}$/.test(text)) {
    const [year, month, day] = text.split('-').map(Number) as [number, number, number];
    return utcDate(year, month, day);
  }
  if (!/^\d{4}-\d{2}-\d{2}T/.test(text)) return null;
  const date = new Date(text);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** Milliseconds since 1970 (Lever's createdAt) → Date. */
export function fromEpochMs(value: number | null | undefined): Date | null {
  if (typeof value !== 'number' || !Number.isFinite(value)) return null;
  return new Date(value);
}

const COUNTRY_NAMES: Record<string, string> = {
  gb: 'GB',
  uk: 'GB',
  'united kingdom': 'GB',
  'great britain': 'GB',
  england: 'GB',
  scotland: 'GB',
  wales: 'GB',
  'northern ireland': 'GB',
  eng: 'GB',
  sct: 'GB',
  wls: 'GB',
  nir: 'GB',
  us: 'US',
  usa: 'US',
  'united states': 'US',
  'united states of america': 'US',
  ie: 'IE',
  ireland: 'IE',
  de: 'DE',
  germany: 'DE',
  fr: 'FR',
  france: 'FR',
  nl: 'NL',
  netherlands: 'NL',
  se: 'SE',
  sweden: 'SE',
  es: 'ES',
  spain: 'ES',
  ca: 'CA',
  canada: 'CA',
  in: 'IN',
  india: 'IN',
  vn: 'VN',
  vietnam: 'VN',
  au: 'AU',
  australia: 'AU',
};

/** ISO 3166-1 alpha-2 for a country code or name we know ("GB", "United Kingdom", "England"); else null. */
export function countryCode(value: string | null | undefined): string | null {
  const text = clean(value)?.toLowerCase();
  if (!text) return null;
  return COUNTRY_NAMES[text] ?? null;
}

/** The last part of "London, England, United Kingdom" that names a country. */
export function countryFromLocation(location: string | null | undefined): string | null {
  const parts = (location ?? '')
    .split(',')
    .map((p) => p.trim())
    .reverse();
  for (const part of parts) {
    const code = countryCode(part);
    if (code) return code;
  }
  return null;
}

const UK_POSTCODE = /^([A-Z]{1,2}\d[A-Z\d]?)\s*(\d[A-Z]{2})$/i;

/** "SN151BN" → "SN15 1BN" (Reed gives some locations as bare postcodes); other text unchanged. */
export function formatPostcode(location: string): string {
  const match = UK_POSTCODE.exec(location.trim());
  return match ? `${match[1]!.toUpperCase()} ${match[2]!.toUpperCase()}` : location;
}

/**
 * Location as people read it: "Heywood, ENG, GB" → "Heywood", "London, UK" → "London",
 * "SN151BN" → "SN15 1BN". Country codes and names at the end are dropped (they go to `country`).
 */
export function cleanLocation(value: string | null | undefined): string | null {
  const text = clean(value);
  if (!text) return null;
  const parts = text
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean);
  while (parts.length > 1 && countryCode(parts.at(-1)) !== null) parts.pop();
  return formatPostcode(parts.join(', '));
}

/**
 * Workplace from the headline (title, location, a board's workplace field) where a bare "Remote" or
 * "Hybrid" is meaningful, else from explicit phrases in the description: Indeed's "Work Location:"
 * line, "hybrid working", "fully remote" … (a bare "remote" in prose is too often "remote monitoring").
 */
export function detectRemote(headline: string, description = ''): Remote | null {
  if (/\bhybrid\b/i.test(headline)) return 'hybrid';
  if (/\bremote\b|\bwfh\b|work from home/i.test(headline)) return 'remote';
  if (/\b(?:on[\s-]?site|in[\s-]office|office[\s-]based)\b/i.test(headline)) return 'onsite';
  const workLocation = /work location:\s*\**\s*(hybrid|remote|fully remote|in person|on[\s-]?site)/i.exec(description)?.[1]?.toLowerCase();
  if (workLocation) return workLocation.includes('hybrid') ? 'hybrid' : workLocation.includes('remote') ? 'remote' : 'onsite';
  if (/\b\d(?:\s*[-–]\s*\d)?\s+days?\s+(?:a\s+|per\s+)?(?:week\s+)?in\s+(?:the\s+)?office\b(?!\s+per\s+month)/i.test(description))
    return 'hybrid';
  if (
    /\bhybrid (?:working|role|position|basis|model|pattern|arrangement|opportunity)\b|[/(]\s*hybrid\b|\bhybrid\s*[-–:)]/i.test(description)
  )
    return 'hybrid';
  if (/\b(?:fully remote|100% remote|remote[\s-](?:first|working|role|position|only|based)|work(?:ing)? remotely)\b/i.test(description))
    return 'remote';
  return null;
}

/** A board's contract word ("Permanent", "Short Term", "FullTime", "contract") → our type. */
export function contractTypeOf(value: string | null | undefined): ContractType | null {
  const text = (value ?? '').toLowerCase();
  if (/apprentice/.test(text)) return 'apprenticeship';
  if (/intern/.test(text)) return 'internship';
  if (/temp|short[\s-]?term|fixed[\s-]?term|seasonal|casual|locum/.test(text)) return 'temporary';
  if (/contract|freelance|interim/.test(text)) return 'contract';
  if (/perm/.test(text)) return 'permanent';
  return null;
}

/** A board's hours word ("full_time", "FullTime", "Part-time") → our type. */
export function hoursOf(value: string | null | undefined): Hours | null {
  const text = (value ?? '').toLowerCase().replace(/[\s_-]/g, '');
  if (text.includes('fulltime')) return 'full_time';
  if (text.includes('parttime')) return 'part_time';
  return null;
}

/** Several hours words ("parttime, fulltime"): full-time when offered, as that is what a visa needs. */
export function hoursAmong(values: readonly string[]): Hours | null {
  const all = values.map(hoursOf);
  return all.includes('full_time') ? 'full_time' : all.includes('part_time') ? 'part_time' : null;
}

/**
 * Contract and hours an ad states: Indeed's "Job Type(s): Full-time, Permanent" line, else clear
 * words in the title ("Apprentice", "Intern", "(Temp)", "Contract", "Part-time").
 */
export function detectJobTerms(title: string, text: string): { contractType: ContractType | null; hours: Hours | null } {
  const jobTypes = /job types?:\s*([^\n]+)/i.exec(text)?.[1] ?? '';
  const types = jobTypes.split(',').map((t) => t.trim());
  const contractType =
    types.map(contractTypeOf).find((t) => t !== null) ??
    contractTypeOf(
      /\b(?:apprentice(?:ship)?|intern(?:ship)?|temp|temporary|contract|fixed[\s-]term|ftc|permanent)\b/i
        .exec(title)?.[0]
        ?.replace(/^ftc$/i, 'fixed term'),
    );
  const hours = hoursAmong(types) ?? hoursOf(/\b(?:full|part)[\s-]?time\b/i.exec(title)?.[0]);
  return { contractType: contractType ?? null, hours };
}
