import { sql } from '@jobbridge/db';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedDemoJobs } from '../../src/modules/ingest/demo/seed.ts';
import { recommendJobs } from '../../src/modules/jobs/recommend.ts';
import { grantMembership } from '../../src/modules/membership/memberships.ts';
import { bearer, verifiedUser } from '../auth-helpers.ts';
import { setupApp } from '../helper.ts';
import { userIdOf } from '../membership/helpers.ts';

const ctx = setupApp();
beforeAll(async () => {
  await seedDemoJobs(ctx.database.db, ctx.config);
}, 120_000);

const get = (token: string, url: string) => ctx.app.inject({ method: 'GET', url, headers: bearer(token) });

describe('GET /api/app/jobs/recommendations', () => {
  it('is for signed-in users only', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/app/jobs/recommendations' })).statusCode).toBe(401);
  });

  it('has nothing to go on for a new user, and says so', async () => {
    const { tokens } = await verifiedUser(ctx.app);
    const res = await get(tokens.access_token, '/api/app/jobs/recommendations');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ items: [], basis: { source: 'none', roles: [], location: null }, limitReached: false });
  });

  it('recommends up to 6 jobs from recent searches, never one the ad says cannot sponsor, never one already applied to', async () => {
    const { tokens } = await verifiedUser(ctx.app);
    expect((await get(tokens.access_token, '/api/jobs/search?q=nurse&location=Manchester')).statusCode).toBe(200);
    const first = (await get(tokens.access_token, '/api/app/jobs/recommendations')).json();
    expect(first.basis).toEqual({ source: 'searches', roles: ['nurse'], location: 'Manchester' });
    expect(first.items.length).toBeGreaterThan(0);
    expect(first.items.length).toBeLessThanOrEqual(6);
    for (const job of first.items) {
      expect(job.verdict.kind).not.toBe('no_sponsorship');
      expect(`${job.title} ${job.snippet}`).toMatch(/nurs/i);
    }

    const top = first.items[0];
    const marked = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/app/jobs/${top.id}/marks`,
      headers: bearer(tokens.access_token),
      payload: { applied: true },
    });
    expect(marked.statusCode).toBe(200);
    const after = (await get(tokens.access_token, '/api/app/jobs/recommendations')).json();
    expect(after.items.map((j: { id: number }) => j.id)).not.toContain(top.id);
  });

  it('falls back to saved jobs', async () => {
    const { tokens } = await verifiedUser(ctx.app);
    const anon = (await ctx.app.inject({ method: 'GET', url: '/api/jobs/search?q=engineer&pageSize=1' })).json();
    const job = anon.items[0];
    await ctx.app.inject({
      method: 'PATCH',
      url: `/api/app/jobs/${job.id}/marks`,
      headers: bearer(tokens.access_token),
      payload: { saved: true },
    });
    const res = (await get(tokens.access_token, '/api/app/jobs/recommendations')).json();
    expect(res.basis.source).toBe('saved');
    expect(res.basis.roles).toEqual([job.title]);
  });

  it('uses one of the month’s recommendations per job shown for the first time; past the plan’s number, only those', async () => {
    const { tokens } = await verifiedUser(ctx.app);
    await get(tokens.access_token, '/api/jobs/search?q=engineer');
    const first = (await get(tokens.access_token, '/api/app/jobs/recommendations')).json();
    expect(first.items).toHaveLength(6);
    expect(first.limitReached).toBe(false);
    const again = (await get(tokens.access_token, '/api/app/jobs/recommendations')).json();
    expect(again.items.map((j: { id: number }) => j.id)).toEqual(first.items.map((j: { id: number }) => j.id));

    const quota = async () => {
      const membership = (await get(tokens.access_token, '/api/app/membership')).json();
      return membership.quotas.find((q: { feature: string }) => q.feature === 'totaljobs');
    };
    expect(await quota()).toMatchObject({ limit: 10, used: 6 });

    // Applied to all six: Basic's 10 a month leave 4 new ones, and the page says the month's are used up.
    for (const job of first.items) {
      await ctx.app.inject({
        method: 'PATCH',
        url: `/api/app/jobs/${job.id}/marks`,
        headers: bearer(tokens.access_token),
        payload: { applied: true },
      });
    }
    const rest = (await get(tokens.access_token, '/api/app/jobs/recommendations')).json();
    expect(rest.items).toHaveLength(4);
    expect(rest.limitReached).toBe(true);
    expect(await quota()).toMatchObject({ limit: 10, used: 10 });
  });

  it('counts distinct jobs, not views: the same six shown four times, three at once, use six (Basic and Plus)', async () => {
    for (const plus of [false, true]) {
      const { user, tokens } = await verifiedUser(ctx.app);
      const userId = await userIdOf(ctx.database.db, user.email);
      // On Plus (100 a month) nothing but the distinct count keeps parallel views from each using six.
      if (plus) await grantMembership(ctx.database.db, { userId, tier: 2, source: 'referral', orderId: null, now: new Date() });
      await get(tokens.access_token, '/api/jobs/search?q=engineer');
      // The home page and /jobs ask at the same moment (a second tab too), then the user comes back.
      const views = await Promise.all([1, 2, 3].map(() => get(tokens.access_token, '/api/app/jobs/recommendations')));
      views.push(await get(tokens.access_token, '/api/app/jobs/recommendations'));
      const ids = views.map((v) => {
        expect(v.statusCode, v.body).toBe(200);
        return v.json().items.map((j: { id: number }) => j.id);
      });
      expect(new Set(ids.flat()).size).toBe(6);
      expect(ids.at(-1)).toHaveLength(6);
      const membership = (await get(tokens.access_token, '/api/app/membership')).json();
      const quota = membership.quotas.find((q: { feature: string }) => q.feature === 'totaljobs');
      expect(quota).toMatchObject(plus ? { limit: 100, used: 6, remaining: 94 } : { limit: 10, used: 6, remaining: 4 });
      const rows = await ctx.database.db.execute(sql`select count(*)::int as n from recommended_jobs where user_id = ${userId}`);
      expect((rows as { rows: { n: number }[] }).rows[0]!.n).toBe(6);
    }
  });

  it('a new month counts the jobs shown again (each period its own distinct jobs)', async () => {
    const { user, tokens } = await verifiedUser(ctx.app);
    await get(tokens.access_token, '/api/jobs/search?q=engineer');
    const userId = await userIdOf(ctx.database.db, user.email);
    const march = new Date(Date.UTC(2031, 2, 10));
    const april = new Date(Date.UTC(2031, 3, 2));
    const first = await recommendJobs(ctx.database.db, userId, march);
    expect(first.items).toHaveLength(6);
    await recommendJobs(ctx.database.db, userId, march);
    const next = await recommendJobs(ctx.database.db, userId, april);
    expect(next.items.map((j) => j.id)).toEqual(first.items.map((j) => j.id));
    const usage = await ctx.database.db.execute(sql`select period, used from quota_usage
      where user_id = ${userId} and feature = 'totaljobs' order by period`);
    expect((usage as { rows: unknown[] }).rows).toEqual([
      { period: '2031-03', used: 6 },
      { period: '2031-04', used: 6 },
    ]);
  });

  it('prefers the resume profile: its role and past roles, and the town of its address', async () => {
    const { tokens } = await verifiedUser(ctx.app);
    await get(tokens.access_token, '/api/jobs/search?q=engineer');
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/app/profiles',
      headers: bearer(tokens.access_token),
      payload: { data: { role: 'Staff Nurse', address: '1 High Street, Nottingham NG1 1AA', work: [{ role: 'Care Assistant' }] } },
    });
    expect(created.statusCode).toBe(201);
    const res = (await get(tokens.access_token, '/api/app/jobs/recommendations')).json();
    expect(res.basis).toEqual({ source: 'profile', roles: ['Staff Nurse', 'Care Assistant'], location: 'Nottingham' });
    expect(res.items.length).toBeGreaterThan(0);
    for (const job of res.items) expect(`${job.title} ${job.snippet}`).toMatch(/nurs|care|staff|assistant/i);
  });
});
