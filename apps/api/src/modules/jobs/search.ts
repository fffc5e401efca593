import type { JobCard, JobMarks, SearchJobsQuery, SearchJobsResponse } from '@jobbridge/contracts';
import { query, sql, type Db, type SQL } from '@jobbridge/db';
import { translateLocation, translateQuery } from './chinese-terms.ts';
import { cityOf } from './ingest/index.ts';
import { hourlyPay } from './verdict/salary-check.ts';

/** Totals and facets are exact up to this many matches; past it the page says "1,000+". */
export const TOTAL_CAP = 1000;

export interface JobRow {
  id: number;
  title: string;
  company_name: string;
  location: string | null;
  posted_at: Date | string;
  salary_min: number | null;
  salary_max: number | null;
  salary_period: JobCard['salary']['period'];
  salary_currency: string | null;
  salary_text: string | null;
  salary_estimated: boolean;
  description_text: string;
  verdict: JobCard['verdict'];
  contract_type: JobCard['contractType'];
  remote: JobCard['remote'];
  hr_email: string | null;
  url: string | null;
  is_demo: boolean;
  saved_at: Date | string | null;
  applied_at: Date | string | null;
  flash_at: Date | string | null;
}

/** The columns a card needs, with the caller's marks (a left join on their own rows only). */
export function cardColumns(): SQL {
  return sql`j.id, j.title, j.company_name, j.location, j.posted_at, j.salary_min, j.salary_max, j.salary_period,
    j.salary_currency, j.salary_text, j.salary_estimated, left(j.description_text, 400) as description_text, j.verdict,
    j.contract_type, j.remote, j.hr_email, j.url, j.is_demo, m.saved_at, m.applied_at, m.flash_at`;
}

export function marksJoin(userId: string | null): SQL {
  return userId
    ? sql`left join job_marks m on m.job_id = j.id and m.user_id = ${userId}`
    : sql`left join (select null::timestamptz as saved_at, null::timestamptz as applied_at, null::timestamptz as flash_at) m on false`;
}

const iso = (v: Date | string | null) => (v === null ? null : new Date(v).toISOString());

export function marksOf(row: Pick<JobRow, 'saved_at' | 'applied_at' | 'flash_at'>): JobMarks {
  return { saved: row.saved_at !== null, applied: row.applied_at !== null, appliedAt: iso(row.applied_at), flash: row.flash_at !== null };
}

function snippet(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > 220 ? `${flat.slice(0, 217).replace(/\s+\S*$/, '')}…` : flat;
}

export function toCard(row: JobRow): JobCard {
  return {
    id: Number(row.id),
    title: row.title,
    company: row.company_name,
    location: row.location,
    postedAt: new Date(row.posted_at).toISOString(),
    salary: {
      min: row.salary_min === null ? null : Number(row.salary_min),
      max: row.salary_max === null ? null : Number(row.salary_max),
      period: row.salary_period,
      currency: row.salary_currency,
      text: row.salary_text,
      estimated: row.salary_estimated,
      hourly: hourlyPay({
        min: row.salary_min === null ? null : Number(row.salary_min),
        max: row.salary_max === null ? null : Number(row.salary_max),
        period: row.salary_period,
        currency: row.salary_currency,
      }),
    },
    snippet: snippet(row.description_text),
    verdict: row.verdict,
    contractType: row.contract_type,
    remote: row.remote,
    hasHrEmail: !!row.hr_email,
    url: row.url,
    isDemo: row.is_demo,
    marks: marksOf(row),
  };
}

/**
 * A town some job is in (by its normalised name): such a place is matched on the town column alone, which
 * walks the (city, posted_at) index newest first; any other place text is looked for inside the location.
 * Answers are kept for ten minutes per database.
 */
async function isKnownCity(db: Db, city: string): Promise<boolean> {
  if (!city) return false;
  return facts(db, `city:${city}`, async () => {
    const rows = await query<{ one: number }>(db, sql`select 1 as one from jobs where city = ${city} limit 1`);
    return rows.length > 0;
  });
}

/**
 * Facts about the jobs table that change slowly (which towns have jobs, word frequencies), kept per database
 * for ten minutes so a search does not ask again. Concurrent callers share one load (single flight); once a
 * value exists, a stale one is returned at once while a fresh one loads in the background. With
 * `wait: false` a caller never waits for the first load either: it gets `undefined` and the load goes on.
 */
const FACTS_TTL_MS = 10 * 60 * 1000;
interface Fact {
  at: number;
  value?: unknown;
  loading?: Promise<unknown>;
}
const factCache = new WeakMap<Db, Map<string, Fact>>();

