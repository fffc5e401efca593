import {
  companies,
  jobs,
  query,
  registerChanges,
  registerImports,
  registerPending,
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
  /** The register's county field, often the borough or city around a small town ("Bramhall", "Stockport"). */
  counties: string[];
  type_ratings: string[];
  routes: string[];
  key: string;
  kind: 'name' | 'alias';
  sim?: number;
}

const NAME_COLUMNS = sql`s.id, s.name, s.name_lower, s.towns, s.counties, s.type_ratings, s.routes, n.key, n.kind`;
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
    select s.id, s.name, s.name_lower, s.towns, s.counties, s.type_ratings, s.routes, s.name_lower as key, 'name' as kind from ${sponsors} s
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

/** Names whose key ends with the words `suffix` (callers check what comes before). */
export function namesEndingWith(db: Db, suffix: string, limit: number): Promise<NameCandidate[]> {
  return query<NameCandidate>(
    db,
    sql`select ${NAME_COLUMNS} ${FROM_NAMES} where n.key like ${`% ${suffix.replace(/[\\%_]/g, '\\$&')}`} limit ${limit}`,
  );
}

/** Names holding `words` anywhere (callers check word boundaries), as candidates. */
export function namesWithWords(db: Db, words: string, limit: number): Promise<NameCandidate[]> {
  return query<NameCandidate>(
    db,
    sql`select ${NAME_COLUMNS} ${FROM_NAMES} where n.key like ${`%${words.replace(/[\\%_]/g, '\\$&')}%`} limit ${limit}`,
  );
}

// Register imports --------------------------------------------------------------------------------------------
// An import (sponsors/register.ts) compares the new register with the stored one in memory, records what
// changed and the rows to write (register_pending), then writes them in small transactions (decision 054).

export interface StagedOrganisation {
  op: 'upsert' | 'delete';
  name: string;
  name_lower: string;
  towns: string[];
  counties: string[];
  type_ratings: string[];
  routes: string[];
  key: string;
  aliases: string[];
}

/** An organisation as stored, with its name keys ("name:<key>", "alias:<key>", sorted). */
export type StoredOrganisation = Pick<NameCandidate, 'id' | 'name' | 'name_lower' | 'towns' | 'counties' | 'type_ratings' | 'routes'> & {
  keys: string[] | null;
};

/**
 * A page of the stored register in id order, as one JSON text: a string crosses to the thread that compares it
 * (sponsors/register.ts) for the price of a copy, where rows would be rebuilt one object at a time on the way.
 * Keys in byte order, as the compared side sorts them in JavaScript: a locale's order would make unchanged
 * organisations look changed.
 */
export async function storedRegisterPage(db: Db, afterId: number, limit: number): Promise<{ json: string; lastId: number | null }> {
  const [row] = await query<{ json: string | null; last_id: number | null }>(
    db,
    sql`
    select json_agg(t order by t.id)::text as json, max(t.id)::int as last_id from (
      select s.id, s.name, s.name_lower, s.towns, s.counties, s.type_ratings, s.routes,
        (select array_agg(n.kind || ':' || n.key order by (n.kind || ':' || n.key) collate "C") from ${sponsorNames} n
          where n.sponsor_id = s.id) as keys
      from ${sponsors} s where s.id > ${afterId} order by s.id limit ${limit}) t`,
  );
  return { json: row?.json ?? '[]', lastId: row?.last_id ?? null };
}

/** Whether an import came before this one (if not, it is the first, into an empty register). */
export async function hasImportBefore(db: Db, importId: number): Promise<boolean> {
  const rows = await query<{ id: number }>(db, sql`select id from ${registerImports} where id < ${importId} limit 1`);
  return rows.length > 0;
}

export async function latestImportId(db: Db): Promise<number | undefined> {
  const [previous] = await query<{ id: number }>(db, sql`select id from ${registerImports} order by id desc limit 1`);
  return previous?.id;
}

export async function insertImport(db: Db, values: { source: string; rows: number; organisations: number }): Promise<number> {
  const [imp] = await db
    .insert(registerImports)
    .values({ ...values, state: 'staging' })
    .returning({ id: registerImports.id });
  return imp!.id;
}

/** Imports a crash left half written: 'staging' ones are dropped (their changes were not yet final). */
export async function unfinishedImports(db: Db): Promise<number[]> {
  await db.execute(sql`delete from ${registerImports} where state = 'staging'`);
  const rows = await query<{ id: number }>(db, sql`select id from ${registerImports} where state = 'applying' order by id`);
  return rows.map((r) => r.id);
}

