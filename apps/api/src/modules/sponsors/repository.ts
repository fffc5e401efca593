import {
  companies,
  jobs,
  query,
  registerChanges,
  registerImports,
  sponsorAliases,
  sponsorNames,
  sponsors,
  sponsorTokens,
  sql,
  type Db,
  type DbOrTx,
} from '@jobbridge/db';

/** SQL of the sponsor register: organisations, their names and tokens, imports and aliases. */

export async function countSponsors(db: DbOrTx): Promise<number> {
  const [{ n } = { n: 0 }] = await query<{ n: number }>(db, sql`select count(*)::int as n from ${sponsors}`);
  return n;
}

// Aliases -----------------------------------------------------------------------------------------------------

/** The register's spelling of an organisation name given in any case and spacing, or undefined. */
export async function registerNameOf(db: Db, organisation: string): Promise<string | undefined> {
  const [org] = await query<{ name: string }>(
    db,
    sql`
    select name from ${sponsors} where name_lower = ${organisation.replace(/\s+/g, ' ').trim().toLowerCase()}`,
  );
  return org?.name;
}

export async function upsertAlias(
  db: Db,
  alias: { brandKey: string; brand: string; organisation: string; source: string; checkedOn: string },
): Promise<void> {
  await db
    .insert(sponsorAliases)
    .values(alias)
    .onConflictDoUpdate({
      target: [sponsorAliases.brandKey, sponsorAliases.organisation],
      set: { brand: alias.brand, source: alias.source, checkedOn: alias.checkedOn },
    });
}

/** Removes a brand's alias for an organisation (any case); true when there was one. */
export async function deleteAlias(db: Db, brandKey: string, organisation: string): Promise<boolean> {
  const rows = await query<{ brand_key: string }>(
    db,
    sql`delete from ${sponsorAliases}
    where brand_key = ${brandKey} and lower(organisation) = ${organisation.trim().toLowerCase()} returning brand_key`,
  );
  return rows.length > 0;
}

export function aliasRows(db: Db) {
  return query<{ brand: string; brand_key: string; organisation: string; source: string; checked_on: string }>(
    db,
    sql`
    select brand, brand_key, organisation, source, checked_on::text as checked_on from ${sponsorAliases} order by brand_key, organisation`,
  );
}

/** Employers (not agencies, not demo data) the register does not match, with at least `minJobs` jobs, most first. */
export function unmatchedCompanies(db: Db, minJobs: number, limit: number) {
  return query<{ name: string; jobs: number; match_confidence: number }>(
    db,
    sql`
    select c.name, count(j.id)::int as jobs, c.match_confidence from ${companies} c join ${jobs} j on j.company_id = c.id
    where c.sponsor_id is null and not c.is_agency and not c.is_demo and btrim(c.name) <> ''
    group by c.id having count(j.id) >= ${minJobs}
    order by count(j.id) desc, c.name limit ${limit}`,
  );
}

// Matching ----------------------------------------------------------------------------------------------------

/** A register organisation found under one of its names (its own name or a trading name). */
export interface NameCandidate {
  id: number;
  name: string;
  name_lower: string;
  towns: string[];
  type_ratings: string[];
  routes: string[];
  key: string;
  kind: 'name' | 'alias';
  sim?: number;
}

const NAME_COLUMNS = sql`s.id, s.name, s.name_lower, s.towns, s.type_ratings, s.routes, n.key, n.kind`;
const FROM_NAMES = sql`from ${sponsorNames} n join ${sponsors} s on s.id = n.sponsor_id`;
/** LIKE pattern for names that are `prefix` followed by more words. */
const wordsAfter = (prefix: string) => `${prefix.replace(/[\\%_]/g, '\\$&')} %`;

/** How many organisations use the word in their names (sponsor_tokens), 0 when none. */
export async function organisationsWithToken(db: Db, token: string): Promise<number> {
  const [row] = await query<{ organisations: number }>(db, sql`select organisations from ${sponsorTokens} where token = ${token}`);
  return row?.organisations ?? 0;
}

/** Organisations with one of these name keys exactly. */
export function namesWithKey(db: Db, keys: readonly string[], limit: number): Promise<NameCandidate[]> {
  return query<NameCandidate>(
    db,
    sql`
    select ${NAME_COLUMNS} ${FROM_NAMES}
    where n.key in (${sql.join(
      keys.map((k) => sql`${k}`),
      sql`, `,
    )}) limit ${limit}`,
  );
}

/** Organisations whose name key is `prefix` followed by more words. */
export function namesStartingWith(db: Db, prefix: string, limit: number): Promise<NameCandidate[]> {
  return query<NameCandidate>(db, sql`select ${NAME_COLUMNS} ${FROM_NAMES} where n.key like ${wordsAfter(prefix)} limit ${limit}`);
}

