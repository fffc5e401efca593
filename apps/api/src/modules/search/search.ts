import type { JobCard, SearchJobsQuery, SearchJobsResponse } from '@jobbridge/contracts';
import type { Db } from '@jobbridge/db';
import { AppError } from '../../lib/app-error.ts';
import { Cache } from '../../lib/cache.ts';
import type { Slots } from '../../lib/slots.ts';
import { marksOf, toCard } from '../jobs/present.ts';
import * as repo from '../jobs/repository.ts';
import type { Candidate } from '../jobs/repository.ts';
import { parseSearch, resolvePlace, TOTAL_CAP, type FacetFilters, type ParsedSearch, type Place } from './query.ts';
import { filterTokens, PHRASE_SCAN, type Lookup, type Slice } from './sql.ts';
import { anyOfGroups } from './words.ts';

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
 * What searches found and their pages' cards, never anyone's marks (about 30 MB at most). Imports run in another
 * process, so entries simply expire. `cards` keeps single cards by job id: new searches still share the newest ads
 * of a town or a trade, so those cards are read once, not once a search.
 */
export type SearchCache = Cache<Found | JobCard[] | Sample> & { cards: Cache<JobCard> };
export const searchCache = (ttlMs: number, now?: () => number): SearchCache =>
  Object.assign(new Cache<Found | JobCard[] | Sample>({ ttlMs, maxEntries: 1000, now }), {
    cards: new Cache<JobCard>({ ttlMs, maxEntries: 20_000, now }),
  });

/**
 * Slowly changing facts (towns with jobs, the ads' dates, word frequencies) per database: loaded once however many
 * searches ask, refreshed in the background, and not awaited where a search can do without them.
 */
const factsByDb = new WeakMap<Db, Cache>();
function facts(db: Db): Cache {
  let cache = factsByDb.get(db);
  if (!cache) factsByDb.set(db, (cache = new Cache({ ttlMs: 10 * 60 * 1000, maxEntries: 20_000, staleWhileRevalidate: true })));
  return cache;
}

/** How often each common word and filter token is in an ad, from the statistics (repository.ts). */
const loadWords = (db: Db) => () => repo.searchWordFrequencies(db);
/** The ads' dates at evenly spaced ranks, and their number. */
const loadPosted = (db: Db) => () => repo.postedQuantiles(db);

/**
 * Whether some job is in the town (then the place is matched on the town alone). A town the word statistics list
 * needs no lookup, so this waits once for the statistics.
 */
async function isKnownCity(db: Db, city: string): Promise<boolean> {
  if (!city) return false;
  const freq = (await facts(db).getOrLoad('words', loadWords(db))) as Map<string, number>;
  if (freq.has(`c:${city.toLowerCase()}`)) return true;
  return (await facts(db).getOrLoad(`city:${city}`, () => repo.cityHasJobs(db, city))) as boolean;
}

/** The ads' dates at evenly spaced ranks (for "about N"); undefined until the first load finishes. */
function postedQuantiles(db: Db) {
  return facts(db).getOrLoad('posted', loadPosted(db), { wait: false }) as { n: number; quantiles: number[] } | undefined;
}

/** How often each common word and filter token is in an ad (undefined until loaded). */
function wordFrequencies(db: Db): Map<string, number> | undefined {
  return facts(db).getOrLoad('words', loadWords(db), { wait: false }) as Map<string, number> | undefined;
}

/**
 * Loads the facts searches plan with. The server waits for them before it listens: without them the first searches
 * read the whole table through the index and common words run out of time. A failed load is left to the searches.
 */
export async function loadSearchFacts(db: Db): Promise<void> {
  await Promise.allSettled([facts(db).getOrLoad('words', loadWords(db)), facts(db).getOrLoad('posted', loadPosted(db))]);
}

export interface SearchOptions {
  /** `q` already parsed (the service reads its understood words too, and Chinese is segmented once). */
  parsed?: ParsedSearch;
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
}

/** When a search runs out of time, its matches among this many newest ads are shown (marked partial). */
const PARTIAL_WINDOW = 20_000;

