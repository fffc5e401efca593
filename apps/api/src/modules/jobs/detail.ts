import type { JobDetail, JobMarks } from '@jobbridge/contracts';
import { query, sql, type Db } from '@jobbridge/db';
import { AppError } from '../../lib/app-error.ts';
import { cardColumns, marksJoin, marksOf, toCard, type JobRow } from './search.ts';

interface DetailRow extends JobRow {
  description_html: string;
  description_truncated: boolean;
  hours: JobDetail['hours'];
  city: string;
  sponsor_name: string | null;
  sponsor_towns: string[] | null;
  sponsor_type_ratings: string[] | null;
  sponsor_routes: string[] | null;
}

/** The full ad, the employer's register entry, and up to 6 related jobs (similar title, same town first). */
export async function jobDetail(db: Db, id: number, userId: string | null): Promise<JobDetail> {
  const [row] = await query<DetailRow>(
    db,
    sql`
    select ${cardColumns()}, j.description_html, j.description_truncated, j.hours, j.city,
      s.name as sponsor_name, s.towns as sponsor_towns, s.type_ratings as sponsor_type_ratings, s.routes as sponsor_routes
    from jobs j ${marksJoin(userId)}
      left join companies c on c.id = j.company_id
      left join sponsors s on s.id = c.sponsor_id and j.verdict_kind in ('licensed_sponsor', 'offers_sponsorship', 'no_sponsorship')
    where j.id = ${id}`,
  );
  if (!row) throw new AppError('NOT_FOUND');
  // Among the newest 200 ads sharing the title's words (an index walk, however common the title), the same
  // town first.
  const related = await query<JobRow>(
    db,
    sql`
    with near as (
      select j.id from jobs j where j.id <> ${id} and j.search @@ plainto_tsquery('english', ${row.title})
      order by j.posted_at desc nulls last, j.id desc nulls last limit 200)
    select ${cardColumns()} from near n join jobs j on j.id = n.id ${marksJoin(userId)}
    order by (j.city = ${row.city}) desc, j.posted_at desc, j.id desc limit 6`,
  );
  return {
    ...toCard(row),
    descriptionHtml: row.description_html,
    descriptionTruncated: row.description_truncated,
    hours: row.hours,
    employer: {
      name: row.company_name,
      sponsor: row.sponsor_name
        ? {
            organisationName: row.sponsor_name,
            town: row.sponsor_towns?.[0] ?? null,
            typeRatings: row.sponsor_type_ratings ?? [],
            routes: row.sponsor_routes ?? [],
          }
        : null,
    },
    related: related.map(toCard),
  };
}

/** Sets the caller's marks on a job. Saving twice keeps the first date; unmarking clears it. */
export async function updateMarks(
  db: Db,
  userId: string,
  jobId: number,
  change: { saved?: boolean; applied?: boolean; flash?: boolean },
): Promise<JobMarks> {
  const [exists] = await query<{ id: number }>(db, sql`select id from jobs where id = ${jobId}`);
  if (!exists) throw new AppError('NOT_FOUND');
  const set = (flag: boolean | undefined, column: SQLColumn) =>
    flag === undefined ? sql.raw(`job_marks.${column}`) : flag ? sql.raw(`coalesce(job_marks.${column}, now())`) : sql`null`;
  const initial = (flag: boolean | undefined) => (flag ? sql`now()` : sql`null`);
  const [row] = await query<{ saved_at: Date | null; applied_at: Date | null; flash_at: Date | null }>(
    db,
    sql`
    insert into job_marks (user_id, job_id, saved_at, applied_at, flash_at)
    values (${userId}, ${jobId}, ${initial(change.saved)}, ${initial(change.applied)}, ${initial(change.flash)})
    on conflict (user_id, job_id) do update set
      saved_at = ${set(change.saved, 'saved_at')},
      applied_at = ${set(change.applied, 'applied_at')},
      flash_at = ${set(change.flash, 'flash_at')},
      updated_at = now()
    returning saved_at, applied_at, flash_at`,
  );
  return marksOf(row!);
}

type SQLColumn = 'saved_at' | 'applied_at' | 'flash_at';

/** The caller's saved or applied jobs, newest mark first, with an exact total (a person's list is small). */
export async function markedJobs(db: Db, userId: string, mark: 'saved' | 'applied', page: number, pageSize: number) {
  const column = sql.raw(mark === 'saved' ? 'm.saved_at' : 'm.applied_at');
  const [rows, [count]] = await Promise.all([
    query<JobRow>(
      db,
      sql`
      select ${cardColumns()} from jobs j join job_marks m on m.job_id = j.id and m.user_id = ${userId}
      where ${column} is not null order by ${column} desc, j.id desc limit ${pageSize} offset ${(page - 1) * pageSize}`,
    ),
    query<{ n: number }>(db, sql`select count(*)::int as n from job_marks m where m.user_id = ${userId} and ${column} is not null`),
  ]);
  return { items: rows.map(toCard), total: count?.n ?? 0, page, pageSize };
}
