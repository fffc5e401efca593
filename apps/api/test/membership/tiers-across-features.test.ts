import { RESUME_TEMPLATES, TIERS, type TierKey } from '@jobbridge/contracts';
import { describe, expect, it } from 'vitest';
import { grantMembership } from '../../src/modules/membership/memberships.ts';
import { bearer } from '../auth-helpers.ts';
import { setupApp } from '../helper.ts';
import { quickUser } from './helpers.ts';

/** The plan a user holds changes what the features themselves allow (not only the quota service's answers). */
const ctx = setupApp();

async function userAt(tier: TierKey) {
  const { userId, token } = await quickUser(ctx.app, ctx.database.db);
  if (tier > 1) await grantMembership(ctx.database.db, { userId, tier, source: 'purchase', orderId: null, now: new Date() });
  return bearer(token);
}

describe.each([1, 2, 3] as const)('tier %i', (key) => {
  const tier = TIERS[key];

  it(`keeps ${tier.profile} resume profile(s), then refuses with PROFILE_LIMIT_REACHED`, async () => {
    const headers = await userAt(key);
    for (let i = 0; i < tier.profile; i++) {
      const res = await ctx.app.inject({ method: 'POST', url: '/api/app/profiles', headers, payload: { data: { role: `Role ${i}` } } });
      expect(res.statusCode, res.body).toBe(201);
    }
    const over = await ctx.app.inject({ method: 'POST', url: '/api/app/profiles', headers, payload: {} });
    expect(over.statusCode).toBe(403);
    expect(over.json().error.code).toBe('PROFILE_LIMIT_REACHED');
  });

  it(`unlocks the first ${Math.min(tier.resume, RESUME_TEMPLATES.length)} resume templates and shows the same numbers on the membership page`, async () => {
    const headers = await userAt(key);
    const list = (await ctx.app.inject({ method: 'GET', url: '/api/app/profiles', headers })).json();
    const available = list.templates.filter((t: { available: boolean }) => t.available).map((t: { id: string }) => t.id);
    expect(available).toEqual(RESUME_TEMPLATES.slice(0, tier.resume));
    expect(list.limit).toBe(tier.profile);

    const membership = (await ctx.app.inject({ method: 'GET', url: '/api/app/membership', headers })).json();
    const quota = (feature: string) => membership.quotas.find((q: { feature: string }) => q.feature === feature);
    expect(quota('profile').limit).toBe(tier.profile);
    expect(quota('resume').limit).toBe(tier.resume);
    expect(quota('totaljobs').limit).toBe(tier.totaljobs);
  });
});
