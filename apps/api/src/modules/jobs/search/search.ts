import type { JobCard, SearchJobsQuery, SearchJobsResponse } from '@jobbridge/contracts';
import type { Db } from '@jobbridge/db';
import { AppError } from '../../../lib/app-error.ts';
import { Cache } from '../../../lib/cache.ts';
import { marksOf, toCard } from '../present.ts';
import * as repo from '../repository.ts';
import type { Candidate } from '../repository.ts';
import { parseSearch, resolvePlace, TOTAL_CAP, type FacetFilters, type ParsedSearch, type Place } from './query.ts';
import { filterTokens, PHRASE_SCAN } from './sql.ts';

/** What a search finds before paging: every page of the same search is a slice of it (and it is cached). */
interface Found {
  /** Ids of up to the cap's matches in display order. */
  ids: number[];
  total: number;
  /** exact; atLeast (more exist, how many is not known yet); about (an estimate, see estimateTotal). */
  totalKind: TotalKind;
  facets: SearchJobsResponse['facets'];
  /** The search ran out of time: these are its matches among the newest ads only. */
  partial: boolean;
}

type TotalKind = SearchJobsResponse['totalKind'];

/**
 * What searches found (ids, total, facets) and their pages' cards, never anyone's marks. Popular searches
 * repeat: the same words, the next page. Imports run in another process, so entries simply expire; a job that
 * left the database in the meantime drops out with them. A page of cards is ~30 KB and a search's ids ~10 KB:
 * 1,000 entries are at most ~30 MB.
 */
export type SearchCache = Cache<Found | JobCard[]>;
export const searchCache = (ttlMs: number, now?: () => number): SearchCache => new Cache({ ttlMs, maxEntries: 1000, now });

/**
 * Facts about the jobs that change slowly (which towns have jobs, how the ads spread over time, which index
 * answers), kept per database: loaded once however many searches ask at the same time, refreshed in the
 * background when stale, and never awaited on a request's path where a search can do without them.
 */
const factsByDb = new WeakMap<Db, Cache>();
function facts(db: Db): Cache {
  let cache = factsByDb.get(db);
  if (!cache) factsByDb.set(db, (cache = new Cache({ ttlMs: 10 * 60 * 1000, maxEntries: 20_000, staleWhileRevalidate: true })));
  return cache;
}

/** Whether some job is in the town (then the place is matched on the town alone). */
async function isKnownCity(db: Db, city: string): Promise<boolean> {
  if (!city) return false;
  return (await facts(db).getOrLoad(`city:${city}`, () => repo.cityHasJobs(db, city))) as boolean;
}

/** The ads' dates at evenly spaced ranks (for "about N"); undefined until the first load finishes. */
function postedQuantiles(db: Db) {
  return facts(db).getOrLoad('posted', () => repo.postedQuantiles(db), { wait: false }) as { n: number; quantiles: number[] } | undefined;
}

/** How often each common word and filter token is in an ad (undefined until loaded: about 0.2 s at a million jobs). */
function wordFrequencies(db: Db): Map<string, number> | undefined {
  return facts(db).getOrLoad('words', () => repo.searchWordFrequencies(db), { wait: false }) as Map<string, number> | undefined;
}

export interface SearchOptions {
  cache?: SearchCache;
  /** Matches counted and ranked (TOTAL_CAP; tests lower it). */
  cap?: number;
  /** statement_timeout of the search's main statement in ms (0: none). */
  timeoutMs?: number;
}

/** When a search runs out of time, its matches among this many newest ads are shown (marked partial). */
const PARTIAL_WINDOW = 20_000;

/**
 * Job search over `job_search` (decision 039): a small document per job (title A, employer B, the description's
 * opening C) whose filters are tokens, Chinese job words translated first.
 *
 * One statement finds the newest cap + 1 matches (RUM returns them in date order where installed; otherwise GIN
 * for rare words and the date index for common ones) with their rank and facet columns; the total, the facets,
 * the relevance order and the page are then worked out from those rows. Past the cap the total is estimated from
 * how far back the newest matches reach. Relevance ranks the newest matches, which is where a job seeker looks;
 * pages past them continue in time order. Only the cards shown are read in full. Searches are cached for a short
 * while (the marks never are).
 */
