import { companies, query, reviewReports, reviews, sponsors, sql, users, type Db, type DbOrTx, type SQL } from '@jobbridge/db';

/** SQL of reviews: the rows, their reports, and the summaries (computed from the rows, never stored). */

export interface ReviewRow {
  id: string;
  rating: number;
  text: string;
  /** The reviewer's display name (never the login: that is not shown to anyone). */
  author_name: string | null;
  author_username: string;
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
) => sql`r.id, r.rating, r.text, u.name as author_name, u.username as author_username, r.user_id, r.created_at, r.updated_at, r.hidden_at is not null as hidden,
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

/** When an account was made, for the age rules of writing and reporting. */
export async function accountCreatedAt(db: Db, userId: string): Promise<Date | undefined> {
  const [row] = await query<{ created_at: Date | string }>(db, sql`select created_at from ${users} where id = ${userId}`);
  return row ? new Date(row.created_at) : undefined;
}

/** Who may hide a review by reporting it, and how many of them it takes (decision 053). */
export interface ReportRule {
  threshold: number;
  minAccountDays: number;
}

/**
 * Reports that count towards hiding: made since the operator last restored the review, by accounts at least
 * `minAccountDays` old that have a visible review of their own.
 */
const qualifiedReports = (review: SQL, rule: ReportRule) => sql`(
  select count(*)::int from ${reviewReports} rr join ${users} u on u.id = rr.user_id
  where rr.review_id = ${review}.id
    and (${review}.restored_at is null or rr.created_at > ${review}.restored_at)
    and u.created_at <= now() - make_interval(days => ${rule.minAccountDays})
    and exists (select 1 from ${reviews} own where own.user_id = rr.user_id and own.hidden_at is null))`;

/**
 * Records one person's report (a second one by the same person changes nothing) for the operator's queue, and
 * hides the review once `rule.threshold` qualified reports are in. The review row is locked first, so
 * concurrent reports take turns and each counts the ones before it: none can miss the threshold.
 */
export async function report(db: Db, id: string, userId: string, rule: ReportRule): Promise<{ hidden: boolean }> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select id from ${reviews} where id = ${id} for update`);
    const inserted = await query<{ review_id: string }>(
      tx,
      sql`insert into ${reviewReports} (review_id, user_id) values (${id}, ${userId}) on conflict do nothing returning review_id`,
    );
    if (inserted.length) {
      await tx.execute(sql`
        with counted as (select r.id, ${qualifiedReports(sql`r`, rule)} as qualified from ${reviews} r where r.id = ${id})
        update ${reviews} r set reports = r.reports + 1,
          hidden_at = case when r.hidden_at is null and counted.qualified >= ${rule.threshold} then now() else r.hidden_at end,
          hidden_by = case when r.hidden_at is null and counted.qualified >= ${rule.threshold} then 'reports' else r.hidden_by end
        from counted where r.id = counted.id`);
    }
    const [row] = await query<{ hidden: boolean }>(tx, sql`select hidden_at is not null as hidden from ${reviews} where id = ${id}`);
    return { hidden: row?.hidden ?? false };
  });
}

export interface ReportedReview {
  id: string;
  target_type: string;
  target_key: string;
  rating: number;
  text: string;
  reports: number;
  qualified: number;
  hidden_by: 'operator' | 'reports' | null;
  last_report_at: Date | string;
}

/**
 * The operator's queue: reviews with reports made since they were last restored (or hidden ones), most
 * recently reported first; `all` adds those the operator has dealt with.
 */
export function reportedReviews(db: Db, rule: ReportRule, all: boolean) {
  return query<ReportedReview>(
    db,
    sql`
    select r.id, r.target_type, r.target_key, r.rating, r.text, r.reports, ${qualifiedReports(sql`r`, rule)} as qualified, r.hidden_by,
      (select max(created_at) from ${reviewReports} where review_id = r.id) as last_report_at
    from ${reviews} r
    where r.reports > 0 and (${all}::boolean or r.hidden_at is not null
      or exists (select 1 from ${reviewReports} rr where rr.review_id = r.id and (r.restored_at is null or rr.created_at > r.restored_at)))
    order by last_report_at desc, r.id`,
  );
}

/** The operator hides a review, or puts it back (then only later reports can hide it again). */
export async function setHidden(db: Db, id: string, hidden: boolean): Promise<boolean> {
  const rows = await query<{ id: string }>(
    db,
    hidden
      ? sql`update ${reviews} set hidden_at = coalesce(hidden_at, now()), hidden_by = 'operator' where id = ${id} returning id`
      : sql`update ${reviews} set hidden_at = null, hidden_by = null, restored_at = now() where id = ${id} returning id`,
  );
  return rows.length > 0;
}

/** A company review's target: an organisation on the register or an employer with jobs here (lower-case name). */
export async function companyKnown(db: Db, nameLower: string): Promise<boolean> {
  const rows = await query<{ one: number }>(
    db,
    sql`select 1 as one from ${sponsors} where name_lower = ${nameLower} union all select 1 from ${companies} where name_lower = ${nameLower} limit 1`,
  );
  return rows.length > 0;
}
