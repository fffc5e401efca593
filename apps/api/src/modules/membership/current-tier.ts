import { tier, type Tier } from '@jobbridge/contracts';
import type { Db } from '@jobbridge/db';
import { activeMembership } from './memberships.ts';

/**
 * The caller's membership tier at `now`; every quota check starts here. The highest tier among the memberships
 * covering `now` (bought or from the referral upgrade, not ended by a refund), else Basic (tier 1): when a
 * membership expires, the user is Basic again without anything having to run.
 */
export async function currentTier(db: Db, userId: string, now: Date = new Date()): Promise<Tier> {
  const membership = await activeMembership(db, userId, now);
  return tier(membership?.tier ?? 1);
}
