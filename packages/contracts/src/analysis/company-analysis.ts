import { z } from 'zod';

/** A count per key (a route, a rating, a town, a region, a sector, a salary band). */
const bucket = z.object({ key: z.string(), count: z.number().int().nonnegative() });
export type AnalysisBucket = z.infer<typeof bucket>;

/** Sectors the analysis puts job titles in (keywords in the title; `other` when none fits). */
export const ANALYSIS_SECTORS = [
  'healthcare',
  'technology',
  'engineering',
  'finance',
  'business',
  'education',
  'hospitality',
  'sales_marketing',
  'legal',
  'logistics',
  'other',
] as const;

/**
 * Salary bands by the bottom of the advertised range (pounds a year) against the Skilled Worker thresholds:
 * below the new-entrant rate, between it and the general threshold, the threshold to 125 % of it, 125-150 %,
 * above 150 %, and no salary stated.
 */
export const SALARY_BANDS = ['below_new_entrant', 'new_entrant', 'threshold', 'threshold_125', 'threshold_150', 'unknown'] as const;

/** Sponsor ratings as the analysis groups them (from the register's "Type & Rating"). */
export const ANALYSIS_RATINGS = ['A', 'A_premium', 'A_sme', 'B', 'provisional'] as const;

/** GET /api/companies/analysis: the register and the jobs in figures for the /company page (cached). */
export const companyAnalysisResponse = z.object({
  /** When the figures were computed (they are cached for a few minutes). */
  generatedAt: z.iso.datetime(),
  /**
   * The data date: the register the figures come from (the latest import of the real one, else the bundled demo
   * register, `demo: true`; null with neither) and the latest job update.
   */
  register: z.object({ importedAt: z.iso.datetime(), organisations: z.number().int(), source: z.string(), demo: z.boolean() }).nullable(),
  jobsUpdatedAt: z.iso.datetime().nullable(),
  thresholds: z.object({ general: z.number(), newEntrant: z.number() }),
  sponsors: z.object({
    total: z.number().int(),
    byRoute: z.array(bucket),
    /** Keys from ANALYSIS_RATINGS; an organisation with several ratings counts once per rating. */
    byRating: z.array(bucket),
    /** The 20 towns with the most licensed organisations (an organisation counts in its first town). */
    byTown: z.array(bucket),
    /** UK regions (from the county, else the town); `unknown` when neither says. */
    byRegion: z.array(bucket),
  }),
  /** Each register import, oldest first: organisations on the register then, added and removed since the one before. */
  registerChanges: z.array(
    z.object({ importedAt: z.iso.datetime(), organisations: z.number().int(), added: z.number().int(), removed: z.number().int() }),
  ),
  jobs: z.object({
    /** True when the site has no real jobs and these figures are of its demo jobs. */
    demo: z.boolean(),
    /** Jobs here whose ad offers sponsorship or whose employer holds a Skilled Worker licence (the real ones, else the demo ones). */
    sponsored: z.number().int(),
    total: z.number().int(),
    /** Keys from ANALYSIS_SECTORS. */
    bySector: z.array(bucket),
    /** Keys from SALARY_BANDS, in that order. */
    bySalaryBand: z.array(bucket),
    /** The register organisations with the most sponsored jobs here now (at most 10). */
    topHiring: z.array(z.object({ name: z.string(), jobs: z.number().int(), town: z.string().nullable(), rating: z.string().nullable() })),
  }),
});
export type CompanyAnalysis = z.infer<typeof companyAnalysisResponse>;
