import { QUOTA_FEATURES, TIERS, type QuotaFeature, type TierKey } from '@jobbridge/contracts';
import { query, sql } from '@jobbridge/db';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../src/lib/app-error.ts';
import { currentTier } from '../../src/modules/membership/current-tier.ts';
import { grantMembership } from '../../src/modules/membership/memberships.ts';
import { check, consume, release, remaining, withUse, type CapFeature, type CountedFeature } from '../../src/modules/membership/quota.ts';
import { setupApp } from '../helper.ts';
import { membership, quickUser } from './helpers.ts';

/**
 * The quota service at each tier's limits (docs/product.md §3 table), atomic under concurrency, and on expiry; a use
 * commits or rolls back with its action and is given back once (docs/decisions/024-quota-reservations.md).
 * Runs on PGlite, and on PostgreSQL with TEST_DATABASE_URL (real parallel connections).
 */
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

// The quota features are the tier table's words: each one's limit is the table's number of the same name.
const counted: [Exclude<CountedFeature, 'letters'>, string][] = [
  ['helper', 'HELPER_LIMIT_REACHED'],
  ['flash', 'FLASH_APPLY_MAX_REACHED'],
  ['totaljobs', 'RECOMMENDATIONS_LIMIT_REACHED'],
];
const caps: [CapFeature, string][] = [
  ['flashBunchCount', 'SELECTION_EXCEEDS_PLAN'],
  ['recipients', 'RECIPIENTS_EXCEED_PLAN'],
  ['profile', 'PROFILE_LIMIT_REACHED'],
  ['resume', 'TEMPLATE_NOT_IN_PLAN'],
  ['stats', 'INSIGHTS_LIMIT_REACHED'],
];

