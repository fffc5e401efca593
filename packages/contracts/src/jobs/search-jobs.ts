import { z } from 'zod';
import { jobCardSchema } from './job-card.ts';
import { CONTRACT_TYPES, POSTED_WITHIN_DAYS, REMOTE_TYPES, SEARCH_PAGE_SIZE_MAX } from './search-values.ts';
import { SALARY_STATUSES, VERDICT_KINDS } from './verdict-values.ts';

const csvEnum = <T extends readonly [string, ...string[]]>(values: T) =>
  z
    .string()
    .optional()
    .transform((v) =>
      v
        ? v
            .split(',')
            .map((s) => s.trim())
            .filter(Boolean)
        : [],
    )
    .pipe(z.array(z.enum(values)));

export { POSTED_WITHIN_DAYS, SEARCH_PAGE_SIZE_MAX, SEARCH_RESULTS_PAGED_MAX } from './search-values.ts';

/**
 * GET /api/jobs/search. docs/product.md §5: a keyword or a location is needed (SEARCH_QUERY_REQUIRED otherwise).
 * Lists are comma-separated (`verdict=offers_sponsorship,licensed_sponsor`).
 */
export const searchJobsQuery = z
  .object({
    q: z.string().trim().max(200).default(''),
    location: z.string().trim().max(100).default(''),
    verdict: csvEnum(VERDICT_KINDS),
    /** A register route the employer must hold, e.g. "Skilled Worker". */
    route: z.string().trim().max(100).optional(),
    /** Minimum yearly pay (hourly and daily pay converted). */
    minSalary: z.coerce.number().int().min(0).max(1_000_000).optional(),
    /** Only jobs whose pay meets the Skilled Worker general threshold. */
    meetsThreshold: z.stringbool().optional(),
    salaryStatus: csvEnum(SALARY_STATUSES),
    postedWithin: z.coerce
      .number()
      .int()
      .refine((d) => (POSTED_WITHIN_DAYS as readonly number[]).includes(d))
      .optional(),
    contractType: csvEnum(CONTRACT_TYPES),
    remote: csvEnum(REMOTE_TYPES),
    sort: z.enum(['relevance', 'time']).optional(),
    page: z.coerce.number().int().min(1).max(1000).default(1),
    pageSize: z.coerce.number().int().min(1).max(SEARCH_PAGE_SIZE_MAX).default(20),
  })
  .refine((v) => v.q.length > 0 || v.location.length > 0, { message: 'SEARCH_QUERY_REQUIRED', path: ['q'] });
export type SearchJobsQuery = z.infer<typeof searchJobsQuery>;

const counts = z.record(z.string(), z.number().int());

/** A Chinese word or town the search understood: 伦敦 → London (place), 会计 → accountant (word). */
export const understoodTerm = z.object({ from: z.string(), to: z.string(), kind: z.enum(['word', 'place']) });
export type UnderstoodTerm = z.infer<typeof understoodTerm>;

export const searchJobsResponse = z.object({
  items: z.array(jobCardSchema),
  /**
   * Exact up to the newest 200 matches; past them an estimate ("about 48,000", totalKind `about`), or a floor
   * ("200+", `atLeast`) while no estimate can be made. An exact count costs more than the page.
   */
  total: z.number().int(),
  /** Whether `total` is not exact (totalKind is not `exact`). */
  totalIsCapped: z.boolean(),
  totalKind: z.enum(['exact', 'atLeast', 'about']),
  /** The search ran out of time: the items are its matches among the newest ads only. */
  partial: z.boolean(),
  page: z.number().int(),
  pageSize: z.number().int(),
  sort: z.enum(['relevance', 'time']),
  /** Counts per value over the matching jobs (estimated like `total` when it is `about`). */
  facets: z.object({ verdict: counts, salaryStatus: counts, contractType: counts, remote: counts }),
  /** What the Chinese in the search was understood as, in the order typed (absent when it had none). */
  understood: z.array(understoodTerm).optional(),
  /** Chinese words the search did not know (searched for only when nothing else was). */
  notUnderstood: z.array(z.string()).optional(),
  /** An English search's job words and towns with their Chinese (data analyst → 数据分析师), for Chinese readers. */
  inChinese: z.array(understoodTerm).optional(),
});
export type SearchJobsResponse = z.infer<typeof searchJobsResponse>;
