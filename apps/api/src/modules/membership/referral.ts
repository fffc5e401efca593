import { REFERRAL_UPGRADE_VALUE_PENCE, REFERRALS_REQUIRED, type Referral } from '@jobbridge/contracts';
import { eq, orders, query, sql, users, type Db, type SQL } from '@jobbridge/db';
import { AppError } from '../../lib/app-error.ts';
import { isUniqueViolation } from '../users/repository.ts';
import { grantMembership } from './memberships.ts';

/**
 * One mailbox, however it is spelled: lower case, without a "+tag" in the local part, and for Gmail without
 * dots and with googlemail.com as gmail.com. a+1@x.com, a+2@x.com and A@x.com are one person.
 */
const mailbox = (email: SQL) => sql`(
  case when split_part(lower(${email}), '@', 2) in ('gmail.com', 'googlemail.com')
    then replace(split_part(split_part(lower(${email}), '@', 1), '+', 1), '.', '') || '@gmail.com'
    else split_part(split_part(lower(${email}), '@', 1), '+', 1) || '@' || split_part(lower(${email}), '@', 2)
  end)`;

/**
 * The referral programme. A referral counts once the referred account has verified its email (Google sign-ups
 * are verified by Google), counted by query, so nothing can fall out of step: each account has at most one
 * referrer (users.referred_by_id, set at sign-up) and a user can never be their own referrer. Accounts are
 * counted by mailbox (above): plus-addressed copies of one inbox count once, and copies of the referrer's own
 * inbox never (docs/decisions/018-trust-fixes.md).
 */
async function counts(db: Db, userId: string): Promise<{ invited: number; counted: number; used: boolean }> {
  const [row] = await query<{ invited: number; counted: number; used: boolean }>(
    db,
    sql`
    with me as (select ${mailbox(sql`email`)} as box from users where id = ${userId}),
    referred as (
      select ${mailbox(sql`u.email`)} as box, u.email_verified_at
      from users u
      where u.referred_by_id = ${userId} and u.id <> ${userId}
    )
    select
      (select count(distinct box)::int from referred where box not in (select box from me)) as invited,
      (select count(distinct box)::int from referred where email_verified_at is not null and box not in (select box from me)) as counted,
      exists (select 1 from memberships where user_id = ${userId} and source = 'referral') as used`,
  );
  return { invited: Number(row?.invited ?? 0), counted: Number(row?.counted ?? 0), used: row?.used === true };
}

export async function referralSummary(db: Db, userId: string, publicUrl: string): Promise<Referral> {
  const [user] = await db.select({ code: users.referralCode }).from(users).where(eq(users.id, userId));
  if (!user) throw new AppError('UNAUTHORIZED');
  const { invited, counted, used } = await counts(db, userId);
  return {
    code: user.code,
    link: `${publicUrl}/signup?ref=${encodeURIComponent(user.code)}`,
    invited,
    counted,
    required: REFERRALS_REQUIRED,
    // What the programme has given: the Premium month, valued at £59.99, once claimed.
    totalEarningPence: used ? REFERRAL_UPGRADE_VALUE_PENCE : 0,
    upgradeUsed: used,
    canUpgrade: !used && counted >= REFERRALS_REQUIRED,
  };
}

/**
 * Claims the one-time upgrade: Premium for 30 days, with a Completed order (valued £59.99, paid by "Referral")
 * so it shows among the orders. The partial unique index on memberships decides between two clicks at once.
 */
export async function claimReferralUpgrade(db: Db, userId: string, now: Date = new Date()) {
  const before = await counts(db, userId);
  if (before.used) throw new AppError('REFERRAL_ALREADY_USED');
  if (before.counted < REFERRALS_REQUIRED) throw new AppError('NOT_ENOUGH_REFERRALS');
  try {
    return await db.transaction(async (txn) => {
      const tx = txn as unknown as Db;
      const [order] = await tx
        .insert(orders)
        .values({
          userId,
          plan: 3,
          amountPence: REFERRAL_UPGRADE_VALUE_PENCE,
          paymentMethod: 'Referral',
          status: 'Completed',
          notes: 'referral_reward',
          createdAt: now,
          paidAt: now,
        })
        .returning({ id: orders.id });
      const membership = await grantMembership(tx, { userId, tier: 3, source: 'referral', orderId: order!.id, now });
      return { tier: 3 as const, expiresAt: membership.expires_at.toISOString(), orderId: order!.id };
    });
  } catch (err) {
    if (isUniqueViolation(err, 'memberships_one_referral_idx')) throw new AppError('REFERRAL_ALREADY_USED');
    throw new AppError('UPGRADE_FAILED', { cause: err });
  }
}
