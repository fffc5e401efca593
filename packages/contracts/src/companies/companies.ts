import { z } from 'zod';
import { jobCardSchema } from '../jobs/job-card.ts';
import { DIRECTORY_SORTS, SPONSOR_RATINGS } from './values.ts';

/** The sponsor directory and company pages: /company/visa, /company/visa/{name}, /company/{name}. */

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

/** GET /api/companies/visa/{name} and /api/companies/{name}: the name as the page's address carries it. */
export const companyNameParams = z.object({ name: z.string().trim().min(1).max(300) });

export const reviewsSummarySchema = z.object({
  /** Mean of the visible reviews' ratings, one decimal; null with no reviews. */
  average: z.number().nullable(),
  count: z.number().int(),
});

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
