import { z } from 'zod';
import { DIRECTORY_SORTS, SPONSOR_RATINGS } from './values.ts';

export { DIRECTORY_PAGE_SIZE, DIRECTORY_SORTS, SPONSOR_RATINGS, type SponsorRating } from './values.ts';

/** GET /api/companies/visa. Without `q`, `relevance` sorts by name. */
export const sponsorDirectoryQuery = z.object({
  q: z.string().trim().max(200).default(''),
  town: z.string().trim().max(100).default(''),
  /** A register route, e.g. "Skilled Worker". */
  route: z.string().trim().max(100).default(''),
  rating: z.enum(SPONSOR_RATINGS).optional(),
  /** true: only organisations with open jobs here; false: only those without. */
  hasJobs: z.stringbool().optional(),
  sort: z.enum(DIRECTORY_SORTS).default('relevance'),
  page: z.coerce.number().int().min(1).max(1000).default(1),
});
export type SponsorDirectoryQuery = z.infer<typeof sponsorDirectoryQuery>;

export const sponsorCardSchema = z.object({
  name: z.string(),
  towns: z.array(z.string()),
  counties: z.array(z.string()),
  ratings: z.array(z.enum(SPONSOR_RATINGS)),
  routes: z.array(z.string()),
  openJobs: z.number().int(),
  /** The brand searched for when the organisation was found through a reviewed alias ("PwC"). */
  viaAlias: z.string().nullable(),
});
export type SponsorCard = z.infer<typeof sponsorCardSchema>;

export const sponsorDirectoryResponse = z.object({
  items: z.array(sponsorCardSchema),
  total: z.number().int(),
  /** A name search counts up to 1,000 matches: when more matched, `total` is that cap and the page says "1,000+". */
  totalIsCapped: z.boolean(),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** The date of the register loaded (ISO), or null before the first import. */
  registerDate: z.string().nullable(),
});
export type SponsorDirectoryResponse = z.infer<typeof sponsorDirectoryResponse>;
