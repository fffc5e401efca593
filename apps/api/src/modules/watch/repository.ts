import { randomBytes } from 'node:crypto';
import {
  companies,
  employerFollows,
  followSettings,
  jobMarks,
  jobs,
  licenceNotices,
  query,
  registerChanges,
  registerImports,
  sponsors,
  sql,
  users,
  type Db,
} from '@jobbridge/db';

/** SQL of the licence watch: who follows which employer, their choices, and the notices of register changes. */

export interface FollowRow {
  name_lower: string;
  name: string;
  auto: boolean;
  on_register: boolean;
  type_ratings: string[] | null;
  routes: string[] | null;
  created_at: Date | string;
}

export function follows(db: Db, userId: string): Promise<FollowRow[]> {
  return query<FollowRow>(
    db,
    sql`
    select f.name_lower, coalesce(s.name, f.name) as name, f.auto, s.id is not null as on_register, s.type_ratings, s.routes, f.created_at
    from ${employerFollows} f left join ${sponsors} s on s.name_lower = f.name_lower
    where f.user_id = ${userId} and f.active order by f.created_at desc, f.name_lower limit 500`,
  );
}

/** Follows (again) an employer by its register spelling; an unfollowed one becomes followed by hand. */
export async function follow(db: Db, userId: string, name: string): Promise<void> {
  await db.execute(sql`insert into ${employerFollows} (user_id, name_lower, name, auto, active)
    values (${userId}, ${name.toLowerCase()}, ${name}, false, true)
    on conflict (user_id, name_lower) do update set active = true, auto = false`);
}

/** Stops following; the row stays (inactive) so that a saved job does not follow it again by itself. */
export async function unfollow(db: Db, userId: string, nameLower: string): Promise<boolean> {
  const rows = await query<{ name_lower: string }>(
    db,
    sql`update ${employerFollows} set active = false where user_id = ${userId} and name_lower = ${nameLower} and active returning name_lower`,
  );
  return rows.length > 0;
}

/** The register's spelling of an organisation (any case), or undefined. */
export async function sponsorName(db: Db, nameLower: string): Promise<string | undefined> {
  const [row] = await query<{ name: string }>(db, sql`select name from ${sponsors} where name_lower = ${nameLower}`);
  return row?.name;
}

/** The employer a job names: the register organisation it matched, else the name the ad gives. */
export async function jobEmployer(db: Db, jobId: number): Promise<string | undefined> {
  const [row] = await query<{ name: string }>(
    db,
    sql`select coalesce(s.name, j.company_name) as name from ${jobs} j
    left join ${companies} c on c.id = j.company_id left join ${sponsors} s on s.id = c.sponsor_id
    where j.id = ${jobId} and btrim(j.company_name) <> ''`,
  );
  return row?.name;
}

export interface Settings {
  auto_follow: boolean;
  emails: boolean;
  unsubscribe_token: string;
}

/** A person's choices; the row is made on first use (its unsubscribe token with it). */
export async function settings(db: Db, userId: string): Promise<Settings> {
  await db.execute(sql`insert into ${followSettings} (user_id, unsubscribe_token)
    values (${userId}, ${randomBytes(24).toString('base64url')}) on conflict (user_id) do nothing`);
  const [row] = await query<Settings>(
    db,
    sql`select auto_follow, emails, unsubscribe_token from ${followSettings} where user_id = ${userId}`,
  );
  return row!;
}

export async function updateSettings(db: Db, userId: string, change: { autoFollow?: boolean; emails?: boolean }): Promise<void> {
  await settings(db, userId);
  await db.execute(sql`update ${followSettings} set
    auto_follow = coalesce(${change.autoFollow ?? null}::boolean, auto_follow), emails = coalesce(${change.emails ?? null}::boolean, emails)
    where user_id = ${userId}`);
  // Turning the automatic follows off drops them; the employers followed by hand stay.
  if (change.autoFollow === false) await db.execute(sql`delete from ${employerFollows} where user_id = ${userId} and auto and active`);
}

/** One-click unsubscribe: emails stop (the notices in the app stay). True when the token was known. */
export async function unsubscribe(db: Db, token: string): Promise<boolean> {
  const rows = await query<{ user_id: string }>(
    db,
    sql`update ${followSettings} set emails = false where unsubscribe_token = ${token} returning user_id`,
  );
  return rows.length > 0;
}

