import { z } from 'zod';
import { jobCardSchema } from '../jobs/job-card.ts';
import { reviewsSummarySchema } from './company-page.ts';

export const companyDetailResponse = z.object({
  name: z.string(),
  reviewKey: z.string(),
  /** The register organisation this employer is (or its name is): the page links there instead. */
  registerName: z.string().nullable(),
  isAgency: z.boolean(),
  website: z.string().nullable(),
  jobs: z.array(jobCardSchema),
  reviews: reviewsSummarySchema,
});
export type CompanyDetail = z.infer<typeof companyDetailResponse>;