export function facts<T>(db: Db, key: string, load: () => Promise<T>, options: { wait: false }): T | undefined;
export function facts<T>(db: Db, key: string, load: () => Promise<T>): Promise<T>;
export function facts<T>(db: Db, key: string, load: () => Promise<T>, options?: { wait: false }): Promise<T> | T | undefined {
  let cache = factCache.get(db);
  if (!cache) factCache.set(db, (cache = new Map()));
  let fact = cache.get(key);
  if (!fact) {
    if (cache.size > 5000) cache.clear();
    cache.set(key, (fact = { at: 0 }));
  }
  const entry = fact;
  const fresh = 'value' in entry && Date.now() - entry.at < FACTS_TTL_MS;
  if (!fresh && !entry.loading) {
    entry.loading = load().then(
      (value) => {
        Object.assign(entry, { at: Date.now(), value, loading: undefined });
        return value;
      },
      (error: unknown) => {
        entry.loading = undefined;
        throw error;
      },
    );
    // A background refresh that fails keeps the old value; the next caller tries again.
    entry.loading.catch(() => {});
  }
  if ('value' in entry) return options ? (entry.value as T) : Promise.resolve(entry.value as T);
  return options ? undefined : (entry.loading as Promise<T>);
}

/** How a search's place is matched (see isKnownCity). */
type Place = { kind: 'none' } | { kind: 'remote' } | { kind: 'city'; city: string } | { kind: 'text'; city: string; text: string };

async function placeOf(db: Db, location: string): Promise<Place> {
  const place = translateLocation(location);
  if (!place) return { kind: 'none' };
  if (/^remote$/i.test(place)) return { kind: 'remote' };
  const city = cityOf(place);
  return (await isKnownCity(db, city)) ? { kind: 'city', city } : { kind: 'text', city, text: place };
}

/** The WHERE clause for a search: text, place and filters. */
function conditions(q: SearchJobsQuery, tsquery: SQL | null, place: Place, withFacetFilters = true): SQL {
  const parts: SQL[] = [sql`true`];
  if (tsquery) parts.push(sql`j.search @@ ${tsquery}`);
  if (place.kind === 'remote') parts.push(sql`j.remote = 'remote'`);
  if (place.kind === 'city') parts.push(sql`j.city = ${place.city}`);
  if (place.kind === 'text') parts.push(sql`(j.city = ${place.city} or j.location ilike ${`%${place.text.replace(/[\\%_]/g, '\\$&')}%`})`);
  if (withFacetFilters && q.verdict.length)
    parts.push(
      sql`j.verdict_kind in (${sql.join(
        q.verdict.map((v) => sql`${v}`),
        sql`, `,
      )})`,
    );
  if (q.route) parts.push(sql`${q.route} = any(j.routes)`);
  if (q.minSalary !== undefined) parts.push(sql`coalesce(j.salary_annual_max, j.salary_annual_min) >= ${q.minSalary}`);
  if (withFacetFilters && q.meetsThreshold) parts.push(sql`j.salary_status = 'meets'`);
  if (withFacetFilters && q.salaryStatus.length)
    parts.push(
      sql`j.salary_status in (${sql.join(
        q.salaryStatus.map((v) => sql`${v}`),
        sql`, `,
      )})`,
    );
  if (q.postedWithin) parts.push(sql`j.posted_at >= now() - make_interval(days => ${q.postedWithin})`);
  if (withFacetFilters && q.contractType.length)
    parts.push(
      sql`j.contract_type in (${sql.join(
        q.contractType.map((v) => sql`${v}`),
        sql`, `,
      )})`,
    );
  if (withFacetFilters && q.remote.length)
    parts.push(
      sql`j.remote in (${sql.join(
        q.remote.map((v) => sql`${v}`),
        sql`, `,
      )})`,
    );
  return sql.join(parts, sql` and `);
}

/**
 * Newest first, exactly as the posted_at indexes are ordered ("desc nulls last" on both columns): a plain
 * `posted_at desc` means nulls first, which no index provides, and the planner then sorts every match.
 */
const NEWEST = sql`j.posted_at desc nulls last, j.id desc nulls last`;

interface Candidate {
  id: number;
  posted_at: Date | string;
  rank?: number;
  verdict_kind: string;
  salary_status: string;
  contract_type: string | null;
  remote: string | null;
}

/** What a search finds before paging: every page of the same search is a slice of it (and it is cached). */
interface Found {
  /** Ids of up to TOTAL_CAP matches in display order. */
  ids: number[];
  total: number;
  capped: boolean;
  facets: SearchJobsResponse['facets'];
}

export interface SearchOptions {
  cache?: SearchCache;
  /** Matches counted and ranked (TOTAL_CAP; tests lower it). */
  cap?: number;
}