describe.each([1, 2, 3] as const)('tier %i', (key) => {
  const tier = TIERS[key];

  it.each(counted)('%s: exactly the table’s number, then the spec’s error', async (feature, code) => {
    const { userId } = await userAt(key);
    const db = ctx.database.db;
    const limit = tier[feature];
    expect(await remaining(db, userId, feature)).toBe(limit);
    if (limit > 0) {
      // Most in one go, then one at a time up to the limit.
      if (limit > 1) expect(await consume(db, userId, feature, limit - 1)).toMatchObject({ used: limit - 1, remaining: 1 });
      expect(await consume(db, userId, feature, 1)).toMatchObject({ used: limit, remaining: 0 });
    }
    expect(await codeOf(consume(db, userId, feature, 1))).toBe(code);
    expect(await remaining(db, userId, feature)).toBe(0);
  });

  it.each(caps)('%s: up to the table’s number, one more is refused', async (feature, code) => {
    const { userId } = await userAt(key);
    const limit = tier[feature];
    await check(ctx.database.db, userId, feature, limit);
    expect(await codeOf(check(ctx.database.db, userId, feature, limit + 1))).toBe(code);
  });

  it('GET /api/app/membership shows the same numbers and the use so far', async () => {
    const { userId, token } = await userAt(key);
    await consume(ctx.database.db, userId, 'totaljobs', 3);
    await consume(ctx.database.db, userId, 'flash', 2);
    const m = await membership(ctx.app, token);
    expect(m.tier).toBe(key);
    // One vocabulary: the quotas are the tier table's words, in the plan cards' order.
    expect(m.quotas.map((q: { feature: QuotaFeature }) => q.feature)).toEqual([...QUOTA_FEATURES]);
    const byFeature = Object.fromEntries(m.quotas.map((q: { feature: QuotaFeature }) => [q.feature, q]));
    for (const feature of QUOTA_FEATURES) expect(byFeature[feature].limit).toBe(tier[feature]);
    expect(byFeature.totaljobs).toMatchObject({ limit: tier.totaljobs, used: 3, remaining: tier.totaljobs - 3, kind: 'month' });
    expect(byFeature.helper).toMatchObject({ limit: tier.helper, used: 0 });
    expect(byFeature.flash).toMatchObject({ limit: tier.flash, used: 2, remaining: tier.flash - 2 });
    expect(byFeature.flashBunchCount).toMatchObject({ limit: tier.flashBunchCount, used: null, kind: 'each' });
    expect(byFeature.recipients.limit).toBe([10, 15, 50][key - 1]);
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
    expect(results.filter((r) => r.status === 'rejected').map((r) => (r.reason as AppError).code)).toEqual(['FLASH_APPLY_MAX_REACHED']);
    expect(await remaining(db, userId, 'flash')).toBe(0);
  });

  it('twenty parallel consumes against a fresh limit of 10 (totaljobs): ten win', async () => {
    const { userId } = await userAt(1);
    const results = await Promise.allSettled(Array.from({ length: 20 }, () => consume(ctx.database.db, userId, 'totaljobs')));
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
    expect(await codeOf(check(db, userId, 'flashBunchCount', 3, at(31)))).toBe('SELECTION_EXCEEDS_PLAN');
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

/** The counter a feature is counted on now, the units of its uses not given back, and the action's rows. */
async function ledger(userId: string, feature: CountedFeature) {
  const db = ctx.database.db;
  const [row] = await query<{ used: number | null; open: number; searches: number }>(
    db,
    sql`
    select (select sum(used)::int from quota_usage where user_id = ${userId} and feature = ${feature}) as used,
      (select coalesce(sum(n), 0)::int from quota_uses where user_id = ${userId} and feature = ${feature} and released_at is null) as open,
      (select count(*)::int from search_history where user_id = ${userId}) as searches`,
  );
  return { used: Number(row!.used ?? 0), open: Number(row!.open), searches: Number(row!.searches) };
}

/** An action's own row (a search saved), written in the same transaction as its use. */
const recordSearch = (tx: Parameters<typeof consume>[0], userId: string) =>
  query(tx, sql`insert into search_history (user_id, q) values (${userId}, 'nurse')`);

describe('a use commits or rolls back with its action', () => {
  it('the action fails after consuming: neither the use nor the action’s row stays', async () => {
    const { userId } = await userAt(1);
    const db = ctx.database.db;
    await expect(
      db.transaction(async (tx) => {
        await recordSearch(tx, userId);
        await consume(tx, userId, 'totaljobs', 4);
        throw new Error('the action failed');
      }),
    ).rejects.toThrow('the action failed');
    expect(await ledger(userId, 'totaljobs')).toEqual({ used: 0, open: 0, searches: 0 });
    expect(await remaining(db, userId, 'totaljobs')).toBe(10);
  });

  it('the use is refused: the action’s row written before it rolls back too', async () => {
    const { userId } = await userAt(1);
    const db = ctx.database.db;
    await consume(db, userId, 'flash', 5);
    const attempt = db.transaction(async (tx) => {
      await recordSearch(tx, userId);
      await consume(tx, userId, 'flash', 1);
    });
    expect(await codeOf(attempt)).toBe('FLASH_APPLY_MAX_REACHED');
    expect(await ledger(userId, 'flash')).toEqual({ used: 5, open: 5, searches: 0 });
  });

  it('both commit together when the action succeeds', async () => {
    const { userId } = await userAt(1);
    const use = await ctx.database.db.transaction(async (tx) => {
      await recordSearch(tx, userId);
      return consume(tx, userId, 'totaljobs', 2);
    });
    expect(use).toMatchObject({ used: 2, remaining: 8 });
    expect(await ledger(userId, 'totaljobs')).toEqual({ used: 2, open: 2, searches: 1 });
  });
});

describe('release', () => {
  it('gives a use back once: a second release, another user’s or an unknown id give nothing', async () => {
    const { userId } = await userAt(1);
    const other = await userAt(1);
    const db = ctx.database.db;
    await consume(db, userId, 'totaljobs', 2);
    const use = await consume(db, userId, 'totaljobs', 3);
    expect(await remaining(db, userId, 'totaljobs')).toBe(5);
    expect(await release(db, other.userId, use.id)).toBe(0);
    expect(await release(db, userId, use.id)).toBe(3);
    expect(await remaining(db, userId, 'totaljobs')).toBe(8);
    expect(await release(db, userId, use.id)).toBe(0);
    expect(await release(db, userId, 'not-a-use')).toBe(0);
    expect(await release(db, userId, '00000000-0000-4000-8000-000000000000')).toBe(0);
    expect(await remaining(db, userId, 'totaljobs')).toBe(8);
    expect(await ledger(userId, 'totaljobs')).toMatchObject({ used: 2, open: 2 });
  });

  it('a membership’s Flash batch goes back to the membership row', async () => {
    const { userId, token } = await userAt(2);
    const db = ctx.database.db;
    const use = await consume(db, userId, 'flash', 20);
    expect(await codeOf(consume(db, userId, 'flash'))).toBe('FLASH_APPLY_MAX_REACHED');
    expect(await release(db, userId, use.id)).toBe(20);
    expect(await membership(ctx.app, token)).toMatchObject({ totalBatches: 20, usedBatches: 0 });
    expect(await release(db, userId, use.id)).toBe(0);
    expect(await membership(ctx.app, token)).toMatchObject({ usedBatches: 0 });
  });

  it('gives back to the window it was counted in, even after that window has ended', async () => {
    const { userId } = await userAt(1);
    const db = ctx.database.db;
    const march = new Date('2026-03-31T23:00:00Z');
    const april = new Date('2026-04-01T00:30:00Z');
    const use = await consume(db, userId, 'flash', 5, march);
    await consume(db, userId, 'flash', 1, april);
    expect(await release(db, userId, use.id, april)).toBe(5);
    expect(await remaining(db, userId, 'flash', march)).toBe(5);
    expect(await remaining(db, userId, 'flash', april)).toBe(4);
  });

  it('never takes the counter below zero', async () => {
    const { userId } = await userAt(1);
    const db = ctx.database.db;
    const use = await consume(db, userId, 'totaljobs', 4);
    // The counter was lowered meanwhile (an operator's correction): the release stops at zero.
    await query(db, sql`update quota_usage set used = 1 where user_id = ${userId} and feature = 'totaljobs'`);
    expect(await release(db, userId, use.id)).toBe(4);
    expect((await ledger(userId, 'totaljobs')).used).toBe(0);
    expect(await remaining(db, userId, 'totaljobs')).toBe(10);
  });

  it('withUse: a failed action after the commit gives its use back; a successful one keeps it', async () => {
    const { userId } = await userAt(2);
    const db = ctx.database.db;
    await expect(
      withUse(db, userId, 'helper', 1, async () => {
        throw new Error('AI provider down');
      }),
    ).rejects.toThrow('AI provider down');
    expect(await remaining(db, userId, 'helper')).toBe(10);
    expect(await withUse(db, userId, 'helper', 2, async (use) => use.remaining)).toBe(8);
    expect(await remaining(db, userId, 'helper')).toBe(8);
    // Refused before the action runs.
    let ran = false;
    expect(
      await codeOf(
        withUse(db, userId, 'helper', 9, async () => {
          ran = true;
        }),
      ),
    ).toBe('HELPER_LIMIT_REACHED');
    expect(ran).toBe(false);
  });
});

describe('consume and release at the same moment', () => {
  it('five parallel releases of one use give back once; then of three parallel consumes of that unit one wins', async () => {
    const { userId } = await userAt(1);
    const db = ctx.database.db;
    await consume(db, userId, 'flash', 4);
    const last = await consume(db, userId, 'flash', 1);
    const released = await Promise.all(Array.from({ length: 5 }, () => release(db, userId, last.id)));
    expect(released.sort()).toEqual([0, 0, 0, 0, 1]);
    expect(await remaining(db, userId, 'flash')).toBe(1);
    const results = await Promise.allSettled([1, 2, 3].map(() => consume(db, userId, 'flash')));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(await ledger(userId, 'flash')).toMatchObject({ used: 5, open: 5 });
  });

  it('releases and consumes interleaved: the counter always equals the uses not given back, never above the limit', async () => {
    const { userId } = await userAt(1);
    const db = ctx.database.db;
    const uses = [];
    for (let i = 0; i < 10; i++) uses.push(await consume(db, userId, 'totaljobs'));
    const work = [
      ...uses.slice(0, 6).flatMap((u) => [release(db, userId, u.id), release(db, userId, u.id)]),
      ...Array.from({ length: 12 }, () =>
        consume(db, userId, 'totaljobs').then(
          () => 'won',
          (err: AppError) => err.code,
        ),
      ),
    ];
    const outcome = await Promise.all(work);
    const given = outcome.filter((x) => typeof x === 'number').reduce((a, b) => a + b, 0);
    const won = outcome.filter((x) => x === 'won').length;
    expect(given).toBe(6);
    expect(outcome.filter((x) => typeof x === 'string' && x !== 'won').every((c) => c === 'RECOMMENDATIONS_LIMIT_REACHED')).toBe(true);
    const after = await ledger(userId, 'totaljobs');
    expect(after.used).toBe(10 - 6 + won);
    expect(after.used).toBeLessThanOrEqual(10);
    expect(after.open).toBe(after.used);
  });
});
