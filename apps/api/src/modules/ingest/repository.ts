import type { SponsorGroup } from '@jobbridge/contracts';
import { companies, jobSearch, jobSearchRecent, jobs, query, sponsors, sql, type Db } from '@jobbridge/db';
import type { NormalizedJob } from './types.ts';

/** What storing ads needs: employers (companies) and their register match, the ads themselves and their verdicts. */

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
  return query<{
    id: number;
    name: string;
    town: string | null;
    sponsor_id: number | null;
    match_confidence: number;
    match_group: SponsorGroup | null;
  }>(
    db,
    sql`
    select c.id, c.name, (select j.city from ${jobs} j where j.company_id = c.id limit 1) as town,
           c.sponsor_id, c.match_confidence, c.match_group
    from ${companies} c`,
  );
}

/** The text of a few of an employer's ads, first stored first. */
export async function companyAdTexts(db: Db, companyId: number, limit: number): Promise<string[]> {
  const rows = await query<{ text: string }>(
    db,
    sql`select description_text as text from ${jobs} where company_id = ${companyId} order by id limit ${limit}`,
  );
  return rows.map((r) => r.text);
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
/** Open jobs after `after` in id order, with what their verdict is computed from; only these employers' when given. */
export function verdictInputs(db: Db, after: number, limit: number, companyIds?: readonly number[]): Promise<VerdictInputRow[]> {
  const only = companyIds
    ? sql`and j.company_id in (${sql.join(
        companyIds.map((id) => sql`${id}`),
        sql`, `,
      )})`
    : sql``;
  return query<VerdictInputRow>(
    db,
    sql`
    select j.id, j.company_name, j.description_text, j.salary_min, j.salary_max, j.salary_period, j.salary_currency,
           j.company_id, c.name_lower, c.sponsor_id, c.match_confidence, c.is_agency, c.match_group,
           s.name as organisation_name, s.type_ratings, s.routes
    from ${jobs} j left join ${companies} c on c.id = j.company_id left join ${sponsors} s on s.id = c.sponsor_id
    where j.id > ${after} and j.closed_at is null ${only} order by j.id limit ${limit}`,
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

/**
 * After an import: drops from the recent table the ads older than it keeps (migration 0024), then refreshes the
 * planner's statistics of both search tables (the word frequencies among them).
 */
export async function analyzeSearch(db: Db): Promise<void> {
  await db.execute(sql`delete from ${jobSearchRecent} where posted_at < now() - interval '8 days'`);
  await db.execute(sql`analyze ${jobSearch}`);
  await db.execute(sql`analyze ${jobSearchRecent}`);
}
