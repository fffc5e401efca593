import { and, emailTokens, eq, gt, isNull, ne, query, refreshTokens, sessions, sql, users, type Db, type DbOrTx } from '@jobbridge/db';
import type { UserRow } from '../users/index.ts';

/** SQL of the sign-in records: sessions, refresh tokens and email link tokens. */

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

// Sessions and refresh tokens ---------------------------------------------------------------------------------

export async function insertSession(db: Db, values: { userId: string; userAgent?: string; expiresAt: Date }): Promise<string> {
  const [session] = await db.insert(sessions).values(values).returning({ id: sessions.id });
  return session!.id;
}

export async function insertRefreshToken(db: DbOrTx, sessionId: string, tokenHash: string): Promise<void> {
  await db.insert(refreshTokens).values({ sessionId, tokenHash });
}

export async function revokeSession(db: Db, sessionId: string, reason: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: new Date(), revokedReason: reason })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

export async function revokeAllSessions(db: Db, userId: string, reason: string, exceptSessionId?: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: new Date(), revokedReason: reason })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), exceptSessionId ? ne(sessions.id, exceptSessionId) : undefined));
}

/** Marks an unused refresh token used; its session id, or null when it was used before (or never issued). */
export async function claimRefreshToken(tx: DbOrTx, tokenHash: string): Promise<string | null> {
  const [claimed] = await tx
    .update(refreshTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(refreshTokens.tokenHash, tokenHash), isNull(refreshTokens.usedAt)))
    .returning({ sessionId: refreshTokens.sessionId });
  return claimed?.sessionId ?? null;
}

/** The session a refresh token (by its hash) was issued for, used or not. */
export async function sessionOfTokenHash(db: DbOrTx, tokenHash: string): Promise<string | null> {
  const [row] = await db.select({ sessionId: refreshTokens.sessionId }).from(refreshTokens).where(eq(refreshTokens.tokenHash, tokenHash));
  return row?.sessionId ?? null;
}

/** Notes a use of a session that is still open (not revoked, not expired); null when it is not. */
export async function touchOpenSession(tx: DbOrTx, sessionId: string): Promise<{ id: string; userId: string } | null> {
  const [session] = await tx
    .update(sessions)
    .set({ lastUsedAt: new Date() })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt), gt(sessions.expiresAt, new Date())))
    .returning({ id: sessions.id, userId: sessions.userId });
  return session ?? null;
}

/** The user of an open session (not revoked, not expired), when the session is that user's. */
export async function userOfOpenSession(db: Db, sessionId: string, userId: string): Promise<UserRow | null> {
  const [row] = await db
    .select({ user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId), isNull(sessions.revokedAt), gt(sessions.expiresAt, new Date())));
  return row?.user ?? null;
}

// Email link tokens -------------------------------------------------------------------------------------------

export type EmailTokenRow = typeof emailTokens.$inferSelect;

/** Stores a new link token; earlier unused ones of the same user and purpose stop working. */
export async function replaceEmailToken(
  db: Db,
  values: { userId: string; purpose: EmailTokenRow['purpose']; tokenHash: string; newEmail?: string; expiresAt: Date },
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(emailTokens)
      .set({ usedAt: new Date() })
      .where(and(eq(emailTokens.userId, values.userId), eq(emailTokens.purpose, values.purpose), isNull(emailTokens.usedAt)));
    await tx.insert(emailTokens).values(values);
  });
}

export async function findEmailToken(db: Db, tokenHash: string, purpose: EmailTokenRow['purpose']): Promise<EmailTokenRow | null> {
  const [row] = await db
    .select()
    .from(emailTokens)
    .where(and(eq(emailTokens.tokenHash, tokenHash), eq(emailTokens.purpose, purpose)));
  return row ?? null;
}

/** Marks a token used; false when another request used it first. */
export async function consumeEmailToken(db: Db, id: string): Promise<boolean> {
  const rows = await db
    .update(emailTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(emailTokens.id, id), isNull(emailTokens.usedAt)))
    .returning({ id: emailTokens.id });
  return rows.length === 1;
}
