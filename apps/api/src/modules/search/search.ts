import type { JobCard, SearchJobsResponse } from '@jobbridge/contracts';
import type { Db } from '@jobbridge/db';
import { AppError } from '../../lib/app-error.ts';
import { Cache } from '../../lib/cache.ts';
import type { Slots } from '../../lib/slots.ts';
import { countFacets, facetPasses } from './facets.ts';
import { isKnownCity } from './facts.ts';
import { pageKeyOf, pageOf } from './page.ts';
import { expectedMatches, lookupFor } from './plan.ts';
import { resolvePlace, type ParsedSearch, type Place } from './query.ts';
import { newest, pageIds, type Finder } from './read.ts';
import * as repo from './repository.ts';
import type { Candidate } from './repository.ts';
import { totalOf, type TotalKind } from './totals.ts';
import { CACHED_SEARCHES, PARTIAL_WINDOW, PHRASE_SCAN, TOTAL_CAP } from './tuning.ts';

/**
 * A search from its parsed query to its page: plan (plan.ts) → read (read.ts) → totals (totals.ts) → facets
 * (facets.ts) → page (page.ts). docs/search.md walks through it.
 */

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

/**
 * What searches found, and their pages' cards without anyone's marks (about 30 MB at most). Imports
 * run in another process, so entries simply expire.
 */
export type SearchCache = Cache<Found | JobCard[] | Sample>;
export const searchCache = (ttlMs: number, now?: () => number): SearchCache =>
  new Cache<Found | JobCard[] | Sample>({ ttlMs, maxEntries: CACHED_SEARCHES, now });

export interface SearchOptions {
  cache?: SearchCache;
  /** Matches counted and ranked (TOTAL_CAP; tests lower it). */
  cap?: number;
  /**
   * The handle the statements that find matches run on: on PostgreSQL one whose statements time out
   * (Database.timed, SEARCH_TIMEOUT_MS), so a search that runs out of time answers with a partial result.
   * Default: `db`, without a limit.
   */
  matchesDb?: Db;
  /** Searches that read the database take turns here (SEARCH_CONCURRENCY); default: no limit. */
  slots?: Slots;
  /** The cards of a page's jobs, in the order of `ids`, without anyone's marks (the jobs module reads them). */
  cards: (ids: number[]) => Promise<JobCard[]>;
}

/** What a search answers: its page's cards without marks, its total and facets. */
export type SearchPage = Omit<SearchJobsResponse, 'understood' | 'notUnderstood' | 'inChinese'>;

/**
 * Job search over `job_search` (decision 039). One statement finds the newest cap + 1 matches (newestSlice says
 * where) with their rank and facet columns; the total, facets, relevance order and page come from those rows.
 * Relevance ranks the newest matches, where a job seeker looks; later pages continue in time order.
 */
export async function searchJobs(db: Db, s: ParsedSearch, options: SearchOptions): Promise<SearchPage> {
  if (s.words.onlyExcludes) throw new AppError('SEARCH_NEEDS_WORD');
  const { cache } = options;
  // Only worked out when the search or its page is not cached (it may cost a lookup).
  let placeMemo: Promise<Place> | null = null;
  const place = () =>
    (placeMemo ??= (async () => resolvePlace(s.place, s.place.kind === 'named' && (await isKnownCity(db, s.place.city))))());
  // What the search found and its page's cards, from the cache or from the database: only the latter waits for
  // a slot (SEARCH_CONCURRENCY), so a cached page never queues behind searches.
  const cachedFound = cache?.get(s.key) as Found | undefined;
  const cachedCards = cachedFound && (cache?.get(pageKeyOf(s, pageOf(s, cachedFound))) as JobCard[] | undefined);
  const read = async (): Promise<{ found: Found; cards: JobCard[] }> => {
    // (Read again: the same search may have been answered while this one waited for its slot.)
    let found = cache?.get(s.key) as Found | undefined;
    // A page past the ranked matches has a statement of its own (pageIds). When many more matches are expected, it
    // starts beside the search's rather than after it; with fewer, the search's own rows hold the last page.
    let deep: Promise<number[]> | undefined;
    if (!found) {
      const where = await place();
      const cap = options.cap ?? TOTAL_CAP;
      if (s.offset + s.pageSize > cap && !cache?.get(pageKeyOf(s, s.page)) && ((await expectedMatches(db, s, where)) ?? 0) > 2 * cap) {
        deep = pageIds(db, s, where, options.matchesDb ?? db);
        deep.catch(() => {}); // awaited below when it is used
      }
      found = await find(db, s, where, options);
      cache?.set(s.key, found);
    }
    const page = pageOf(s, found);
    const offset = (page - 1) * s.pageSize;
    // The page's cards without anyone's marks (the jobs module adds the caller's).
    const pageKey = pageKeyOf(s, page);
    let cards = cache?.get(pageKey) as JobCard[] | undefined;
    if (!cards) {
      let ids = found.ids.slice(offset, offset + s.pageSize);
      // Past the newest matches the search ranked: time order, straight from the database.
      if (found.totalKind !== 'exact' && !found.partial && offset + s.pageSize > found.ids.length) {
        ids = await (deep ?? pageIds(db, s, await place(), options.matchesDb ?? db));
      }
      cards = ids.length ? await options.cards(ids) : [];
      cache?.set(pageKey, cards);
    }
    return { found, cards };
  };
  const { found, cards } =
    cachedFound && cachedCards ? { found: cachedFound, cards: cachedCards } : await (options.slots?.run(read) ?? read());
  return {
    items: cards,
    total: found.total,
    totalIsCapped: found.totalKind !== 'exact',
    totalKind: found.totalKind,
    partial: found.partial,
    page: pageOf(s, found),
    pageSize: s.pageSize,
    sort: s.sort,
    facets: found.facets,
  };
}

