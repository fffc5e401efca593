import { companies, jobs, query, registerChanges, registerImports, sponsorNames, sponsors, sql, type Db, type SQL } from '@jobbridge/db';

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

export async function countBrowse(db: Db, f: DirectoryFilters): Promise<number> {
  const [row] = await query<{ n: number }>(db, sql`select count(*)::int as n from ${sponsors} s where ${filterSql(f)}`);
  return row?.n ?? 0;
}

/** Keys up to this length are matched by their start (or a word's), not by similarity. */
const SHORT_KEY = 4;

const likeEscape = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Organisations whose name keys resemble `key` (typos through trigram similarity, words through substring) or
 * that a reviewed alias names (`aliasNames`, lower-case names), best first, with the filters and the total.
 * Short keys (under 3 characters) match name starts only: a trigram index cannot help below three letters.
 * `raw` is the query in lower case, looked for in the names themselves when it has no key.
 */
export function searchByName(
  db: Db,
  key: string,
  raw: string,
  aliasNames: string[],
  f: DirectoryFilters,
  sort: 'relevance' | 'name' | 'jobs' | 'rating',
  limit: number,
  offset: number,
) {
  const pattern = likeEscape(key);
  // Short keys: name or word starts only (a typo in three letters is another word, and a trigram index would
  // hand back most of the register to check). Longer ones: similar keys (typos) or the text anywhere.
  const fuzzy = key.length > SHORT_KEY;
  const match =
    key.length < 3
      ? sql`n.key like ${`${pattern}%`}`
      : fuzzy
        ? sql`(n.key % ${key} or n.key like ${`%${pattern}%`})`
        : /^\S{3,}$/.test(key)
          ? sql`(n.key like ${`${pattern}%`} or n.key like ${`% ${pattern}%`})`
          : sql`n.key like ${`${pattern}%`}`;
  const aliasIds = aliasNames.length
    ? sql`union all select s0.id as sponsor_id, 3.0::float8 as score, true as via_alias from ${sponsors} s0
        where s0.name_lower in (${sql.join(
          aliasNames.map((n) => sql`${n}`),
          sql`, `,
        )})`
    : sql``;
  const order =
    sort === 'relevance' ? sql`m.score desc, s.open_jobs desc, s.name_lower` : sort === 'name' ? sql`s.name_lower` : orderSql(sort);
  // A name without Latin letters or digits ("华为技术…") has no name key: its own text is looked for instead.
  const hits = key
    ? sql`select n.sponsor_id,
        (similarity(n.key, ${key}) + case when n.key = ${key} then 1.5 when n.key like ${`${pattern}%`} then 0.6
          when n.key like ${`%${pattern}%`} then 0.3 else 0 end)::float8 as score,
        false as via_alias
      from ${sponsorNames} n where ${match}`
    : sql`select s1.id as sponsor_id, (case when s1.name_lower = ${raw} then 2 else 1 end)::float8 as score, false as via_alias
      from ${sponsors} s1 where s1.name_lower like ${`%${likeEscape(raw)}%`}`;
  const statement = sql`
    with hits as (
      ${hits}
      ${aliasIds}
    ), m as (select sponsor_id, max(score) as score, bool_or(via_alias) as via_alias from hits group by sponsor_id)
    select ${cardColumns}, m.via_alias, count(*) over ()::int as total
    from m join ${sponsors} s on s.id = m.sponsor_id
    where ${filterSql(f)}
    order by ${order} limit ${limit} offset ${offset}`;
  if (!key || !fuzzy) return query<SponsorCardRow>(db, statement);
  // How alike a name must be to count as a typo of the query: looser for short words ("Goggle" is 0.4 like
  // "google"), stricter for long queries, whose common words ("consulting") would otherwise match thousands.
  const threshold = key.length <= 6 ? 0.3 : key.length <= 10 ? 0.35 : key.length <= 16 ? 0.45 : 0.5;
  return db.transaction(async (tx) => {
    await tx.execute(sql`select set_config('pg_trgm.similarity_threshold', ${String(threshold)}, true)`);
    return query<SponsorCardRow>(tx, statement);
  });
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
    left join ${registerImports} l on l.id = s.last_seen_import_id
    where s.name_lower = ${nameLower}`,
  );
  return row;
}

export function changesOf(db: Db, nameLower: string) {
  return query<{ change: 'added' | 'removed'; imported_at: Date | string }>(
    db,
    sql`
    select rc.change, ri.imported_at from ${registerChanges} rc join ${registerImports} ri on ri.id = rc.import_id
    where lower(rc.name) = ${nameLower} order by ri.id desc limit 50`,
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
