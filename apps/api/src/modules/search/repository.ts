import { jobs, jobSearch, jobSearchRecent, query, searchHistory, sql, type Db, type SQL } from '@jobbridge/db';
import type { ParsedSearch, Place } from './query.ts';
import { PHRASE_SCAN } from './tuning.ts';

/**
 * All of the search's SQL (decision 039): the statements, built here and tested against a real database, and
 * running them; the caller's search history. `job_search` holds words and filters as tokens, so one index answers
 * them together. This file imports nothing of the search's other parts but the parsed query's types and a tuning
 * constant: they call it, never the other way round.
 */

// Statements ----------------------------------------------------------------------------------------------------

/** Newest first, exactly as the date index is ordered ("desc nulls last" on both columns; a plain `desc` means nulls first). */
const NEWEST = sql`js.posted_at desc nulls last, js.job_id desc nulls last`;

/** A token as a tsquery lexeme: quoted, so spaces and quotes in a value stay one lexeme. */
const lexeme = (token: string, prefix = false) => `'${token.replace(/\\/g, '\\\\').replace(/'/g, "''")}'${prefix ? ':*' : ''}`;

/**
 * The filters as tokens (see job_search_doc in migration 0023): each inner list is one condition, met by any of
 * its tokens; a token ending in '*' matches as a prefix.
 */
export function filterTokens(s: ParsedSearch, place: Place, withFacetFilters = true): string[][] {
  const f = s.facetFilters;
  const parts: string[][] = [];
  if (place.kind === 'remote') parts.push(['r:remote']);
  if (place.kind === 'city') parts.push([`c:${place.city.toLowerCase()}`]);
  if (place.kind === 'text') {
    const words = place.text
      .toLowerCase()
      .split(/[^\p{L}\p{N}]+/u)
      .filter(Boolean);
    // The place's words, the last one perhaps only begun ("canary wh" finds "Canary Wharf, London"). Only the last:
    // GIN gathers every word a begun word starts across the whole index. One letter is a word.
    if (words.length) parts.push(...words.map((w, i) => [`l:${w}${i === words.length - 1 && w.length > 1 ? '*' : ''}`]));
    else parts.push(['l:']); // nothing to look for in a location: no match
  }
  if (s.route) parts.push([`rt:${s.route.toLowerCase()}`]);
  // The highest pay step at or below the minimum narrows the index; the column then checks the exact figure.
  const step = PAY_STEPS.filter((k) => k * 1000 <= (s.minSalary ?? 0)).pop();
  if (step) parts.push([`p:${step}`]);
  if (withFacetFilters) {
    if (f.verdict.length) parts.push(f.verdict.map((v) => `v:${v}`));
    if (f.meetsThreshold) parts.push(['s:meets']);
    if (f.salaryStatus.length) parts.push(f.salaryStatus.map((v) => `s:${v}`));
    if (f.contractType.length) parts.push(f.contractType.map((v) => `t:${v}`));
    if (f.remote.length) parts.push(f.remote.map((v) => `r:${v}`));
  }
  return parts;
}

/** Yearly pay steps in thousands with a token (job_search_doc in migration 0023 writes the same). */
const PAY_STEPS = [20, 25, 30, 35, 40, 45, 50, 60, 70, 80, 100, 150];

/** Ads posted from day `first` to day `last` as tsquery text, their day tokens' blocks (dayTokens). */
export const daysQuery = (first: number, last: number): string => tokenQuery([dayTokens(first, last)]);

/** The tokens as tsquery text ('' when there are none). */
function tokenQuery(parts: string[][]): string {
  const one = (t: string) => (t.endsWith('*') ? lexeme(t.slice(0, -1), true) : lexeme(t));
  return parts.map((any) => (any.length === 1 ? one(any[0]!) : `(${any.map(one).join(' | ')})`)).join(' & ');
}

/** `words` as a full-text query (English stemming; quotes, OR and -word as a web search reads them). */
const wordsQuery = (words: string) => sql`websearch_to_tsquery('english', ${words})`;

/** The words (or only the positive ones) and the filter tokens as one tsquery. */
function docQuery(words: string, tokens: string): SQL | null {
  if (words && tokens) return sql`(${wordsQuery(words)} && ${tokens}::tsquery)`;
  if (words) return wordsQuery(words);
  return tokens ? sql`${tokens}::tsquery` : null;
}

