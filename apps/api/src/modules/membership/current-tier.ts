import { tier, type Tier } from '@jobbridge/contracts';
import type { Db } from '@jobbridge/db';

/**
 * The caller's membership tier right now; every quota check starts here. Until the membership module stores
 * purchased and referral memberships, everyone is on Basic (tier 1).
 */
export async function currentTier(_db: Db, _userId: string, _now: Date = new Date()): Promise<Tier> {
  return tier(1);
}
