import { describe, expect, it } from 'vitest';
import { formatPence, PLAN_PRICES_PENCE, PLANS, REFERRAL_UPGRADE_VALUE_PENCE } from './plans.ts';
import { TIERS } from './tiers.ts';

describe('plan texts', () => {
  it('show exactly the numbers the tier table enforces', () => {
    for (const key of [1, 2, 3] as const) {
      const plan = PLANS[key];
      expect(plan.identity).toBe(TIERS[key].identity);
      for (const { feature, value } of plan.benefits) expect(value).toBe(TIERS[key][feature]);
    }
    expect(PLANS[1].benefits.find((b) => b.feature === 'recipients')?.value).toBe(10);
    expect(PLANS[3].benefits.find((b) => b.feature === 'recipients')?.value).toBe(50);
  });

  it('price Premium at the spec’s £59.99 (the referral reward’s value) and Plus below it', () => {
    expect([PLANS[1].name, PLANS[2].name, PLANS[3].name]).toEqual(['Basic', 'Plus', 'Premium']);
    expect(PLAN_PRICES_PENCE[3]).toBe(REFERRAL_UPGRADE_VALUE_PENCE);
    expect(formatPence(PLANS[3].pricePence)).toBe('£59.99');
    expect(formatPence(PLANS[2].pricePence)).toBe('£29.99');
    expect(PLANS[1].pricePence).toBe(0);
  });
});
