import { jobs, query, sql, type Db } from '@jobbridge/db';

/**
 * The towns jobs are in (the normalised `city` column), read by skipping along the (city, posted_at, id) index:
 * one index probe per town rather than a pass over every job.
 */
export async function jobTowns(db: Db): Promise<string[]> {
  const rows = await query<{ city: string }>(
    db,
    sql`with recursive t(city) as (
          (select city from ${jobs} where city > '' order by city limit 1)
          union all
          select (select j.city from ${jobs} j where j.city > t.city order by j.city limit 1) from t where t.city is not null
        )
        select city from t where city is not null`,
  );
  return rows.map((r) => r.city);
}
