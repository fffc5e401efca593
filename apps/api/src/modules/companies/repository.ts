import {
  companies,
  jobs,
  query,
  registerChanges,
  registerImports,
  sponsorNames,
  sponsors,
  sponsorTokens,
  sql,
  type Db,
  type SQL,
} from '@jobbridge/db';

/**
 * All SQL of the sponsor directory and the company pages. The directory reads the derived columns of
 * `sponsors` (ratings, rating_rank, town_keys, open_jobs: migration 0019) so each filter and sort has an index.
 */

export interface DirectoryFilters {
  town: string;
  route: string;
  rating: string | undefined;
  hasJobs: boolean | undefined;
}

export interface SponsorCardRow {
  id: number;
  name: string;
  towns: string[];
  counties: string[];
  ratings: string[];
  routes: string[];
  open_jobs: number;
  via_alias: boolean;
  total: number;
}

function filterSql(f: DirectoryFilters): SQL {
  const parts: SQL[] = [sql`true`];
  if (f.town) parts.push(sql`s.town_keys @> array[${f.town.toLowerCase()}]::text[]`);
  if (f.route) parts.push(sql`s.routes @> array[${f.route}]::text[]`);
  if (f.rating) parts.push(sql`s.ratings @> array[${f.rating}]::text[]`);
  if (f.hasJobs === true) parts.push(sql`s.open_jobs > 0`);
  if (f.hasJobs === false) parts.push(sql`s.open_jobs = 0`);
  return sql.join(parts, sql` and `);
}

const cardColumns = sql`s.id, s.name, s.towns, s.counties, s.ratings, s.routes, s.open_jobs`;

const orderSql = (sort: 'name' | 'jobs' | 'rating') =>
  sort === 'jobs' ? sql`s.open_jobs desc, s.name_lower` : sort === 'rating' ? sql`s.rating_rank, s.name_lower` : sql`s.name_lower`;

/** A page of the register without a name query, with its filters and sort. */
export function browse(db: Db, f: DirectoryFilters, sort: 'name' | 'jobs' | 'rating', limit: number, offset: number) {
  return query<Omit<SponsorCardRow, 'total'>>(
    db,
    sql`select ${cardColumns}, false as via_alias from ${sponsors} s where ${filterSql(f)} order by ${orderSql(sort)} limit ${limit} offset ${offset}`,
  );
}

/** The filter columns of every organisation, arrays joined with `separator` (see filter-counts.ts). */
export function filterColumns(db: Db, separator: string) {
  return query<{ towns: string; routes: string; ratings: string; jobs: boolean }>(
    db,
    sql`select array_to_string(s.town_keys, ${separator}) as towns, array_to_string(s.routes, ${separator}) as routes,
      array_to_string(s.ratings, ${separator}) as ratings, s.open_jobs > 0 as jobs from ${sponsors} s`,
  );
}

const likeEscape = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * How many matches a name search collects (after the filters) before it stops: the page is ranked among them and
 * the total is then "at least this many". Ranking and counting every name holding a common word ("care": 5,000+)
 * cost more than the rest of the request.
 */
export const SEARCH_CAP = 1000;

/** A word of the query as the search uses it (see searchByName). */
export interface QueryWord {
  word: string;
  /** The last word, still being typed: the vocabulary words it starts are looked for too. */
  prefix: boolean;
  /** Long enough for typos: the most alike vocabulary words are looked for too. */
  fuzzy: boolean;
  /** A name must hold it (or a word it stands for); generic words ("uk", "services") only rank. */
  required: boolean;
}

/** Vocabulary words a query word stands for: itself, those it starts (when typed last), the most alike (typos). */
function wordsFor(w: QueryWord): SQL {
  const parts: SQL[] = [sql`select ${w.word}::text as token`];
  // Short prefixes start thousands of words: the most used ones only.
  if (w.prefix) {
    const most = w.word.length <= 2 ? 10 : 30;
    parts.push(
      sql`(select t.token from ${sponsorTokens} t where t.token like ${`${likeEscape(w.word)}%`} order by t.organisations desc limit ${most})`,
    );
  }
  if (w.fuzzy) {
    // A word of the register is taken as typed: its look-alikes would only add names ("national" → "international"),
    // and a trigram look-up costs more than the rest. (When the words then match no organisation, the whole-key
    // fallback in searchByName still finds typos.) `%` (the default threshold, 0.3) finds candidates through the
    // trigram index; the per-length bar keeps the alike ones.
    const threshold = w.word.length <= 10 ? 0.3 : 0.4;
    parts.push(sql`(select t.token from ${sponsorTokens} t
      where t.token % ${w.word} and similarity(t.token, ${w.word}) >= ${threshold}
        and not exists (select 1 from ${sponsorTokens} k where k.token = ${w.word})
      order by similarity(t.token, ${w.word}) desc limit 8)`);
  }
  return sql`array(${sql.join(parts, sql` union `)})`;
}