export async function searchJobs(
  db: Db,
  q: SearchJobsQuery,
  userId: string | null,
  options: SearchOptions = {},
): Promise<SearchJobsResponse> {
  const s = parseSearch(q);
  if (s.words.onlyExcludes) throw new AppError('SEARCH_NEEDS_WORD');
  const { cache } = options;
  // Only worked out when the search or its page is not cached (it may cost a lookup).
  let placeMemo: Promise<Place> | null = null;
  const place = () =>
    (placeMemo ??= (async () => resolvePlace(s.place, s.place.kind === 'named' && (await isKnownCity(db, s.place.city))))());
  let found = cache?.get(s.key) as Found | undefined;
  if (!found) {
    found = await find(db, s, await place(), options);
    cache?.set(s.key, found);
  }

  // The page's cards without anyone's marks (those are read per request, below).
  const pageKey = `${s.key}#${s.page}x${s.pageSize}`;
  let cards = cache?.get(pageKey) as JobCard[] | undefined;
  if (!cards) {
    let ids = found.ids.slice(s.offset, s.offset + s.pageSize);
    // Past the newest matches the search ranked: time order, straight from the database.
    if (found.totalKind !== 'exact' && !found.partial && s.offset + s.pageSize > found.ids.length) {
      ids = await pageIds(db, s, await place());
    }
    cards = ids.length ? await cardsFor(db, ids) : [];
    cache?.set(pageKey, cards);
  }
  const items = userId && cards.length ? await withMarks(db, userId, cards) : cards;
  return {
    items,
    total: found.total,
    totalIsCapped: found.totalKind !== 'exact',
    totalKind: found.totalKind,
    partial: found.partial,
    page: s.page,
    pageSize: s.pageSize,
    sort: s.sort,
    facets: found.facets,
  };
}

async function find(db: Db, s: ParsedSearch, place: Place, options: SearchOptions): Promise<Found> {
  const cap = options.cap ?? TOTAL_CAP;
  let partial = false;
  const matches = newestMatches(db, s, place, cap, true, options.timeoutMs).catch((err: unknown) => {
    if (!(err instanceof repo.SearchTimeout)) throw err;
    // Too slow (a rare mix of words the indexes cannot narrow): the matches among the newest ads, said so.
    partial = true;
    return repo.findMatches(db, s, place, { limit: cap + 1, window: PARTIAL_WINDOW });
  });
  // Facets are counted without the facet filters (each group with the others' filters only), so with a facet
  // filter on they need their own sample of the newest matches.
  const sample = s.hasFacetFilters
    ? newestMatches(db, s, place, cap, false, options.timeoutMs).catch((err: unknown) => {
        if (err instanceof repo.SearchTimeout) return null;
        throw err;
      })
    : null;
  const [rows, facetRows] = await Promise.all([matches, sample]);
  const top = rows.slice(0, cap);
  if (s.ranked) top.sort((a, b) => Number(b.rank) - Number(a.rank)); // stable: newest first among equals
  const scannedAll = rows[0]?.scanned === undefined || Number(rows[0].scanned) < PHRASE_SCAN;
  const { total, kind } = partial
    ? { total: top.length, kind: rows.length > cap ? 'atLeast' : 'exact' }
    : totalOf(db, s, rows, cap, scannedAll);
  const facetBase = facetRows ?? rows;
  const facetTotal = facetRows ? totalOf(db, s, facetRows, cap, true) : { total, kind };
  return {
    ids: top.map((r) => Number(r.id)),
    total,
    totalKind: kind as TotalKind,
    facets: countFacets(facetBase.slice(0, cap), s.facetFilters, facetTotal.kind === 'about' ? facetTotal.total / cap : 1),
    partial,
  };
}

/**
 * The newest cap + 1 matches. When the words and filters are so common that the newest ads hold that many
 * matches twice over, only those ads are read, in date order, without the word index (whose bitmap would hold a
 * tenth of the table or more). Too few there: the whole table through the index.
 */
async function newestMatches(db: Db, s: ParsedSearch, place: Place, cap: number, withFacetFilters: boolean, timeoutMs?: number) {
  const slice = await newestSlice(db, s, place, cap + 1, withFacetFilters);
  if (slice) {
    const rows = await repo.findMatches(db, s, place, { limit: cap + 1, ...slice, withFacetFilters }, timeoutMs);
    // Enough matches; or, for a phrase, its words' newest PHRASE_SCAN matches were all in the slice (the whole
    // table would check the same ones).
    if (rows.length > cap || Number(rows[0]?.scanned ?? 0) >= PHRASE_SCAN) return rows;
  }
  return repo.findMatches(db, s, place, { limit: cap + 1, withFacetFilters }, timeoutMs);
}

/** Matches a window should expect, as a multiple of those wanted (more: fewer second statements; less: smaller reads). */
const WINDOW_MARGIN = 2;
/** From this expected share of ads on, reading the newest ads in date order beats any index. */
const WALK_MIN_SHARE = 0.1;

/**
 * The words as the document stores them (English stems), each word's stems kept once per database: distinct
 * searches share most of their words, so most searches need no round trip for them.
 */
async function stems(db: Db, text: string): Promise<string[]> {
  const words = [
    ...new Set(
      text
        .toLowerCase()
        .split(/[^\p{L}\p{N}]+/u)
        .filter(Boolean),
    ),
  ];
  const known = facts(db);
  const missing = words.filter((w) => known.get(`stem:${w}`) === undefined);
  if (missing.length) {
    const found = await repo.lexemesOf(db, missing);
    for (const w of missing) known.set(`stem:${w}`, found.get(w) ?? []);
  }
  return words.flatMap((w) => (known.get(`stem:${w}`) as string[] | undefined) ?? []);
}

