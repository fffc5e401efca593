import type { Db, DbOrTx } from '@jobbridge/db';
import type { Config } from '../../config/env.ts';
import { AppError } from '../../lib/app-error.ts';
import { randomToken, sha256 } from '../../lib/crypto.ts';
import { signAccessToken } from './jwt.ts';
import { claimRefreshToken, insertRefreshToken, insertSession, revokeSession, sessionOfTokenHash, touchOpenSession } from './repository.ts';

export interface Tokens {
  access_token: string;
  refresh_token: string;
}

async function issueRefreshToken(db: DbOrTx, sessionId: string): Promise<string> {
  // The session id travels in the token so a lookup needs no scan; the secret part is what is hashed.
  const token = `${sessionId}.${randomToken()}`;
  await insertRefreshToken(db, sessionId, sha256(token));
  return token;
}

/** Starts a session (a refresh-token family) for a user who has just proved who they are. */
export async function startSession(db: Db, config: Config, userId: string, userAgent?: string): Promise<Tokens> {
  const expiresAt = new Date(Date.now() + config.REFRESH_TOKEN_TTL_DAYS * 86_400_000);
  const sessionId = await insertSession(db, { userId, userAgent: userAgent?.slice(0, 300), expiresAt });
  return {
    access_token: await signAccessToken(config.JWT_SECRET, { userId, sessionId }, config.ACCESS_TOKEN_TTL_SECONDS),
    refresh_token: await issueRefreshToken(db, sessionId),
  };
}

/**
 * Rotation: a refresh token is good once. Presenting one that was already used means it was copied, so the
 * whole family (the session) is revoked and the caller must sign in again.
 */
export async function rotateRefreshToken(db: Db, config: Config, token: string): Promise<Tokens> {
  const hash = sha256(token);
  const result = await db.transaction(async (tx) => {
    // Claim the token atomically: of two concurrent uses only one can set used_at.
    const claimed = await claimRefreshToken(tx, hash);
    if (!claimed) return { reused: await sessionOfTokenHash(tx, hash) };
    const session = await touchOpenSession(tx, claimed);
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
  return sessionOfTokenHash(db, sha256(token));
}