/** Names starting with the word `first` whose trigram similarity to `key` is at least 0.8, closest first. */
export function closeNames(db: Db, first: string, key: string, limit: number): Promise<NameCandidate[]> {
  return query<NameCandidate>(
    db,
    sql`
    select ${NAME_COLUMNS}, similarity(n.key, ${key}) as sim ${FROM_NAMES}
    where (n.key = ${first} or n.key like ${wordsAfter(first)}) and similarity(n.key, ${key}) >= 0.8
    order by sim desc limit ${limit}`,
  );
}

/** Organisations by their own name (lower case), or named for `brandKey` in the alias table, as candidates of kind 'name'. */
export function sponsorsNamedOrAliased(db: Db, namesLower: readonly string[], brandKey: string, limit: number): Promise<NameCandidate[]> {
  return query<NameCandidate>(
    db,
    sql`
    select s.id, s.name, s.name_lower, s.towns, s.type_ratings, s.routes, s.name_lower as key, 'name' as kind from ${sponsors} s
    where s.name_lower in (${sql.join(
      [...namesLower, ''].map((o) => sql`${o}`),
      sql`, `,
    )})
       or s.name_lower in (select lower(a.organisation) from ${sponsorAliases} a where a.brand_key = ${brandKey})
    limit ${limit}`,
  );
}

/** Names that are the brand or start with it, each saying whether its organisation has a trading name. */
export function brandNames(db: Db, brand: string, limit: number): Promise<(NameCandidate & { has_alias: boolean })[]> {
  return query<NameCandidate & { has_alias: boolean }>(
    db,
    sql`
    select ${NAME_COLUMNS}, exists (select 1 from ${sponsorNames} a where a.sponsor_id = s.id and a.kind = 'alias') as has_alias
    ${FROM_NAMES}
    where n.key = ${brand} or n.key like ${wordsAfter(brand)} limit ${limit}`,
  );
}

/** Name keys containing `words` anywhere (a superset: the caller checks word boundaries). */
export function namesContaining(db: Db, words: string, limit: number) {
  return query<{ sponsor_id: number; key: string }>(
    db,
    sql`
    select sponsor_id, key from ${sponsorNames} where key like ${`%${words.replace(/[\\%_]/g, '\\$&')}%`} limit ${limit}`,
  );
}

// Register imports --------------------------------------------------------------------------------------------
// An import runs in one transaction (sponsors/register.ts): the new register is loaded into a temporary
// staging table, compared with the old one, then written over it.

export interface StagedOrganisation {
  name: string;
  name_lower: string;
  towns: string[];
  counties: string[];
  type_ratings: string[];
  routes: string[];
  key: string;
  aliases: string[];
}

/** The staging table lives until the transaction commits. */
export async function createStaging(tx: Db): Promise<void> {
  await tx.execute(sql`create temporary table register_staging (
    name text not null, name_lower text primary key, towns text[] not null, counties text[] not null,
    type_ratings text[] not null, routes text[] not null, key text not null, aliases text[] not null
  ) on commit drop`);
}

export async function stage(tx: Db, organisations: StagedOrganisation[]): Promise<void> {
  await tx.execute(sql`insert into register_staging
    select * from jsonb_to_recordset(${JSON.stringify(organisations)}::jsonb) as x(
      name text, name_lower text, towns text[], counties text[], type_ratings text[], routes text[], key text, aliases text[])`);
}

export async function latestImportId(tx: Db): Promise<number | undefined> {
  const [previous] = await query<{ id: number }>(tx, sql`select id from ${registerImports} order by id desc limit 1`);
  return previous?.id;
}

export async function insertImport(tx: Db, values: { source: string; rows: number; organisations: number }): Promise<number> {
  const [imp] = await tx.insert(registerImports).values(values).returning({ id: registerImports.id });
  return imp!.id;
}

/** Organisations staged that the register does not hold yet. */
export function stagedAdded(tx: Db) {
  return query<{ name: string }>(
    tx,
    sql`
    select st.name from register_staging st left join ${sponsors} s on s.name_lower = st.name_lower where s.id is null`,
  );
}

/** Organisations the register holds that are not staged. */
export function stagedRemoved(tx: Db) {
  return query<{ name: string }>(
    tx,
    sql`
    select s.name from ${sponsors} s left join register_staging st on st.name_lower = s.name_lower where st.name_lower is null`,
  );
}

export async function insertChanges(tx: Db, importId: number, changes: { change: string; name: string }[]): Promise<void> {
  await tx.execute(sql`insert into ${registerChanges} (import_id, change, name)
    select ${importId}, change, name from jsonb_to_recordset(${JSON.stringify(changes)}::jsonb) as x(change text, name text)`);
}

/**
 * Writes the staged register over the old one: organisations no longer staged go, the rest are inserted or
 * updated (keeping their ids; `updated_at` moves only when something changed). Returns, per row written,
 * whether it was new or changed.
 */