/** The conditions besides the document: minimum pay and date. */
function columnConditions(s: ParsedSearch): SQL[] {
  const parts: SQL[] = [];
  if (s.minSalary !== undefined) parts.push(sql`js.salary_annual >= ${s.minSalary}`);
  if (s.postedWithin) parts.push(sql`js.posted_at >= now() - make_interval(days => ${s.postedWithin})`);
  return parts;
}

/**
 * What the word index looks up when not the whole query (search.ts decides, from how common each entry is):
 * these stems of the words and these filters. The rows it finds are then checked against the whole query.
 */
export interface Lookup {
  stems: string[];
  parts: string[][];
}

function whereOf(query: SQL | null, s: ParsedSearch, slice: Slice & { lookup?: Lookup }): SQL {
  const older = slice.before === undefined ? [] : [sql`js.posted_at < to_timestamp(${slice.before * 86_400}::float8)`];
  // The days as a condition of their own: GIN leapfrogs between them and the words, and stops with the days'
  // entries. Inside the words' condition they were walked from the rarest entry over the whole table.
  const days = slice.days ? [sql`js.doc @@ ${daysQuery(slice.days.first, slice.days.last)}::tsquery`] : [];
  // Entries left out of the lookup (search.ts, chooseLookup) are checked on the rows found; as a function call,
  // not `@@`, so the planner cannot give them back to the index.
  const words = !query
    ? [sql`true`]
    : slice.lookup
      ? [
          sql`js.doc @@ ${tokenQuery([...slice.lookup.stems.map((stem) => [stem]), ...slice.lookup.parts])}::tsquery`,
          sql`ts_match_vq(js.doc, ${query})`,
        ]
      : [sql`js.doc @@ ${query}`];
  return sql.join([...words, ...days, ...columnConditions(s), ...older], sql` and `);
}

/** What the facets count. */
const FACET_COLUMNS = sql`js.verdict_kind, js.salary_status, js.contract_type, js.remote`;
const CANDIDATE_COLUMNS = sql`js.job_id as id, js.posted_at, ${FACET_COLUMNS}`;
/** A search row without its document: what the candidates and their order need. */
const SHORT_ROW = sql`js.job_id, js.posted_at, ${FACET_COLUMNS}`;

/**
 * Where a search looks (search.ts plans it): `window`, the newest this many ads in date order, without the word
 * index; `days`, only ads posted from day `first` to day `last` (days since 1970, UTC), through the index;
 * `before`, only ads posted before that day (the rest of the table, after the newest days were read). None: the
 * whole table through the index.
 */
export interface Slice {
  window?: number;
  days?: { first: number; last: number };
  before?: number;
}

/** The largest block of days with a token: 2^5 = 32 days (job_search_doc in migration 0023). */
const DAY_LEVELS = 5;

/**
 * The tokens of days `first` to `last`: the fewest aligned blocks of 2^k days that cover them exactly ('d2:5195'
 * is days 20780–20783), as job_search_doc writes them.
 */
export function dayTokens(first: number, last: number): string[] {
  const tokens: string[] = [];
  for (let day = first; day <= last;) {
    let k = 0;
    while (k < DAY_LEVELS && day % 2 ** (k + 1) === 0 && day + 2 ** (k + 1) - 1 <= last) k++;
    tokens.push(`d${k}:${day / 2 ** k}`);
    day += 2 ** k;
  }
  return tokens;
}

/**
 * Days the recent table (`job_search_recent`, migration 0024) holds in full: today and the six before it. Its
 * triggers keep every ad posted in the last 8 days, a day to spare for clocks and the edge of a day.
 */
export const RECENT_DAYS = 7;

/**
 * The table a slice reads: the recent table when the slice is newest days it holds in full (its index's posting
 * lists hold a week of ads, not every ad), else the whole search table.
 */
export function tableFor(slice: Slice, now = Date.now()): typeof jobSearch | typeof jobSearchRecent {
  return slice.days && !slice.window && slice.before === undefined && slice.days.first >= Math.floor(now / 86_400_000) - (RECENT_DAYS - 1)
    ? jobSearchRecent
    : jobSearch;
}

/**
 * The newest `limit` rows of `from` (aliased js) that meet `where`, as `columns`. With `indexOnly`, `offset 0` stops
 * the planner walking the date index in hope of a small limit (the whole table for a rare word).
 */