/**
 * Employers of saved and applied jobs become followed (automatically), for everyone who has not turned that
 * off; one unfollowed by hand is not followed again (its row stays inactive).
 */
export async function syncAutoFollows(db: Db, userId?: string): Promise<void> {
  await db.execute(sql`insert into ${employerFollows} (user_id, name_lower, name, auto)
    select distinct m.user_id, s.name_lower, s.name, true
    from ${jobMarks} m join ${jobs} j on j.id = m.job_id join ${companies} c on c.id = j.company_id join ${sponsors} s on s.id = c.sponsor_id
    left join ${followSettings} fs on fs.user_id = m.user_id
    where (m.saved_at is not null or m.applied_at is not null) and coalesce(fs.auto_follow, true)
      ${userId ? sql`and m.user_id = ${userId}` : sql``}
    on conflict (user_id, name_lower) do nothing`);
}

/**
 * Turns the changes of finished register imports not yet announced into one notice per change per follower
 * (unique: running it twice, or after a crash, adds none), then marks those imports announced. One transaction.
 */
export async function createNotices(db: Db): Promise<number> {
  return db.transaction(async (txn) => {
    const tx = txn as unknown as Db;
    const created = await query<{ id: number }>(
      tx,
      sql`
      insert into ${licenceNotices} (user_id, change_id)
      select f.user_id, c.id from ${registerChanges} c
        join ${registerImports} i on i.id = c.import_id
        join ${employerFollows} f on f.name_lower = lower(c.name) and f.active
      where i.state = 'done' and i.notified_at is null
      on conflict (user_id, change_id) do nothing returning id`,
    );
    await tx.execute(sql`update ${registerImports} set notified_at = now() where state = 'done' and notified_at is null`);
    return created.length;
  });
}

export interface NoticeRow {
  id: number;
  change: 'added' | 'removed' | 'rating' | 'routes';
  name: string;
  before: string | null;
  after: string | null;
  created_at: Date | string;
  read_at: Date | string | null;
  imported_at: Date | string;
}

export function notices(db: Db, userId: string, limit: number): Promise<NoticeRow[]> {
  return query<NoticeRow>(
    db,
    sql`
    select n.id, c.change, c.name, c.before, c.after, n.created_at, n.read_at, i.imported_at
    from ${licenceNotices} n join ${registerChanges} c on c.id = n.change_id join ${registerImports} i on i.id = c.import_id
    where n.user_id = ${userId} order by n.id desc limit ${limit}`,
  );
}

export async function unreadNotices(db: Db, userId: string): Promise<number> {
  const [row] = await query<{ n: number }>(
    db,
    sql`select count(*)::int as n from ${licenceNotices} where user_id = ${userId} and read_at is null`,
  );
  return row?.n ?? 0;
}

export async function markNoticesRead(db: Db, userId: string): Promise<void> {
  await db.execute(sql`update ${licenceNotices} set read_at = now() where user_id = ${userId} and read_at is null`);
}

export interface UnsentNotice extends NoticeRow {
  user_id: string;
  email: string;
  username: string;
  display_name: string | null;
  language: string;
  emails: boolean | null;
  unsubscribe_token: string | null;
}

/**
 * Claims up to `limit` notices not yet emailed (marks them emailed) and answers them: an email is sent after
 * its claim, so a crash between the two can drop one but never send one twice. A send that fails is released.
 */
export function claimUnsent(db: Db, limit: number): Promise<UnsentNotice[]> {
  return query<UnsentNotice>(
    db,
    sql`
    with claimed as (
      update ${licenceNotices} set emailed_at = now() where id in (
        select id from ${licenceNotices} where emailed_at is null order by id limit ${limit} for update skip locked)
      returning id, user_id, change_id, created_at, read_at)
    select n.id, n.user_id, c.change, c.name, c.before, c.after, n.created_at, n.read_at, i.imported_at,
      u.email, u.username, u.name as display_name, u.language, fs.emails, fs.unsubscribe_token
    from claimed n join ${registerChanges} c on c.id = n.change_id join ${registerImports} i on i.id = c.import_id
      join ${users} u on u.id = n.user_id left join ${followSettings} fs on fs.user_id = n.user_id
    order by n.id`,
  );
}

export async function releaseNotice(db: Db, id: number): Promise<void> {
  await db.execute(sql`update ${licenceNotices} set emailed_at = null where id = ${id}`);
}
