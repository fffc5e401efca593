import { z } from 'zod';
import { jobCardSchema } from '../jobs/job-card.ts';
import { reviewsSummarySchema } from './company-page.ts';
import { SPONSOR_RATINGS } from './values.ts';

const registerImportSchema = z.object({ importedAt: z.string(), source: z.string() });

export const sponsorDetailResponse = z.object({
  name: z.string(),
  /** The key its reviews are filed under (targetType "company"). */
  reviewKey: z.string(),
  towns: z.array(z.string()),
  counties: z.array(z.string()),
  typeRatings: z.array(z.string()),
  ratings: z.array(z.enum(SPONSOR_RATINGS)),
  routes: z.array(z.string()),
  /** The first import that listed it; `listedFromStart` when that was the first import loaded here. */
  firstSeen: registerImportSchema.nullable(),
  listedFromStart: z.boolean(),
  lastSeen: registerImportSchema.nullable(),
  /** When its register entry (towns, ratings, routes) last changed, if after it first appeared. */
  detailsChangedAt: z.string().nullable(),
  /** What the register imports recorded for this name, newest first. */
  changes: z.array(z.object({ change: z.enum(['added', 'removed']), importedAt: z.string() })),
  website: z.string().nullable(),
  openJobs: z.number().int(),
  jobs: z.array(jobCardSchema),
  reviews: reviewsSummarySchema,
});
export type SponsorDetail = z.infer<typeof sponsorDetailResponse>;
