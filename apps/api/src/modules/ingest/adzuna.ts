import { z } from 'zod';
import { buildJob, parseResponse } from './build.ts';
import { clean, contractTypeOf, hoursOf, parseDate } from './fields.ts';
import { getJson, joinUrl, type HttpOptions } from './http.ts';
import type { NormalizedJob } from './types.ts';

/**
 * Adzuna search API: GET /v1/api/jobs/{country}/search/{page}?app_id&app_key, pages from 1.
 * Descriptions are ~500-character snippets ending in "…"; `salary_is_predicted: "1"` marks
 * Adzuna's own estimate, kept but flagged salaryEstimated.
 */

const nullableString = z.string().nullish();
const numberish = z.union([z.number(), z.string()]).nullish();

const AdzunaJob = z.object({
  id: z.union([z.string(), z.number()]),
  title: z.string(),
  description: nullableString,
  created: nullableString,
  redirect_url: nullableString,
  company: z.object({ display_name: nullableString }).nullish(),
  location: z.object({ display_name: nullableString, area: z.array(z.string()).nullish() }).nullish(),
  salary_min: numberish,
  salary_max: numberish,
  salary_is_predicted: z.union([z.string(), z.number(), z.boolean()]).nullish(),
  contract_type: nullableString,
  contract_time: nullableString,
});
const AdzunaResponse = z.object({ results: z.array(AdzunaJob), count: z.number().nullish() });
type AdzunaJob = z.infer<typeof AdzunaJob>;

export interface AdzunaOptions {
  /** Adzuna's country code in the path; "gb" by default. */
  country?: string;
}

function toNumber(value: number | string | null | undefined): number | null {
  const n = typeof value === 'string' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) ? n : null;
}

function toJob(job: AdzunaJob, options: AdzunaOptions): NormalizedJob {
  const country = (options.country ?? 'gb').toUpperCase();
  return buildJob({
    source: 'adzuna',
    externalId: String(job.id),
    url: job.redirect_url,
    title: job.title,
    company: job.company?.display_name,
    location: clean(job.location?.display_name),
    country: country === 'UK' ? 'GB' : country,
    // Adzuna's snippets are plain text (HTML stripped by Adzuna).
    description: { text: job.description ?? '' },
    // Adzuna's salary fields are yearly figures.
    salary: {
      min: toNumber(job.salary_min),
      max: toNumber(job.salary_max),
      period: 'year',
      currency: country === 'GB' ? 'GBP' : null,
      estimated: String(job.salary_is_predicted ?? '0') === '1' || job.salary_is_predicted === true,
    },
    postedAt: parseDate(job.created),
    contractType: contractTypeOf(job.contract_type),
    hours: hoursOf(job.contract_time),
  });
}

/** One search page → jobs. */
export function parseAdzuna(json: unknown, options: AdzunaOptions = {}): NormalizedJob[] {
  return parseResponse('adzuna', AdzunaResponse, json).results.map((job) => toJob(job, options));
}

export interface FetchAdzunaOptions extends AdzunaOptions, HttpOptions {
  appId: string;
  appKey: string;
  /** Keywords, e.g. "data analyst". */
  what?: string;
  /** Place, e.g. "London". */
  where?: string;
  resultsPerPage?: number;
  /** Stop after this many pages (Adzuna counts hundreds of thousands of results). Default 5. */
  maxPages?: number;
  baseUrl?: string;
}

/** Pages 1, 2 … until a page is short or empty, `count` is reached, or maxPages. */
export async function fetchAdzuna(options: FetchAdzunaOptions): Promise<NormalizedJob[]> {
  const perPage = options.resultsPerPage ?? 50;
  const maxPages = options.maxPages ?? 5;
  const jobs: NormalizedJob[] = [];
  for (let page = 1; page <= maxPages; page += 1) {
    const url = joinUrl(
      options.baseUrl ?? 'https://api.adzuna.com',
      `/v1/api/jobs/${encodeURIComponent(options.country ?? 'gb')}/search/${page}`,
      {
        app_id: options.appId,
        app_key: options.appKey,
        results_per_page: perPage,
        what: options.what,
        where: options.where,
        'content-type': 'application/json',
      },
    );
    const response = parseResponse('adzuna', AdzunaResponse, await getJson('adzuna', url, options));
    jobs.push(...response.results.map((job) => toJob(job, options)));
    const seen = page * perPage;
    if (response.results.length < perPage || (response.count != null && seen >= response.count)) break;
  }
  return jobs;
}
