import { QUOTA_FEATURES, tier as tierOf, type ErrorCode, type Quota, type QuotaFeature, type Tier } from '@jobbridge/contracts';
import type { Db, DbOrTx } from '@jobbridge/db';
import { AppError } from '../../lib/app-error.ts';
import { activeMembership, type MembershipRow } from './memberships.ts';
import { countUse, releaseUse, usageInPeriod, usedInPeriod } from './repository.ts';

/**
 * The one quota service every feature uses. Features are named by the tier table's words (TIER_FEATURES in
 * packages/contracts), limits come from the caller's tier at `now`; the server enforces them, the web app only
 * shows them (docs/decisions/013-quotas.md, 024-quota-reservations.md).
 *
 * - Counted features (helper, flash, totaljobs) are used up over a window: the current membership's 30 days,
 *   or the calendar month (UTC) on Basic. `consume()` counts a use inside the caller's transaction, so the use
 *   and the action commit or roll back together; `release()` gives back a use whose action failed after the
 *   commit (an AI call, an email send), once. Flash sends of a membership are its batch count
 *   (memberships.used_batches); the others live in quota_usage. Each use is a quota_uses row.
 * - Caps limit one action (flashBunchCount positions in one batch, recipients of one email) or what one keeps
 *   at a time (profile, resume templates, stats insights); `check()` compares a number the calling feature
 *   supplies.
 */
export type CountedFeature = 'helper' | 'flash' | 'totaljobs' | 'letters';
export type CapFeature = Exclude<QuotaFeature, CountedFeature>;
/** The tier table's features and Flash Apply's cover letters (not in the table; decision 052). */
type Feature = QuotaFeature | 'letters';
/** A tier without a number of letters (Premium) counts them under this, so it never refuses. */
const UNLIMITED = 2_000_000_000;

/** The spec's message (docs/product.md §8) where it has one; ours otherwise (packages/contracts/src/errors.ts). */
const QUOTA_ERROR: Record<Feature, ErrorCode> = {
  helper: 'HELPER_LIMIT_REACHED',
  letters: 'LETTERS_LIMIT_REACHED',
  flash: 'FLASH_APPLY_MAX_REACHED',
  totaljobs: 'RECOMMENDATIONS_LIMIT_REACHED',
  flashBunchCount: 'SELECTION_EXCEEDS_PLAN',
  recipients: 'RECIPIENTS_EXCEED_PLAN',
  profile: 'PROFILE_LIMIT_REACHED',
  resume: 'TEMPLATE_NOT_IN_PLAN',
  stats: 'INSIGHTS_LIMIT_REACHED',
};

const KIND: Record<QuotaFeature, Quota['kind']> = {
  helper: 'membership',
  flash: 'month',
  totaljobs: 'month',
  flashBunchCount: 'each',
  recipients: 'each',
  profile: 'standing',
  resume: 'standing',
  stats: 'standing',
};

const COUNTED: readonly Feature[] = ['helper', 'flash', 'totaljobs', 'letters'];
const isCounted = (feature: Feature): feature is CountedFeature => COUNTED.includes(feature);

export interface QuotaWindow {
  tier: Tier;
  membership: MembershipRow | null;
  /** `m:<membership id>` or `YYYY-MM`. */
  period: string;
  resetsAt: Date;
}

/** The tier and counting window at `now`. */
export async function quotaWindow(db: DbOrTx, userId: string, now: Date = new Date()): Promise<QuotaWindow> {
  const membership = await activeMembership(db, userId, now);
  if (membership) return { tier: tierOf(membership.tier), membership, period: `m:${membership.id}`, resetsAt: membership.expires_at };
  const month = `${now.getUTCFullYear()}-${String(now.getUTCMonth() + 1).padStart(2, '0')}`;
  return { tier: tierOf(1), membership: null, period: month, resetsAt: new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1)) };
}

function limitOf(tier: Tier, feature: Feature): number {
  return tier[feature] ?? UNLIMITED;
}

/** Flash sends during a membership are counted on the membership row (the spec's total and used batches). */
const onMembership = (feature: CountedFeature, window: QuotaWindow): window is QuotaWindow & { membership: MembershipRow } =>
  feature === 'flash' && window.membership !== null;

async function usedIn(db: DbOrTx, userId: string, feature: CountedFeature, window: QuotaWindow): Promise<number> {
  if (onMembership(feature, window)) return window.membership.used_batches;
  return usedInPeriod(db, userId, feature, window.period);
}

/** What is left of a feature now: for counted features the rest of the window, for caps the cap itself. */
export async function remaining(db: DbOrTx, userId: string, feature: Feature, now: Date = new Date()): Promise<number> {
  const window = await quotaWindow(db, userId, now);
  const limit = limitOf(window.tier, feature);
  if (!isCounted(feature)) return limit;
  return Math.max(0, limit - (await usedIn(db, userId, feature, window)));
}