/** A page past the ranked matches, in time order: from the newest ads that should hold it, else the whole table. */
async function pageIds(db: Db, s: ParsedSearch, place: Place): Promise<number[]> {
  const slice = await newestSlice(db, s, place, s.offset + s.pageSize, true);
  if (slice) {
    const ids = await repo.pageIds(db, s, place, slice);
    if (ids.length === s.pageSize) return ids;
  }
  return repo.pageIds(db, s, place);
}

/**
 * How many of the newest ads should hold WINDOW_MARGIN × `wanted` matches, from how often each word and filter
 * token is in an ad (multiplied, as if unrelated: related words only make the window hold more), when that
 * expected share is at least WALK_MIN_SHARE. Undefined otherwise, and while the facts are not loaded.
 */
async function newestSlice(
  db: Db,
  s: ParsedSearch,
  place: Place,
  wanted: number,
  withFacetFilters: boolean,
): Promise<{ window: number } | undefined> {
  const freq = wordFrequencies(db);
  const posted = postedQuantiles(db);
  if (!freq?.size || !posted?.n || /\bor\b/i.test(s.text)) return undefined;
  // A word the statistics do not list is rarer than the rarest they do.
  const unlisted = Math.min(...freq.values()) / 2;
  const { positive } = s.words;
  let share = 1;
  for (const word of positive ? await stems(db, positive) : []) share *= freq.get(word) ?? unlisted;
  for (const any of filterTokens(s, place, withFacetFilters)) {
    share *= Math.min(
      1,
      any.reduce((sum, t) => sum + (t.endsWith('*') ? 1 : (freq.get(t) ?? unlisted)), 0),
    );
  }
  // A phrase or a left-out word is checked over its positive words' newest PHRASE_SCAN matches: the slice holds those.
  const needed = s.words.exact ? WINDOW_MARGIN * wanted : 1.5 * PHRASE_SCAN;
  const windowShare = needed / (share * posted.n);
  // Less common words: the word index over the whole table. Bounding it by date as well (a bitmap of the newest
  // ads' dates) was measured at 4 times the cost of the plain index (decision 039).
  if (windowShare >= 0.5 || share < WALK_MIN_SHARE) return undefined;
  return { window: Math.ceil(windowShare * posted.n) };
}

/**
 * The total: exact up to the cap; past it, estimated from how far back the newest cap matches reach (if they
 * go back over the newest 2% of ads, about 50 times as many match overall). The estimate assumes matches are
 * spread over time like the ads are, which is why the page says "about". Until the ads' dates are known, or
 * when a phrase was only checked over part of its words' matches, it says "at least".
 */
function totalOf(db: Db, s: ParsedSearch, rows: Candidate[], cap: number, scannedAll: boolean): { total: number; kind: TotalKind } {
  if (rows.length <= cap) return { total: rows.length, kind: scannedAll ? 'exact' : 'atLeast' };
  const posted = postedQuantiles(db);
  const oldest = rows[cap - 1]!.posted_at;
  const estimate = posted && estimateTotal(posted, new Date(oldest).getTime(), cap, s.postedWithin);
  return estimate ? { total: estimate, kind: 'about' } : { total: cap, kind: 'atLeast' };
}

/** See totalOf; rounded to two significant figures, never below cap + 1 nor above the ads in the period. */
export function estimateTotal(
  posted: { n: number; quantiles: number[] },
  oldest: number,
  cap: number,
  postedWithinDays?: number,
): number | null {
  const { n, quantiles } = posted;
  if (!n || quantiles.length < 2) return null;
  const share = (t: number) => shareSince(quantiles, t);
  const base = postedWithinDays ? share(Date.now() - postedWithinDays * 86_400_000) : 1;
  const reached = Math.max(share(oldest), 1 / n);
  const inPeriod = Math.max(cap + 1, Math.round(n * base));
  const raw = Math.min(inPeriod, (cap * base) / reached);
  const magnitude = 10 ** Math.max(0, Math.floor(Math.log10(raw)) - 1);
  return Math.min(inPeriod, Math.max(cap + 1, Math.round(raw / magnitude) * magnitude));
}

/** The share of ads posted at or after `t`, from dates at evenly spaced ranks (newest first), interpolated. */
function shareSince(quantiles: number[], t: number): number {
  const steps = quantiles.length - 1;
  if (t > quantiles[0]!) return 0;
  for (let i = 1; i <= steps; i++) {
    const newer = quantiles[i - 1]!;
    const older = quantiles[i]!;
    if (t >= older) return (i - 1 + (newer === older ? 1 : (newer - t) / (newer - older))) / steps;
  }
  return 1;
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

/**
 * Counts each facet group over the rows that pass every other group's filter; `scale` turns counts over the
 * newest matches into estimates over all of them (then rounded like the total).
 */
function countFacets(rows: FacetRow[], q: FacetFilters, scale = 1) {
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
  if (scale !== 1) for (const counts of Object.values(out)) for (const v of Object.keys(counts)) counts[v] = roughly(counts[v]! * scale);
  return out;
}

/** Two significant figures. */
function roughly(n: number): number {
  const magnitude = 10 ** Math.max(0, Math.floor(Math.log10(Math.max(n, 1))) - 1);
  return Math.round(n / magnitude) * magnitude;
}
