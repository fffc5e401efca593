import type { SponsorGroup } from '@jobbridge/contracts';
import { companies, query, sql, type Db } from '@jobbridge/db';
import { advertisesForClient, isRecruitmentAgency } from '../sponsors/agencies.ts';
import { matchSponsor } from '../sponsors/matcher.ts';
import { cityOf, dedupeJobs, dedupeKey, type NormalizedJob } from './ingest/index.ts';
import { checkSalary, detectSponsorship, jobVerdict, type SalaryThresholds } from './verdict/index.ts';

export interface StoreOptions {
  thresholds: SalaryThresholds;
  isDemo?: boolean;
  onProgress?: (done: number, total: number) => void;
}

export interface StoreResult {
  received: number;
  stored: number;
  duplicates: number;
  companiesMatched: number;
  companiesCreated: number;
}

interface CompanyRow {
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

type VerdictFields = Pick<NormalizedJob, 'company' | 'descriptionText' | 'salaryMin' | 'salaryMax' | 'salaryPeriod' | 'salaryCurrency'>;

/** A job's verdict from its employer's register match, the ad's own wording and its salary. */
function verdictFor(job: VerdictFields, company: CompanyRow | undefined, thresholds: SalaryThresholds) {
  const salary = checkSalary(
    { min: job.salaryMin, max: job.salaryMax, period: job.salaryPeriod, currency: job.salaryCurrency },
    thresholds,
  );
  const verdict = jobVerdict({
    sponsor:
      company?.sponsor_id && company.organisation_name
        ? { organisationName: company.organisation_name, rating: registerRating(company.type_ratings ?? []), routes: company.routes ?? [] }
        : null,
    group: company?.match_group ?? null,
    matchConfidence: company?.match_confidence ?? 0,
    // For an unnamed client: the ad says so, or the advertiser is an agency (precision first).
    isAgency: advertisesForClient(job.descriptionText) || (company?.is_agency ?? false),
    employerName: job.company,
    sponsorship: detectSponsorship(job.descriptionText),
    salary,
  });
  return { verdict, salary };
}

/** The "Type & Rating" the verdict shows: a B rating first (the one to know about), else the Worker licence. */
function registerRating(typeRatings: string[]): string | null {
  return typeRatings.find((r) => /\bB rating\b/i.test(r)) ?? typeRatings.find((r) => r.startsWith('Worker')) ?? typeRatings[0] ?? null;
}

async function loadCompanies(db: Db, namesLower: string[]): Promise<Map<string, CompanyRow>> {
  if (!namesLower.length) return new Map();
  const rows = await query<CompanyRow>(
    db,
    sql`
    select c.id, c.name_lower, c.sponsor_id, c.match_confidence, c.is_agency, c.match_group,
           s.name as organisation_name, s.type_ratings, s.routes
    from companies c left join sponsors s on s.id = c.sponsor_id
    where c.name_lower in (${sql.join(
      namesLower.map((n) => sql`${n}`),
      sql`, `,
    )})`,
  );
  return new Map(rows.map((r) => [r.name_lower, r]));
}

/**
 * Stores jobs: each employer is matched to the register once (kept on the company), each job gets its verdict
 * (register match, the ad's own wording, the salary against the thresholds), and the same ad seen again —
 * from another source or a re-import — updates the row it already has instead of adding another.
 */
export async function storeJobs(db: Db, input: readonly NormalizedJob[], options: StoreOptions): Promise<StoreResult> {
  const jobs = dedupeJobs(input);
  const names = new Map<string, { name: string; town: string }>();
  for (const job of jobs) {
    const name = job.company.trim();
    if (name && !names.has(name.toLowerCase())) names.set(name.toLowerCase(), { name, town: cityOf(job.location) });
  }

  let known = await loadCompanies(db, [...names.keys()]);
  let created = 0;
  let matched = 0;
  for (const [nameLower, { name, town }] of names) {
    if (known.has(nameLower)) continue;
    const result = await matchSponsor(db, name, town || undefined);
    await db
      .insert(companies)
      .values({
        name,
        nameLower,
        sponsorId: result.match?.sponsorId ?? null,
        matchConfidence: result.confidence,
        matchGroup: result.group,
        isAgency: isRecruitmentAgency(name),
        isDemo: options.isDemo ?? false,
        matchedAt: new Date(),
      })
      .onConflictDoNothing();
    created++;
    if (result.match) matched++;
  }
  if (created) known = await loadCompanies(db, [...names.keys()]);

  const rows = jobs.map((job) => {
    const company = known.get(job.company.trim().toLowerCase());
    const { verdict, salary } = verdictFor(job, company, options.thresholds);
    return {
      source: job.source,
      external_id: job.externalId,
      dedupe_key: dedupeKey(job),
      url: job.url,
      title: job.title,
      company_id: company?.id ?? null,
      company_name: job.company,
      location: job.location,
      city: cityOf(job.location),
      salary_min: job.salaryMin,
      salary_max: job.salaryMax,
      salary_period: job.salaryPeriod,
      salary_currency: job.salaryCurrency,
      salary_text: job.salaryText,
      salary_estimated: job.salaryEstimated,
      salary_annual_min: salary.annualMin === null ? null : Math.round(salary.annualMin),
      salary_annual_max: salary.annualMax === null ? null : Math.round(salary.annualMax),
      description_html: job.descriptionHtml,
      description_text: job.descriptionText,
      description_truncated: job.descriptionTruncated,
      posted_at: (job.postedAt ?? new Date()).toISOString(),
      contract_type: job.contractType,
      hours: job.hours,
      remote: job.remote,
      hr_email: job.hrEmail,
      country: job.country,
      verdict,
      verdict_kind: verdict.kind,
      salary_status: verdict.salary.status,
      routes: verdict.routes,
      is_demo: options.isDemo ?? false,
    };
  });

  const CHUNK = 500;
  let stored = 0;
  for (let i = 0; i < rows.length; i += CHUNK) {
    const chunk = rows.slice(i, i + CHUNK);
    // One statement per chunk; a re-import (or the same ad from another source) fills and refreshes the row.
    await db.execute(sql`
      insert into jobs (source, external_id, dedupe_key, url, title, company_id, company_name, location, city,
        salary_min, salary_max, salary_period, salary_currency, salary_text, salary_estimated, salary_annual_min,
        salary_annual_max, description_html, description_text, description_truncated, posted_at, contract_type, hours,
        remote, hr_email, country, verdict, verdict_kind, salary_status, routes, is_demo)
      select source, external_id, dedupe_key, url, title, company_id, company_name, location, city,
        salary_min, salary_max, salary_period, salary_currency, salary_text, salary_estimated, salary_annual_min,
        salary_annual_max, description_html, description_text, description_truncated, posted_at, contract_type, hours,
        remote, hr_email, country, verdict, verdict_kind, salary_status, routes, is_demo
      from jsonb_to_recordset(${JSON.stringify(chunk)}::jsonb) as x(
        source text, external_id text, dedupe_key text, url text, title text, company_id int, company_name text,
        location text, city text, salary_min real, salary_max real, salary_period text, salary_currency text,
        salary_text text, salary_estimated boolean, salary_annual_min int, salary_annual_max int, description_html text,
        description_text text, description_truncated boolean, posted_at timestamptz, contract_type text, hours text,
        remote text, hr_email text, country text, verdict jsonb, verdict_kind text, salary_status text, routes text[],
        is_demo boolean)
      on conflict (dedupe_key) do update set
        url = coalesce(excluded.url, jobs.url),
        title = excluded.title,
        company_id = coalesce(excluded.company_id, jobs.company_id),
        location = coalesce(excluded.location, jobs.location),
        salary_min = coalesce(excluded.salary_min, jobs.salary_min),
        salary_max = coalesce(excluded.salary_max, jobs.salary_max),
        salary_period = coalesce(excluded.salary_period, jobs.salary_period),
        salary_currency = coalesce(excluded.salary_currency, jobs.salary_currency),
        salary_text = coalesce(excluded.salary_text, jobs.salary_text),
        salary_annual_min = coalesce(excluded.salary_annual_min, jobs.salary_annual_min),
        salary_annual_max = coalesce(excluded.salary_annual_max, jobs.salary_annual_max),
        description_html = case when length(excluded.description_text) > length(jobs.description_text) then excluded.description_html else jobs.description_html end,
        description_text = case when length(excluded.description_text) > length(jobs.description_text) then excluded.description_text else jobs.description_text end,
        posted_at = greatest(excluded.posted_at, jobs.posted_at),
        hr_email = coalesce(excluded.hr_email, jobs.hr_email),
        verdict = excluded.verdict,
        verdict_kind = excluded.verdict_kind,
        salary_status = excluded.salary_status,
        routes = excluded.routes,
        updated_at = now()`);
    stored += chunk.length;
    options.onProgress?.(stored, rows.length);
  }
  return { received: input.length, stored, duplicates: input.length - jobs.length, companiesMatched: matched, companiesCreated: created };
}

/**
 * After the register changes (a new import), matches every employer again and recomputes every job's verdict
 * from what is stored, so no job keeps a licence the register no longer lists.
 */
export async function refreshVerdicts(
  db: Db,
  thresholds: SalaryThresholds,
  onProgress?: (done: number, total: number) => void,
): Promise<{ companies: number; jobs: number }> {
  const all = await query<{ id: number; name: string; town: string | null }>(
    db,
    sql`
    select c.id, c.name, (select j.city from jobs j where j.company_id = c.id limit 1) as town from companies c`,
  );
  for (const company of all) {
    const result = await matchSponsor(db, company.name, company.town || undefined);
    await db.execute(sql`update companies set sponsor_id = ${result.match?.sponsorId ?? null},
      match_confidence = ${result.confidence}, match_group = ${result.group ? JSON.stringify(result.group) : null}::jsonb,
      matched_at = now() where id = ${company.id}`);
  }
  const [{ total } = { total: 0 }] = await query<{ total: number }>(db, sql`select count(*)::int as total from jobs`);
  let done = 0;
  let after = 0;
  for (;;) {
    const batch = await query<
      {
        id: number;
        company_name: string;
        description_text: string;
        salary_min: number | null;
        salary_max: number | null;
        salary_period: NormalizedJob['salaryPeriod'];
        salary_currency: NormalizedJob['salaryCurrency'];
      } & Omit<CompanyRow, 'id'> & { company_id: number | null }
    >(
      db,
      sql`
      select j.id, j.company_name, j.description_text, j.salary_min, j.salary_max, j.salary_period, j.salary_currency,
             j.company_id, c.name_lower, c.sponsor_id, c.match_confidence, c.is_agency, c.match_group,
             s.name as organisation_name, s.type_ratings, s.routes
      from jobs j left join companies c on c.id = j.company_id left join sponsors s on s.id = c.sponsor_id
      where j.id > ${after} order by j.id limit 1000`,
    );
    if (!batch.length) break;
    const updates = batch.map((row) => {
      const company = row.company_id ? { ...row, id: row.company_id } : undefined;
      const { verdict, salary } = verdictFor(
        {
          company: row.company_name,
          descriptionText: row.description_text,
          salaryMin: row.salary_min,
          salaryMax: row.salary_max,
          salaryPeriod: row.salary_period,
          salaryCurrency: row.salary_currency,
        },
        company,
        thresholds,
      );
      return {
        id: row.id,
        verdict,
        verdict_kind: verdict.kind,
        salary_status: verdict.salary.status,
        routes: verdict.routes,
        salary_annual_min: salary.annualMin === null ? null : Math.round(salary.annualMin),
        salary_annual_max: salary.annualMax === null ? null : Math.round(salary.annualMax),
      };
    });
    await db.execute(sql`update jobs j set verdict = x.verdict, verdict_kind = x.verdict_kind, salary_status = x.salary_status,
        routes = x.routes, salary_annual_min = x.salary_annual_min, salary_annual_max = x.salary_annual_max
      from jsonb_to_recordset(${JSON.stringify(updates)}::jsonb) as x(id bigint, verdict jsonb, verdict_kind text,
        salary_status text, routes text[], salary_annual_min int, salary_annual_max int)
      where j.id = x.id`);
    after = batch[batch.length - 1]!.id;
    done += batch.length;
    onProgress?.(done, total);
  }
  return { companies: all.length, jobs: done };
}
