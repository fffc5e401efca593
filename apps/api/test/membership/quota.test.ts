import { TIERS, type QuotaFeature, type TierKey } from '@jobbridge/contracts';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../src/lib/app-error.ts';
import { currentTier } from '../../src/modules/membership/current-tier.ts';
import { grantMembership } from '../../src/modules/membership/memberships.ts';
import { check, consume, remaining, type CapFeature, type CountedFeature } from '../../src/modules/membership/quota.ts';
import { setupApp } from '../helper.ts';
import { membership, quickUser } from './helpers.ts';

/** The quota service at each tier's limits (SPEC §3 table), atomic under concurrency, and on expiry. */
const ctx = setupApp();

async function userAt(tier: TierKey, now = new Date()) {
  const { userId, token } = await quickUser(ctx.app, ctx.database.db);
  if (tier > 1) await grantMembership(ctx.database.db, { userId, tier, source: 'purchase', orderId: null, now });
  return { userId, token };
}

async function codeOf(promise: Promise<unknown>): Promise<string | null> {
  try {
    await promise;
    return null;
  } catch (err) {
    if (err instanceof AppError) return err.code;
    throw err;
  }
}

const counted: [CountedFeature, keyof (typeof TIERS)[1], string][] = [
  ['helper', 'helper', 'HELPER_LIMIT_REACHED'],
  ['flash', 'flash', 'FLASH_APPLY_MAX_REACHED'],
  ['recommendations', 'totaljobs', 'RECOMMENDATIONS_LIMIT_REACHED'],
];
const caps: [CapFeature, keyof (typeof TIERS)[1], string][] = [
  ['positionsPerBatch', 'flashBunchCount', 'SELECTION_EXCEEDS_PLAN'],
  ['recipients', 'recipients', 'RECIPIENTS_EXCEED_PLAN'],
  ['profiles', 'profile', 'PROFILE_LIMIT_REACHED'],
  ['templates', 'resume', 'TEMPLATE_NOT_IN_PLAN'],
  ['insights', 'stats', 'INSIGHTS_LIMIT_REACHED'],
];

describe.each([1, 2, 3] as const)('tier %i', (key) => {
  const tier = TIERS[key];

  it.each(counted)('%s: exactly the table’s number, then the spec’s error', async (feature, field, code) => {
    const { userId } = await userAt(key);
    const db = ctx.database.db;
    const limit = tier[field] as number;
    expect(await remaining(db, userId, feature)).toBe(limit);
    if (limit > 0) {
      // Most in one go, then one at a time up to the limit.
      if (limit > 1) expect(await consume(db, userId, feature, limit - 1)).toEqual({ used: limit - 1, remaining: 1 });
      expect(await consume(db, userId, feature, 1)).toEqual({ used: limit, remaining: 0 });
    }
    expect(await codeOf(consume(db, userId, feature, 1))).toBe(code);
    expect(await remaining(db, userId, feature)).toBe(0);
  });

  it.each(caps)('%s: up to the table’s number, one more is refused', async (feature, field, code) => {
    const { userId } = await userAt(key);
    const limit = tier[field] as number;
    await check(ctx.database.db, userId, feature, limit);
    expect(await codeOf(check(ctx.database.db, userId, feature, limit + 1))).toBe(code);
  });

  it('GET /api/app/membership shows the same numbers and the use so far', async () => {
    const { userId, token } = await userAt(key);
    await consume(ctx.database.db, userId, 'recommendations', 3);
    await consume(ctx.database.db, userId, 'flash', 2);
    const m = await membership(ctx.app, token);
    expect(m.tier).toBe(key);
    const byFeature = Object.fromEntries(m.quotas.map((q: { feature: QuotaFeature }) => [q.feature, q]));
    expect(byFeature.recommendations).toMatchObject({ limit: tier.totaljobs, used: 3, remaining: tier.totaljobs - 3, kind: 'month' });
    expect(byFeature.helper).toMatchObject({ limit: tier.helper, used: 0 });
    expect(byFeature.flash).toMatchObject({ limit: tier.flash, used: 2, remaining: tier.flash - 2 });
    expect(byFeature.positionsPerBatch).toMatchObject({ limit: tier.flashBunchCount, used: null, kind: 'each' });
    expect(byFeature.recipients.limit).toBe([10, 15, 50][key - 1]);
    expect(byFeature.profiles.limit).toBe(tier.profile);
    expect(byFeature.templates.limit).toBe(tier.resume);
    expect(m).toMatchObject({ totalBatches: tier.flash, usedBatches: 2 });
  });
});

