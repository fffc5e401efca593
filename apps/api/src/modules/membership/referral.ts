import { REFERRAL_UPGRADE_VALUE_PENCE, REFERRALS_REQUIRED, type Referral } from '@jobbridge/contracts';
import type { Db } from '@jobbridge/db';
import { AppError } from '../../lib/app-error.ts';
import { isUniqueViolation } from '../users/index.ts';
import { grantMembership } from './memberships.ts';
import { insertOrder, referralCodeOf, referralCounts } from './repository.ts';

/**
 * The referral programme. A referral counts once the referred account has verified its email (Google sign-ups
 * are verified by Google), counted by query, so nothing can fall out of step: each account has at most one
 * referrer (users.referred_by_id, set at sign-up) and a user can never be their own referrer. Accounts are
 * counted by mailbox (lower case, no "+tag", Gmail without dots; see referralCounts in repository.ts):
 * plus-addressed copies of one inbox count once, and copies of the referrer's own inbox never
 * (docs/decisions/018-trust-fixes.md).
 */
const counts = referralCounts;

export async function referralSummary(db: Db, userId: string, publicUrl: string): Promise<Referral> {
  const code = await referralCodeOf(db, userId);
  if (code === null) throw new AppError('UNAUTHORIZED');
  const { invited, counted, used } = await counts(db, userId);
  return {
    code,
    link: `${publicUrl}/signup?ref=${encodeURIComponent(code)}`,
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
      const order = await insertOrder(tx, {
        userId,
        plan: 3,
        amountPence: REFERRAL_UPGRADE_VALUE_PENCE,
        paymentMethod: 'Referral',
        status: 'Completed',
        notes: 'referral_reward',
        createdAt: now,
        paidAt: now,
      });
      const membership = await grantMembership(tx, { userId, tier: 3, source: 'referral', orderId: order.id, now });
      return { tier: 3 as const, expiresAt: membership.expires_at.toISOString(), orderId: order.id };
    });
  } catch (err) {
    if (isUniqueViolation(err, 'memberships_one_referral_idx')) throw new AppError('REFERRAL_ALREADY_USED');
    throw new AppError('UPGRADE_FAILED', { cause: err });
  }
}
