import { and, emailTokens, eq, isNull, type Db } from '@jobbridge/db';
import { randomToken, sha256 } from '../../lib/crypto.ts';

export type Purpose = (typeof emailTokens.$inferSelect)['purpose'];

const TOKEN_TTL_HOURS: Record<Purpose, number> = { verify_email: 48, reset_password: 1, change_email: 24 };

/** Issues a single-use link token; earlier unused ones of the same purpose stop working. */
export async function issueEmailToken(db: Db, userId: string, purpose: Purpose, newEmail?: string): Promise<string> {
  const token = randomToken();
  await db.transaction(async (tx) => {
    await tx
      .update(emailTokens)
      .set({ usedAt: new Date() })
      .where(and(eq(emailTokens.userId, userId), eq(emailTokens.purpose, purpose), isNull(emailTokens.usedAt)));
    await tx.insert(emailTokens).values({
      userId,
      purpose,
      tokenHash: sha256(token),
      newEmail,
      expiresAt: new Date(Date.now() + TOKEN_TTL_HOURS[purpose] * 3_600_000),
    });
  });
  return token;
}

export type TokenLookup =
  | { state: 'valid'; row: typeof emailTokens.$inferSelect }
  | { state: 'used' | 'expired'; row: typeof emailTokens.$inferSelect }
  | { state: 'unknown' };

export async function lookupEmailToken(db: Db, token: string, purpose: Purpose): Promise<TokenLookup> {
  const [row] = await db
    .select()
    .from(emailTokens)
    .where(and(eq(emailTokens.tokenHash, sha256(token)), eq(emailTokens.purpose, purpose)));
  if (!row) return { state: 'unknown' };
  if (row.usedAt) return { state: 'used', row };
  if (row.expiresAt.getTime() <= Date.now()) return { state: 'expired', row };
  return { state: 'valid', row };
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