export function newestWhere(from: SQL, where: SQL, limit: SQL | number, indexOnly: boolean, columns = sql`js.*`): SQL {
  return indexOnly
    ? sql`select js.* from (select ${columns} from ${from} where ${where} offset 0) js order by ${NEWEST} limit ${limit}`
    : sql`select ${columns} from ${from} where ${where} order by ${NEWEST} limit ${limit}`;
}

/** Whether matchesSql ranks its rows: a search by relevance, unless only ids or a count are asked for. */
const isRanked = (s: ParsedSearch, opts: { idsOnly?: boolean; unranked?: boolean }) => s.ranked && !opts.idsOnly && !opts.unranked;

/**
 * The newest `limit` matches (after `offset`) with what the facets count, ranked after the limit (ranking every
 * match costs more than finding it). A phrase or a left-out word is checked only over the newest `scan` matches
 * of the positive words, which the index finds; every row then says in `scanned` how many there were, and when
 * none passes, one row with a null id still says it.
 */
export function matchesSql(
  s: ParsedSearch,
  place: Place,
  opts: {
    limit: number;
    offset?: number;
    withFacetFilters?: boolean;
    idsOnly?: boolean;
    unranked?: boolean;
    scan?: number;
    lookup?: Lookup;
  } & Slice,
): SQL {
  const { words } = s;
  const parts = filterTokens(s, place, opts.withFacetFilters ?? true);
  const tokens = tokenQuery(parts);
  const ranked = isRanked(s, opts);
  const rank = ranked ? sql`, ts_rank_cd(js.doc, ${wordsQuery(words.query)}, 32) as rank` : sql``;
  // Ids keep their dates: findMatches orders the matches by them when it gathers them into one value.
  const columns = opts.idsOnly ? sql`js.job_id as id, js.posted_at` : CANDIDATE_COLUMNS;
  const offset = opts.offset ? sql` offset ${opts.offset}` : sql``;
  const from = opts.window ? sql`(select * from ${jobSearch} js order by ${NEWEST} limit ${opts.window}) js` : sql`${tableFor(opts)} js`;
  const indexOnly = !opts.window;
  if (words.exact) {
    // Only the rank reads the document: without it the sort carries short rows.
    return sql`select ${columns}${rank} from (
      ${newestWhere(from, whereOf(docQuery(words.query, tokens), s, opts), sql`${opts.limit}${offset}`, indexOnly, ranked ? sql`js.*` : SHORT_ROW)}) js
      order by ${NEWEST}`;
  }
  // Only a match that passes the whole query keeps its document (the rank reads it): the sort carries short rows.
  const checked = sql`${SHORT_ROW}, case when js.doc @@ ${wordsQuery(words.query)} then js.doc end as doc`;
  return sql`with p as (
      ${newestWhere(from, whereOf(docQuery(words.positive, tokens), s, opts), opts.scan ?? PHRASE_SCAN, indexOnly, checked)})
    select ${columns}, c.scanned${rank} from (select count(*)::int as scanned from p) c
      left join lateral (select js.* from p js where js.doc is not null order by ${NEWEST} limit ${opts.limit}${offset}) js on true
    order by ${NEWEST}`;
}

/** A column of matchesSql's rows (findMatches reads them in this order). */
type MatchColumn = 'id' | 'posted_at' | 'verdict_kind' | 'salary_status' | 'contract_type' | 'remote' | 'rank' | 'scanned';

/** The columns matchesSql returns for these options. */
function matchColumns(s: ParsedSearch, opts: { idsOnly?: boolean; unranked?: boolean }): MatchColumn[] {
  return [
    'id',
    'posted_at',
    ...(opts.idsOnly ? [] : (['verdict_kind', 'salary_status', 'contract_type', 'remote'] as const)),
    ...(isRanked(s, opts) ? (['rank'] as const) : []),
    ...(s.words.exact ? [] : (['scanned'] as const)),
  ];
}

/** Between the fields of a match and between matches in matchesTextSql's text: no code a search row holds has them. */
const FIELD_SEPARATOR = '\x1f';
const ROW_SEPARATOR = '\x1e';

/**
 * matchesSql's rows newest first as one text value: fields joined by FIELD_SEPARATOR (a null as nothing), matches
 * by ROW_SEPARATOR, the date as milliseconds. The driver decodes one field, not ~1,400, and plain text is cheaper
 * for PostgreSQL to write than `json_agg`.
 */
