import { and, eq, gt, isNull, ne, refreshTokens, sessions, type Db } from '@jobbridge/db';
import type { Config } from '../../config/env.ts';
import { AppError } from '../../lib/app-error.ts';
import { randomToken, sha256 } from '../../lib/crypto.ts';
import { signAccessToken } from './jwt.ts';

export interface Tokens {
  access_token: string;
  refresh_token: string;
}

async function issueRefreshToken(db: Db, sessionId: string): Promise<string> {
  // The session id travels in the token so a lookup needs no scan; the secret part is what is hashed.
  const token = `${sessionId}.${randomToken()}`;
  await db.insert(refreshTokens).values({ sessionId, tokenHash: sha256(token) });
  return token;
}

/** Starts a session (a refresh-token family) for a user who has just proved who they are. */
export async function startSession(db: Db, config: Config, userId: string, userAgent?: string): Promise<Tokens> {
  const [session] = await db
    .insert(sessions)
    .values({
      userId,
      userAgent: userAgent?.slice(0, 300),
      expiresAt: new Date(Date.now() + config.REFRESH_TOKEN_TTL_DAYS * 86_400_000),
    })
    .returning({ id: sessions.id });
  return {
    access_token: await signAccessToken(config.JWT_SECRET, { userId, sessionId: session!.id }, config.ACCESS_TOKEN_TTL_SECONDS),
    refresh_token: await issueRefreshToken(db, session!.id),
  };
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

/**
 * Rotation: a refresh token is good once. Presenting one that was already used means it was copied, so the
 * whole family (the session) is revoked and the caller must sign in again.
 */
export async function rotateRefreshToken(db: Db, config: Config, token: string): Promise<Tokens> {
  const hash = sha256(token);
  const result = await db.transaction(async (tx) => {
    // Claim the token atomically: of two concurrent uses only one can set used_at.
    const [claimed] = await tx
      .update(refreshTokens)
      .set({ usedAt: new Date() })
      .where(and(eq(refreshTokens.tokenHash, hash), isNull(refreshTokens.usedAt)))
      .returning({ sessionId: refreshTokens.sessionId });
    if (!claimed) {
      const [known] = await tx.select({ sessionId: refreshTokens.sessionId }).from(refreshTokens).where(eq(refreshTokens.tokenHash, hash));
      return { reused: known?.sessionId ?? null };
    }
    const [session] = await tx
      .update(sessions)
      .set({ lastUsedAt: new Date() })
      .where(and(eq(sessions.id, claimed.sessionId), isNull(sessions.revokedAt), gt(sessions.expiresAt, new Date())))
      .returning({ id: sessions.id, userId: sessions.userId });
    if (!session) return { reused: null };
    const refresh = await issueRefreshToken(tx, session.id);
    return { session, refresh };
  });

  if (!('session' in result) || !result.session) {
    if (result.reused) await revokeSession(db, result.reused, 'refresh token reused');
    throw new AppError('INVALID_REFRESH_TOKEN');
  }
  return {
    access_token: await signAccessToken(
      config.JWT_SECRET,
      { userId: result.session.userId, sessionId: result.session.id },
      config.ACCESS_TOKEN_TTL_SECONDS,
    ),
    refresh_token: result.refresh,
  };
}

/** The session id a refresh token belongs to, if the token is genuine (for logout). */
export async function sessionOfRefreshToken(db: Db, token: string): Promise<string | null> {
  const [row] = await db
    .select({ sessionId: refreshTokens.sessionId })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, sha256(token)));
  return row?.sessionId ?? null;
}