export async function writeStaged(tx: Db, importId: number): Promise<{ id: number; inserted: boolean; touched: boolean }[]> {
  await tx.execute(sql`delete from ${sponsors} s where not exists (select 1 from register_staging st where st.name_lower = s.name_lower)`);
  return query<{ id: number; inserted: boolean; touched: boolean }>(
    tx,
    sql`
    insert into ${sponsors} (name, name_lower, towns, counties, type_ratings, routes, first_seen_import_id, last_seen_import_id)
    select name, name_lower, towns, counties, type_ratings, routes, ${importId}, ${importId} from register_staging
    on conflict (name_lower) do update set
      name = excluded.name, towns = excluded.towns, counties = excluded.counties,
      type_ratings = excluded.type_ratings, routes = excluded.routes, last_seen_import_id = excluded.last_seen_import_id,
      updated_at = case
        when (${sponsors.name}, ${sponsors.towns}, ${sponsors.counties}, ${sponsors.typeRatings}, ${sponsors.routes})
           is distinct from (excluded.name, excluded.towns, excluded.counties, excluded.type_ratings, excluded.routes)
        then now() else ${sponsors.updatedAt} end
    returning id, (xmax = 0) as inserted, updated_at = now() as touched`,
  );
}

/** The name keys are derived from the names: all rebuilt from the staging table. */
export async function rebuildNames(tx: Db): Promise<void> {
  await tx.execute(sql`delete from ${sponsorNames}`);
  await tx.execute(sql`
    insert into ${sponsorNames} (sponsor_id, key, kind)
    select s.id, st.key, 'name' from register_staging st join ${sponsors} s on s.name_lower = st.name_lower where st.key <> ''
    union all
    select s.id, a.alias, 'alias' from register_staging st join ${sponsors} s on s.name_lower = st.name_lower
      cross join lateral unnest(st.aliases) as a(alias)`);
}

export async function deleteTokens(tx: Db): Promise<void> {
  await tx.execute(sql`delete from ${sponsorTokens}`);
}

export async function insertTokens(tx: Db, tokens: { token: string; organisations: number }[]): Promise<void> {
  await tx.execute(sql`insert into ${sponsorTokens} (token, organisations)
    select token, organisations from jsonb_to_recordset(${JSON.stringify(tokens)}::jsonb) as x(token text, organisations int)`);
}

export async function setImportCounts(tx: Db, importId: number, added: number, removed: number): Promise<void> {
  await tx.execute(sql`update ${registerImports} set added = ${added}, removed = ${removed} where id = ${importId}`);
}

/** Fresh statistics, or the matcher's joins are planned blind right after an import. */
export async function analyzeRegister(tx: Db): Promise<void> {
  await tx.execute(sql`analyze ${sponsors}, ${sponsorNames}, ${sponsorTokens}`);
}

// The directory's derived columns ---------------------------------------------------------------------------

/** Lower-case towns and the ratings parsed from "Type & Rating" (see the 0019 migration, which backfills them). */
export async function refreshDirectoryColumns(tx: DbOrTx): Promise<void> {
  await tx.execute(sql`
    update ${sponsors} s set
      town_keys = coalesce((select array_agg(distinct lower(t)) from unnest(s.towns) t), '{}'::text[]),
      ratings = coalesce((
        select array_agg(distinct r) from (
          select case
            when tr ~* 'provisional' then 'provisional'
            when tr ~* '\\(A \\((Premium|SME\\+)\\)\\)' then 'A Premium'
            when tr ~* '\\(B rating\\)' then 'B'
            when tr ~* '\\(A rating\\)' then 'A'
          end as r from unnest(s.type_ratings) tr) x where r is not null), '{}'::text[]),
      name_words = coalesce((
        select array_agg(distinct w) from ${sponsorNames} n cross join unnest(string_to_array(n.key, ' ')) w
        where n.sponsor_id = s.id and w <> ''), '{}'::text[])`);
  await tx.execute(sql`
    update ${sponsors} set rating_rank = case
      when 'A Premium' = any(ratings) then 0 when 'A' = any(ratings) then 1 when 'B' = any(ratings) then 2
      when 'provisional' = any(ratings) then 3 else 4 end`);
}

/** Each organisation's count of open jobs here (jobs whose employer matched it); only changed rows are written. */
export async function refreshOpenJobs(tx: DbOrTx): Promise<void> {
  await tx.execute(sql`
    update ${sponsors} s set open_jobs = x.n from (
      select s2.id, coalesce(c.n, 0)::int as n from ${sponsors} s2 left join (
        select co.sponsor_id, count(*) as n from ${jobs} j join ${companies} co on co.id = j.company_id
        where co.sponsor_id is not null group by co.sponsor_id) c on c.sponsor_id = s2.id) x
    where x.id = s.id and s.open_jobs <> x.n`);
}