function matchesTextSql(matches: SQL, columns: readonly MatchColumn[]): SQL {
  const fields = columns.map((c) => (c === 'posted_at' ? sql`(extract(epoch from m.posted_at) * 1000)::int8` : sql.raw(`m.${c}`)));
  return sql`select string_agg(concat(${sql.join(fields, sql.raw(String.raw`, E'\x1f', `))}), ${sql.raw(String.raw`E'\x1e'`)}
    order by m.posted_at desc nulls last, m.id desc nulls last) as rows from (${matches}) m`;
}

/**
 * Whether some ad is in the town (n: 1, else 0). A materialized CTE, so the index finds the town's ads and only the
 * first is read: `limit 1` on the match read the table in order, and a count read every ad's page.
 */
export function cityJobsSql(city: string): SQL {
  const inTown = sql`select 1 from ${jobSearch} js where js.doc @@ ${lexeme(`c:${city.toLowerCase()}`)}::tsquery`;
  return sql`select count(*)::int as n from (with m as materialized (${inTown}) select 1 from m limit 1) js`;
}

/**
 * How often each common word and token is in the search document, from the statistics `job_search_words` (migration
 * 0026: the column's own list stays short, as the planner unpacks it for every condition). `unnest(e, f)` pairs the
 * two arrays in one pass; subscripting them costs the square of their length.
 */
export function wordFrequenciesSql(): SQL {
  return sql`
    select w.word, w.freq from pg_stats_ext_exprs s,
      unnest(s.most_common_elems::text::text[], s.most_common_elem_freqs) as w(word, freq)
    where s.statistics_schemaname = current_schema() and s.statistics_name = 'job_search_words' and w.word is not null`;
}

/** Each word's stems as the search document stores them (English), for their frequencies. */
export function lexemesSql(words: string[]): SQL {
  return sql`select w.word, l.lexeme from unnest(${`{${words.map((w) => `"${w.replace(/["\\]/g, '\\$&')}"`).join(',')}}`}::text[]) as w(word),
    unnest(to_tsvector('english', w.word)) as l`;
}

/**
 * The jobs' dates at 200 evenly spaced ranks, newest first, and their number, for "about N results" (search.ts,
 * estimateTotal). Seconds since 1970: a float8[] arrives as numbers on both drivers.
 */
function postedQuantilesSql(): SQL {
  return sql`select count(*)::int as n, percentile_disc(array(select generate_series(0, 1, 0.005)::float8))
    within group (order by extract(epoch from js.posted_at) desc) as quantiles from ${jobSearch} js`;
}

// Running them ---------------------------------------------------------------------------------------------------

/** A match before paging: what ordering, paging and the facets need. */
export interface Candidate {
  id: number;
  /** Milliseconds since 1970. */
  posted_at: number;
  rank?: number;
  verdict_kind: string;
  salary_status: string;
  contract_type: string | null;
  remote: string | null;
  /** With a phrase or a left-out word: how many matches of the positive words were looked at. */
  scanned?: number;
}

type MatchOptions = Parameters<typeof matchesSql>[2];

/**
 * The newest matches (matchesSql), and for a phrase or a left-out word how many matches of the positive words
 * were checked. On a handle with a statement_timeout (Database.timed), a search that would take too long fails
 * fast (SearchTimeout) instead of holding a connection while others queue.
 */
export async function findMatches(db: Db, s: ParsedSearch, place: Place, opts: MatchOptions): Promise<Matches> {
  const columns = matchColumns(s, opts);
  let text: string | null;
  try {
    const [row] = await query<{ rows: string | null }>(db, matchesTextSql(matchesSql(s, place, opts), columns));
    text = row?.rows ?? null;
  } catch (err) {
    if (isQueryCanceled(err)) throw new SearchTimeout();
    throw err;
  }
  const rows = text ? candidatesOf(text, columns) : [];
  const scanned = rows[0]?.scanned;
  return { rows: rows.filter((r) => r.id !== null), scanned };
}

/**
 * The matches from matchesTextSql's text (a null field is empty: the phrase's row with none passing has no id).
 * Every match is built with the same fields in the same order, which keeps this loop fast in V8.
 */