/**
 * Job search over `job_search` (decision 039). One statement finds the newest cap + 1 matches (newestSlice says
 * where) with their rank and facet columns; the total, facets, relevance order and page come from those rows.
 * Relevance ranks the newest matches, where a job seeker looks; later pages continue in time order.
 */
export async function searchJobs(
  db: Db,
  q: SearchJobsQuery,
  userId: string | null,
  options: SearchOptions = {},
): Promise<SearchJobsResponse> {
  const s = options.parsed ?? parseSearch(q);
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
    // The page's cards without anyone's marks (those are read per request, below).
    const pageKey = pageKeyOf(s, page);
    let cards = cache?.get(pageKey) as JobCard[] | undefined;
    if (!cards) {
      let ids = found.ids.slice(offset, offset + s.pageSize);
      // Past the newest matches the search ranked: time order, straight from the database.
      if (found.totalKind !== 'exact' && !found.partial && offset + s.pageSize > found.ids.length) {
        ids = await (deep ?? pageIds(db, s, await place(), options.matchesDb ?? db));
      }
      cards = ids.length ? await cardsFor(db, ids, cache?.cards) : [];
      cache?.set(pageKey, cards);
    }
    return { found, cards };
  };
  const { found, cards } =
    cachedFound && cachedCards ? { found: cachedFound, cards: cachedCards } : await (options.slots?.run(read) ?? read());
  const page = pageOf(s, found);
  const items = userId && cards.length ? await withMarks(db, userId, cards) : cards;
  return {
    items,
    total: found.total,
    totalIsCapped: found.totalKind !== 'exact',
    totalKind: found.totalKind,
    partial: found.partial,
    page,
    pageSize: s.pageSize,
    sort: s.sort,
    facets: found.facets,
  };
}

/**
 * The page shown: a page past the last match (an old link, an edited address) is answered as the last page, as a
 * page past the paging depth is (parseSearch).
 */
const pageOf = (s: ParsedSearch, found: Found) =>
  found.totalKind === 'exact' ? Math.min(s.page, Math.max(1, Math.ceil(found.total / s.pageSize))) : s.page;

/** Where the search cache keeps a page's cards. */
const pageKeyOf = (s: ParsedSearch, page: number) => `${s.key}#${page}x${s.pageSize}`;

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

/** Finds the newest `limit` matches in a slice (for a phrase, among the newest `scan` matches of its words there). */
type Finder = (slice: Slice, limit: number, scan?: number) => Promise<repo.Matches>;

/**
 * The newest `wanted` matches: from the slice of the newest ads that should hold them (newestSlice). Too few
 * there: for newest days, the days before them, as many as the matches found so far say should hold the rest
 * (walkDays); otherwise the whole table through the index.
 */
async function newest(db: Db, s: ParsedSearch, place: Place, wanted: number, withFacetFilters: boolean, find: Finder) {
  const slice = await newestSlice(db, s, place, wanted, withFacetFilters);
  if (slice?.days && !slice.complete) return walkDays(db, s, slice.days, wanted, find);
  if (slice) {
    const found = await find(slice, wanted);
    // Enough matches, or all there are; or, for a phrase, its words' newest PHRASE_SCAN matches were all in the
    // slice (the whole table would check the same ones).
    if (slice.complete || found.rows.length >= wanted || (found.scanned ?? 0) >= PHRASE_SCAN) return found;
    // Fewer in the newest ads than the words' frequencies said ("part-time" is a phrase of two common words):
    // the days that should hold them at the density just seen (for a phrase, of its passing matches or of its
    // words' PHRASE_SCAN, whichever the days reach first).
    const seen = s.words.exact ? found.rows.length : Math.max(found.rows.length, ((found.scanned ?? 0) * checkedFor(wanted)) / PHRASE_SCAN);
    const days = slice.window && daysFor(db, s, seen / slice.window, wanted);
    if (days) return walkDays(db, s, days, wanted, find);
  }
  return find({}, wanted);
}

