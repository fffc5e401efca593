import { escapeText } from 'entities';
import { z } from 'zod';
import { buildJob, parseResponse } from './build.ts';
import { clean, contractTypeOf, countryCode, fromEpochMs, hoursOf } from './fields.ts';
import { getJson, joinUrl, type HttpOptions } from './http.ts';
import type { NormalizedJob, Remote } from './types.ts';

/** Lever postings API: GET /v0/postings/{company}?mode=json, every posting in one array. */

const nullableString = z.string().nullish();

const LeverPosting = z.object({
  id: z.string(),
  text: z.string(),
  hostedUrl: nullableString,
  applyUrl: nullableString,
  createdAt: z.number().nullish(),
  country: nullableString,
  workplaceType: nullableString,
  categories: z
    .object({
      commitment: nullableString,
      location: nullableString,
      allLocations: z.array(z.string()).nullish(),
    })
    .nullish(),
  description: nullableString,
  descriptionPlain: nullableString,
  lists: z.array(z.object({ text: z.string(), content: z.string() })).nullish(),
  additional: nullableString,
});
const LeverResponse = z.array(LeverPosting);
type LeverPosting = z.infer<typeof LeverPosting>;

export interface LeverOptions {
  /** The site name, e.g. "spotify" in jobs.lever.co/spotify. */
  company: string;
  /** Lever's response has no company name; defaults to the site name. */
  companyName?: string;
}

/** A posting's page is its description, then each list as a heading and bullets, then "additional". */
function htmlOf(posting: LeverPosting): string {
  const lists = (posting.lists ?? []).map((list) => `<h3>${escapeText(list.text)}</h3><ul>${list.content}</ul>`);
  return [posting.description ?? '', ...lists, posting.additional ?? ''].join('\n');
}

const WORKPLACE: Record<string, Remote> = { remote: 'remote', hybrid: 'hybrid', onsite: 'onsite', 'on-site': 'onsite' };

function toJob(posting: LeverPosting, options: LeverOptions): NormalizedJob {
  const commitment = posting.categories?.commitment;
  return buildJob({
    source: 'lever',
    externalId: posting.id,
    url: posting.hostedUrl ?? posting.applyUrl,
    title: posting.text,
    company: options.companyName ?? options.company,
    location: clean(posting.categories?.location),
    country: countryCode(posting.country),
    description: { html: htmlOf(posting) },
    postedAt: fromEpochMs(posting.createdAt),
    contractType: contractTypeOf(commitment),
    hours: hoursOf(commitment),
    remote: WORKPLACE[(posting.workplaceType ?? '').toLowerCase()] ?? null,
  });
}

export function parseLever(json: unknown, options: LeverOptions): NormalizedJob[] {
  return parseResponse('lever', LeverResponse, json).map((posting) => toJob(posting, options));
}

export interface FetchLeverOptions extends LeverOptions, HttpOptions {
  baseUrl?: string;
}

export async function fetchLever(options: FetchLeverOptions): Promise<NormalizedJob[]> {
  const url = joinUrl(options.baseUrl ?? 'https://api.lever.co', `/v0/postings/${encodeURIComponent(options.company)}`, { mode: 'json' });
  return parseLever(await getJson('lever', url, options), options);
}