function candidatesOf(text: string, columns: readonly MatchColumn[]): Candidate[] {
  const at = (column: MatchColumn) => columns.indexOf(column);
  const [id, posted, verdict, salary, contract, remote, rank, scanned] = [
    at('id'),
    at('posted_at'),
    at('verdict_kind'),
    at('salary_status'),
    at('contract_type'),
    at('remote'),
    at('rank'),
    at('scanned'),
  ];
  const number = (f: string[], i: number) => (i < 0 ? undefined : f[i] === '' ? null : Number(f[i]));
  const textOf = (f: string[], i: number) => (i < 0 || f[i] === '' ? null : f[i]!);
  return text.split(ROW_SEPARATOR).map((line) => {
    const f = line.split(FIELD_SEPARATOR);
    if (f.length !== columns.length) throw new Error(`a search match has ${f.length} fields, not ${columns.length}`);
    return {
      id: number(f, id),
      posted_at: number(f, posted),
      verdict_kind: textOf(f, verdict),
      salary_status: textOf(f, salary),
      contract_type: textOf(f, contract),
      remote: textOf(f, remote),
      rank: number(f, rank),
      scanned: number(f, scanned),
    } as Candidate;
  });
}

export interface Matches {
  rows: Candidate[];
  scanned?: number;
}

/** A search statement ran past its statement_timeout. */
export class SearchTimeout extends Error {}

function isQueryCanceled(err: unknown): boolean {
  for (let e = err as { code?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e) if (e.code === '57014') return true;
  return false;
}

export async function cityHasJobs(db: Db, city: string): Promise<boolean> {
  const [row] = await query<{ n: number }>(db, cityJobsSql(city));
  return Number(row?.n ?? 0) > 0;
}

export async function searchWordFrequencies(db: Db): Promise<Map<string, number>> {
  const rows = await query<{ word: string; freq: number }>(db, wordFrequenciesSql());
  return new Map(rows.map((r) => [r.word, Number(r.freq)]));
}

/** Each word's stems as the search document stores them (none for a stop word). */
export async function lexemesOf(db: Db, words: string[]): Promise<Map<string, string[]>> {
  const out = new Map<string, string[]>();
  for (const r of await query<{ word: string; lexeme: string }>(db, lexemesSql(words))) {
    out.set(r.word, [...(out.get(r.word) ?? []), r.lexeme]);
  }
  return out;
}

/** The commonest words of the newest ads' titles: what people search with, for a starting server to read the stems of. */
export async function commonTitleWords(db: Db, ads: number, words: number): Promise<string[]> {
  const rows = await query<{ word: string }>(
    db,
    sql`select word from (
      select regexp_split_to_table(lower(title), '[^[:alnum:]]+') as word
      from (select ${jobs.title} as title from ${jobs} order by ${jobs.postedAt} desc limit ${ads}) newest) w
    where length(word) >= 2 group by word order by count(*) desc limit ${words}`,
  );
  return rows.map((r) => r.word);
}

export async function postedQuantiles(db: Db): Promise<{ n: number; quantiles: number[] }> {
  const [row] = await query<{ n: number; quantiles: number[] | string | null }>(db, postedQuantilesSql());
  // node-postgres parses a float8[]; PGlite hands over its text form, "{1.5,2.5}".
  const raw = row?.quantiles ?? [];
  const seconds = typeof raw === 'string' ? raw.replace(/[{}]/g, '').split(',').filter(Boolean) : raw;
  return { n: Number(row?.n ?? 0), quantiles: seconds.map((s) => Number(s) * 1000) };
}

// Search history ----------------------------------------------------------------------------------------------

/** Keeps the caller's last 20 searches (the same search again moves to the top). */
export async function addSearch(db: Db, userId: string, q: string, location: string): Promise<void> {
  await db.execute(sql`delete from ${searchHistory} where user_id = ${userId} and q = ${q} and location = ${location}`);
  await db.execute(sql`insert into ${searchHistory} (user_id, q, location) values (${userId}, ${q}, ${location})`);
  await db.execute(sql`delete from ${searchHistory} where user_id = ${userId} and id not in (
    select id from ${searchHistory} where user_id = ${userId} order by created_at desc, id desc limit 20)`);
}

export function recentSearches(db: Db, userId: string, limit: number) {
  return query<{ id: number; q: string; location: string; created_at: Date }>(
    db,
    sql`
    select id, q, location, created_at from ${searchHistory} where user_id = ${userId} order by created_at desc, id desc limit ${limit}`,
  );
}

export async function clearSearches(db: Db, userId: string): Promise<void> {
  await db.execute(sql`delete from ${searchHistory} where user_id = ${userId}`);
}
