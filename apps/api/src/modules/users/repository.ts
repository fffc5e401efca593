import { activationCodes, and, eq, gt, isNull, or, sql, users, type Db, type DbOrTx } from '@jobbridge/db';
import { randomCode } from '../../lib/crypto.ts';

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