describe('consume', () => {
  it('two parallel consumes of the last unit: exactly one wins (Basic month counter)', async () => {
    const { userId } = await userAt(1);
    const db = ctx.database.db;
    await consume(db, userId, 'flash', 4);
    const results = await Promise.allSettled([consume(db, userId, 'flash'), consume(db, userId, 'flash')]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(results.filter((r) => r.status === 'rejected').map((r) => ((r as PromiseRejectedResult).reason as AppError).code)).toEqual(['FLASH_APPLY_MAX_REACHED']);
    expect(await remaining(db, userId, 'flash')).toBe(0);
  });

  it('twenty parallel consumes against a fresh limit of 10 (recommendations): ten win', async () => {
    const { userId } = await userAt(1);
    const results = await Promise.allSettled(Array.from({ length: 20 }, () => consume(ctx.database.db, userId, 'recommendations')));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(10);
  });

  it('membership batches: parallel sends at the last batch, one wins; the batch count is on the membership', async () => {
    const { userId, token } = await userAt(2);
    const db = ctx.database.db;
    await consume(db, userId, 'flash', 19);
    const results = await Promise.allSettled([consume(db, userId, 'flash'), consume(db, userId, 'flash'), consume(db, userId, 'flash')]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const m = await membership(ctx.app, token);
    expect(m).toMatchObject({ totalBatches: 20, usedBatches: 20 });
  });

  it('refuses a request larger than what is left and changes nothing', async () => {
    const { userId } = await userAt(1);
    await consume(ctx.database.db, userId, 'flash', 3);
    expect(await codeOf(consume(ctx.database.db, userId, 'flash', 3))).toBe('FLASH_APPLY_MAX_REACHED');
    expect(await remaining(ctx.database.db, userId, 'flash')).toBe(2);
  });
});

describe('windows and expiry (clock injected)', () => {
  it('a membership ends after 30 days and the user is Basic again, with Basic’s limits', async () => {
    const start = new Date('2026-03-10T12:00:00Z');
    const { userId } = await userAt(3, start);
    const db = ctx.database.db;
    const at = (days: number) => new Date(start.getTime() + days * 86_400_000);
    expect((await currentTier(db, userId, at(0))).key).toBe(3);
    expect((await currentTier(db, userId, at(29.99))).key).toBe(3);
    expect(await remaining(db, userId, 'helper', at(10))).toBe(100);
    await consume(db, userId, 'helper', 100, at(10));
    expect((await currentTier(db, userId, at(30))).key).toBe(1);
    expect(await remaining(db, userId, 'helper', at(31))).toBe(0);
    expect(await codeOf(check(db, userId, 'positionsPerBatch', 3, at(31)))).toBe('SELECTION_EXCEEDS_PLAN');
    expect(await remaining(db, userId, 'flash', at(31))).toBe(5);
  });

  it('Basic counts per calendar month (UTC)', async () => {
    const { userId } = await userAt(1);
    const db = ctx.database.db;
    const march = new Date('2026-03-31T23:00:00Z');
    const april = new Date('2026-04-01T00:30:00Z');
    await consume(db, userId, 'flash', 5, march);
    expect(await codeOf(consume(db, userId, 'flash', 1, march))).toBe('FLASH_APPLY_MAX_REACHED');
    expect(await remaining(db, userId, 'flash', april)).toBe(5);
    await consume(db, userId, 'flash', 1, april);
    expect(await remaining(db, userId, 'flash', april)).toBe(4);
  });
});