/** One counted use: its id gives it back (`release`). */
export interface QuotaUse {
  id: string;
  used: number;
  remaining: number;
}

/**
 * Uses `n` units of a counted feature, or refuses with the feature's error code (403) and changes nothing.
 *
 * Pass the transaction the action runs in (`db.transaction(async (tx) => { …; await consume(tx, …) })`): the
 * use commits or rolls back with the action. The check, the increment and the use's record are one statement
 * whose WHERE PostgreSQL re-checks on the locked counter row, so of two parallel calls for the last unit
 * exactly one succeeds; the counter row stays locked until the caller's transaction ends.
 */
export async function consume(tx: DbOrTx, userId: string, feature: CountedFeature, n = 1, now: Date = new Date()): Promise<QuotaUse> {
  if (!Number.isInteger(n) || n < 1) throw new AppError('VALIDATION_ERROR');
  const window = await quotaWindow(tx, userId, now);
  const limit = limitOf(window.tier, feature);
  if (n > limit) throw new AppError(QUOTA_ERROR[feature]);

  const membershipId = onMembership(feature, window) ? window.membership.id : null;
  const row = await countUse(tx, { userId, feature, period: window.period, membershipId, n, limit, now });
  if (!row) throw new AppError(QUOTA_ERROR[feature]);
  const total = onMembership(feature, window) ? window.membership.total_batches : limit;
  return { id: row.id, used: Number(row.used), remaining: Math.max(0, total - Number(row.used)) };
}

/**
 * Gives back a use whose action failed after its transaction committed. Idempotent: the use is marked released
 * in the same statement that takes its units off the counter it was counted on (even if the window has moved
 * on), so releasing twice, or twice at once, gives back once; the counter never goes below zero. A use that
 * was rolled back, or another user's, is not found. Returns the units given back (0 when none).
 */
export async function release(db: DbOrTx, userId: string, useId: string, now: Date = new Date()): Promise<number> {
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(useId)) return 0;
  return releaseUse(db, userId, useId, now);
}

/**
 * Counts a use, runs an action that happens outside any transaction (an AI call, an email send), and gives the
 * use back if the action throws. The use is committed before the action starts, so two parallel actions cannot
 * both take the last unit.
 */
export async function withUse<T>(
  db: Db,
  userId: string,
  feature: CountedFeature,
  n: number,
  action: (use: QuotaUse) => Promise<T>,
  now: Date = new Date(),
): Promise<T> {
  const use = await db.transaction((tx) => consume(tx, userId, feature, n, now));
  try {
    return await action(use);
  } catch (err) {
    await release(db, userId, use.id, now);
    throw err;
  }
}

/**
 * Checks a cap: `requested` positions in one batch, recipients of one email, or profiles/templates/insights the
 * user would have (for resume templates: the 1-based place of the template in RESUME_TEMPLATES). Throws the
 * feature's error code when it is over the tier's number.
 */
export async function check(db: DbOrTx, userId: string, feature: CapFeature, requested: number, now: Date = new Date()): Promise<void> {
  const window = await quotaWindow(db, userId, now);
  if (requested > limitOf(window.tier, feature)) throw new AppError(QUOTA_ERROR[feature]);
}

/** Cover letters in the current window: the tier's number (null: unlimited, under a fair-use rate) and the use. */
export async function lettersUsage(db: DbOrTx, userId: string, window: QuotaWindow) {
  const used = await usedInPeriod(db, userId, 'letters', window.period);
  const limit = window.tier.letters;
  return { limit, used, remaining: limit === null ? null : Math.max(0, limit - used), resetsAt: window.resetsAt.toISOString() };
}

/** Every feature's limit, use and rest in the current window (GET /api/app/membership), in TIER_FEATURES order. */
export async function quotaSummary(db: DbOrTx, userId: string, window: QuotaWindow): Promise<Quota[]> {
  const rows = await usageInPeriod(db, userId, window.period);
  const usedOf = (feature: CountedFeature) =>
    onMembership(feature, window) ? window.membership.used_batches : Number(rows.find((r) => r.feature === feature)?.used ?? 0);
  return QUOTA_FEATURES.map((feature) => {
    if (!isCounted(feature)) {
      const limit = limitOf(window.tier, feature);
      return { feature, kind: KIND[feature], limit, used: null, remaining: limit, resetsAt: null };
    }
    const limit = onMembership(feature, window) ? window.membership.total_batches : limitOf(window.tier, feature);
    const used = usedOf(feature);
    return { feature, kind: KIND[feature], limit, used, remaining: Math.max(0, limit - used), resetsAt: window.resetsAt.toISOString() };
  });
}
