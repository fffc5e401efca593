import { sql } from '@jobbridge/db';
import { describe, expect, it } from 'vitest';
import { LOGIN_ACCOUNT_FAILURES, LOGIN_ADDRESS_FAILURES, LOGIN_FREE_FAILURES } from '../../src/modules/auth/service.ts';
import { newUser, signup, someAddress } from '../auth-helpers.ts';
import { setupApp } from '../helper.ts';

/** Sign-in limits (docs/decisions/018-trust-fixes.md): strangers slow themselves down, never the owner. */
const ctx = setupApp();
const en = { 'accept-language': 'en' };

const login = (username: string, password: string, remoteAddress: string) =>
  ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username, password }, headers: en, remoteAddress });

/** Ends every wait now, as if the time had passed (the counts stay). */
const endWaits = () => ctx.database.db.execute(sql`update throttles set window_ends_at = now() where key like 'login-wait:%'`);

describe('sign-in limits', () => {
  it("a stranger's wrong guesses slow down that stranger's address only; the owner still signs in from elsewhere", async () => {
    const { user } = await signup(ctx.app);
    const attacker = someAddress();
    for (let i = 0; i < LOGIN_FREE_FAILURES; i++) expect((await login(user.username, `guess${i}xx1`, attacker)).statusCode).toBe(401);

    // Now the attacker's address waits, even with the right password, for that pair only.
    const held = await login(user.email, user.password, attacker);
    expect(held.statusCode).toBe(429);
    expect(held.json().error.message).toBe('Too many attempts. Please wait a moment and try again.');
    expect(Number(held.headers['retry-after'])).toBeGreaterThan(50);
    expect(Number(held.headers['retry-after'])).toBeLessThanOrEqual(60);

    const owner = await login(user.username, user.password, someAddress());
    expect(owner.statusCode, owner.body).toBe(200);

    // Each further failure doubles the wait: 2 minutes, then 4.
    await endWaits();
    expect((await login(user.username, 'guess-more1', attacker)).statusCode).toBe(401);
    const longer = await login(user.username, 'guess-more2', attacker);
    expect(longer.statusCode).toBe(429);
    expect(Number(longer.headers['retry-after'])).toBeGreaterThan(110);
    expect(Number(longer.headers['retry-after'])).toBeLessThanOrEqual(120);
    await endWaits();
    await login(user.username, 'guess-more3', attacker);
    expect(Number((await login(user.username, 'guess-more4', attacker)).headers['retry-after'])).toBeGreaterThan(230);
  });

  it('one address cannot try a password on every account: a limit per address across accounts and unknown names', async () => {
    const stuffing = someAddress();
    const victims = [];
    for (let i = 0; i < 3; i++) victims.push((await signup(ctx.app)).user);
    for (let i = 0; i < LOGIN_ADDRESS_FAILURES; i++) {
      const name = i < victims.length ? victims[i]!.username : `someone-${i}`;
      expect((await login(name, 'Password123', stuffing)).statusCode, `attempt ${i + 1}`).toBe(401);
    }
    // The next one is refused before any password is checked, whichever account; the wait is the hour's rest.
    const victim = victims[0]!;
    const blocked = await login(victim.username, victim.password, stuffing);
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(30 * 60);
    // The victims themselves are not held back.
    for (const v of victims) expect((await login(v.username, v.password, someAddress())).statusCode).toBe(200);
  });

  it('a guessing run spread over many addresses pauses new addresses only: where the owner signed in before still works', async () => {
    const { user } = await signup(ctx.app, newUser());
    const home = someAddress();
    expect((await login(user.username, user.password, home)).statusCode).toBe(200);

    const perAddress = LOGIN_FREE_FAILURES - 1;
    for (let i = 0; i < LOGIN_ACCOUNT_FAILURES; i += perAddress) {
      const botnet = someAddress();
      for (let j = 0; j < perAddress && i + j < LOGIN_ACCOUNT_FAILURES; j++) await login(user.username, `bot${i}x${j}`, botnet);
    }
    const fresh = await login(user.username, user.password, someAddress());
    expect(fresh.statusCode).toBe(429);
    expect(Number(fresh.headers['retry-after'])).toBeGreaterThan(3600);

    const fromHome = await login(user.email, user.password, home);
    expect(fromHome.statusCode, fromHome.body).toBe(200);
    // Signing in ends the run: the count starts again.
    expect((await login(user.username, user.password, someAddress())).statusCode).toBe(200);
  }, 120_000);

  it('a password reset ends the waits on the account', async () => {
    const { user } = await signup(ctx.app);
    const own = someAddress();
    for (let i = 0; i < LOGIN_FREE_FAILURES; i++) await login(user.username, `typo${i}xx1`, own);
    expect((await login(user.username, user.password, own)).statusCode).toBe(429);

    await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: user.email },
      remoteAddress: someAddress(),
    });
    const mails = (await ctx.app.inject({ method: 'GET', url: `/api/dev/mail?to=${encodeURIComponent(user.email)}` })).json<
      { text: string }[]
    >();
    const token = decodeURIComponent(
      /\/reset-password\/([A-Za-z0-9_%.-]+)/.exec(mails.find((m) => m.text.includes('/reset-password/'))!.text)![1]!,
    );
    expect(
      (
        await ctx.app.inject({
          method: 'POST',
          url: '/api/auth/reset-password',
          payload: { token, password: 'fresh-pass-42' },
          remoteAddress: someAddress(),
        })
      ).statusCode,
    ).toBe(200);
    expect((await login(user.username, 'fresh-pass-42', own)).statusCode).toBe(200);
  });
});