/** The newest days that should hold DAYS_MARGIN × the matches wanted at `share` (undefined: too many days). */
function daysFor(db: Db, s: ParsedSearch, share: number, wanted: number): { first: number; last: number } | undefined {
  const posted = postedQuantiles(db);
  if (!posted?.n) return undefined;
  const needed = DAYS_MARGIN * (s.words.exact ? wanted : checkedFor(wanted));
  const daysShare = needed / (Math.max(share, 1 / posted.n) * posted.n);
  const last = lastDay(posted);
  const first = Math.max(Math.floor(timeAtShare(posted.quantiles, daysShare) / DAY_MS), periodStart(s) ?? -Infinity);
  return daysShare < 0.5 && last - first < MAX_DAYS ? { first, last } : undefined;
}

/** At most this many stretches of days are read one after the other before the rest of the table in one go. */
const WALK_STEPS = 3;

/**
 * The newest `wanted` matches, reading back a stretch of days at a time, each sized by the density of matches so
 * far: an estimate that was off costs one more small statement, not a read of the whole table. After WALK_STEPS
 * stretches, or when the rest would need half the remaining ads, the rest is read at once.
 */
async function walkDays(
  db: Db,
  s: ParsedSearch,
  first: { first: number; last: number },
  wanted: number,
  find: Finder,
): Promise<repo.Matches> {
  const posted = postedQuantiles(db)!;
  const floorDay = periodStart(s) ?? -Infinity;
  const rows: Candidate[] = [];
  let scanned = 0;
  const done = () => rows.length >= wanted || scanned >= PHRASE_SCAN;
  const read = async (slice: Slice) => {
    const found = await find(slice, wanted - rows.length, s.words.exact ? undefined : PHRASE_SCAN - scanned);
    rows.push(...found.rows);
    scanned += found.scanned ?? 0;
  };
  let days = first;
  for (let step = 1; ; step++) {
    await read({ days });
    const oldest = days.first;
    if (done() || oldest <= floorDay) break;
    const ads = adsIn({ days: { first: oldest, last: first.last } }, posted);
    // Ads still to read for the rest at the density so far (one match at least: none at all means few elsewhere
    // too); for a phrase, for the rest of its passing matches or of its words' PHRASE_SCAN, whichever comes first.
    const toRead = (got: number, target: number) => (DAYS_MARGIN * (target - got) * ads) / Math.max(got, 1);
    const more = s.words.exact ? toRead(rows.length, wanted) : Math.min(toRead(rows.length, wanted), toRead(scanned, PHRASE_SCAN));
    const share = Math.min(1, (ads + more) / posted.n);
    const next = Math.max(Math.floor(timeAtShare(posted.quantiles, share) / DAY_MS), floorDay);
    if (next > floorDay && share < 0.5 && first.last - next < MAX_DAYS && step < WALK_STEPS) {
      days = { first: Math.min(next, oldest - 1), last: oldest - 1 };
      continue;
    }
    await read(floorDay === -Infinity ? { before: oldest } : { days: { first: floorDay, last: oldest - 1 } });
    break;
  }
  return { rows, scanned: s.words.exact ? undefined : scanned };
}

/** Matches a window should expect, as a multiple of those wanted (more: fewer second statements; less: smaller reads). */
const WINDOW_MARGIN = 2;
/** Matches the first stretch of days should expect, as a multiple of those wanted (walkDays reads on if short). */
const DAYS_MARGIN = 1.25;
/** From this expected share of ads on, reading the newest ads in date order beats any index. */
const WALK_MIN_SHARE = 0.1;
/**
 * Ads a window reads at most; a search wanting more is read through the index by its days. Since a search pages
 * through its first 1,000 matches only (decision 043), a window at WALK_MIN_SHARE stays within it: a safeguard.
 */
const MAX_WINDOW = 20_000;
/**
 * The matches of a phrase's words (or of the words beside a left-out one) to look for first: as many as the passing
 * matches wanted, as if all passed, which most do; when fewer pass, walkDays reads on at the share that passed.
 */
const checkedFor = (wanted: number) => Math.min(PHRASE_SCAN, wanted);

