import { z } from 'zod';
import { AGENCY_KINDS, AGENCY_TIERS } from './values.ts';

export * from './values.ts';

export const agencyContactSchema = z.object({
  website: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  address: z.string().nullable(),
});

export const agencySchema = z.object({
  slug: z.string(),
  name: z.string(),
  kind: z.enum(AGENCY_KINDS),
  tier: z.enum(AGENCY_TIERS).nullable(),
  rank: z.number().int(),
  services: z.array(z.string()),
  sectors: z.array(z.string()),
  languages: z.array(z.string()),
  contact: agencyContactSchema,
  description: z.object({ cn: z.string(), en: z.string() }),
  isDemo: z.boolean(),
  updatedAt: z.string(),
});
export type Agency = z.infer<typeof agencySchema>;

/** GET /api/agencies: search by name or service, ranked gold, silver, bronze, untiered, then by rank. */
export const listAgenciesQuery = z.object({
  kind: z.enum(AGENCY_KINDS).default('job'),
  q: z.string().trim().max(100).default(''),
  tier: z.enum(AGENCY_TIERS).optional(),
  page: z.coerce.number().int().min(1).max(1000).default(1),
});
export type ListAgenciesQuery = z.input<typeof listAgenciesQuery>;

export const AGENCIES_PAGE_SIZE = 24;

export const listAgenciesResponse = z.object({
  items: z.array(agencySchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type ListAgenciesResponse = z.infer<typeof listAgenciesResponse>;

export const agencySlugParams = z.object({ slug: z.string().trim().min(1).max(120) });
