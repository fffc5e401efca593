import type { JobCard, SearchJobsQuery, SearchJobsResponse } from '@jobbridge/contracts';
import type { Db } from '@jobbridge/db';
import { Cache } from '../../../lib/cache.ts';
import { marksOf, toCard } from '../present.ts';
import * as repo from '../repository.ts';
import { parseSearch, resolvePlace, TOTAL_CAP, type FacetFilters, type ParsedSearch, type Place } from './query.ts';

/** What a search finds before paging: every page of the same search is a slice of it (and it is cached). */
interface Found {
  /** Ids of up to TOTAL_CAP matches in display order. */
  ids: number[];
  total: number;
  capped: boolean;
  facets: SearchJobsResponse['facets'];
}

/**
 * What searches found (ids, total, facets) and their pages' cards, never anyone's marks. Popular searches
 * repeat: the same words, the next page. Imports run in another process, so entries simply expire; a job that
 * left the database in the meantime drops out with them. A page of cards is ~30 KB and a search's ids ~10 KB:
 * 1,000 entries are at most ~30 MB.
 */
export type SearchCache = Cache<Found | JobCard[]>;
export const searchCache = (ttlMs: number, now?: () => number): SearchCache => new Cache({ ttlMs, maxEntries: 1000, now });

/**
 * Facts about the jobs table that change slowly (which towns have jobs, word frequencies), kept per database
 * for ten minutes so a search does not ask again; a stale one is answered at once while a fresh one loads.
 */
const factsByDb = new WeakMap<Db, Cache>();
function facts(db: Db): Cache {
  let cache = factsByDb.get(db);
  if (!cache) factsByDb.set(db, (cache = new Cache({ ttlMs: 10 * 60 * 1000, maxEntries: 5000, staleWhileRevalidate: true })));
  return cache;
}

/** Whether some job is in the town (then the place is matched on the town column alone). */
async function isKnownCity(db: Db, city: string): Promise<boolean> {
  if (!city) return false;
  return (await facts(db).getOrLoad(`city:${city}`, () => repo.cityHasJobs(db, city))) as boolean;
}

/**
 * Word frequencies from the planner's statistics (up to ~10,000 words with SET STATISTICS 1000). Never awaited
 * on a request's path: until the first load finishes (about 0.2 s at a million jobs) searches do without the walk.
 */
function wordFrequencies(db: Db): Map<string, number> | undefined {
  return facts(db).getOrLoad('words', () => repo.searchWordFrequencies(db), { wait: false }) as Map<string, number> | undefined;
}

export interface SearchOptions {
  cache?: SearchCache;
  /** Matches counted and ranked (TOTAL_CAP; tests lower it). */
  cap?: number;
}

/**
 * Job search: full text over title (A), employer (B) and description (C) with English stemming, Chinese job
 * words translated first; the place matches the town or the location text.
 *
 * One statement finds the newest TOTAL_CAP + 1 matches (through the GIN index for rare words, walking the
 * posted_at index for common ones) with their rank and facet columns; the total, the facets, the relevance
 * order and the page are then worked out from those rows. Relevance therefore ranks the newest 1,000
 * matches, which is where a job seeker looks (decision 015); pages past them continue in time order.
 * Only the 20 cards shown are read in full. Searches are cached for a short while (the marks never are).
 */
export async function searchJobs(
  db: Db,
  q: SearchJobsQuery,
  userId: string | null,
  options: SearchOptions = {},
): Promise<SearchJobsResponse> {
  const s = parseSearch(q);
  const { cache } = options;
  // Only worked out when the search or its page is not cached (it may cost a lookup).
  let placeMemo: Promise<Place> | null = null;
  const place = () =>
    (placeMemo ??= (async () => resolvePlace(s.place, s.place.kind === 'named' && (await isKnownCity(db, s.place.city))))());
  let found = cache?.get(s.key) as Found | undefined;
  if (!found) {
    found = await find(db, s, await place(), options.cap ?? TOTAL_CAP);
    cache?.set(s.key, found);
  }

  // The page's cards without anyone's marks (those are read per request, below).
  const pageKey = `${s.key}#${s.page}x${s.pageSize}`;
  let cards = cache?.get(pageKey) as JobCard[] | undefined;
  if (!cards) {
    let ids = found.ids.slice(s.offset, s.offset + s.pageSize);
    // Past the newest TOTAL_CAP matches: plain time order, straight from the database.
    if (found.capped && s.offset + s.pageSize > found.ids.length) ids = await repo.pageIds(db, s, await place());
    cards = ids.length ? await cardsFor(db, ids) : [];
    cache?.set(pageKey, cards);
  }
  const items = userId && cards.length ? await withMarks(db, userId, cards) : cards;
  return { items, total: found.total, totalIsCapped: found.capped, page: s.page, pageSize: s.pageSize, sort: s.sort, facets: found.facets };
}