/** Where the facts keep a word's stems. */
const stemKey = (word: string) => `stem:${word}`;
/** A word's stems as the facts keep them (lower case; undefined until `stems` has read them). */
const knownStems = (db: Db, word: string) => facts(db).get(stemKey(word)) as string[] | undefined;

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
  const missing = words.filter((w) => known.get(stemKey(w)) === undefined);
  if (missing.length) {
    const found = await repo.lexemesOf(db, missing);
    for (const w of missing) known.set(stemKey(w), found.get(w) ?? []);
  }
  return words.flatMap((w) => knownStems(db, w) ?? []);
}

/** A page past the ranked matches, in time order: the newest offset + pageSize matches' ids, read as newest() reads them. */
async function pageIds(db: Db, s: ParsedSearch, place: Place, matchesDb: Db): Promise<number[]> {
  const find: Finder = (slice, limit, scan) =>
    repo.findMatches(matchesDb, s, place, { limit, scan, ...slice, idsOnly: true, lookup: lookupFor(db, s, place, true, slice) });
  const { rows } = await newest(db, s, place, s.offset + s.pageSize, true, find).catch((err: unknown) => {
    throw err instanceof repo.SearchTimeout ? new AppError('SEARCH_TIMED_OUT') : err;
  });
  return rows.slice(s.offset).map((r) => Number(r.id));
}

/** A slice as planned: `complete` when it holds every match (the days of "posted within" only), so no second statement. */
type Planned = Slice & { complete?: boolean };

const DAY_MS = 86_400_000;
/** Stretches of at most this many days are asked of the index by their day tokens (sql.ts, dayTokens). */
const MAX_DAYS = 190;

/**
 * Where to look for the newest `wanted` matches (sql.ts, Slice), so that the slice holds WINDOW_MARGIN × `wanted`
 * of them at the expected share (expectedShare): from WALK_MIN_SHARE up, the newest ads in date order; else, when
 * the newest days should hold them, those days through the index (a small bitmap instead of the whole table's);
 * "posted within N days" always as those days. Undefined (the whole table) while the facts are not loaded.
 */
async function newestSlice(db: Db, s: ParsedSearch, place: Place, wanted: number, withFacetFilters: boolean): Promise<Planned | undefined> {
  const freq = wordFrequencies(db);
  const posted = postedQuantiles(db);
  if (!posted?.n) return undefined;
  const last = lastDay(posted);
  const periodDay = periodStart(s);
  const period = (): Planned | undefined =>
    periodDay !== undefined && last - periodDay < MAX_DAYS ? { days: { first: periodDay, last }, complete: true } : undefined;
  if (!freq?.size) return period();
  const share = await expectedShare(db, s, place, withFacetFilters, freq);
  // A phrase or a left-out word is checked over its positive words' newest matches (checkedFor): the slice holds those.
  const needed = WINDOW_MARGIN * (s.words.exact ? wanted : checkedFor(wanted));
  const windowShare = needed / (share * posted.n);
  if (windowShare >= 0.5) return period();
  if (share >= WALK_MIN_SHARE && windowShare * posted.n <= MAX_WINDOW) return { window: Math.ceil(windowShare * posted.n) };
  // Days are read a stretch at a time (walkDays): the first needs only a small margin.
  const days = daysFor(db, s, share, wanted);
  return days ? { days, complete: days.first === periodDay } : period();
}

/** How many ads the word and token frequencies expect to match (undefined while they are not loaded). */
async function expectedMatches(db: Db, s: ParsedSearch, place: Place, withFacetFilters = true): Promise<number | undefined> {
  const freq = wordFrequencies(db);
  const posted = postedQuantiles(db);
  if (!freq?.size || !posted?.n) return undefined;
  const period = periodStart(s);
  const within = period === undefined ? 1 : shareSince(posted.quantiles, period * DAY_MS);
  return (await expectedShare(db, s, place, withFacetFilters, freq)) * within * posted.n;
}

/** The newest day an ad can be on: today, or a later day some ad is dated. */
function lastDay(posted: { quantiles: number[] }): number {
  return Math.floor(Math.max(Date.now(), posted.quantiles[0]!) / DAY_MS);
}

/** The first day of "posted within N days" (undefined without it). */
function periodStart(s: ParsedSearch): number | undefined {
  return s.postedWithin ? Math.floor((Date.now() - s.postedWithin * DAY_MS) / DAY_MS) : undefined;
}

