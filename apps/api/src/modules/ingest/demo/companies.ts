import { z } from 'zod';
import { readDemoData } from './data.ts';

/**
 * Demo employers (data/companies.json). Every organisation there is invented for JobBridge's demo data set:
 * the names, blurbs and websites (all on the reserved `.example` domain) belong to no real company. Towns are
 * real UK places.
 *
 * About 70% are licensed sponsors in the demo register (register.ts builds the CSV from them); the rest are
 * not on it. Five are recruitment agencies that advertise for clients they do not name.
 */

export const ROUTE_SKILLED_WORKER = 'Skilled Worker';
export const ROUTE_GBM_SENIOR = 'Global Business Mobility: Senior or Specialist Worker';
export const ROUTE_CREATIVE = 'Creative Worker';
export const ROUTE_CHARITY = 'Charity Worker';

/** "Type & Rating" strings as the Home Office register writes them. */
export const RATING_A = 'Worker (A rating)';
export const RATING_B = 'Worker (B rating)';
export const RATING_PREMIUM = 'Worker (A (Premium))';
/** The register rates temporary routes (Creative Worker, Charity Worker) as "Temporary Worker". */
export const RATING_TEMPORARY_A = 'Temporary Worker (A rating)';

export const DEMO_SECTORS = [
  'software',
  'data',
  'finance',
  'accountancy',
  'insurance',
  'consulting',
  'engineering',
  'construction',
  'healthcare',
  'pharmacy',
  'care',
  'hospitality',
  'retail',
  'education',
  'logistics',
  'research',
  'legal',
  'marketing',
  'creative',
  'recruitment',
] as const;
export type DemoSector = (typeof DEMO_SECTORS)[number];

const DEMO_SIZES = ['1-49', '50-249', '250-999', '1000+'] as const;
type DemoSize = (typeof DEMO_SIZES)[number];

export interface DemoCompany {
  /** Also the website's host: https://<slug>.example */
  slug: string;
  /** The legal name, as the register (and Companies House) would write it. */
  name: string;
  /** The name the company advertises under, when it differs from the legal name. */
  tradingName: string | null;
  /** Head office. */
  town: string;
  county: string;
  /** Other towns where it hires (jobs are placed at the head office or one of these). */
  offices: string[];
  website: string;
  sector: DemoSector;
  size: DemoSize;
  /** A recruitment agency advertising for unnamed clients. */
  agency: boolean;
  /** For agencies: the sectors of the clients they recruit for. */
  recruitsFor: DemoSector[];
  /** Whether the organisation is in the demo register of licensed sponsors. */
  licensedSponsor: boolean;
  /** Register routes (empty when not a sponsor). */
  routes: string[];
  /** Register "Type & Rating" (null when not a sponsor). */
  typeRating: string | null;
  /** One or two sentences about the organisation, used in its job ads. */
  blurb: string;
}

/** An entry of data/companies.json: optional fields are left out when empty. */
const defSchema = z.strictObject({
  slug: z.string().regex(/^[a-z0-9-]+$/),
  name: z.string().min(1),
  trading: z.string().min(1).optional(),
  town: z.string().min(1),
  county: z.string().min(1).optional(),
  offices: z.array(z.string().min(1)).optional(),
  sector: z.enum(DEMO_SECTORS),
  size: z.enum(DEMO_SIZES),
  /** Omitted: not a sponsor. */
  sponsor: z
    .strictObject({
      rating: z.enum([RATING_A, RATING_B, RATING_PREMIUM, RATING_TEMPORARY_A]),
      routes: z.array(z.enum([ROUTE_SKILLED_WORKER, ROUTE_GBM_SENIOR, ROUTE_CREATIVE, ROUTE_CHARITY])).min(1),
    })
    .optional(),
  recruitsFor: z.array(z.enum(DEMO_SECTORS)).optional(),
  blurb: z.string().min(1),
});

const DEFS = readDemoData('companies', z.array(defSchema));

export const DEMO_COMPANIES: readonly DemoCompany[] = DEFS.map((d) => ({
  slug: d.slug,
  name: d.name,
  tradingName: d.trading ?? null,
  town: d.town,
  county: d.county ?? '',
  offices: d.offices ?? [],
  website: `https://${d.slug}.example`,
  sector: d.sector,
  size: d.size,
  agency: d.sector === 'recruitment',
  recruitsFor: d.recruitsFor ?? [],
  licensedSponsor: d.sponsor !== undefined,
  routes: d.sponsor?.routes ?? [],
  typeRating: d.sponsor?.rating ?? null,
  blurb: d.blurb,
}));

/** The name a job ad shows: the trading name when there is one. */
export function advertisedName(company: DemoCompany): string {
  return company.tradingName ?? company.name;
}

/**
 * The register's "Organisation Name": the legal name, with "t/a <trading name>" when the trading name is not
 * simply the legal name without its legal form (so the matcher finds ads placed under the trading name).
 */
export function registerName(company: DemoCompany): string {
  if (!company.tradingName) return company.name;
  const bare = company.name.replace(/\s+(?:Ltd|Limited|LLP|plc)$/i, '');
  return bare.toLowerCase() === company.tradingName.toLowerCase() ? company.name : `${company.name} t/a ${company.tradingName}`;
}

export function demoSponsors(): DemoCompany[] {
  return DEMO_COMPANIES.filter((c) => c.licensedSponsor);
}
