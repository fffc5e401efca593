import { z } from 'zod';
import { buildJob, parseResponse } from './build.ts';
import { clean, parseDate } from './fields.ts';
import { getJson, joinUrl, type HttpOptions } from './http.ts';
import type { Currency, NormalizedJob } from './types.ts';

/**
 * Reed search API: GET /api/1.0/search?keywords&locationName&resultsToTake&resultsToSkip, HTTP
 * basic auth with the API key as user name. Dates are dd/mm/yyyy; the description is an
 * HTML-escaped snippet ending in "... "; salaries have no period (inferred, see inferPeriod).
 */

const nullableString = z.string().nullish();

const ReedJob = z.object({
  jobId: z.union([z.number(), z.string()]),
  employerName: nullableString,
  jobTitle: z.string(),
  locationName: nullableString,
  minimumSalary: z.number().nullish(),
  maximumSalary: z.number().nullish(),
  currency: nullableString,
  date: nullableString,
  jobDescription: nullableString,
  jobUrl: nullableString,
});
const ReedResponse = z.object({ results: z.array(ReedJob), totalResults: z.number().nullish() });
type ReedJob = z.infer<typeof ReedJob>;

function toJob(job: ReedJob): NormalizedJob {
  const currency = job.currency === 'GBP' || job.currency === 'EUR' || job.currency === 'USD' ? (job.currency satisfies Currency) : null;
  return buildJob({
    source: 'reed',
    externalId: String(job.jobId),
    url: job.jobUrl,
    title: job.jobTitle,
    company: job.employerName,
    location: clean(job.locationName),
    country: 'GB',
    // The snippet is text with HTML entities (&amp;, &#163;, &nbsp;): read it as HTML.
    description: { html: job.jobDescription ?? '' },
    salary: { min: job.minimumSalary ?? null, max: job.maximumSalary ?? null, currency },
    postedAt: parseDate(job.date, 'dmy'),
  });
}

export function parseReed(json: unknown): NormalizedJob[] {
  return parseResponse('reed', ReedResponse, json).results.map(toJob);
}

export interface FetchReedOptions extends HttpOptions {
  apiKey: string;
  keywords?: string;
  locationName?: string;
  /** Reed's page size, at most 100. */
  resultsToTake?: number;
  /** Stop after this many pages. Default 5. */
  maxPages?: number;
  baseUrl?: string;
}

/** Pages by resultsToSkip until a page is short or empty, totalResults is reached, or maxPages. */
export async function fetchReed(options: FetchReedOptions): Promise<NormalizedJob[]> {
  const take = Math.min(options.resultsToTake ?? 100, 100);
  const maxPages = options.maxPages ?? 5;
  const authorization = `Basic ${Buffer.from(`${options.apiKey}:`).toString('base64')}`;
  const jobs: NormalizedJob[] = [];
  for (let page = 0; page < maxPages; page += 1) {
    const url = joinUrl(options.baseUrl ?? 'https://www.reed.co.uk', '/api/1.0/search', {
      keywords: options.keywords,
      locationName: options.locationName,
      resultsToTake: take,
      resultsToSkip: page * take,
    });
    const response = parseResponse('reed', ReedResponse, await getJson('reed', url, { ...options, headers: { authorization } }));
    jobs.push(...response.results.map(toJob));
    const seen = (page + 1) * take;
    if (response.results.length < take || (response.totalResults != null && seen >= response.totalResults)) break;
  }
  return jobs;
}
