import { activationCodes, campaigns, setSetting, sql } from '@jobbridge/db';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, me, signup, verifiedUser } from '../auth-helpers.ts';
import { setupApp } from '../helper.ts';

const ctx = setupApp({ ACTIVATION_CODE_ENABLED: 'true' });
const en = { 'accept-language': 'en' };

beforeAll(async () => {
  await ctx.database.db.insert(campaigns).values([
    { id: 'beta-2026', name: 'Beta launch', status: 'active', publicCode: 'BETA2026' },
    { id: 'spring-2027', name: 'Spring', status: 'coming_soon', publicCode: 'SPRING27' },
  ]);
  await ctx.database.db.insert(activationCodes).values([
    { code: 'BETA2026', campaignId: 'beta-2026', maxUses: 1000 },
    { code: 'ONCEONLY', maxUses: 1 },
    { code: 'OLDCODE1', maxUses: 5, expiresAt: sql`now() - interval '1 day'` },
    { code: 'USEDUP22', maxUses: 2, usedCount: 2 },
  ]);
});

const status = (code: string) =>
  ctx.app
    .inject({ method: 'GET', url: `/api/users/check-activation-code-status/${encodeURIComponent(code)}`, headers: en })
    .then((r) => r.json());
const activate = (token: string, code: string) =>
  ctx.app.inject({ method: 'POST', url: '/api/users/activate', headers: { ...bearer(token), ...en }, payload: { code } });
const account = (token: string) =>
  ctx.app.inject({ method: 'PATCH', url: '/api/app/account', headers: { ...bearer(token), ...en }, payload: {} });

describe('GET /api/users/check-activation-code-status/{code}', () => {
  it.each([
    ['beta2026', { result: true, available: true, msg: 'Activation code is available' }],
    ['NOTACODE', { result: false, available: false, msg: 'Invalid activation code' }],
    ['OLDCODE1', { result: false, available: false, msg: 'Activation code has expired' }],
    ['USEDUP22', { result: false, available: false, msg: 'Activation code usage limit exceeded' }],
    ['SHORT', { result: false, available: false, msg: 'Activation code must be 8 characters' }],
  ])('%s → %o', async (code, expected) => {
    expect(await status(code)).toEqual(expected);
  });
});

describe('levels and gating', () => {
  it('goes 1 (unverified) → 2 (activation pending) → 3 (activated), and /api/app/* follows', async () => {
    const { tokens } = await signup(ctx.app);
    expect((await me(ctx.app, tokens.access_token)).json()).toMatchObject({ email_verified: false, is_activated: false });
    const unverified = await account(tokens.access_token);
    expect(unverified.statusCode).toBe(403);
    expect(unverified.json().error.code).toBe('EMAIL_NOT_VERIFIED');

    const verified = await verifiedUser(ctx.app);
    const body = (await me(ctx.app, verified.tokens.access_token)).json();
    expect(body).toMatchObject({ email_verified: true, is_activated: false, system_config: { activation_code_enabled: true } });
    const pending = await account(verified.tokens.access_token);
    expect(pending.statusCode).toBe(403);
    expect(pending.json().error.code).toBe('ACTIVATION_REQUIRED');

    const done = await activate(verified.tokens.access_token, 'beta2026');
    expect(done.statusCode).toBe(200);
    expect(done.json().is_activated).toBe(true);
    expect((await account(verified.tokens.access_token)).statusCode).toBe(200);

    const twice = await activate(verified.tokens.access_token, 'BETA2026');
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error.message).toBe('User already activated');
  });

  it('counts uses: the last use of a code goes to exactly one of two people racing for it', async () => {
    const a = await verifiedUser(ctx.app);
    const b = await verifiedUser(ctx.app);
    const results = await Promise.all([activate(a.tokens.access_token, 'ONCEONLY'), activate(b.tokens.access_token, 'onceonly')]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 400]);
    const loser = results.find((r) => r.statusCode === 400)!;
    expect(loser.json().error.message).toBe('Activation code usage limit exceeded');
  });

  it('explains expired and unknown codes', async () => {
    const { tokens } = await verifiedUser(ctx.app);
    expect((await activate(tokens.access_token, 'OLDCODE1')).json().error.message).toBe('Activation code has expired');
    expect((await activate(tokens.access_token, 'ZZZZZZZZ')).json().error.message).toBe('Invalid activation code');
    const short = await activate(tokens.access_token, 'abc');
    expect(short.json().error.fields).toContainEqual({ field: 'code', message: 'Activation code must be 8 characters' });
  });

  it('reaches level 3 without a code when the operator turns activation codes off', async () => {
    const { tokens } = await verifiedUser(ctx.app);
    await setSetting(ctx.database.db, 'activation_code_enabled', false);
    try {
      expect((await me(ctx.app, tokens.access_token)).json().system_config.activation_code_enabled).toBe(false);
      expect((await account(tokens.access_token)).statusCode).toBe(200);
    } finally {
      await setSetting(ctx.database.db, 'activation_code_enabled', true);
    }
  });
});

describe('GET /api/campaigns/{id}', () => {
  it('shows the code of a running campaign, hides it while coming soon, 404 otherwise', async () => {
    const beta = await ctx.app.inject({ method: 'GET', url: '/api/campaigns/beta-2026' });
    expect(beta.json()).toEqual({ id: 'beta-2026', name: 'Beta launch', status: 'active', code: 'BETA2026' });
    const soon = await ctx.app.inject({ method: 'GET', url: '/api/campaigns/spring-2027' });
    expect(soon.json()).toMatchObject({ status: 'coming_soon', code: null });
    const none = await ctx.app.inject({ method: 'GET', url: '/api/campaigns/nope', headers: en });
    expect(none.statusCode).toBe(404);
    expect(none.json().error.code).toBe('CAMPAIGN_NOT_FOUND');
  });
});
