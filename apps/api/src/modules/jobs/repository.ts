import type { JobCard, JobDetail, SponsorGroup } from '@jobbridge/contracts';
import {
  companies,
  jobMarks,
  jobSearch,
  jobSearchRecent,
  jobs,
  query,
  recommendedJobs,
  resumeProfiles,
  searchHistory,
  sponsors,
  sql,
  type Db,
  type DbOrTx,
  type SQL,
} from '@jobbridge/db';
import type { NormalizedJob } from '../ingest/index.ts';
import type { ParsedSearch, Place } from '../search/query.ts';
import {
  cityJobsSql,
  daysQuery,
  FIELD_SEPARATOR,
  lexemesSql,
  matchColumns,
  matchesSql,
  matchesTextSql,
  newestWhere,
  postedQuantilesSql,
  ROW_SEPARATOR,
  wordFrequenciesSql,
  type MatchColumn,
} from '../search/sql.ts';

/**
 * All SQL of the jobs module: jobs and their employers (companies), the caller's marks, search history and
 * recommendations. The search's statements are built in search/sql.ts and run here.
 */

// Cards -------------------------------------------------------------------------------------------------------

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
  closed_at: Date | string | null;
  saved_at: Date | string | null;
  applied_at: Date | string | null;
  flash_at: Date | string | null;
}

export interface MarkRow {
  job_id: number;
  saved_at: Date | null;
  applied_at: Date | null;
  flash_at: Date | null;
}

/** The columns a card needs, with the caller's marks (a left join on their own rows only). */
function cardColumns(): SQL {
  return sql`j.id, j.title, j.company_name, j.location, j.posted_at, j.salary_min, j.salary_max, j.salary_period,
    j.salary_currency, j.salary_text, j.salary_estimated, j.description_start as description_text, j.verdict,
    j.contract_type, j.remote, j.hr_email, j.url, j.is_demo, j.closed_at, m.saved_at, m.applied_at, m.flash_at`;
}

function marksJoin(userId: string | null): SQL {
  return userId
    ? sql`left join ${jobMarks} m on m.job_id = j.id and m.user_id = ${userId}`
    : sql`left join (select null::timestamptz as saved_at, null::timestamptz as applied_at, null::timestamptz as flash_at) m on false`;
}

const ids = (values: readonly number[]) =>
  sql.join(
    values.map((id) => sql`${id}`),
    sql`, `,
  );

/** The card rows of `jobIds` (in no particular order), with the caller's marks. */
export function cardRows(db: Db, jobIds: readonly number[], userId: string | null): Promise<JobRow[]> {
  return query<JobRow>(db, sql`select ${cardColumns()} from ${jobs} j ${marksJoin(userId)} where j.id in (${ids(jobIds)})`);
}

/** The caller's own marks on `jobIds` (one primary-key read). */
export function marksOn(db: Db, userId: string, jobIds: readonly number[]): Promise<MarkRow[]> {
  return query<MarkRow>(
    db,
    sql`
    select job_id, saved_at, applied_at, flash_at from ${jobMarks}
    where user_id = ${userId} and job_id in (${ids(jobIds)})`,
  );
}

// Search ------------------------------------------------------------------------------------------------------

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

/**
 * After an import: drops from the recent table the ads older than it keeps (migration 0024), then refreshes the
 * planner's statistics of both search tables (the word frequencies among them).
 */
export async function analyzeSearch(db: Db): Promise<void> {
  await db.execute(sql`delete from ${jobSearchRecent} where posted_at < now() - interval '8 days'`);
  await db.execute(sql`analyze ${jobSearch}`);
  await db.execute(sql`analyze ${jobSearchRecent}`);
}

