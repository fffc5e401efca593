import { memberships, orders, eq } from '@jobbridge/db';
import { describe, expect, it } from 'vitest';
import { bearer, linkToken, me, newUser, outbox, signup, someAddress, verifiedUser } from '../auth-helpers.ts';
import { setupApp } from '../helper.ts';
import { membership, ordersOf, userIdOf } from './helpers.ts';

/** The referral programme: a referral counts once the friend verifies; 5 give Premium for 30 days, once. */
const ctx = setupApp({ PUBLIC_URL: 'https://jobs.example' });

const referral = async (token: string) => {
  const res = await ctx.app.inject({ method: 'GET', url: '/api/app/referral', headers: bearer(token) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
const upgrade = (token: string) =>
  ctx.app.inject({ method: 'POST', url: '/api/app/referral/upgrade', headers: { ...bearer(token), 'accept-language': 'en' } });

/** Signs a friend up through the link's code; verifies the email through the mailed link when asked. */
async function friend(code: string, verify: boolean) {
  const user = { ...newUser(), referralCode: code };
  await signup(ctx.app, user);
  if (verify) {
    const [mail] = await outbox(ctx.app, user.email);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/verify-email',
      payload: { token: linkToken(mail!.text, '/email-verify?token=') },
    });
    expect(res.statusCode).toBe(200);
  }
}

async function referrer() {
  const { user, tokens } = await verifiedUser(ctx.app);
  const token = tokens.access_token;
  const code = (await me(ctx.app, token)).json().referral_code as string;
  return { token, code, userId: await userIdOf(ctx.database.db, user.email) };
}

describe('referral', () => {
  it("counts one mailbox once: +tags, and for Gmail dots, are the same inbox; the referrer's own inbox never counts", async () => {
    const { token, code } = await referrer();
    const ownEmail = (await me(ctx.app, token)).json().email as string;
    const [ownLocal, ownDomain] = ownEmail.split('@');
    const tag = `${process.pid}${Math.floor(Math.random() * 1e6)}`;
    const signUpAndVerify = async (email: string) => {
      const user = { ...newUser(), email, referralCode: code };
      await signup(ctx.app, user);
      const [mail] = await outbox(ctx.app, email);
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/verify-email',
        payload: { token: linkToken(mail!.text, '/email-verify?token=') },
        remoteAddress: someAddress(),
      });
      expect(res.statusCode).toBe(200);
    };

    for (let i = 1; i <= 5; i++) await signUpAndVerify(`farm${tag}+${i}@example.org`);
    expect(await referral(token)).toMatchObject({ invited: 1, counted: 1, canUpgrade: false });

    await signUpAndVerify(`j.doe${tag}@gmail.com`);
    await signUpAndVerify(`jdoe${tag}+x@googlemail.com`);
    await signUpAndVerify(`J.D.O.E${tag}@Gmail.com`);
    expect(await referral(token)).toMatchObject({ invited: 2, counted: 2 });

    // The referrer's own inbox under a +tag.
    await signUpAndVerify(`${ownLocal}+me@${ownDomain}`);
    expect(await referral(token)).toMatchObject({ invited: 2, counted: 2 });

    // Dots matter outside Gmail: these are different inboxes.
    await signUpAndVerify(`a.b${tag}@example.org`);
    await signUpAndVerify(`ab${tag}@example.org`);
    const after = await referral(token);
    expect(after).toMatchObject({ invited: 4, counted: 4, canUpgrade: false });
    expect((await upgrade(token)).statusCode).toBe(400);
  });

  it('shows the link; unverified sign-ups are invited but not counted; 5 verified → Upgrade works once', async () => {
    const { token, code, userId } = await referrer();
    const start = await referral(token);
    expect(start).toEqual({
      code,
      link: `https://jobs.example/signup?ref=${code}`,
      invited: 0,
      counted: 0,
      required: 5,
      totalEarningPence: 0,
      upgradeUsed: false,
      canUpgrade: false,
    });

    for (let i = 0; i < 4; i++) await friend(code, true);
    await friend(code.toLowerCase(), false); // codes are case-insensitive; this one never verifies
    expect(await referral(token)).toMatchObject({ invited: 5, counted: 4, canUpgrade: false });

    const early = await upgrade(token);
    expect(early.statusCode).toBe(400);
    expect(early.json().error).toMatchObject({ code: 'NOT_ENOUGH_REFERRALS', message: 'Not enough referral counts' });
    expect((await membership(ctx.app, token)).tier).toBe(1);

    await friend(code, true);
    expect(await referral(token)).toMatchObject({ invited: 6, counted: 5, canUpgrade: true });
    const ok = await upgrade(token);
    expect(ok.statusCode, ok.body).toBe(200);
    const m = await membership(ctx.app, token);
    expect(m).toMatchObject({ tier: 3, plan: 'Premium', identity: 'SVIP', source: 'referral', totalBatches: 30 });
    expect((Date.parse(m.expiresAt) - Date.parse(m.startsAt)) / 86_400_000).toBe(30);
    expect(ok.json().expiresAt).toBe(m.expiresAt);

    const list = await ordersOf(ctx.app, token);
    expect(list.items).toEqual([
      expect.objectContaining({
        plan: 3,
        planName: 'Premium',
        amountPence: 5999,
        paymentMethod: 'Referral',
        status: 'Completed',
        notes: 'referral_reward',
      }),
    ]);
    expect(list.items[0].paidAt).not.toBeNull();
    expect(await referral(token)).toMatchObject({ upgradeUsed: true, canUpgrade: false, totalEarningPence: 5999 });

    // A sixth click (and a sixth friend) changes nothing.
    await friend(code, true);
    const again = await upgrade(token);
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toMatchObject({ code: 'REFERRAL_ALREADY_USED', message: 'You already used referral for upgrade' });
    expect(await ctx.database.db.select().from(memberships).where(eq(memberships.userId, userId))).toHaveLength(1);
    expect(await ctx.database.db.select().from(orders).where(eq(orders.userId, userId))).toHaveLength(1);
  });

  it('two Upgrade clicks at the same moment give one upgrade', async () => {
    const { token, userId } = await referrer();
    const { code } = { code: (await me(ctx.app, token)).json().referral_code as string };
    for (let i = 0; i < 5; i++) await friend(code, true);
    const answers = await Promise.all([upgrade(token), upgrade(token), upgrade(token)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409]);
    expect(await ctx.database.db.select().from(memberships).where(eq(memberships.userId, userId))).toHaveLength(1);
  });

  it('an unknown referral code: the link check says it does not exist, and sign-up records no referrer', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/referral-codes/NOSUCHCODE', headers: { 'accept-language': 'en' } });
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toMatchObject({ code: 'REFERRAL_LINK_NOT_FOUND', message: "Referral link doesn't exist" });
    const { code } = await referrer();
    expect((await ctx.app.inject({ method: 'GET', url: `/api/referral-codes/${code}` })).json()).toEqual({ valid: true });
  });

  it('someone else’s referrals are not mine', async () => {
    const a = await referrer();
    const b = await referrer();
    await friend(a.code, true);
    expect((await referral(a.token)).counted).toBe(1);
    expect((await referral(b.token)).counted).toBe(0);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/app/referral' })).statusCode).toBe(401);
  });
});
