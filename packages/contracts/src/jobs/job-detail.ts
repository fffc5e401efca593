import { z } from 'zod';
import { jobCardSchema, jobMarksSchema } from './job-card.ts';

/** GET /api/jobs/{id}: the full ad, the employer's register entry, and up to 6 related jobs. */
export const jobDetailResponse = jobCardSchema.extend({
  descriptionHtml: z.string(),
  descriptionTruncated: z.boolean(),
  hours: z.enum(['full_time', 'part_time']).nullable(),
  employer: z.object({
    name: z.string(),
    sponsor: z
      .object({ organisationName: z.string(), town: z.string().nullable(), typeRatings: z.array(z.string()), routes: z.array(z.string()) })
      .nullable(),
  }),
  related: z.array(jobCardSchema),
});
export type JobDetail = z.infer<typeof jobDetailResponse>;

/** PATCH /api/app/jobs/{id}/marks: set any of the caller's marks; answers the marks as they now are. */
export const updateJobMarksRequest = z
  .object({ saved: z.boolean().optional(), applied: z.boolean().optional(), flash: z.boolean().optional() })
  .refine((v) => v.saved !== undefined || v.applied !== undefined || v.flash !== undefined, { message: 'BAD_REQUEST' });
export const updateJobMarksResponse = jobMarksSchema;

/** GET /api/app/jobs/saved and /api/app/jobs/applied: the caller's lists, newest mark first. */
export const markedJobsQuery = z.object({
  page: z.coerce.number().int().min(1).max(1000).default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(20),
});
export const markedJobsResponse = z.object({
  items: z.array(jobCardSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type MarkedJobs = z.infer<typeof markedJobsResponse>;

/** GET /api/app/search-history: the caller's last 20 searches, newest first. DELETE clears them. */
export const searchHistoryResponse = z.array(
  z.object({ id: z.number().int(), q: z.string(), location: z.string(), createdAt: z.iso.datetime() }),
);