/** Each word's stems as the search document stores them (none for a stop word). */
export async function lexemesOf(db: Db, words: string[]): Promise<Map<string, string[]>> {
  const out = new Map<string, string[]>();
  for (const r of await query<{ word: string; lexeme: string }>(db, lexemesSql(words))) {
    out.set(r.word, [...(out.get(r.word) ?? []), r.lexeme]);
  }
  return out;
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

// A job and the caller's marks --------------------------------------------------------------------------------

export interface DetailRow extends JobRow {
  description_html: string;
  description_truncated: boolean;
  hours: JobDetail['hours'];
  city: string;
  sponsor_name: string | null;
  sponsor_towns: string[] | null;
  sponsor_type_ratings: string[] | null;
  sponsor_routes: string[] | null;
}

/** The full ad with its employer's register entry (shown only for verdicts that rest on the register). */
export async function findDetail(db: Db, id: number, userId: string | null): Promise<DetailRow | undefined> {
  const [row] = await query<DetailRow>(
    db,
    sql`
    select ${cardColumns()}, j.description_html, j.description_truncated, j.hours, j.city,
      s.name as sponsor_name, s.towns as sponsor_towns, s.type_ratings as sponsor_type_ratings, s.routes as sponsor_routes
    from ${jobs} j ${marksJoin(userId)}
      left join ${companies} c on c.id = j.company_id
      left join ${sponsors} s on s.id = c.sponsor_id and j.verdict_kind in ('licensed_sponsor', 'offers_sponsorship', 'no_sponsorship')
    where j.id = ${id}`,
  );
  return row;
}

/** Among the newest 200 ads sharing the title's words (an index walk, however common the title), the same town first. */
export async function relatedRows(db: Db, id: number, title: string, city: string, userId: string | null): Promise<JobRow[]> {
  const among = (days: SQL, table: typeof jobSearch | typeof jobSearchRecent) => sql`
    with near as (
      select js.job_id as id from (${newestWhere(sql`${table} js`, sql`js.job_id <> ${id} and js.doc @@ plainto_tsquery('english', ${title})${days}`, 200, true)}) js)
    select ${cardColumns()} from near n join ${jobs} j on j.id = n.id ${marksJoin(userId)}
    order by (j.city = ${city}) desc, j.posted_at desc, j.id desc limit 6`;
  // The ads of the last three days first, through the recent table's index by their day tokens, the days a condition
  // of their own (search/sql.ts, whereOf): a common title ("Registered Nurse - Nights") otherwise makes the index
  // hand over every ad sharing its words, and reading the newest ads in date order costs more. Too few: every ad.
  const today = Math.floor(Date.now() / 86_400_000);
  const newest = await query<JobRow>(db, among(sql` and js.doc @@ ${daysQuery(today - 2, today)}::tsquery`, jobSearchRecent));
  return newest.length >= 6 ? newest : query<JobRow>(db, among(sql``, jobSearch));
}

export async function jobExists(db: DbOrTx, id: number): Promise<boolean> {
  return (await query<{ id: number }>(db, sql`select id from ${jobs} where id = ${id}`)).length > 0;
}

export interface MarksChange {
  saved?: boolean;
  applied?: boolean;
  flash?: boolean;
}

/** Sets the caller's marks on a job. Marking twice keeps the first date; unmarking clears it. */
export async function upsertMarks(db: DbOrTx, userId: string, jobId: number, change: MarksChange): Promise<MarkRow> {
  const set = (flag: boolean | undefined, column: SQL) =>
    flag === undefined ? column : flag ? sql`coalesce(${column}, now())` : sql`null`;
  const initial = (flag: boolean | undefined) => (flag ? sql`now()` : sql`null`);
  const [row] = await query<MarkRow>(
    db,
    sql`
    insert into ${jobMarks} (user_id, job_id, saved_at, applied_at, flash_at)
    values (${userId}, ${jobId}, ${initial(change.saved)}, ${initial(change.applied)}, ${initial(change.flash)})
    on conflict (user_id, job_id) do update set
      saved_at = ${set(change.saved, sql`${jobMarks.savedAt}`)},
      applied_at = ${set(change.applied, sql`${jobMarks.appliedAt}`)},
      flash_at = ${set(change.flash, sql`${jobMarks.flashAt}`)},
      updated_at = now()
    returning job_id, saved_at, applied_at, flash_at`,
  );
  return row!;
}

/** The caller's saved or applied jobs, newest mark first, with an exact total (a person's list is small). */
export async function markedRows(db: Db, userId: string, mark: 'saved' | 'applied', page: number, pageSize: number) {
  const column = mark === 'saved' ? sql`m.saved_at` : sql`m.applied_at`;
  const [rows, [count]] = await Promise.all([
    query<JobRow>(
      db,
      sql`
      select ${cardColumns()} from ${jobs} j join ${jobMarks} m on m.job_id = j.id and m.user_id = ${userId}
      where ${column} is not null order by ${column} desc, j.id desc limit ${pageSize} offset ${(page - 1) * pageSize}`,
    ),
    query<{ n: number }>(db, sql`select count(*)::int as n from ${jobMarks} m where m.user_id = ${userId} and ${column} is not null`),
  ]);
  return { rows, total: count?.n ?? 0 };
}

// Recommendations ---------------------------------------------------------------------------------------------

/** The titles and places of the caller's newest saved or applied jobs. */
export function markedTitles(db: Db, userId: string, limit: number) {
  return query<{ title: string; location: string | null }>(
    db,
    sql`
    select j.title, j.location from ${jobMarks} m join ${jobs} j on j.id = m.job_id
    where m.user_id = ${userId} and (m.saved_at is not null or m.applied_at is not null)
    order by coalesce(m.saved_at, m.applied_at) desc limit ${limit}`,
  );
}

export interface ProfileBasisData {
  role?: string;
  address?: string;
  work?: { role?: string }[];
}

/** The data of the caller's newest resume profile that names a role. */
export async function newestProfileWithRole(db: Db, userId: string): Promise<ProfileBasisData | undefined> {
  const [profile] = await query<{ data: ProfileBasisData }>(
    db,
    sql`
    select data from ${resumeProfiles} where user_id = ${userId} and coalesce(data->>'role', '') <> ''
    order by completed_at desc nulls last, updated_at desc limit 1`,
  );
  return profile?.data;
}

/**
 * Among the newest `candidates` matches of any of `roles`, jobs the caller has not applied to and whose ad does
 * not refuse sponsorship, scored by how well the words match (title counts most), then sponsor-friendly
 * verdicts and the caller's town; each says whether it was shown in `period` before.
 */
export function recommendationRows(
  db: Db,
  input: { userId: string; roles: string[]; city: string; period: string; candidates: number; limit: number },
): Promise<(JobRow & { shown_before: boolean })[]> {
  const { userId, city, period } = input;
  const tsquery = sql.join(
    input.roles.map((role) => sql`plainto_tsquery('english', ${role})`),
    sql` || `,
  );
  return query<JobRow & { shown_before: boolean }>(
    db,
    sql`
    with q as (select (${tsquery}) as tsq),
    near as (
      select js.job_id as id, js.doc from ${jobSearch} js, q
      where js.doc @@ q.tsq and js.verdict_kind <> 'no_sponsorship'
        and not exists (select 1 from ${jobMarks} m where m.job_id = js.job_id and m.user_id = ${userId} and m.applied_at is not null)
      order by js.posted_at desc nulls last, js.job_id desc nulls last limit ${input.candidates})
    select ${cardColumns()}, exists (select 1 from ${recommendedJobs} r
        where r.user_id = ${userId} and r.period = ${period} and r.job_id = j.id) as shown_before
    from near n join ${jobs} j on j.id = n.id ${marksJoin(userId)}, q
    order by ts_rank_cd(n.doc, q.tsq, 32)
      + case when j.verdict_kind in ('offers_sponsorship', 'licensed_sponsor') then 0.5 else 0 end
      + case when ${city} <> '' and j.city = ${city} then 0.3 else 0 end desc,
      j.posted_at desc, j.id desc
    limit ${input.limit}`,
  );
}

/**
 * Records jobs as shown in the period (inserted in id order, so two such transactions cannot deadlock);
 * returns the ids this call recorded first.
 */
export async function recordRecommended(tx: DbOrTx, userId: string, period: string, jobIds: number[], at: Date): Promise<number[]> {
  const sorted = [...jobIds].sort((a, b) => a - b);
  const added = await query<{ job_id: number }>(
    tx,
    sql`insert into ${recommendedJobs} (user_id, period, job_id, recommended_at)
    values ${sql.join(
      sorted.map((id) => sql`(${userId}, ${period}, ${id}, ${at.toISOString()}::timestamptz)`),
      sql`, `,
    )}
    on conflict do nothing returning job_id`,
  );
  return added.map((r) => Number(r.job_id));
}

export async function recommendedIds(db: Db, userId: string, period: string): Promise<Set<number>> {
  const rows = await query<{ job_id: number }>(
    db,
    sql`select job_id from ${recommendedJobs} where user_id = ${userId} and period = ${period}`,
  );
  return new Set(rows.map((r) => Number(r.job_id)));
}

// Public pages (SEO) ------------------------------------------------------------------------------------------

export interface SeoJob {
  id: number;
  title: string;
  company_name: string;
  location: string | null;
  city: string;
  description_html: string;
  description_text: string;
  posted_at: Date;
  salary_min: number | null;
  salary_max: number | null;
  salary_period: string | null;
  salary_currency: string | null;
  contract_type: string | null;
  hours: string | null;
  remote: string | null;
}

export async function findSeoJob(db: Db, id: number): Promise<SeoJob | undefined> {
  const [job] = await query<SeoJob>(
    db,
    sql`select id, title, company_name, location, city, description_html, description_text, posted_at,
    salary_min, salary_max, salary_period, salary_currency, contract_type, hours, remote from ${jobs} where id = ${id}`,
  );
  return job;
}

export function newestJobIds(db: Db, limit: number) {
  return query<{ id: number; updated_at: Date }>(
    db,
    sql`
    select id, updated_at from ${jobs} where closed_at is null order by posted_at desc nulls last, id desc nulls last limit ${limit}`,
  );
}

// Storing jobs ------------------------------------------------------------------------------------------------

/** An employer with its register match, as a verdict needs it. */
export interface CompanyRow {
  id: number;
  name_lower: string;
  sponsor_id: number | null;
  match_confidence: number;
  is_agency: boolean;
  match_group: SponsorGroup | null;
  organisation_name: string | null;
  type_ratings: string[] | null;
  routes: string[] | null;
}

export async function companiesByName(db: Db, namesLower: string[]): Promise<Map<string, CompanyRow>> {
  if (!namesLower.length) return new Map();
  const rows = await query<CompanyRow>(
    db,
    sql`
    select c.id, c.name_lower, c.sponsor_id, c.match_confidence, c.is_agency, c.match_group,
           s.name as organisation_name, s.type_ratings, s.routes
    from ${companies} c left join ${sponsors} s on s.id = c.sponsor_id
    where c.name_lower in (${sql.join(
      namesLower.map((n) => sql`${n}`),
      sql`, `,
    )})`,
  );
  return new Map(rows.map((r) => [r.name_lower, r]));
}

export async function insertCompany(db: Db, values: typeof companies.$inferInsert): Promise<void> {
  await db.insert(companies).values(values).onConflictDoNothing();
}

/** A job as stored: the columns of `jobs` by their SQL names. */
export interface JobInsertRow {
  source: string;
  external_id: string;
  dedupe_key: string;
  url: string | null;
  title: string;
  company_id: number | null;
  company_name: string;
  location: string | null;
  city: string;
  salary_min: number | null;
  salary_max: number | null;
  salary_period: string | null;
  salary_currency: string | null;
  salary_text: string | null;
  salary_estimated: boolean;
  salary_annual_min: number | null;
  salary_annual_max: number | null;
  description_html: string;
  description_text: string;
  description_truncated: boolean;
  posted_at: string;
  contract_type: string | null;
  hours: string | null;
  remote: string | null;
  hr_email: string | null;
  country: string | null;
  verdict: unknown;
  verdict_kind: string;
  salary_status: string;
  routes: string[];
  is_demo: boolean;
}

/** One statement for the rows; a re-import (or the same ad from another source) fills and refreshes the row. */
/** Inserts or updates ads (a closed one seen again opens again); the ids of the rows written, in no order. */
export async function upsertJobs(db: Db, rows: JobInsertRow[]): Promise<number[]> {
  const written = await query<{ id: number }>(
    db,
    sql`
    insert into ${jobs} (source, external_id, dedupe_key, url, title, company_id, company_name, location, city,
      salary_min, salary_max, salary_period, salary_currency, salary_text, salary_estimated, salary_annual_min,
      salary_annual_max, description_html, description_text, description_truncated, posted_at, contract_type, hours,
      remote, hr_email, country, verdict, verdict_kind, salary_status, routes, is_demo)
    select source, external_id, dedupe_key, url, title, company_id, company_name, location, city,
      salary_min, salary_max, salary_period, salary_currency, salary_text, salary_estimated, salary_annual_min,
      salary_annual_max, description_html, description_text, description_truncated, posted_at, contract_type, hours,
      remote, hr_email, country, verdict, verdict_kind, salary_status, routes, is_demo
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as x(
      source text, external_id text, dedupe_key text, url text, title text, company_id int, company_name text,
      location text, city text, salary_min real, salary_max real, salary_period text, salary_currency text,
      salary_text text, salary_estimated boolean, salary_annual_min int, salary_annual_max int, description_html text,
      description_text text, description_truncated boolean, posted_at timestamptz, contract_type text, hours text,
      remote text, hr_email text, country text, verdict jsonb, verdict_kind text, salary_status text, routes text[],
      is_demo boolean)
    on conflict (dedupe_key) do update set
      url = coalesce(excluded.url, ${jobs.url}),
      title = excluded.title,
      company_id = coalesce(excluded.company_id, ${jobs.companyId}),
      location = coalesce(excluded.location, ${jobs.location}),
      salary_min = coalesce(excluded.salary_min, ${jobs.salaryMin}),
      salary_max = coalesce(excluded.salary_max, ${jobs.salaryMax}),
      salary_period = coalesce(excluded.salary_period, ${jobs.salaryPeriod}),
      salary_currency = coalesce(excluded.salary_currency, ${jobs.salaryCurrency}),
      salary_text = coalesce(excluded.salary_text, ${jobs.salaryText}),
      salary_annual_min = coalesce(excluded.salary_annual_min, ${jobs.salaryAnnualMin}),
      salary_annual_max = coalesce(excluded.salary_annual_max, ${jobs.salaryAnnualMax}),
      description_html = case when length(excluded.description_text) > length(${jobs.descriptionText})
        then excluded.description_html else ${jobs.descriptionHtml} end,
      description_text = case when length(excluded.description_text) > length(${jobs.descriptionText})
        then excluded.description_text else ${jobs.descriptionText} end,
      posted_at = greatest(excluded.posted_at, ${jobs.postedAt}),
      hr_email = coalesce(excluded.hr_email, ${jobs.hrEmail}),
      verdict = excluded.verdict,
      verdict_kind = excluded.verdict_kind,
      salary_status = excluded.salary_status,
      routes = excluded.routes,
      closed_at = null,
      updated_at = now()
    returning id`,
  );
  return written.map((w) => Number(w.id));
}

/** Every employer with a town one of its jobs is in (for matching it to the register again). */
export function companiesWithTown(db: Db) {
  return query<{ id: number; name: string; town: string | null }>(
    db,
    sql`
    select c.id, c.name, (select j.city from ${jobs} j where j.company_id = c.id limit 1) as town from ${companies} c`,
  );
}

export async function updateCompanyMatch(
  db: Db,
  id: number,
  match: { sponsorId: number | null; confidence: number; group: SponsorGroup | null },
): Promise<void> {
  await db.execute(sql`update ${companies} set sponsor_id = ${match.sponsorId},
    match_confidence = ${match.confidence}, match_group = ${match.group ? JSON.stringify(match.group) : null}::jsonb,
    matched_at = now() where id = ${id}`);
}

export async function countJobs(db: Db): Promise<number> {
  const [{ total } = { total: 0 }] = await query<{ total: number }>(db, sql`select count(*)::int as total from ${jobs}`);
  return total;
}

export type VerdictInputRow = {
  id: number;
  company_name: string;
  description_text: string;
  salary_min: number | null;
  salary_max: number | null;
  salary_period: NormalizedJob['salaryPeriod'];
  salary_currency: NormalizedJob['salaryCurrency'];
  company_id: number | null;
} & Omit<CompanyRow, 'id'>;

/** The next `limit` open jobs after id `after`, with what their verdict is worked out from (a closed ad keeps its verdict as it was). */
export function verdictInputs(db: Db, after: number, limit: number): Promise<VerdictInputRow[]> {
  return query<VerdictInputRow>(
    db,
    sql`
    select j.id, j.company_name, j.description_text, j.salary_min, j.salary_max, j.salary_period, j.salary_currency,
           j.company_id, c.name_lower, c.sponsor_id, c.match_confidence, c.is_agency, c.match_group,
           s.name as organisation_name, s.type_ratings, s.routes
    from ${jobs} j left join ${companies} c on c.id = j.company_id left join ${sponsors} s on s.id = c.sponsor_id
    where j.id > ${after} and j.closed_at is null order by j.id limit ${limit}`,
  );
}

export interface VerdictUpdate {
  id: number;
  verdict: unknown;
  verdict_kind: string;
  salary_status: string;
  routes: string[];
  salary_annual_min: number | null;
  salary_annual_max: number | null;
}

export async function updateVerdicts(db: Db, updates: VerdictUpdate[]): Promise<void> {
  await db.execute(sql`update ${jobs} j set verdict = x.verdict, verdict_kind = x.verdict_kind, salary_status = x.salary_status,
      routes = x.routes, salary_annual_min = x.salary_annual_min, salary_annual_max = x.salary_annual_max
    from jsonb_to_recordset(${JSON.stringify(updates)}::jsonb) as x(id bigint, verdict jsonb, verdict_kind text,
      salary_status text, routes text[], salary_annual_min int, salary_annual_max int)
    where j.id = x.id
      -- Only rows whose verdict changed: an unchanged row rewritten would rewrite its search rows too (the trigger).
      and (j.verdict, j.verdict_kind, j.salary_status, j.routes, j.salary_annual_min, j.salary_annual_max)
        is distinct from (x.verdict, x.verdict_kind, x.salary_status, x.routes, x.salary_annual_min, x.salary_annual_max)`);
}