const hasFacetFilters = (q: SearchJobsQuery) =>
  q.verdict.length > 0 || q.meetsThreshold === true || q.salaryStatus.length > 0 || q.contractType.length > 0 || q.remote.length > 0;

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
  const text = translateQuery(q.q);
  const tsquery = text ? sql`websearch_to_tsquery('english', ${text})` : null;
  const sort = q.sort ?? (text ? 'relevance' : 'time');
  const offset = (q.page - 1) * q.pageSize;

  const key = options.cache ? cacheKey(q, sort) : '';
  // Only worked out when the search or its page is not cached (it may cost a lookup).
  let placeMemo: Promise<Place> | null = null;
  const place = () => (placeMemo ??= placeOf(db, q.location));
  let found = options.cache?.get<Found>(key);
  if (!found) {
    found = await find(db, q, tsquery, await place(), sort, options.cap ?? TOTAL_CAP);
    options.cache?.set(key, found);
  }

  // The page's cards without anyone's marks (those are read per request, below).
  const pageKey = `${key}#${q.page}x${q.pageSize}`;
  let cards = options.cache?.get<JobCard[]>(pageKey);
  if (!cards) {
    let ids = found.ids.slice(offset, offset + q.pageSize);
    if (found.capped && offset + q.pageSize > found.ids.length) {
      // Past the newest TOTAL_CAP matches: plain time order, straight from the database.
      const rows = await query<{ id: number }>(
        db,
        sql`
        select j.id from jobs j where ${conditions(q, tsquery, await place())} order by ${NEWEST} limit ${q.pageSize} offset ${offset}`,
      );
      ids = rows.map((r) => Number(r.id));
    }
    cards = ids.length ? await cardsFor(db, ids, null) : [];
    options.cache?.set(pageKey, cards);
  }
  const items = userId && cards.length ? await withMarks(db, userId, cards) : cards;
  return {
    items,
    total: found.total,
    totalIsCapped: found.capped,
    page: q.page,
    pageSize: q.pageSize,
    sort,
    facets: found.facets,
  };
}

async function find(
  db: Db,
  q: SearchJobsQuery,
  tsquery: SQL | null,
  place: Place,
  sort: 'relevance' | 'time',
  cap: number,
): Promise<Found> {
  const ranked = sort === 'relevance' && tsquery !== null;
  const columns = sql`j.id, j.posted_at, j.verdict_kind, j.salary_status, j.contract_type, j.remote`;
  const select = sql`select ${columns}${ranked ? sql`, ts_rank_cd(j.search, ${tsquery}, 32) as rank` : sql``}`;
  const matches = (async () => {
    const window = await newestWindow(db, q, place, cap);
    if (window) {
      // Only the newest `window` ads are looked at (an index walk that stops at the cap); enough matches
      // among them are exactly the newest matches overall. Too few: the general statement below.
      const rows = await query<Candidate>(
        db,
        sql`
        ${select} from (select * from jobs j order by ${NEWEST} limit ${window}) j
        where ${conditions(q, tsquery, place)} order by ${NEWEST} limit ${cap + 1}`,
      );
      if (rows.length > cap) return rows;
    }
    return query<Candidate>(db, sql`${select} from jobs j where ${conditions(q, tsquery, place)} order by ${NEWEST} limit ${cap + 1}`);
  })();
  // Facets are counted without the facet filters (each group with the others' filters only), so with a facet
  // filter on they need their own sample of the newest matches.
  const sample = hasFacetFilters(q)
    ? query<Candidate>(db, sql`select ${columns} from jobs j where ${conditions(q, tsquery, place, false)} order by ${NEWEST} limit ${cap}`)
    : null;
  const [rows, facetRows] = await Promise.all([matches, sample]);
  const capped = rows.length > cap;
  const top = rows.slice(0, cap);
  if (ranked) top.sort((a, b) => Number(b.rank) - Number(a.rank)); // stable: newest first among equals
  return {
    ids: top.map((r) => Number(r.id)),
    total: top.length,
    capped,
    facets: countFacets(facetRows ?? top, q),
  };
}

/**
 * Word frequencies from the planner's statistics of the search column (pg_stats' most common elements, up to
 * ~10,000 words with SET STATISTICS 1000), per database, for ten minutes. Never awaited on a request's path:
 * until the first load finishes (about 0.2 s at a million jobs) searches simply do without the walk.
 * `unnest(e, f)` pairs the two arrays in one pass; subscripting them (`e[i]`) costs the square of their length.
 */
