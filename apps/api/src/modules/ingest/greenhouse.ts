import { z } from 'zod';
import { buildJob, parseResponse } from './build.ts';
import { clean, countryFromLocation, detectRemote, parseDate } from './fields.ts';
import { getJson, joinUrl, type HttpOptions } from './http.ts';
import { decodeEntities } from './sanitize.ts';
import type { NormalizedJob } from './types.ts';

/** Greenhouse job board API: GET /v1/boards/{board}/jobs?content=true, every job in one response. */

const nullableString = z.string().nullish();

const GreenhouseJob = z.object({
  id: z.union([z.number(), z.string()]),
  title: z.string(),
  absolute_url: nullableString,
  company_name: nullableString,
  location: z.object({ name: nullableString }).nullish(),
  first_published: nullableString,
  updated_at: nullableString,
  content: nullableString,
  offices: z.array(z.object({ name: nullableString, location: nullableString })).nullish(),
});
const GreenhouseResponse = z.object({ jobs: z.array(GreenhouseJob) });
type GreenhouseJob = z.infer<typeof GreenhouseJob>;

export interface GreenhouseOptions {
  /** The board token, e.g. "vercel" in boards.greenhouse.io/vercel. */
  board: string;
  /** Shown when the response has no company_name (older boards). Defaults to the board token. */
  companyName?: string;
}

/** "Hybrid - London" → "London"; the workplace word is read from the full string. */
function locationOf(job: GreenhouseJob): string | null {
  const name = clean(job.location?.name);
  return name?.replace(/^(?:hybrid|remote|on[\s-]?site|office)\s*[-–:]\s*/i, '') ?? null;
}

function toJob(job: GreenhouseJob, options: GreenhouseOptions): NormalizedJob {
  const officeLocation = job.offices?.map((o) => o.location).find(Boolean) ?? null;
  return buildJob({
    source: 'greenhouse',
    externalId: String(job.id),
    url: job.absolute_url,
    title: job.title,
    company: job.company_name ?? options.companyName ?? options.board,
    location: locationOf(job),
    country: countryFromLocation(officeLocation) ?? countryFromLocation(job.location?.name),
    // content is HTML with its markup escaped once more ("&lt;p&gt;").
    description: { html: decodeEntities(job.content ?? '') },
    postedAt: parseDate(job.first_published) ?? parseDate(job.updated_at),
    remote: detectRemote(job.location?.name ?? ''),
  });
}

export function parseGreenhouse(json: unknown, options: GreenhouseOptions): NormalizedJob[] {
  return parseResponse('greenhouse', GreenhouseResponse, json).jobs.map((job) => toJob(job, options));
}

export interface FetchGreenhouseOptions extends GreenhouseOptions, HttpOptions {
  baseUrl?: string;
}

export async function fetchGreenhouse(options: FetchGreenhouseOptions): Promise<NormalizedJob[]> {
  const url = joinUrl(options.baseUrl ?? 'https://boards-api.greenhouse.io', `/v1/boards/${encodeURIComponent(options.board)}/jobs`, {
    content: 'true',
  });
  return parseGreenhouse(await getJson('greenhouse', url, options), options);
}