/**
 * Organisations whose name keys hold the query's words (the last one as typed so far, long ones with typos, through
 * the vocabulary of register words) or start with the whole key, or that a reviewed alias names (`aliasNames`,
 * lower-case names): best first, with the filters, the number matched (up to SEARCH_CAP + 1) on each row.
 * `raw` is the query in lower case, looked for in the names themselves when it has no key (Chinese names).
 */
export function searchByName(
  db: Db,
  key: string,
  queryWords: QueryWord[],
  raw: string,
  aliasNames: string[],
  f: DirectoryFilters,
  sort: 'relevance' | 'name' | 'jobs' | 'rating',
  limit: number,
  offset: number,
  alike = false,
) {
  const pattern = likeEscape(key);
  const cap = SEARCH_CAP + 1;
  // Each branch gives organisations with a bonus (`extra`); the relevance of the words is scored once, at the end.
  const aliasIds = aliasNames.length
    ? sql`union all select s0.id, 3.0::float8, true from ${sponsors} s0
        where s0.name_lower in (${sql.join(
          aliasNames.map((n) => sql`${n}`),
          sql`, `,
        )})`
    : sql``;
  let ctes = sql``;
  let hits: SQL;
  let score = sql`m.extra`;
  if (key) {
    // Each word's vocabulary is computed once (a one-row CTE read through scalar subqueries, so the GIN index on
    // name_words can use the arrays, and combine with the filters' indexes).
    const sets = queryWords.map((_, i) => sql`(select ${sql.raw(`w${i}`)} from vocabulary)`);
    const required = queryWords.flatMap((w, i) => (w.required ? [sql`s.name_words && ${sets[i]!}`] : []));
    // Words typed apart that the register writes as one ("pricewaterhouse coopers") count as all held.
    const joined = queryWords.length > 1 ? queryWords.map((w) => w.word).join('') : null;
    const match = joined
      ? sql`((${sql.join(required, sql` and `)}) or s.name_words @> array[${joined}::text])`
      : sql.join(required, sql` and `);
    // Relevance: the share of the query's words held (exactly 1, a prefix 0.7, a typo by its likeness), then fewer
    // other words in the name; a name key that is the query (+1.5) or starts with it (+0.6) comes first.
    // A typo counts as much as the word it is taken for resembles it ("clockiise": "clockwise" before "clockshop").
    const held = sql.join(
      queryWords.map(
        (w, i) =>
          sql`case when s.name_words @> array[${w.word}::text] then 1 when s.name_words && ${sets[i]!} then ${
            w.fuzzy
              ? sql`0.2 + 0.8 * (select max(similarity(x, ${w.word})) from unnest(s.name_words) x where array[x] <@ ${sets[i]!})`
              : sql`0.7`
          } else 0 end`,
      ),
      sql` + `,
    );
    const share = joined
      ? sql`greatest((${held})::float8 / ${queryWords.length}, case when s.name_words @> array[${joined}::text] then 1 else 0 end)`
      : sql`(${held})::float8`;
    const n = queryWords.length;
    score = sql`(${share} + 0.2 * ${n} / greatest(cardinality(s.name_words), ${n}) + m.extra)`;
    ctes = sql`vocabulary as materialized (select ${sql.join(
      queryWords.map((w, i) => sql`${wordsFor(w)} as ${sql.raw(`w${i}`)}`),
      sql`, `,
    )}),
    starts as materialized (select n0.sponsor_id, case when n0.key = ${key} then 1.5 else 0.6 end::float8 as extra
      from ${sponsorNames} n0 where ${key.length < 3 ? sql`n0.key = ${key}` : sql`n0.key like ${`${pattern}%`}`} order by n0.key limit 100),`;
    // The organisations holding the words, filtered, up to the cap (one table: the words' and the filters'
    // indexes combine); and the first names (in key order: the exact key first) that start with the whole key,
    // which a capped word match might have left out ("care").
    // `alike`, asked when this found nothing: if no organisation holds the words (a typo the vocabulary did not
    // mend, as "Bulter Wilson" or "Uregnt Care"), the name keys most alike as a whole, like the matcher's. Dearer,
    // so a statement of its own. (A count, not exists(): the planner would look for a first match by reading the
    // whole table.)
    const threshold = key.length <= 6 ? 0.3 : key.length <= 10 ? 0.35 : key.length <= 16 ? 0.45 : 0.5;
    hits = alike
      ? sql`(select n.sponsor_id, similarity(n.key, ${key})::float8, false from ${sponsorNames} n
          where case when exists (select 1 from starts) then false else (select count(*) from ${sponsors} s where ${match}) = 0 end
            and n.key % ${key} and similarity(n.key, ${key}) >= ${threshold}
          order by similarity(n.key, ${key}) desc limit ${cap})`
      : sql`(select s.id, 0::float8, false from ${sponsors} s where ${match} and ${filterSql(f)} limit ${cap})
          union all
          select sponsor_id, extra, false from starts`;
  } else {
    // A name without Latin letters or digits ("华为技术…") has no name key: its own text is looked for instead.
    hits = sql`(select s.id, (case when s.name_lower = ${raw} then 2 else 1 end)::float8, false
      from ${sponsors} s where s.name_lower like ${`%${likeEscape(raw)}%`} and ${filterSql(f)} limit ${cap})`;
  }
  const order =
    sort === 'relevance' ? sql`${score} desc, s.open_jobs desc, s.name_lower` : sort === 'name' ? sql`s.name_lower` : orderSql(sort);
  return query<SponsorCardRow>(
    db,
    sql`
    with ${ctes} hits (sponsor_id, extra, via_alias) as (
      ${hits}
      ${alike ? sql`` : aliasIds}
    ), m as (select sponsor_id, max(extra) as extra, bool_or(via_alias) as via_alias from hits group by sponsor_id)
    select ${cardColumns}, m.via_alias, count(*) over ()::int as total
    from m join ${sponsors} s on s.id = m.sponsor_id
    where ${filterSql(f)}
    order by ${order} limit ${limit} offset ${offset}`,
  );
}

