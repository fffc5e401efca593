import { activationCodes, activationCodeUses, and, eq, gt, isNull, or, sql, users, type Db, type DbOrTx } from '@jobbridge/db';
import { randomCode } from '../../lib/crypto.ts';

/** A user as stored. */
export type UserRow = typeof users.$inferSelect;

export type NewUser = Omit<typeof users.$inferInsert, 'referralCode'>;

export async function findUserByLogin(db: Db, login: string) {
  const value = login.trim().toLowerCase();
  const [user] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${value} or lower(${users.username}) = ${value}`)
    .orderBy(sql`lower(${users.email}) = ${value} desc`)
    .limit(1);
  return user;
}

export async function findUserByEmail(db: Db, email: string) {
  const [user] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`);
  return user;
}

export async function findUserById(db: Db, id: string) {
  const [user] = await db.select().from(users).where(eq(users.id, id));
  return user;
}

export async function findUserByGoogleSub(db: Db, sub: string) {
  const [user] = await db.select().from(users).where(eq(users.googleSub, sub));
  return user;
}

export async function usernameTaken(db: Db, username: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.username}) = ${username.toLowerCase()}`);
  return !!row;
}

export async function findUserByReferralCode(db: Db, code: string) {
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.referralCode, code.trim().toUpperCase()));
  return user;
}

/** Inserts a user with a fresh referral code (retrying on the rare clash). */
export async function insertUser(db: Db, values: NewUser) {
  for (let attempt = 0; ; attempt++) {
    try {
      const [user] = await db
        .insert(users)
        .values({ ...values, referralCode: randomCode(8) })
        .returning();
      return user!;
    } catch (err) {
      if (attempt < 3 && String((err as { constraint?: string }).constraint ?? (err as Error).message).includes('referral_code')) continue;
      throw err;
    }
  }
}

export async function updateUser(db: Db, id: string, values: Partial<typeof users.$inferInsert>) {
  const [user] = await db
    .update(users)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(users.id, id))
    .returning();
  return user;
}

/** True when the error is a unique violation on the given index (email or username taken in a race). */
/** Deletes the account; its own rows go with it (cascades), orders are kept without it (decision 018). */
export async function deleteUser(db: Db, id: string): Promise<void> {
  await db.delete(users).where(eq(users.id, id));
}

export function isUniqueViolation(err: unknown, index: string): boolean {
  const e = err as { code?: string; constraint?: string; message?: string; cause?: unknown };
  if (e?.code === '23505') return (e.constraint ?? e.message ?? '').includes(index);
  return e?.cause ? isUniqueViolation(e.cause, index) : false;
}

/** Takes one use of an activation code that is open (uses left, not expired); undefined when none was left. */
export async function claimActivationCode(db: DbOrTx, code: string): Promise<{ id: string } | undefined> {
  const [claimed] = await db
    .update(activationCodes)
    .set({ usedCount: sql`${activationCodes.usedCount} + 1` })
    .where(
      and(
        eq(activationCodes.code, code.toUpperCase()),
        sql`${activationCodes.usedCount} < ${activationCodes.maxUses}`,
        or(isNull(activationCodes.expiresAt), gt(activationCodes.expiresAt, new Date())),
      ),
    )
    .returning({ id: activationCodes.id });
  return claimed;
}

export type ActivationCodeRow = typeof activationCodes.$inferSelect;

/** An activation code by its text (any case, spaces around ignored). */
export async function findActivationCode(db: DbOrTx, code: string): Promise<ActivationCodeRow | undefined> {
  const [row] = await db.select().from(activationCodes).where(eq(activationCodes.code, code.trim().toUpperCase()));
  return row;
}

/** Locks the user's row for the rest of the transaction; null when the account is gone. */
export async function lockUserActivation(tx: DbOrTx, userId: string): Promise<{ activatedAt: Date | null } | null> {
  const [user] = await tx.select({ activatedAt: users.activatedAt }).from(users).where(eq(users.id, userId)).for('update');
  return user ?? null;
}

/** Records that the user used the code and is activated from now. */
export async function recordActivation(tx: DbOrTx, userId: string, codeId: string): Promise<void> {
  await tx.insert(activationCodeUses).values({ codeId, userId });
  await tx.update(users).set({ activatedAt: new Date(), updatedAt: new Date() }).where(eq(users.id, userId));
}
