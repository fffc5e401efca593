import type { JobCard, JobMarks, SearchJobsQuery, SearchJobsResponse } from '@jobbridge/contracts';
import { query, sql, type Db, type SQL } from '@jobbridge/db';
import { translateLocation, translateQuery } from './chinese-terms.ts';
import { cityOf } from './ingest/index.ts';

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
  return userId ? sql`left join job_marks m on m.job_id = j.id and m.user_id = ${userId}` : sql`left join (select null::timestamptz as saved_at, null::timestamptz as applied_at, null::timestamptz as flash_at) m on false`;
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

/** The WHERE clause for a search: text, place and filters. */
function conditions(q: SearchJobsQuery, tsquery: SQL | null, withFacetFilters = true): SQL {
  const parts: SQL[] = [sql`true`];
  if (tsquery) parts.push(sql`j.search @@ ${tsquery}`);
  const place = translateLocation(q.location);
  if (place) {
    const city = cityOf(place);
    parts.push(
      /^remote$/i.test(place)
        ? sql`j.remote = 'remote'`
        : sql`(j.city = ${city} or j.location ilike ${`%${place.replace(/[\\%_]/g, '\\$&')}%`})`,
    );
  }
  if (withFacetFilters && q.verdict.length) parts.push(sql`j.verdict_kind in (${sql.join(q.verdict.map((v) => sql`${v}`), sql`, `)})`);
  if (q.route) parts.push(sql`${q.route} = any(j.routes)`);
  if (q.minSalary !== undefined) parts.push(sql`coalesce(j.salary_annual_max, j.salary_annual_min) >= ${q.minSalary}`);
  if (withFacetFilters && q.meetsThreshold) parts.push(sql`j.salary_status = 'meets'`);
  if (withFacetFilters && q.salaryStatus.length) parts.push(sql`j.salary_status in (${sql.join(q.salaryStatus.map((v) => sql`${v}`), sql`, `)})`);
  if (q.postedWithin) parts.push(sql`j.posted_at >= now() - make_interval(days => ${q.postedWithin})`);
  if (withFacetFilters && q.contractType.length) parts.push(sql`j.contract_type in (${sql.join(q.contractType.map((v) => sql`${v}`), sql`, `)})`);
  if (withFacetFilters && q.remote.length) parts.push(sql`j.remote in (${sql.join(q.remote.map((v) => sql`${v}`), sql`, `)})`);
  return sql.join(parts, sql` and `);
}

/**
 * Job search: full text over title (A), employer (B) and description (C) with English stemming, Chinese job
 * words translated first; the place matches the town or the location text. Relevance ranks matches by
 * weight, newest first among equals; totals and facets are counted up to TOTAL_CAP.
 */
export async function searchJobs(db: Db, q: SearchJobsQuery, userId: string | null): Promise<SearchJobsResponse> {
  const text = translateQuery(q.q);
  const tsquery = text ? sql`websearch_to_tsquery('english', ${text})` : null;
  const sort = q.sort ?? (text ? 'relevance' : 'time');
  const where = conditions(q, tsquery);
  const order =
    sort === 'relevance' && tsquery ? sql`ts_rank_cd(j.search, ${tsquery}, 32) desc, j.posted_at desc, j.id desc` : sql`j.posted_at desc, j.id desc`;
  const offset = (q.page - 1) * q.pageSize;

  // The page: pick the ids first, then build the cards (excerpt, verdict, marks) for those rows only.
  const page = query<JobRow>(db, sql`
    with page as (select j.id from jobs j where ${where} order by ${order} limit ${q.pageSize} offset ${offset})
    select ${cardColumns()} from page p join jobs j on j.id = p.id ${marksJoin(userId)} order by ${order}`);
  // Facets: one capped sample of the newest matches without the facet filters; each group is then counted
  // with the other groups' filters only, so ticking "offers sponsorship" still shows what the others would add.
  const sample = query<FacetRow>(db, sql`
    select j.verdict_kind, j.salary_status, j.contract_type, j.remote from jobs j
    where ${conditions(q, tsquery, false)} order by j.posted_at desc limit ${TOTAL_CAP}`);
  const count = query<{ n: number }>(db, sql`select count(*)::int as n from (select 1 from jobs j where ${where} limit ${TOTAL_CAP + 1}) t`);
  const [rows, facetRows, [counted]] = await Promise.all([page, sample, count]);
  const total = counted?.n ?? 0;
  const { verdict, salaryStatus, contractType, remote } = countFacets(facetRows, q);
  return {
    items: rows.map(toCard),
    total: Math.min(total, TOTAL_CAP),
    totalIsCapped: total > TOTAL_CAP,
    page: q.page,
    pageSize: q.pageSize,
    sort,
    facets: { verdict, salaryStatus, contractType, remote },
  };
}

interface FacetRow {
  verdict_kind: string;
  salary_status: string;
  contract_type: string | null;
  remote: string | null;
}

type FacetGroup = 'verdict' | 'salaryStatus' | 'contractType' | 'remote';

/** Counts each facet group over the rows that pass every other group's filter. */
export function countFacets(rows: FacetRow[], q: Pick<SearchJobsQuery, 'verdict' | 'salaryStatus' | 'meetsThreshold' | 'contractType' | 'remote'>) {
  const passes: Record<FacetGroup, (r: FacetRow) => boolean> = {
    verdict: (r) => !q.verdict.length || (q.verdict as string[]).includes(r.verdict_kind),
    salaryStatus: (r) =>
      (!q.meetsThreshold || r.salary_status === 'meets') && (!q.salaryStatus.length || (q.salaryStatus as string[]).includes(r.salary_status)),
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
  const out = Object.fromEntries(groups.map((g) => [g, {} as Record<string, number>])) as Record<FacetGroup, Record<string, number>>;
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
