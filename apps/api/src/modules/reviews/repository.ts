import { companies, query, reviewReports, reviews, sponsors, sql, users, type Db, type DbOrTx } from '@jobbridge/db';

/** SQL of reviews: the rows, their reports, and the summaries (computed from the rows, never stored). */

export interface ReviewRow {
  id: string;
  rating: number;
  text: string;
  author: string;
  user_id: string;
  created_at: Date | string;
  updated_at: Date | string;
  reported: boolean;
  hidden: boolean;
}

export interface SummaryRow {
  average: number | null;
  count: number;
  r1: number;
  r2: number;
  r3: number;
  r4: number;
  r5: number;
}

export async function summary(db: DbOrTx, targetType: string, targetKey: string): Promise<SummaryRow> {
  const [row] = await query<SummaryRow>(
    db,
    sql`
    select round(avg(rating)::numeric, 1)::float8 as average, count(*)::int as count,
      count(*) filter (where rating = 1)::int as r1, count(*) filter (where rating = 2)::int as r2,
      count(*) filter (where rating = 3)::int as r3, count(*) filter (where rating = 4)::int as r4,
      count(*) filter (where rating = 5)::int as r5
    from ${reviews} where target_type = ${targetType} and target_key = ${targetKey} and hidden_at is null`,
  );
  return row!;
}

const columns = (
  viewer: string | null,
) => sql`r.id, r.rating, r.text, u.username as author, r.user_id, r.created_at, r.updated_at, r.hidden_at is not null as hidden,
  ${viewer ? sql`exists (select 1 from ${reviewReports} rr where rr.review_id = r.id and rr.user_id = ${viewer})` : sql`false`} as reported`;

/** Visible reviews of a target, newest first. */
export function visibleReviews(db: Db, targetType: string, targetKey: string, viewer: string | null, limit: number, offset: number) {
  return query<ReviewRow>(
    db,
    sql`
    select ${columns(viewer)} from ${reviews} r join ${users} u on u.id = r.user_id
    where r.target_type = ${targetType} and r.target_key = ${targetKey} and r.hidden_at is null
    order by r.updated_at desc, r.id limit ${limit} offset ${offset}`,
  );
}

export async function ownReview(db: Db, targetType: string, targetKey: string, userId: string): Promise<ReviewRow | undefined> {
  const [row] = await query<ReviewRow>(
    db,
    sql`
    select ${columns(userId)} from ${reviews} r join ${users} u on u.id = r.user_id
    where r.target_type = ${targetType} and r.target_key = ${targetKey} and r.user_id = ${userId}`,
  );
  return row;
}

/** Writes the person's review of the target: one row per person per target, so a second write edits the first. */
export async function upsertReview(
  db: Db,
  values: { targetType: string; targetKey: string; userId: string; rating: number; text: string },
): Promise<string> {
  const [row] = await query<{ id: string }>(
    db,
    sql`
    insert into ${reviews} (target_type, target_key, user_id, rating, text)
    values (${values.targetType}, ${values.targetKey}, ${values.userId}, ${values.rating}, ${values.text})
    on conflict (target_type, target_key, user_id) do update set rating = excluded.rating, text = excluded.text, updated_at = now()
    returning id`,
  );
  return row!.id;
}

export async function deleteOwnReview(db: Db, id: string, userId: string): Promise<boolean> {
  const rows = await query<{ id: string }>(db, sql`delete from ${reviews} where id = ${id} and user_id = ${userId} returning id`);
  return rows.length > 0;
}

export async function reviewAuthor(db: DbOrTx, id: string): Promise<string | undefined> {
  const [row] = await query<{ user_id: string }>(db, sql`select user_id from ${reviews} where id = ${id}`);
  return row?.user_id;
}

/**
 * Records one person's report (a second one by the same person changes nothing) and, in the same statement,
 * counts the review's reports and hides it at `threshold`: concurrent reports cannot miss the threshold.
 */
export async function report(db: Db, id: string, userId: string, threshold: number): Promise<{ hidden: boolean }> {
  return db.transaction(async (tx) => {
    const inserted = await query<{ review_id: string }>(
      tx,
      sql`insert into ${reviewReports} (review_id, user_id) values (${id}, ${userId}) on conflict do nothing returning review_id`,
    );
    if (inserted.length) {
      await tx.execute(sql`
        update ${reviews} set reports = reports + 1,
          hidden_at = case when hidden_at is null and reports + 1 >= ${threshold} then now() else hidden_at end
        where id = ${id}`);
    }
    const [row] = await query<{ hidden: boolean }>(tx, sql`select hidden_at is not null as hidden from ${reviews} where id = ${id}`);
    return { hidden: row?.hidden ?? false };
  });
}

/** A company review's target: an organisation on the register or an employer with jobs here (lower-case name). */
export async function companyKnown(db: Db, nameLower: string): Promise<boolean> {
  const rows = await query<{ one: number }>(
    db,
    sql`select 1 as one from ${sponsors} where name_lower = ${nameLower} union all select 1 from ${companies} where name_lower = ${nameLower} limit 1`,
  );
  return rows.length > 0;
}
