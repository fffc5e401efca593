import { z } from 'zod';

/** The sponsor directory and company pages: /company/visa, /company/visa/{name}, /company/{name}. */

/** GET /api/companies/visa/{name} and /api/companies/{name}: the name as the page's address carries it. */
export const companyNameParams = z.object({ name: z.string().trim().min(1).max(300) });

export const reviewsSummarySchema = z.object({
  /** Mean of the visible reviews' ratings, one decimal; null with no reviews. */
  average: z.number().nullable(),
  count: z.number().int(),
});
