import { emailTokens, query, refreshTokens, sessions, sql, type Db } from '@jobbridge/db';

/** SQL of the sign-in records beyond Drizzle's query builder (sessions.ts and email-tokens.ts use the builder). */

const countGone = async (db: Db, statement: ReturnType<typeof sql>) => {
  const [row] = await query<{ n: number }>(db, sql`with gone as (${statement} returning 1) select count(*)::int as n from gone`);
  return row!.n;
};

/** Sessions expired or revoked more than a day ago; returns how many. */
export const deleteOldSessions = (db: Db) =>
  countGone(db, sql`delete from ${sessions} where expires_at < now() - interval '1 day' or revoked_at < now() - interval '1 day'`);

/** Refresh tokens used more than a week ago. */
export const deleteOldRefreshTokens = (db: Db) =>
  countGone(db, sql`delete from ${refreshTokens} where used_at < now() - interval '7 days'`);

/** Email links expired more than a week ago. */
export const deleteOldEmailTokens = (db: Db) => countGone(db, sql`delete from ${emailTokens} where expires_at < now() - interval '7 days'`);
