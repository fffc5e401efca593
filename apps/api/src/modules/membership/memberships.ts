import { MEMBERSHIP_DAYS, TIERS, type TierKey } from '@jobbridge/contracts';
import type { Db, DbOrTx } from '@jobbridge/db';
import {
  endMembershipsOfOrder,
  findActiveMembership,
  insertMembership,
  latestPaidExpiry,
  lockMemberships,
  lowerMembershipsPast,
  moveMembership,
  recordKeptDays,
  type MembershipRow,
} from './repository.ts';

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

/** What a grant of `tier` at `now` does: its own dates, and the lower-tier memberships it moves. */
export interface GrantPlan {
  startsAt: Date;
  expiresAt: Date;
  /** Lower tiers that were to run during the new membership: each keeps its unused time, after it. */
  moved: { id: string; tier: TierKey; ms: number; startsAt: Date; expiresAt: Date }[];
}

/**
 * The membership rule (decision 053). Bought while a membership of the same or a higher tier runs, the new
 * days start when that chain ends (nothing paid for is lost). Bought over a lower tier (an upgrade), the higher
 * tier starts now, and the lower tier's unused time, to the second, moves to after it, as do later lower-tier
 * periods: the person gets the higher tier at once and every day they paid for.
 */
export async function planGrant(db: DbOrTx, userId: string, tier: TierKey, now: Date): Promise<GrantPlan> {
  const until = await latestPaidExpiry(db, userId, tier, now);
  const startsAt = until && until > now ? until : now;
  const expiresAt = new Date(startsAt.getTime() + MEMBERSHIP_DAYS * DAY_MS);
  const moved: GrantPlan['moved'] = [];
  let cursor = expiresAt.getTime();
  for (const row of await lowerMembershipsPast(db, userId, tier, startsAt)) {
    const from = Math.max(row.starts_at.getTime(), startsAt.getTime());
    const ms = row.expires_at.getTime() - from;
    moved.push({ id: row.id, tier: row.tier, ms, startsAt: new Date(cursor), expiresAt: new Date(cursor + ms) });
    cursor += ms;
  }
  return { startsAt, expiresAt, moved };
}

/** The moved days as an order records and shows them: the highest tier moved, the time in all, and when. */
export function keptDays(plan: GrantPlan): { tier: TierKey; ms: number; startsAt: string; expiresAt: string } | null {
  if (!plan.moved.length) return null;
  return {
    tier: Math.max(...plan.moved.map((m) => m.tier)) as TierKey,
    ms: plan.moved.reduce((sum, m) => sum + m.ms, 0),
    startsAt: plan.moved[0]!.startsAt.toISOString(),
    expiresAt: plan.moved.at(-1)!.expiresAt.toISOString(),
  };
}

/**
 * Grants 30 days of `tier` as planGrant says, moving the lower tiers and recording that on the order. Call inside
 * the transaction that completes the order; the unique order index stops a second grant.
 */
export async function grantMembership(
  db: Db,
  input: { userId: string; tier: TierKey; source: 'purchase' | 'referral'; orderId: string | null; now: Date },
): Promise<MembershipRow> {
  await lockMemberships(db, input.userId);
  const plan = await planGrant(db, input.userId, input.tier, input.now);
  for (const m of plan.moved) await moveMembership(db, m.id, m.startsAt, m.expiresAt);
  const kept = keptDays(plan);
  if (kept && input.orderId) await recordKeptDays(db, input.orderId, kept);
  return insertMembership(db, { ...input, startsAt: plan.startsAt, expiresAt: plan.expiresAt, batches: TIERS[input.tier].flash });
}

/** A refund ends the membership its order granted, at once (the user is back on whatever else covers now). */
export async function endMembershipOfOrder(db: Db, orderId: string, now: Date): Promise<void> {
  await endMembershipsOfOrder(db, orderId, now);
}