export async function latestImportDate(db: Db): Promise<Date | string | undefined> {
  const [row] = await query<{ imported_at: Date | string }>(db, sql`select imported_at from ${registerImports} order by id desc limit 1`);
  return row?.imported_at;
}

// A company's page ----------------------------------------------------------------------------------------------

export interface SponsorDetailRow {
  id: number;
  name: string;
  name_lower: string;
  towns: string[];
  counties: string[];
  type_ratings: string[];
  ratings: string[];
  routes: string[];
  open_jobs: number;
  updated_at: Date | string;
  first_seen_at: Date | string | null;
  first_seen_source: string | null;
  first_seen_import_id: number | null;
  last_seen_at: Date | string | null;
  last_seen_source: string | null;
  first_import_id: number | null;
  website: string | null;
}

export async function findSponsor(db: Db, nameLower: string): Promise<SponsorDetailRow | undefined> {
  const [row] = await query<SponsorDetailRow>(
    db,
    sql`
    select s.id, s.name, s.name_lower, s.towns, s.counties, s.type_ratings, s.ratings, s.routes, s.open_jobs, s.updated_at,
      f.imported_at as first_seen_at, f.source as first_seen_source, s.first_seen_import_id,
      l.imported_at as last_seen_at, l.source as last_seen_source,
      (select min(id) from ${registerImports}) as first_import_id,
      (select c.website from ${companies} c where c.sponsor_id = s.id and c.website is not null order by c.id limit 1) as website
    from ${sponsors} s
    left join ${registerImports} f on f.id = s.first_seen_import_id
    -- Every organisation on the register was in its latest import (an import writes only the rows that changed).
    left join ${registerImports} l on l.id = (select max(id) from ${registerImports} where state = 'done')
    where s.name_lower = ${nameLower}`,
  );
  return row;
}

export function changesOf(db: Db, nameLower: string) {
  return query<{ change: 'added' | 'removed'; imported_at: Date | string }>(
    db,
    sql`
    select rc.change, ri.imported_at from ${registerChanges} rc join ${registerImports} ri on ri.id = rc.import_id
    where lower(rc.name) = ${nameLower} and rc.change in ('added', 'removed') order by ri.id desc limit 50`,
  );
}

/** The newest jobs of the employers matched to this organisation. */
export async function sponsorJobIds(db: Db, sponsorId: number, limit: number): Promise<number[]> {
  const rows = await query<{ id: number }>(
    db,
    sql`
    select j.id from ${jobs} j join ${companies} c on c.id = j.company_id where c.sponsor_id = ${sponsorId}
    order by j.posted_at desc, j.id desc limit ${limit}`,
  );
  return rows.map((r) => Number(r.id));
}

export interface CompanyRow {
  id: number;
  name: string;
  name_lower: string;
  is_agency: boolean;
  website: string | null;
  register_name: string | null;
}

export async function findCompany(db: Db, nameLower: string): Promise<CompanyRow | undefined> {
  const [row] = await query<CompanyRow>(
    db,
    sql`
    select c.id, c.name, c.name_lower, c.is_agency, c.website, s.name as register_name
    from ${companies} c left join ${sponsors} s on s.id = c.sponsor_id where c.name_lower = ${nameLower}`,
  );
  return row;
}

export async function companyJobIds(db: Db, companyId: number, limit: number): Promise<number[]> {
  const rows = await query<{ id: number }>(
    db,
    sql`select j.id from ${jobs} j where j.company_id = ${companyId} order by j.posted_at desc, j.id desc limit ${limit}`,
  );
  return rows.map((r) => Number(r.id));
}
