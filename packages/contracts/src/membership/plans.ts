import { TIER_FEATURES, TIERS, type TierFeature, type TierKey } from './tiers.ts';

/**
 * The plan texts shown on /app/membership (docs/product.md §3, §6): name, identity, price and benefits. The numbers are
 * the tier table's (TIERS), so the page shows what the server enforces. The visible words of each benefit are
 * in the web app's `membership` locale files, keyed by `feature`.
 *
 * Prices are one-off payments for 30 days, in pence (GBP). Premium is valued at £59.99 by the spec (the
 * referral reward); Plus at £29.99 is our choice (docs/decisions/012-membership-payments.md).
 */
export const CURRENCY = 'GBP';

export type PlanName = 'Basic' | 'Plus' | 'Premium';

/** The features a plan limits, in the order the plan cards list them: the tier table's words (TIER_FEATURES). */
export const PLAN_FEATURES = TIER_FEATURES;
export type PlanFeature = TierFeature;

export interface Plan {
  key: TierKey;
  name: PlanName;
  identity: 'Free' | 'VIP' | 'SVIP';
  /** Price of 30 days in pence; 0 for Basic. */
  pricePence: number;
  /** The tier's number for each feature, in PLAN_FEATURES order. */
  benefits: { feature: PlanFeature; value: number }[];
}

export const PLAN_PRICES_PENCE: Record<TierKey, number> = { 1: 0, 2: 2999, 3: 5999 };

/** What the referral upgrade (Premium for 30 days) is worth: docs/product.md §1 and §9. */
export const REFERRAL_UPGRADE_VALUE_PENCE = 5999;
/** Counted referrals needed for the one-time upgrade. */
export const REFERRALS_REQUIRED = 5;

const NAMES: Record<TierKey, PlanName> = { 1: 'Basic', 2: 'Plus', 3: 'Premium' };

function plan(key: TierKey): Plan {
  const t = TIERS[key];
  return {
    key,
    name: NAMES[key],
    identity: t.identity,
    pricePence: PLAN_PRICES_PENCE[key],
    benefits: PLAN_FEATURES.map((feature) => ({ feature, value: t[feature] })),
  };
}

export const PLANS: Record<TierKey, Plan> = { 1: plan(1), 2: plan(2), 3: plan(3) };

/** The plans that can be bought (Basic is free). */
export const PAID_PLAN_KEYS = [2, 3] as const;
export type PaidPlanKey = (typeof PAID_PLAN_KEYS)[number];

/** £29.99 from 2999 pence, en-GB. */
export function formatPence(pence: number): string {
  return new Intl.NumberFormat('en-GB', { style: 'currency', currency: CURRENCY }).format(pence / 100);
}