/**
 * The share of ads expected to match: the words' share times each filter's (shareOfAll). Words joined by `or` are
 * alternatives: a group is taken to be in as many ads as its most common one, a lower bound, so the slice holds at
 * least the matches wanted (a slice that holds more stops at them).
 */
async function expectedShare(db: Db, s: ParsedSearch, place: Place, withFacetFilters: boolean, freq: Map<string, number>) {
  const { positive } = s.words;
  if (positive) await stems(db, positive);
  // An alternative is in as many ads as its rarest stem; one without stems (a stop word) is dropped, as the query drops it.
  const alternative = (words: string[]) => {
    const shares = words.flatMap((w) => knownStems(db, w) ?? []).map((stem) => listedShare(freq, stem));
    return shares.length ? [Math.min(...shares)] : [];
  };
  let words = 1;
  for (const group of anyOfGroups(positive)) {
    const shares = group.flatMap(alternative);
    if (shares.length) words = Math.min(words, Math.max(...shares));
  }
  return words * shareOfAll(entriesOf([], s, place, withFacetFilters, freq));
}

/** A search's entries with the share of ads each is in: its words' stems, and its filters (any of a filter's tokens). */
function entriesOf(stemList: string[], s: ParsedSearch, place: Place, withFacetFilters: boolean, freq: Map<string, number>): LookupEntry[] {
  // A begun word may be in any ad.
  const shareOf = (tokens: string[]) =>
    Math.min(
      1,
      tokens.reduce((sum, t) => sum + (t.endsWith('*') ? 1 : listedShare(freq, t)), 0),
    );
  return [
    ...[...new Set(stemList)].map((stem) => ({ stem, share: shareOf([stem]) })),
    ...filterTokens(s, place, withFacetFilters).map((part) => ({ part, share: shareOf(part) })),
  ];
}

/**
 * The share of ads expected to match all the entries. The words of one search describe one job and go together
 * ("power bi"), so their share is the rarest word's: multiplied as if unrelated, far too few matches were expected.
 * Filters are taken as unrelated to the words and to each other.
 */
function shareOfAll(entries: Iterable<LookupEntry>): number {
  let words = 1;
  let filters = 1;
  for (const e of entries) {
    if ('stem' in e) words = Math.min(words, e.share);
    else filters *= e.share;
  }
  return words * filters;
}

/**
 * What the index looks up for a slice (sql.ts, Lookup; see chooseLookup), undefined for the whole query. Only for
 * words the index stores one by one (letters and digits: "node.js" is one token in an ad, two words alone), so
 * that each word's stems, read alone, are the query's.
 */
function lookupFor(db: Db, s: ParsedSearch, place: Place, withFacetFilters: boolean, slice: Slice): Lookup | undefined {
  const freq = wordFrequencies(db);
  const posted = postedQuantiles(db);
  if (slice.window !== undefined || !freq?.size || !posted?.n || s.words.anyOf) return undefined;
  const words = s.words.positive.split(' ').filter(Boolean);
  if (!words.every((w) => /^[\p{L}\p{N}]+$/u.test(w))) return undefined;
  // Read by expectedShare (stems) before any statement is planned.
  const stemsOf = words.map((w) => knownStems(db, w.toLowerCase()));
  if (stemsOf.some((x) => x === undefined)) return undefined;
  return chooseLookup(entriesOf(stemsOf.flat() as string[], s, place, withFacetFilters, freq), adsIn(slice, posted));
}

/** Microseconds: reading a row the index found and checking it; decoding a page of an entry's list (decision 039). */
const ROW_COST = 4;
const PAGE_COST = 30;
/** Ads a page of an entry's list holds (GIN packs the ads' row numbers as differences: 2–3 bytes each). */
const ADS_A_PAGE = 3000;

/** An entry of a search's lookup: a stem of its words, or a filter (any of its tokens), with the share of ads it is in. */
export type LookupEntry = ({ stem: string } | { part: string[] }) & { share: number };

