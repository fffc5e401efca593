import { z } from 'zod';

/** GET /api/site: what the public shell needs (footer data notice, contact widget, operator claims). */
export const siteInfoResponse = z.object({
  name: z.string(),
  /** True while the database holds the bundled demo data set, so the UI can say so. */
  demo: z.boolean(),
  /**
   * The register the site shows: the last import of the Home Office register of licensed sponsors, else the
   * bundled demo register (`demo: true`, fictional employers); null with neither.
   */
  register: z
    .object({
      importedAt: z.iso.datetime(),
      organisations: z.number().int().nonnegative(),
      source: z.string(),
      demo: z.boolean(),
    })
    .nullable(),
  /** Operator-set footer claims (vendor authorisation, approvals). Off unless the operator sets them. */
  claims: z.object({ cn: z.string(), en: z.string() }).nullable(),
  /** Which sign-in helpers are on; each is off unless the operator configured it. */
  auth: z.object({
    /** Cloudflare Turnstile site key: when set, sign-in uses /auth/login-with-turnstile. */
    turnstileSiteKey: z.string().nullable(),
    /** Google OAuth client id: when set, the Google button shows (token flow). */
    googleClientId: z.string().nullable(),
    /** True when mail goes to the development outbox, readable at /dev/mail. */
    devMail: z.boolean(),
  }),
  contact: z.object({
    email: z.string(),
    /** What the QR codes of the contact widget encode (a WeChat add-friend link, a WhatsApp link). */
    wechat: z.string(),
    whatsapp: z.string(),
  }),
});
export type SiteInfo = z.infer<typeof siteInfoResponse>;