/** What a search finds: its ranked ids, total and facets, from one statement or two (with facet filters). */
async function find(db: Db, s: ParsedSearch, place: Place, options: SearchOptions): Promise<Found> {
  const cap = options.cap ?? TOTAL_CAP;
  let partial = false;
  const matchesDb = options.matchesDb ?? db;
  const finder =
    (withFacetFilters: boolean, ranked = withFacetFilters): Finder =>
    (slice, limit, scan) =>
      // The facets' own sample only counts: it needs no rank, unless the page is made from it (below).
      repo.findMatches(matchesDb, s, place, {
        limit,
        scan,
        ...slice,
        withFacetFilters,
        unranked: !ranked,
        lookup: lookupFor(db, s, place, withFacetFilters, slice),
      });
  // Facets are counted without the facet filters, so with one on they need a sample of their own. It is the same
  // for every choice of facet filters, so it is cached while someone ticks and unticks them.
  const sampleKey = `sample:${cap}:${s.sampleKey}`;
  let cached = s.hasFacetFilters ? (options.cache?.get(sampleKey) as Sample | undefined) : undefined;
  // (A sample that runs out of time is done without: null.)
  const readSample = (ranked: boolean) =>
    newest(db, s, place, cap + 1, false, finder(false, ranked)).then(
      (found) => sampleOf(found, cap, ranked),
      (err: unknown) => {
        if (err instanceof repo.SearchTimeout) return null;
        throw err;
      },
    );
  // Few matches expected: read the sample first (ranked, as the page needs). If it holds every match, the facet
  // filters are applied here and the search costs one statement, not two.
  if (s.hasFacetFilters && !cached && ((await expectedMatches(db, s, place, false)) ?? Infinity) <= cap) {
    const sample = await readSample(s.ranked);
    if (sample) {
      cached = sample;
      options.cache?.set(sampleKey, cached);
    }
  }
  if (cached?.holdsAll && (cached.ranked || !s.ranked)) return fromSample(s, cached.rows);
  const matches = newest(db, s, place, cap + 1, true, finder(true)).catch((err: unknown) => {
    if (!(err instanceof repo.SearchTimeout)) throw err;
    // Too slow (a rare mix of words the indexes cannot narrow): the matches among the newest ads, said so.
    partial = true;
    return finder(true)({ window: PARTIAL_WINDOW }, cap + 1).catch((again: unknown) => {
      throw again instanceof repo.SearchTimeout ? new AppError('SEARCH_TIMED_OUT') : again;
    });
  });
  const sample = cached ? Promise.resolve(cached) : s.hasFacetFilters ? readSample(false) : null;
  const [found, facetSample] = await Promise.all([matches, sample]);
  const { rows } = found;
  const fresh = s.hasFacetFilters ? !cached && facetSample : !partial && sampleOf(found, cap, s.ranked);
  if (fresh) options.cache?.set(sampleKey, fresh);
  const top = rows.slice(0, cap);
  if (s.ranked) top.sort(byRank);
  const { total, kind } = partial
    ? { total: top.length, kind: rows.length > cap ? 'atLeast' : 'exact' }
    : totalOf(db, s, rows, cap, scannedAll(found));
  const facetRows = facetSample?.rows;
  const facetTotal = facetRows ? totalOf(db, s, facetRows, cap, true) : { total, kind };
  return {
    ids: top.map((r) => Number(r.id)),
    total,
    totalKind: kind as TotalKind,
    facets: countFacets((facetRows ?? rows).slice(0, cap), s.facetFilters, facetTotal.kind === 'about' ? facetTotal.total / cap : 1),
    partial,
  };
}

/** The newest matches of a search without its facet filters, which the facets are counted on. */
interface Sample {
  rows: Candidate[];
  /** They are every match there is (no more than the cap, and a phrase checked over all its words' matches). */
  holdsAll: boolean;
  /** They carry their rank. */
  ranked: boolean;
}

const sampleOf = (found: repo.Matches, cap: number, ranked: boolean): Sample => ({
  rows: found.rows,
  holdsAll: found.rows.length <= cap && scannedAll(found),
  ranked,
});

/** Relevance order for rows kept newest first (the sort is stable: newest first among equals). */
const byRank = (a: Candidate, b: Candidate) => Number(b.rank) - Number(a.rank);

/** Whether a phrase or a left-out word was checked over all its positive words' matches (always, without either). */
const scannedAll = (found: repo.Matches) => found.scanned === undefined || found.scanned < PHRASE_SCAN;

/** A search with facet filters answered from a sample that holds every match of its words and other filters. */
function fromSample(s: ParsedSearch, rows: Candidate[]): Found {
  const groups = Object.values(facetPasses(s.facetFilters));
  const top = rows.filter((r) => groups.every((pass) => pass(r)));
  if (s.ranked) top.sort(byRank);
  return {
    ids: top.map((r) => Number(r.id)),
    total: top.length,
    totalKind: 'exact',
    facets: countFacets(rows, s.facetFilters),
    partial: false,
  };
}
