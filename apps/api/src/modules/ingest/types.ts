/** The shape every connector produces, whatever the source. The importer stores it as is. */

export type JobSource = 'greenhouse' | 'lever' | 'ashby' | 'adzuna' | 'reed' | 'csv' | 'indeed';

export const SALARY_PERIODS = ['year', 'month', 'week', 'day', 'hour'] as const;
export type SalaryPeriod = (typeof SALARY_PERIODS)[number];

export type Currency = 'GBP' | 'USD' | 'EUR';

export type ContractType = 'permanent' | 'contract' | 'temporary' | 'internship' | 'apprenticeship';
export type Hours = 'full_time' | 'part_time';
export type Remote = 'remote' | 'hybrid' | 'onsite';

export interface NormalizedJob {
  source: JobSource;
  /** The source's own id; for CSV rows without one, a hash of the row's content (see csv.ts). */
  externalId: string;
  url: string | null;
  title: string;
  /** Empty string when the source gives no company (a few Indeed rows). */
  company: string;
  location: string | null;
  /** Either bound may be null: "Up to £60,000" has only a max, "From £30,000" only a min. */
  salaryMin: number | null;
  salaryMax: number | null;
  salaryPeriod: SalaryPeriod | null;
  salaryCurrency: Currency | null;
  /** What the figure came from: the statement in the ad, or the source's fields written out. */
  salaryText: string | null;
  /** True when the source says the figure is its own estimate (Adzuna `salary_is_predicted`). */
  salaryEstimated: boolean;
  /** Sanitised HTML (see sanitize.ts for the allow-list). */
  descriptionHtml: string;
  /** Plain text, paragraphs separated by a blank line, list items as "- item". */
  descriptionText: string;
  /** True when the source cut the description short (Adzuna "…", Reed "..."). */
  descriptionTruncated: boolean;
  postedAt: Date | null;
  contractType: ContractType | null;
  hours: Hours | null;
  remote: Remote | null;
  /** An application address from the ad or the source's emails field: valid, lower-case, never no-reply. */
  hrEmail: string | null;
  /** ISO 3166-1 alpha-2 ("GB") when known. */
  country: string | null;
}

/** Lower-case, accents off, "&" as "and", punctuation as spaces, single spaces. */
function normalizeKeyPart(value: string): string {
  return value
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

const COMPANY_SUFFIXES = /\b(ltd|limited|plc|llp|llc|inc|incorporated|gmbh|co)\b/g;

function normalizeCompany(company: string): string {
  return normalizeKeyPart(company).replace(COMPANY_SUFFIXES, ' ').replace(/\s+/g, ' ').trim();
}

/**
 * The town a location string names, for matching. Sources write the same place differently
 * ("London, UK", "London", "Farringdon, Central London", "Heywood, ENG, GB"), so anything naming
 * London counts as London, and otherwise the first comma-separated part is the town.
 */
export function cityOf(location: string | null): string {
  if (!location) return '';
  const normalized = normalizeKeyPart(location);
  if (/\blondon\b/.test(normalized)) return 'london';
  return normalizeKeyPart(location.split(',')[0] ?? '');
}

/**
 * Key that collapses the same ad seen twice, from two sources or repeated in one file.
 *
 * Rule: normalised title | normalised company (legal suffixes like "Ltd" dropped) | town (see cityOf).
 * The description is left out on purpose: sources cut it at different lengths (Adzuna ~500 chars
 * with "…", Reed with "..."), so the same ad never has the same description twice. The cost is that
 * one employer's two openings with the same title in the same town also collapse, which a job
 * seeker reads as one opening anyway. A postcode location ("SN15 1BN") only matches the same postcode.
 */
export function dedupeKey(job: Pick<NormalizedJob, 'title' | 'company' | 'location'>): string {
  return [normalizeKeyPart(job.title), normalizeCompany(job.company), cityOf(job.location)].join('|');
}

/** Exact identity within a source: the same record fetched twice. */
export function exactKey(job: Pick<NormalizedJob, 'source' | 'externalId'>): string {
  return `${job.source}:${job.externalId}`;
}