function wordFrequencies(db: Db): Map<string, number> | undefined {
  return facts(
    db,
    'words',
    async () => {
      const rows = await query<{ word: string; freq: number }>(
        db,
        sql`
        select w.word, w.freq from pg_stats s,
          unnest(s.most_common_elems::text::text[], s.most_common_elem_freqs) as w(word, freq)
        where s.schemaname = current_schema() and s.tablename = 'jobs' and s.attname = 'search' and w.word is not null`,
      );
      return new Map(rows.map((r) => [r.word, Number(r.freq)]));
    },
    { wait: false },
  );
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
async function newestWindow(db: Db, q: SearchJobsQuery, place: Place, cap: number): Promise<number | null> {
  const text = translateQuery(q.q);
  const plain = /^[\p{L}\p{N} ]+$/u.test(text) && !/\bor\b/i.test(text);
  const filtered = place.kind !== 'none' || !!q.route || q.minSalary !== undefined || !!q.postedWithin || hasFacetFilters(q);
  if (!plain || filtered || text.trim().split(/\s+/).length < 2) return null;
  const freq = wordFrequencies(db);
  if (!freq) return null;
  const words = await query<{ word: string }>(db, sql`select lexeme as word from unnest(to_tsvector('english', ${text}))`);
  if (words.length < 2) return null;
  const share = Math.min(...words.map((w) => freq.get(w.word) ?? 0));
  if (share < WALK_MIN_SHARE) return null;
  return Math.min(WALK_MAX_ROWS, Math.ceil((3 * (cap + 1)) / share));
}

/** The cards for `ids`, in that order, with the caller's marks. */
async function cardsFor(db: Db, ids: number[], userId: string | null): Promise<JobCard[]> {
  const rows = await query<JobRow>(
    db,
    sql`
    select ${cardColumns()} from jobs j ${marksJoin(userId)}
    where j.id in (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )})`,
  );
  const byId = new Map(rows.map((r) => [Number(r.id), r]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [toCard(row)] : [];
  });
}

/** The caller's own marks on `cards` (one primary-key read). */
async function withMarks(db: Db, userId: string, cards: JobCard[]): Promise<JobCard[]> {
  const rows = await query<{ job_id: number; saved_at: Date | null; applied_at: Date | null; flash_at: Date | null }>(
    db,
    sql`
    select job_id, saved_at, applied_at, flash_at from job_marks
    where user_id = ${userId} and job_id in (${sql.join(
      cards.map((c) => sql`${c.id}`),
      sql`, `,
    )})`,
  );
  if (!rows.length) return cards;
  const byJob = new Map(rows.map((r) => [Number(r.job_id), marksOf(r)]));
  return cards.map((card) => ({ ...card, marks: byJob.get(card.id) ?? card.marks }));
}

function cacheKey(q: SearchJobsQuery, sort: string): string {
  const { page: _page, pageSize: _pageSize, ...rest } = q;
  return JSON.stringify({
    ...rest,
    q: q.q.toLowerCase().replace(/\s+/g, ' '),
    location: q.location.toLowerCase().replace(/\s+/g, ' '),
    sort,
  });
}

/**
 * A small in-process cache of what searches found (ids, total, facets) and of their pages' cards, never
 * anyone's marks, for `ttlMs`. Popular searches repeat: the same words, the next page. Imports run in another
 * process, so entries simply expire; a job that left the database in the meantime drops out with them.
 */
export class SearchCache {
  private readonly entries = new Map<string, { at: number; value: unknown }>();

  constructor(
    private readonly ttlMs: number,
    // A page of cards is ~30 KB and a search's ids ~10 KB: at most ~30 MB.
    private readonly maxEntries = 1000,
    private readonly now: () => number = Date.now,
  ) {}

  get<T>(key: string): T | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (this.now() - entry.at > this.ttlMs) {
      this.entries.delete(key);
      return undefined;
    }
    // Map order is insertion order: re-inserting keeps the most recently used last.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.value as T;
  }

  set(key: string, value: unknown): void {
    if (this.ttlMs <= 0) return;
    this.entries.delete(key);
    this.entries.set(key, { at: this.now(), value });
    while (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value as string);
  }

  clear(): void {
    this.entries.clear();
  }
}

interface FacetRow {
  verdict_kind: string;
  salary_status: string;
  contract_type: string | null;
  remote: string | null;
}

type FacetGroup = 'verdict' | 'salaryStatus' | 'contractType' | 'remote';

/** Counts each facet group over the rows that pass every other group's filter. */
export function countFacets(
  rows: FacetRow[],
  q: Pick<SearchJobsQuery, 'verdict' | 'salaryStatus' | 'meetsThreshold' | 'contractType' | 'remote'>,
) {
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

/** Keeps the caller's last 20 searches (the same search again moves to the top). */
export async function recordSearch(db: Db, userId: string, q: string, location: string): Promise<void> {
  await db.execute(sql`delete from search_history where user_id = ${userId} and q = ${q} and location = ${location}`);
  await db.execute(sql`insert into search_history (user_id, q, location) values (${userId}, ${q}, ${location})`);
  await db.execute(sql`delete from search_history where user_id = ${userId} and id not in (
    select id from search_history where user_id = ${userId} order by created_at desc, id desc limit 20)`);
}
