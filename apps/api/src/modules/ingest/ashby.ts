import { z } from 'zod';
import { buildJob, parseResponse } from './build.ts';
import { clean, contractTypeOf, countryCode, hoursOf, parseDate } from './fields.ts';
import { getJson, joinUrl, type HttpOptions } from './http.ts';
import { parseSalary } from './salary.ts';
import type { NormalizedJob, Remote } from './types.ts';

/** Ashby posting API: GET /posting-api/job-board/{board}?includeCompensation=true. */

const nullableString = z.string().nullish();

const AshbyJob = z.object({
  id: z.string(),
  title: z.string(),
  location: nullableString,
  employmentType: nullableString,
  publishedAt: nullableString,
  isListed: z.boolean().nullish(),
  isRemote: z.boolean().nullish(),
  workplaceType: nullableString,
  address: z.object({ postalAddress: z.object({ addressCountry: nullableString }).nullish() }).nullish(),
  jobUrl: nullableString,
  applyUrl: nullableString,
  descriptionHtml: nullableString,
  descriptionPlain: nullableString,
  compensation: z
    .object({
      compensationTierSummary: nullableString,
      scrapeableCompensationSalarySummary: nullableString,
    })
    .nullish(),
});
const AshbyResponse = z.object({ jobs: z.array(AshbyJob) });
type AshbyJob = z.infer<typeof AshbyJob>;

export interface AshbyOptions {
  /** The job board name, e.g. "linear" in jobs.ashbyhq.com/linear. */
  board: string;
  /** The response has no company name; defaults to the board name. */
  companyName?: string;
}

const WORKPLACE: Record<string, Remote> = { remote: 'remote', hybrid: 'hybrid', onsite: 'onsite' };

function toJob(job: AshbyJob, options: AshbyOptions): NormalizedJob {
  const workplace = WORKPLACE[(job.workplaceType ?? '').toLowerCase()] ?? (job.isRemote ? 'remote' : null);
  // Ashby writes the pay band as text ("£60K – £80K"): read it like an ad's statement.
  const pay = parseSalary(job.compensation?.scrapeableCompensationSalarySummary ?? job.compensation?.compensationTierSummary);
  return buildJob({
    source: 'ashby',
    externalId: job.id,
    url: job.jobUrl ?? job.applyUrl,
    title: job.title,
    company: options.companyName ?? options.board,
    location: clean(job.location),
    country: countryCode(job.address?.postalAddress?.addressCountry),
    description: job.descriptionHtml ? { html: job.descriptionHtml } : { text: job.descriptionPlain ?? '' },
    salary: pay ? { min: pay.min, max: pay.max, period: pay.period, currency: pay.currency } : null,
    postedAt: parseDate(job.publishedAt),
    contractType: contractTypeOf(job.employmentType),
    hours: hoursOf(job.employmentType),
    remote: workplace,
  });
}

/** Unlisted jobs (isListed: false) are left out: the company hides them from its own board. */
export function parseAshby(json: unknown, options: AshbyOptions): NormalizedJob[] {
  return parseResponse('ashby', AshbyResponse, json)
    .jobs.filter((job) => job.isListed !== false)
    .map((job) => toJob(job, options));
}

export interface FetchAshbyOptions extends AshbyOptions, HttpOptions {
  baseUrl?: string;
}

export async function fetchAshby(options: FetchAshbyOptions): Promise<NormalizedJob[]> {
  const url = joinUrl(options.baseUrl ?? 'https://api.ashbyhq.com', `/posting-api/job-board/${encodeURIComponent(options.board)}`, {
    includeCompensation: 'true',
  });
  return parseAshby(await getJson('ashby', url, options), options);
}