export async function stagePending(db: Db, importId: number, organisations: StagedOrganisation[]): Promise<void> {
  await db.execute(sql`insert into ${registerPending} (import_id, op, name, name_lower, towns, counties, type_ratings, routes, key, aliases)
    select ${importId}, op, name, name_lower, towns, counties, type_ratings, routes, key, aliases
    from jsonb_to_recordset(${JSON.stringify(organisations)}::jsonb) as x(op text,
      name text, name_lower text, towns text[], counties text[], type_ratings text[], routes text[], key text, aliases text[])`);
}

export interface RegisterChange {
  change: 'added' | 'removed' | 'rating' | 'routes';
  name: string;
  before?: string | null;
  after?: string | null;
}

export async function insertChanges(db: Db, importId: number, changes: RegisterChange[]): Promise<void> {
  await db.execute(sql`insert into ${registerChanges} (import_id, change, name, before, after)
    select ${importId}, change, name, before, after
    from jsonb_to_recordset(${JSON.stringify(changes)}::jsonb) as x(change text, name text, before text, after text)`);
}

/** The commit point of an import: its changes and pending rows are complete. */
export async function markApplying(db: Db, importId: number, added: number, removed: number): Promise<void> {
  await db.execute(sql`update ${registerImports} set state = 'applying', added = ${added}, removed = ${removed} where id = ${importId}`);
}

export async function markDone(db: Db, importId: number): Promise<void> {
  await db.execute(sql`update ${registerImports} set state = 'done' where id = ${importId}`);
}

export async function pendingCount(db: Db, importId: number): Promise<number> {
  const [row] = await query<{ n: number }>(db, sql`select count(*)::int as n from ${registerPending} where import_id = ${importId}`);
  return row?.n ?? 0;
}

/**
 * Writes up to `limit` pending rows of an import to the register in one transaction: organisations inserted,
 * updated (keeping their ids) or deleted, their name keys, the word counts (by difference) and the directory's
 * derived columns; the rows leave register_pending in the same transaction. Returns how many were written.
 */
export async function applyPendingChunk(db: Db, importId: number, limit: number): Promise<number> {
  return db.transaction(async (txn) => {
    const tx = txn as unknown as Db;
    const pending = await query<StagedOrganisation>(
      tx,
      sql`select op, name, name_lower, towns, counties, type_ratings, routes, key, aliases from ${registerPending}
      where import_id = ${importId} order by name_lower limit ${limit}`,
    );
    if (!pending.length) return 0;
    const lowers = pending.map((p) => p.name_lower);
    const lowerList = sql.join(
      lowers.map((l) => sql`${l}`),
      sql`, `,
    );
    // The words each organisation's names used before, to keep the word counts by difference.
    const before = await query<{ key: string; name_lower: string }>(
      tx,
      sql`select n.key, s.name_lower from ${sponsorNames} n join ${sponsors} s on s.id = n.sponsor_id where s.name_lower in (${lowerList})`,
    );
    const delta = new Map<string, number>();
    const wordsOf = (keys: string[]) => new Set(keys.join(' ').split(' ').filter(Boolean));
    const oldKeys = new Map<string, string[]>();
    for (const b of before) oldKeys.set(b.name_lower, [...(oldKeys.get(b.name_lower) ?? []), b.key]);
    for (const p of pending) {
      for (const w of wordsOf(oldKeys.get(p.name_lower) ?? [])) delta.set(w, (delta.get(w) ?? 0) - 1);
      if (p.op === 'upsert') for (const w of wordsOf([p.key, ...p.aliases])) delta.set(w, (delta.get(w) ?? 0) + 1);
    }

    await tx.execute(sql`delete from ${sponsors} where name_lower in (
      select name_lower from ${registerPending} where import_id = ${importId} and op = 'delete' and name_lower in (${lowerList}))`);
    const written = await query<{ id: number }>(
      tx,
      sql`
      insert into ${sponsors} (name, name_lower, towns, counties, type_ratings, routes, first_seen_import_id, last_seen_import_id)
      select name, name_lower, towns, counties, type_ratings, routes, ${importId}, ${importId} from ${registerPending}
      where import_id = ${importId} and op = 'upsert' and name_lower in (${lowerList})
      on conflict (name_lower) do update set
        name = excluded.name, towns = excluded.towns, counties = excluded.counties,
        type_ratings = excluded.type_ratings, routes = excluded.routes, last_seen_import_id = excluded.last_seen_import_id,
        updated_at = now()
      returning id`,
    );
    const ids = written.map((w) => w.id);
    if (ids.length) {
      const idList = sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      );
      await tx.execute(sql`delete from ${sponsorNames} where sponsor_id in (${idList})`);
      await tx.execute(sql`
        insert into ${sponsorNames} (sponsor_id, key, kind)
        select s.id, p.key, 'name' from ${registerPending} p join ${sponsors} s on s.name_lower = p.name_lower
        where p.import_id = ${importId} and p.op = 'upsert' and p.name_lower in (${lowerList}) and p.key <> ''
        union all
        select s.id, a.alias, 'alias' from ${registerPending} p join ${sponsors} s on s.name_lower = p.name_lower
          cross join lateral unnest(p.aliases) as a(alias)
        where p.import_id = ${importId} and p.op = 'upsert' and p.name_lower in (${lowerList})`);
      await refreshDirectoryColumns(tx, ids);
    }
    const tokens = [...delta].filter(([, n]) => n !== 0).map(([token, n]) => ({ token, n }));
    if (tokens.length) {
      await tx.execute(sql`insert into ${sponsorTokens} (token, organisations)
        select token, n from jsonb_to_recordset(${JSON.stringify(tokens)}::jsonb) as x(token text, n int)
        on conflict (token) do update set organisations = ${sponsorTokens.organisations} + excluded.organisations`);
      // Only a word whose count fell can reach 0; looked up by key (a join with the JSON list was planned as a
      // nested scan of the whole table on PostgreSQL).
      const fell = tokens.filter((t) => t.n < 0).map((t) => t.token);
      if (fell.length)
        await tx.execute(
          sql`delete from ${sponsorTokens} where token in (${sql.join(
            fell.map((t) => sql`${t}`),
            sql`, `,
          )}) and organisations <= 0`,
        );
    }
    await tx.execute(sql`delete from ${registerPending} where import_id = ${importId} and name_lower in (${lowerList})`);
    return pending.length;
  });
}

