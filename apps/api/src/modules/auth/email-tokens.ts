import type { Db } from '@jobbridge/db';
import { randomToken, sha256 } from '../../lib/crypto.ts';
import { findEmailToken, replaceEmailToken, type EmailTokenRow } from './repository.ts';

export type Purpose = EmailTokenRow['purpose'];

const TOKEN_TTL_HOURS: Record<Purpose, number> = { verify_email: 48, reset_password: 1, change_email: 24 };

/** Issues a single-use link token; earlier unused ones of the same purpose stop working. */
export async function issueEmailToken(db: Db, userId: string, purpose: Purpose, newEmail?: string): Promise<string> {
  const token = randomToken();
  const expiresAt = new Date(Date.now() + TOKEN_TTL_HOURS[purpose] * 3_600_000);
  await replaceEmailToken(db, { userId, purpose, tokenHash: sha256(token), newEmail, expiresAt });
  return token;
}

type TokenLookup = { state: 'valid' | 'used' | 'expired'; row: EmailTokenRow } | { state: 'unknown' };

export async function lookupEmailToken(db: Db, token: string, purpose: Purpose): Promise<TokenLookup> {
  const row = await findEmailToken(db, sha256(token), purpose);
  if (!row) return { state: 'unknown' };
  if (row.usedAt) return { state: 'used', row };
  if (row.expiresAt.getTime() <= Date.now()) return { state: 'expired', row };
  return { state: 'valid', row };
}
