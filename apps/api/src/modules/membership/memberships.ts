import { MEMBERSHIP_DAYS, TIERS, type TierKey } from '@jobbridge/contracts';
import type { Db, DbOrTx } from '@jobbridge/db';
import { endMembershipsOfOrder, findActiveMembership, insertMembership, latestPaidExpiry, type MembershipRow } from './repository.ts';

export type { MembershipRow } from './repository.ts';

const DAY_MS = 86_400_000;

/** The membership in force at `now`: the highest tier, and of those the one ending first. Null on Basic. */
export function activeMembership(db: DbOrTx, userId: string, now: Date = new Date()): Promise<MembershipRow | null> {
  return findActiveMembership(db, userId, now);
}

/** When paid membership of at least `tier` runs until (the end of the chain of bought periods), or null. */
export function paidUntil(db: Db, userId: string, minTier: number, now: Date): Promise<Date | null> {
  return latestPaidExpiry(db, userId, minTier, now);
}

/**
 * Grants 30 days of `tier`. Bought while a membership of the same or a higher tier runs, the new days start
 * when it ends (nothing paid for is lost); over a lower tier they start now (the higher tier wins while both
 * run). Call inside the transaction that completes the order; the unique order index stops a second grant.
 */
export async function grantMembership(
  db: Db,
  input: { userId: string; tier: TierKey; source: 'purchase' | 'referral'; orderId: string | null; now: Date },
): Promise<MembershipRow> {
  const until = await paidUntil(db, input.userId, input.tier, input.now);
  const startsAt = until && until > input.now ? until : input.now;
  const expiresAt = new Date(startsAt.getTime() + MEMBERSHIP_DAYS * DAY_MS);
  return insertMembership(db, { ...input, startsAt, expiresAt, batches: TIERS[input.tier].flash });
}

/** A refund ends the membership its order granted, at once (the user is back on whatever else covers now). */
export async function endMembershipOfOrder(db: Db, orderId: string, now: Date): Promise<void> {
  await endMembershipsOfOrder(db, orderId, now);
}
