/**
 * The membership tiers, keyed 1, 2, 3, with docs/product.md §3's table as the enforced numbers (decision: where the plan
 * texts disagree with the table, the table wins and the plan page shows the table's numbers).
 * - helper: AI resume-helper uses per membership period (0 = none on Basic).
 * - flash: Flash Apply sends (batches) per month.
 * - flashBunchCount: positions per Flash Apply batch.
 * - profile: resume profiles (builder) a user may keep.
 * - stats: dashboard insights.
 * - resume: resume templates available in the builder/export (first N of RESUME_TEMPLATES).
 * - totaljobs: recommendations (smart matching) per month.
 * - recipients: recipients per application email (docs/product.md §9).
 * - letters: Flash Apply cover letters written per period (null: unlimited, under a fair-use rate; decision 052).
 *   Not one of the table's words: the spec is silent on letters.
 */
export type TierKey = 1 | 2 | 3;

export interface Tier {
  key: TierKey;
  label: 'Free Membership' | 'VIP Membership' | 'SVIP Membership';
  plan: 'basic' | 'plus' | 'premium';
  identity: 'Free' | 'VIP' | 'SVIP';
  helper: number;
  flash: number;
  flashBunchCount: number;
  profile: number;
  stats: number;
  resume: number;
  totaljobs: number;
  recipients: number;
  letters: number | null;
}

export const TIERS: Record<TierKey, Tier> = {
  1: {
    key: 1,
    label: 'Free Membership',
    plan: 'basic',
    identity: 'Free',
    helper: 0,
    flash: 5,
    flashBunchCount: 2,
    profile: 1,
    stats: 1,
    resume: 2,
    totaljobs: 10,
    recipients: 10,
    letters: 30,
  },
  2: {
    key: 2,
    label: 'VIP Membership',
    plan: 'plus',
    identity: 'VIP',
    helper: 10,
    flash: 20,
    flashBunchCount: 5,
    profile: 3,
    stats: 3,
    resume: 3,
    totaljobs: 100,
    recipients: 15,
    letters: 200,
  },
  3: {
    key: 3,
    label: 'SVIP Membership',
    plan: 'premium',
    identity: 'SVIP',
    helper: 100,
    flash: 30,
    flashBunchCount: 10,
    profile: 5,
    stats: 10,
    resume: 8,
    totaljobs: 300,
    recipients: 50,
    letters: null,
  },
};

export const TIER_KEYS: readonly TierKey[] = [1, 2, 3];

/**
 * The features a tier limits, named by the table's words: the one vocabulary of the plan cards (PLANS), the
 * quotas the server enforces (QUOTA_FEATURES, apps/api/src/modules/membership/quota.ts) and the counters it
 * stores (`quota_usage.feature`). In the order the plan cards and the membership page list them.
 */
export const TIER_FEATURES = ['helper', 'flash', 'flashBunchCount', 'recipients', 'profile', 'resume', 'stats', 'totaljobs'] as const;
export type TierFeature = (typeof TIER_FEATURES)[number];

/** Membership lasts 30 days (docs/product.md §9). */
export const MEMBERSHIP_DAYS = 30;

export function tier(key: number | null | undefined): Tier {
  return key === 2 || key === 3 ? TIERS[key] : TIERS[1];
}