async function find(db: Db, s: ParsedSearch, place: Place, cap: number): Promise<Found> {
  const matches = (async () => {
    const window = await newestWindow(db, s, cap);
    if (window) {
      // Only the newest `window` ads are looked at; enough matches among them are exactly the newest matches
      // overall. Too few: the general statement below.
      const rows = await repo.findMatches(db, s, place, cap, window);
      if (rows.length > cap) return rows;
    }
    return repo.findMatches(db, s, place, cap);
  })();
  // Facets are counted without the facet filters (each group with the others' filters only), so with a facet
  // filter on they need their own sample of the newest matches.
  const sample = s.hasFacetFilters ? repo.facetSample(db, s, place, cap) : null;
  const [rows, facetRows] = await Promise.all([matches, sample]);
  const capped = rows.length > cap;
  const top = rows.slice(0, cap);
  if (s.ranked) top.sort((a, b) => Number(b.rank) - Number(a.rank)); // stable: newest first among equals
  return { ids: top.map((r) => Number(r.id)), total: top.length, capped, facets: countFacets(facetRows ?? top, s.facetFilters) };
}

/** Least share of ads a walk over the newest ones should expect to match before it is worth it. */
const WALK_MIN_SHARE = 0.05;
const WALK_MAX_ROWS = 60_000;

/**
 * For a plain search of several words and nothing else, PostgreSQL multiplies the words' frequencies as if
 * they were unrelated ("power" 11% × "bi" 15% = 1.6%; in fact 8%) and reads every match through the GIN
 * bitmap. When each word is common, walking the newest ads is far cheaper: this returns how many of them to
 * look at (enough for the cap three times over at the rarest word's frequency), or null.
 */
async function newestWindow(db: Db, s: ParsedSearch, cap: number): Promise<number | null> {
  if (!s.walkable) return null;
  const freq = wordFrequencies(db);
  if (!freq) return null;
  const words = await repo.lexemes(db, s.text);
  if (words.length < 2) return null;
  const share = Math.min(...words.map((w) => freq.get(w) ?? 0));
  if (share < WALK_MIN_SHARE) return null;
  return Math.min(WALK_MAX_ROWS, Math.ceil((3 * (cap + 1)) / share));
}

/** The cards for `ids`, in that order, without marks. */
async function cardsFor(db: Db, ids: number[]): Promise<JobCard[]> {
  const byId = new Map((await repo.cardRows(db, ids, null)).map((r) => [Number(r.id), r]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [toCard(row)] : [];
  });
}

/** The caller's own marks on `cards`. */
async function withMarks(db: Db, userId: string, cards: JobCard[]): Promise<JobCard[]> {
  const rows = await repo.marksOn(
    db,
    userId,
    cards.map((c) => c.id),
  );
  if (!rows.length) return cards;
  const byJob = new Map(rows.map((r) => [Number(r.job_id), marksOf(r)]));
  return cards.map((card) => ({ ...card, marks: byJob.get(card.id) ?? card.marks }));
}

interface FacetRow {
  verdict_kind: string;
  salary_status: string;
  contract_type: string | null;
  remote: string | null;
}

type FacetGroup = 'verdict' | 'salaryStatus' | 'contractType' | 'remote';

/** Counts each facet group over the rows that pass every other group's filter. */
function countFacets(rows: FacetRow[], q: FacetFilters) {
  const passes: Record<FacetGroup, (r: FacetRow) => boolean> = {
    verdict: (r) => !q.verdict.length || (q.verdict as string[]).includes(r.verdict_kind),
    salaryStatus: (r) =>
      (!q.meetsThreshold || r.salary_status === 'meets') &&
      (!q.salaryStatus.length || (q.salaryStatus as string[]).includes(r.salary_status)),
    contractType: (r) => !q.contractType.length || (q.contractType as string[]).includes(r.contract_type ?? ''),
    remote: (r) => !q.remote.length || (q.remote as string[]).includes(r.remote ?? ''),
  };
  const value: Record<FacetGroup, (r: FacetRow) => string | null> = {
    verdict: (r) => r.verdict_kind,
    salaryStatus: (r) => r.salary_status,
    contractType: (r) => r.contract_type,
    remote: (r) => r.remote,
  };
  const groups = Object.keys(passes) as FacetGroup[];
  const out = Object.fromEntries(groups.map((g) => [g, {}])) as Record<FacetGroup, Record<string, number>>;
  for (const row of rows) {
    for (const group of groups) {
      if (!groups.every((other) => other === group || passes[other](row))) continue;
      const v = value[group](row);
      if (v) out[group][v] = (out[group][v] ?? 0) + 1;
    }
  }
  return out;
}
