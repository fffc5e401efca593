import { z } from 'zod';
import { jobCardSchema } from './job-card.ts';

/** docs/product.md §9: smart matching shows up to 6 positions. */
export const RECOMMENDATION_COUNT = 6;

/**
 * GET /api/app/jobs/recommendations: up to 6 open jobs for the caller, from their resume profile (role, past
 * roles, town), else their recent searches, else their saved jobs. `basis` says what they were chosen from, so
 * the page can say so (and invite the user to build a profile when there is nothing to go on).
 */
export const recommendationsResponse = z.object({
  items: z.array(jobCardSchema),
  basis: z.object({
    source: z.enum(['profile', 'searches', 'saved', 'none']),
    roles: z.array(z.string()),
    location: z.string().nullable(),
  }),
  /** The month's recommendations (the plan's `totaljobs`) are used up: only jobs shown before are listed. */
  limitReached: z.boolean(),
});
export type Recommendations = z.infer<typeof recommendationsResponse>;
