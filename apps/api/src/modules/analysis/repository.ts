import { companies, jobs, query, registerChanges, registerImports, sponsors, sql, type Db } from '@jobbridge/db';

/** Verdicts that make a job "sponsored": the ad offers sponsorship, or the employer holds a Skilled Worker licence. */
const SPONSORED = sql`verdict_kind in ('offers_sponsorship', 'licensed_sponsor')`;

export interface Bucket {
  key: string;
  count: number;
}

export async function sponsorTotal(db: Db): Promise<number> {
  const [row] = await query<{ n: number }>(db, sql`select count(*)::int as n from ${sponsors}`);
  return row?.n ?? 0;
}

/** Organisations per route (the register's spelling, trimmed). */
export function sponsorsByRoute(db: Db): Promise<Bucket[]> {
  return query<Bucket>(
    db,
    sql`select btrim(r) as key, count(distinct s.id)::int as count
        from ${sponsors} s, unnest(s.routes) as r
        where btrim(r) <> ''
        group by 1 order by 2 desc, 1`,
  );
}

/** Organisations per rating group (an organisation with two ratings counts in both). */
export function sponsorsByRating(db: Db): Promise<Bucket[]> {
  return query<Bucket>(
    db,
    sql`select key, count(distinct id)::int as count from (
          select s.id, case
            when tr ilike '%provisional%' then 'provisional'
            when tr ilike '%B rating%' then 'B'
            when tr ilike '%premium%' then 'A_premium'
            when tr ilike '%SME+%' then 'A_sme'
            else 'A' end as key
          from ${sponsors} s, unnest(s.type_ratings) as tr) x
        group by 1 order by 2 desc, 1`,
  );
}

/** The towns with the most organisations (each counted in its first town, in the register's case folded to title case). */
export function sponsorsByTown(db: Db, limit: number): Promise<Bucket[]> {
  return query<Bucket>(
    db,
    sql`select initcap(lower(btrim(towns[1]))) as key, count(*)::int as count
        from ${sponsors}
        where coalesce(btrim(towns[1]), '') <> ''
        group by 1 order by 2 desc, 1 limit ${limit}`,
  );
}

/** Organisations per (first county, first town), lower case: the service maps them to regions. */
export function sponsorsByPlace(db: Db): Promise<{ county: string; town: string; count: number }[]> {
  return query(
    db,
    sql`select lower(btrim(coalesce(counties[1], ''))) as county, lower(btrim(coalesce(towns[1], ''))) as town, count(*)::int as count
        from ${sponsors} group by 1, 2`,
  );
}

/**
 * Imports of the real register, oldest first (the demo register is left out, or, with `demo`, only its import
 * is shown), with what each changed as register_changes recorded it (nothing for a first import: it has no
 * earlier one to compare with).
 */
export function registerHistory(db: Db, demoSource: string, limit: number, demo: boolean) {
  return query<{ imported_at: Date | string; organisations: number; added: number; removed: number }>(
    db,
    sql`select * from (
          select i.imported_at, i.organisations, i.id,
            (select count(*) from ${registerChanges} c where c.import_id = i.id and c.change = 'added')::int as added,
            (select count(*) from ${registerChanges} c where c.import_id = i.id and c.change = 'removed')::int as removed
          from ${registerImports} i
          where ${demo ? sql`i.source = ${demoSource}` : sql`i.source <> ${demoSource}`} order by i.imported_at desc, i.id desc limit ${limit}) x
        order by imported_at, id`,
  );
}

/** The jobs counted: the real ones (`demo` false) or the demo ones. */
const kind = (demo: boolean, alias = '') => (demo ? sql.raw(`${alias}is_demo`) : sql.raw(`not ${alias}is_demo`));

/** Real and demo jobs: how many, how many sponsored, the latest update. */
export async function jobTotals(
  db: Db,
): Promise<Record<'real' | 'demo', { total: number; sponsored: number; updatedAt: Date | string | null }>> {
  const rows = await query<{ is_demo: boolean; total: number; sponsored: number; updated_at: Date | string | null }>(
    db,
    sql`select is_demo, count(*)::int as total, (count(*) filter (where ${SPONSORED}))::int as sponsored, max(updated_at) as updated_at
        from ${jobs} group by 1`,
  );
  const of = (demo: boolean) => {
    const row = rows.find((r) => r.is_demo === demo);
    return { total: row?.total ?? 0, sponsored: row?.sponsored ?? 0, updatedAt: row?.updated_at ?? null };
  };
  return { real: of(false), demo: of(true) };
}

/** Sponsored jobs per lower-case title: the service puts titles into sectors. */
export function sponsoredTitles(db: Db, demo: boolean): Promise<{ title: string; count: number }[]> {
  return query(db, sql`select lower(title) as title, count(*)::int as count from ${jobs} where ${kind(demo)} and ${SPONSORED} group by 1`);
}

/** Sponsored jobs per salary band (bottom of the range, a year) against the thresholds. */
export function sponsoredBySalaryBand(db: Db, general: number, newEntrant: number, demo: boolean): Promise<Bucket[]> {
  return query<Bucket>(
    db,
    sql`select case
          when salary_annual_min is null then 'unknown'
          when salary_annual_min < ${newEntrant} then 'below_new_entrant'
          when salary_annual_min < ${general} then 'new_entrant'
          when salary_annual_min < ${general * 1.25} then 'threshold'
          when salary_annual_min < ${general * 1.5} then 'threshold_125'
          else 'threshold_150' end as key, count(*)::int as count
        from ${jobs} where ${kind(demo)} and ${SPONSORED} group by 1`,
  );
}

/** The register organisations with the most sponsored jobs here. */
export function topHiringSponsors(db: Db, limit: number, demo: boolean) {
  return query<{ name: string; jobs: number; town: string | null; rating: string | null }>(
    db,
    sql`select s.name, count(*)::int as jobs, s.towns[1] as town, s.type_ratings[1] as rating
        from ${jobs} j join ${companies} c on c.id = j.company_id join ${sponsors} s on s.id = c.sponsor_id
        where ${kind(demo, 'j.')} and ${SPONSORED}
        group by s.id, s.name, s.towns, s.type_ratings
        order by 2 desc, 1 limit ${limit}`,
  );
}
