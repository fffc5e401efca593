import type { SiteInfo } from '@jobbridge/contracts';
import { getSetting, shownRegisterImport, type Db } from '@jobbridge/db';
import type { Config } from '../../config/env.ts';

/** What the public shell shows about the site: the data notice, demo marker, claims and contact links. */
export async function getSiteInfo(db: Db, config: Config): Promise<SiteInfo> {
  const [register, demo] = await Promise.all([shownRegisterImport(db), getSetting<boolean>(db, 'demo_data')]);
  const claims =
    config.SITE_CLAIMS_CN || config.SITE_CLAIMS_EN
      ? { cn: config.SITE_CLAIMS_CN ?? config.SITE_CLAIMS_EN ?? '', en: config.SITE_CLAIMS_EN ?? config.SITE_CLAIMS_CN ?? '' }
      : null;
  return {
    name: 'JobBridge',
    demo: demo === true,
    register: register
      ? {
          importedAt: register.importedAt.toISOString(),
          organisations: register.organisations,
          source: register.source,
          demo: register.demo,
        }
      : null,
    claims,
    auth: {
      turnstileSiteKey: config.TURNSTILE_SITE_KEY ?? null,
      googleClientId: config.GOOGLE_CLIENT_ID ?? null,
      devMail: (config.devOutbox || config.mailbox === 'development') && !config.isProduction,
    },
    contact: {
      email: config.CONTACT_EMAIL,
      wechat: config.CONTACT_WECHAT_URL ?? `${config.publicUrl}/contact`,
      whatsapp: config.CONTACT_WHATSAPP_URL ?? `${config.publicUrl}/contact`,
    },
  };
}
