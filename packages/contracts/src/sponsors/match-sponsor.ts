import { z } from 'zod';
import { sponsorGroupSchema } from '../jobs/verdict.ts';

/** GET /api/sponsors/match: an employer name (and town) matched to the Home Office register of licensed sponsors. */
export const sponsorMatchQuery = z.object({ name: z.string().trim().min(1).max(300), town: z.string().trim().max(100).optional() });

export const sponsorMatchResponse = z.object({
  match: z
    .object({ organisationName: z.string(), town: z.string().nullable(), rating: z.string().nullable(), routes: z.array(z.string()) })
    .nullable(),
  confidence: z.number().min(0).max(1),
  /** The name is a brand licensed through several register organisations: "one of 3 Barclays entities". */
  group: sponsorGroupSchema.nullable(),
});
