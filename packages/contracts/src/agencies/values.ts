// The agencies' fixed lists, without zod: the web app's pages import them at load, the schemas only when a
// request answers (decision 042). ./agencies.ts exports them with its schemas.

/** Agencies: /company/jobagency (kind 'job') and /company/cnagency (kind 'cn', Chinese-language agencies). */
export const AGENCY_KINDS = ['job', 'cn'] as const;
export const AGENCY_TIERS = ['gold', 'silver', 'bronze'] as const;
export type AgencyKind = (typeof AGENCY_KINDS)[number];
export type AgencyTier = (typeof AGENCY_TIERS)[number];
