import { tier as tierOf, type ErrorCode, type Quota, type QuotaFeature, type Tier } from '@jobbridge/contracts';
import { query, sql, type Db } from '@jobbridge/db';
import { AppError } from '../../lib/app-error.ts';
import { activeMembership, type MembershipRow } from './memberships.ts';

/**
 * The one quota service every feature uses. Limits come from the caller's tier at `now` (currentTier's lookup)
 * and the table in packages/contracts (TIERS); the server enforces them, the web app only shows them.
 *
 * - Counted features are used up over a window: the current membership's 30 days, or the calendar month (UTC)
 *   on Basic. `consume()` adds to the count in one conditional statement, so two requests racing for the last
 *   unit cannot both win. Flash sends are the membership's batch count (memberships.used_batches); the
 *   others live in quota_usage.
 * - Caps limit one action (positions in one batch, recipients of one email) or what one keeps at a time
 *   (profiles, templates, insights); `check()` compares a number the calling feature supplies.
 */
export type CountedFeature = 'helper' | 'flash' | 'recommendations';
export type CapFeature = Exclude<QuotaFeature, CountedFeature>;

const LIMIT: Record<QuotaFeature, (t: Tier) => number> = {
  helper: (t) => t.helper,
  flash: (t) => t.flash,
  recommendations: (t) => t.totaljobs,
  positionsPerBatch: (t) => t.flashBunchCount,
  recipients: (t) => t.recipients,
  profiles: (t) => t.profile,
  templates: (t) => t.resume,
  insights: (t) => t.stats,
};

/** The spec's message (SPEC §8) where it has one; ours otherwise (packages/contracts/src/errors.ts). */
export const QUOTA_ERROR: Record<QuotaFeature, ErrorCode> = {
  helper: 'HELPER_LIMIT_REACHED',
  flash: 'FLASH_APPLY_MAX_REACHED',
  recommendations: 'RECOMMENDATIONS_LIMIT_REACHED',
  positionsPerBatch: 'SELECTION_EXCEEDS_PLAN',
  recipients: 'RECIPIENTS_EXCEED_PLAN',
  profiles: 'PROFILE_LIMIT_REACHED',
  templates: 'TEMPLATE_NOT_IN_PLAN',
  insights: 'INSIGHTS_LIMIT_REACHED',
};

const KIND: Record<QuotaFeature, Quota['kind']> = {
  helper: 'membership',
  flash: 'month',
  recommendations: 'month',
  positionsPerBatch: 'each',
  recipients: 'each',
  profiles: 'standing',
  templates: 'standing',
  insights: 'standing',
};

const COUNTED: readonly QuotaFeature[] = ['helper', 'flash', 'recommendations'];
export const isCounted = (feature: QuotaFeature): feature is CountedFeature => COUNTED.includes(feature);

export interface QuotaWindow {
  tier: Tier;
  membership: MembershipRow | null;
  /** `m:<membership id>` or `YYYY-MM`. */
  period: string;
  resetsAt: Date;
}

/** The tier and counting window at `now`. */
export async function quotaWindow(db: Db, userId: string, now: Date = new Date()): Promise<QuotaWindow> {
  const membership = await activeMembership(db, userId, now);
  if (membership) return { tier: tierOf(membership.tier), membership, period: `m:${membership.id}`, resetsAt: membership.expires_at };
  const month = `${now.getUTCFullYear()}-${String(now.getUTCMonth() + 1).padStart(2, '0')}`;
  return { tier: tierOf(1), membership: null, period: month, resetsAt: new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1)) };
}

export function limitOf(tier: Tier, feature: QuotaFeature): number {
  return LIMIT[feature](tier);
}

async function usedIn(db: Db, userId: string, feature: CountedFeature, window: QuotaWindow): Promise<number> {
  if (feature === 'flash' && window.membership) return window.membership.used_batches;
  const [row] = await query<{ used: number }>(db, sql`
    select used from quota_usage where user_id = ${userId} and feature = ${feature} and period = ${window.period}`);
  return row ? Number(row.used) : 0;
}

/** What is left of a feature now: for counted features the rest of the window, for caps the cap itself. */
export async function remaining(db: Db, userId: string, feature: QuotaFeature, now: Date = new Date()): Promise<number> {
  const window = await quotaWindow(db, userId, now);
  const limit = limitOf(window.tier, feature);
  if (!isCounted(feature)) return limit;
  return Math.max(0, limit - (await usedIn(db, userId, feature, window)));
}

/**
 * Uses `n` units of a counted feature, or refuses with the feature's error code (403) and changes nothing.
 * Atomic: the check and the increment are one statement whose WHERE is re-checked on the locked row, so of
 * two parallel calls for the last unit exactly one succeeds. Returns what is left.
 */
export async function consume(db: Db, userId: string, feature: CountedFeature, n = 1, now: Date = new Date()): Promise<{ used: number; remaining: number }> {
  if (!Number.isInteger(n) || n < 1) throw new AppError('VALIDATION_ERROR');
  const window = await quotaWindow(db, userId, now);
  const limit = limitOf(window.tier, feature);
  if (n > limit) throw new AppError(QUOTA_ERROR[feature]);

  let used: number | undefined;
  if (feature === 'flash' && window.membership) {
    const [row] = await query<{ used: number }>(db, sql`
      update memberships set used_batches = used_batches + ${n}
      where id = ${window.membership.id} and used_batches + ${n} <= total_batches
      returning used_batches as used`);
    used = row?.used;
  } else {
    const [row] = await query<{ used: number }>(db, sql`
      insert into quota_usage as q (user_id, feature, period, used) values (${userId}, ${feature}, ${window.period}, ${n})
      on conflict (user_id, feature, period) do update set used = q.used + excluded.used, updated_at = now()
        where q.used + excluded.used <= ${limit}
      returning q.used`);
    used = row?.used;
  }
  if (used === undefined) throw new AppError(QUOTA_ERROR[feature]);
  const total = feature === 'flash' && window.membership ? window.membership.total_batches : limit;
  return { used: Number(used), remaining: Math.max(0, total - Number(used)) };
}

/**
 * Checks a cap: `requested` positions in one batch, recipients of one email, or profiles/templates/insights the
 * user would have (for templates: the 1-based place of the template in RESUME_TEMPLATES). Throws the
 * feature's error code when it is over the tier's number.
 */
export async function check(db: Db, userId: string, feature: CapFeature, requested: number, now: Date = new Date()): Promise<void> {
  const window = await quotaWindow(db, userId, now);
  if (requested > limitOf(window.tier, feature)) throw new AppError(QUOTA_ERROR[feature]);
}

/** Every feature's limit, use and rest in the current window (GET /api/app/membership). */
export async function quotaSummary(db: Db, userId: string, window: QuotaWindow): Promise<Quota[]> {
  const rows = await query<{ feature: string; used: number }>(db, sql`
    select feature, used from quota_usage where user_id = ${userId} and period = ${window.period}`);
  const usedOf = (feature: CountedFeature) =>
    feature === 'flash' && window.membership ? window.membership.used_batches : Number(rows.find((r) => r.feature === feature)?.used ?? 0);
  return (Object.keys(LIMIT) as QuotaFeature[]).map((feature) => {
    const limit = feature === 'flash' && window.membership ? window.membership.total_batches : limitOf(window.tier, feature);
    if (!isCounted(feature)) return { feature, kind: KIND[feature], limit, used: null, remaining: limit, resetsAt: null };
    const used = usedOf(feature);
    return { feature, kind: KIND[feature], limit, used, remaining: Math.max(0, limit - used), resetsAt: window.resetsAt.toISOString() };
  });
}
