import { z } from 'zod';
import { SALARY_STATUSES, VERDICT_KINDS, VERDICT_REASONS } from './verdict-values.ts';

// The verdict's kinds, reasons and their cn/en texts have no schema: they live in ./verdict-values.ts, which the
// web app's pages import without zod (decision 042).
export * from './verdict-values.ts';

export const verdictSalarySchema = z.object({
  status: z.enum(SALARY_STATUSES),
  /** Bottom and top of the advertised range as pounds a year (hourly and daily pay converted); null if unknown. */
  annualMin: z.number().nullable(),
  annualMax: z.number().nullable(),
  /** The thresholds used, pounds a year (configurable on the server). */
  threshold: z.number(),
  newEntrantThreshold: z.number(),
});
export type VerdictSalary = z.infer<typeof verdictSalarySchema>;

/**
 * A brand that holds its licence through several register organisations ("Barclays": Barclays Bank PLC,
 * Barclays Bank UK PLC, Barclays Execution Services Limited). The matched organisation comes first.
 */
export const sponsorGroupSchema = z.object({
  brand: z.string(),
  count: z.number().int(),
  entities: z.array(z.string()),
});
export type SponsorGroup = z.infer<typeof sponsorGroupSchema>;

export const jobVerdictSchema = z.object({
  kind: z.enum(VERDICT_KINDS),
  /** The register's "Type & Rating", e.g. "Worker (A rating)"; null when no confident register match. */
  rating: z.string().nullable(),
  /** The register's routes for the employer, e.g. ["Skilled Worker"]; empty when no confident match. */
  routes: z.array(z.string()),
  salary: verdictSalarySchema,
  reasons: z.array(z.enum(VERDICT_REASONS)),
  /** The sentence of the ad that decided its stance (about 200 characters at most); null when silent. */
  evidence: z.string().nullable(),
  /** With a confident match to a brand licensed through several organisations: the brand and its entities. */
  group: sponsorGroupSchema.nullable().optional(),
});
export type JobVerdict = z.infer<typeof jobVerdictSchema>;
