import type { JobCard, JobDetail } from '@jobbridge/contracts';
import {
  jobMarks,
  jobSearch,
  jobSearchRecent,
  jobs,
  companies,
  query,
  recommendedJobs,
  sponsors,
  sql,
  type Db,
  type DbOrTx,
  type SQL,
} from '@jobbridge/db';
import { daysQuery, newestWhere } from '../search/index.ts';

/** The jobs module's SQL: job cards and a job's page, the caller's marks, recommendations and public job pages. */

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
  const among = (days: SQL, table: typeof jobSearch | typeof jobSearchRecent) => {
    const sameWords = sql`js.job_id <> ${id} and js.doc @@ plainto_tsquery('english', ${title})${days}`;
    return sql`
    with near as (
      select js.job_id as id from (${newestWhere(sql`${table} js`, sameWords, 200, true)}) js)
    select ${cardColumns()} from near n join ${jobs} j on j.id = n.id ${marksJoin(userId)}
    order by (j.city = ${city}) desc, j.posted_at desc, j.id desc limit 6`;
  };
  // The ads of the last three days first, through the recent table's index by their day tokens, the days a condition
  // of their own (search/repository.ts, whereOf): a common title ("Registered Nurse - Nights") otherwise makes the index
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