/** Replaces every word count (a part of the register loaded for a report keeps the whole register's counts). */
export async function replaceTokens(db: Db, tokens: { token: string; organisations: number }[]): Promise<void> {
  await db.transaction(async (txn) => {
    const tx = txn as unknown as Db;
    await tx.execute(sql`delete from ${sponsorTokens}`);
    for (let i = 0; i < tokens.length; i += 20_000)
      await tx.execute(sql`insert into ${sponsorTokens} (token, organisations)
        select token, organisations from jsonb_to_recordset(${JSON.stringify(tokens.slice(i, i + 20_000))}::jsonb) as x(token text, organisations int)`);
  });
}

/** Fresh statistics, or the matcher's joins are planned blind right after a large import. */
export async function analyzeRegister(db: Db): Promise<void> {
  await db.execute(sql`analyze ${sponsors}, ${sponsorNames}, ${sponsorTokens}`);
}

// The directory's derived columns ---------------------------------------------------------------------------

/**
 * Lower-case towns and the ratings parsed from "Type & Rating" (see the 0019 migration, which backfills them), for
 * the organisations `ids` (all when not given).
 */
async function refreshDirectoryColumns(tx: DbOrTx, ids?: number[]): Promise<void> {
  const only = ids
    ? sql`where s.id in (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )})`
    : sql``;
  const onlyPlain = ids
    ? sql`where id in (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )})`
    : sql``;
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
        where n.sponsor_id = s.id and w <> ''), '{}'::text[])
    ${only}`);
  await tx.execute(sql`
    update ${sponsors} set rating_rank = case
      when 'A Premium' = any(ratings) then 0 when 'A' = any(ratings) then 1 when 'B' = any(ratings) then 2
      when 'provisional' = any(ratings) then 3 else 4 end ${onlyPlain}`);
}

/** Sponsors whose count of jobs one statement brings up to date: none then holds the database for long. */
const OPEN_JOBS_CHUNK = 10_000;

/** Each sponsor's count of jobs, a range of sponsors at a time, with `pause` between the ranges (requests go on). */
export async function refreshOpenJobs(db: DbOrTx, pause: () => Promise<unknown> = async () => {}): Promise<void> {
  const [range] = await query<{ lo: number | null; hi: number | null }>(db, sql`select min(id) as lo, max(id) as hi from ${sponsors}`);
  if (range?.lo == null || range.hi == null) return;
  for (let from = range.lo; from <= range.hi; from += OPEN_JOBS_CHUNK) {
    const to = from + OPEN_JOBS_CHUNK;
    await db.execute(sql`
      update ${sponsors} s set open_jobs = x.n from (
        select s2.id, coalesce(c.n, 0)::int as n from ${sponsors} s2 left join (
          select co.sponsor_id, count(*) as n from ${jobs} j join ${companies} co on co.id = j.company_id
          where co.sponsor_id >= ${from} and co.sponsor_id < ${to} group by co.sponsor_id) c on c.sponsor_id = s2.id
        where s2.id >= ${from} and s2.id < ${to}) x
      where x.id = s.id and s.open_jobs <> x.n`);
    await pause();
  }
}