/**
 * Which entries the index looks up among `ads` ads (undefined: all of them). For each ad its rarest entry lists, GIN
 * moves every other entry's list there: an entry in most ads ("analyst", "p:25") costs a page per ad found and
 * narrows little. So the most common entries are left out, one at a time while checking the rows the rest finds
 * costs less than the pages of the entry's list. A begun word ("l:wh*") and at least one entry are always kept.
 */
export function chooseLookup(entries: LookupEntry[], ads: number): Lookup | undefined {
  const kept = new Set(entries);
  for (const entry of [...entries].sort((a, b) => b.share - a.share)) {
    if (kept.size === 1) break;
    if ('part' in entry && entry.part.some((t) => t.endsWith('*'))) continue;
    kept.delete(entry);
    const rows = ads * shareOfAll(kept);
    if (ROW_COST * rows * (1 - entry.share) >= PAGE_COST * Math.min((entry.share * ads) / ADS_A_PAGE, rows)) {
      kept.add(entry);
      break;
    }
  }
  if (kept.size === entries.length) return undefined;
  return {
    stems: [...kept].flatMap((e) => ('stem' in e ? [e.stem] : [])),
    parts: [...kept].flatMap((e) => ('part' in e ? [e.part] : [])),
  };
}

/** How often a word or token is in an ad; one the statistics do not list is rarer than the rarest they do. */
const listedShare = (freq: Map<string, number>, token: string) => freq.get(token) ?? rarestListed(freq) / 2;

/** The smallest frequency the statistics list (worked out once per loaded map: it holds up to 10,000 words). */
const rarest = new WeakMap<Map<string, number>, number>();
function rarestListed(freq: Map<string, number>): number {
  let min = rarest.get(freq);
  if (min === undefined) rarest.set(freq, (min = Math.min(...freq.values())));
  return min;
}

/** How many ads a slice holds. */
function adsIn(slice: Slice, posted: { n: number; quantiles: number[] }): number {
  if (slice.window !== undefined) return slice.window;
  if (slice.days) return Math.max(1, shareSince(posted.quantiles, slice.days.first * DAY_MS) * posted.n);
  return posted.n;
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

/** The inverse of shareSince: the time from which `share` of the ads were posted. */
function timeAtShare(quantiles: number[], share: number): number {
  const steps = quantiles.length - 1;
  const at = Math.min(Math.max(share, 0), 1) * steps;
  const i = Math.min(Math.floor(at), steps - 1);
  return quantiles[i]! - (at - i) * (quantiles[i]! - quantiles[i + 1]!);
}

/** The cards for `ids`, in that order, without marks: from `known` where it has them, the rest read (and kept there). */
async function cardsFor(db: Db, ids: number[], known?: Cache<JobCard>): Promise<JobCard[]> {
  const byId = new Map<number, JobCard>();
  const missing: number[] = [];
  for (const id of ids) {
    const card = known?.get(String(id));
    if (card) byId.set(id, card);
    else missing.push(id);
  }
  if (missing.length) {
    for (const row of await repo.cardRows(db, missing, null)) {
      const card = toCard(row);
      byId.set(card.id, card);
      known?.set(String(card.id), card);
    }
  }
  return ids.flatMap((id) => {
    const card = byId.get(id);
    return card ? [card] : [];
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
  const passes = facetPasses(q);
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

/** Each facet group's filter as a test of a row (the job_search_doc tokens the statements match them by). */
function facetPasses(q: FacetFilters): Record<FacetGroup, (r: FacetRow) => boolean> {
  return {
    verdict: (r) => !q.verdict.length || (q.verdict as string[]).includes(r.verdict_kind),
    salaryStatus: (r) =>
      (!q.meetsThreshold || r.salary_status === 'meets') &&
      (!q.salaryStatus.length || (q.salaryStatus as string[]).includes(r.salary_status)),
    contractType: (r) => !q.contractType.length || (q.contractType as string[]).includes(r.contract_type ?? ''),
    remote: (r) => !q.remote.length || (q.remote as string[]).includes(r.remote ?? ''),
  };
}

/** Two significant figures. */
function roughly(n: number): number {
  const magnitude = 10 ** Math.max(0, Math.floor(Math.log10(Math.max(n, 1))) - 1);
  return Math.round(n / magnitude) * magnitude;
}
