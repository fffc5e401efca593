import { emailTokens, eq, sql } from '@jobbridge/db';
import { describe, expect, it } from 'vitest';
import { linkToken, me, newUser, outbox, signup, verifiedUser } from '../auth-helpers.ts';
import { setupApp } from '../helper.ts';

const ctx = setupApp();
const en = { 'accept-language': 'en' };
const post = (url: string, payload: object) => ctx.app.inject({ method: 'POST', url, payload, headers: en });

describe('email verification', () => {
  it('verifies through the emailed link; a second use says already verified', async () => {
    const { user, tokens } = await signup(ctx.app);
    const token = linkToken((await outbox(ctx.app, user.email))[0]!.text, '/email-verify?token=');
    const first = await post('/api/auth/verify-email', { token });
    expect(first.json()).toEqual({ status: 'verified' });
    expect((await me(ctx.app, tokens.access_token)).json().email_verified).toBe(true);
    expect((await post('/api/auth/verify-email', { token })).json()).toEqual({ status: 'already_verified' });
  });

  it("answers an unknown link with 'Invalid verification link'", async () => {
    const res = await post('/api/auth/verify-email', { token: 'made-up-token' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('Invalid verification link');
  });

  it("answers an expired link with 'Invalid or expired verification link'", async () => {
    const { user } = await signup(ctx.app);
    const token = linkToken((await outbox(ctx.app, user.email))[0]!.text, '/email-verify?token=');
    await ctx.database.db
      .update(emailTokens)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(emailTokens.purpose, 'verify_email'));
    const res = await post('/api/auth/verify-email', { token });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('Invalid or expired verification link');
  });

  it('sends the email again on request, and the newest link is the one that works', async () => {
    const { user, tokens } = await signup(ctx.app);
    const old = linkToken((await outbox(ctx.app, user.email))[0]!.text, '/email-verify?token=');
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/resend-verification',
      headers: { authorization: `Bearer ${tokens.access_token}` },
    });
    expect(res.statusCode).toBe(202);
    const mails = await outbox(ctx.app, user.email);
    expect(mails).toHaveLength(2);
    const fresh = linkToken(mails[0]!.text, '/email-verify?token=');
    expect(fresh).not.toBe(old);
    expect((await post('/api/auth/verify-email', { token: old })).statusCode).toBe(400);
    expect((await post('/api/auth/verify-email', { token: fresh })).json().status).toBe('verified');
  });
});

describe('password reset', () => {
  it('gives the same answer for unknown addresses and sends nothing', async () => {
    const res = await post('/api/auth/forgot-password', { email: 'nobody@example.com' });
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ ok: true });
    expect(await outbox(ctx.app, 'nobody@example.com')).toHaveLength(0);
  });

  it('emails a single-use link that sets a new password and signs out every session', async () => {
    const { user, tokens } = await verifiedUser(ctx.app);
    expect((await post('/api/auth/forgot-password', { email: user.email.toUpperCase() })).statusCode).toBe(202);
    const [mail] = await outbox(ctx.app, user.email);
    expect(mail!.subject).toBe('重置您的英桥求职密码');
    const token = linkToken(mail!.text, '/reset-password/');

    const check = await ctx.app.inject({ method: 'GET', url: `/api/auth/reset-password/${encodeURIComponent(token)}` });
    expect(check.statusCode).toBe(200);
    expect(check.json().email).toMatch(/^us\*\*\*@example\.com$/);

    const short = await post('/api/auth/reset-password', { token, password: 'abcd' });
    expect(short.json().error.fields).toContainEqual({ field: 'password', message: 'Password must be at least 5 characters' });
    // The form's 5 is only its first message: a reset must meet the account rule like sign-up (8-20, letters and numbers).
    for (const [password, message] of [
      ['abcde', 'Password must be at least 8 characters'],
      ['abc12', 'Password must be at least 8 characters'],
      ['abcdefgh', 'Password must be 8-20 characters and contain letters and numbers'],
      ['12345678', 'Password must be 8-20 characters and contain letters and numbers'],
      ['abcd1234abcd1234abcd1', 'Password must be 8-20 characters and contain letters and numbers'],
    ]) {
      const weak = await post('/api/auth/reset-password', { token, password });
      expect(weak.statusCode, password).toBe(400);
      expect(weak.json().error.fields, password).toContainEqual({ field: 'password', message });
    }

    expect((await post('/api/auth/reset-password', { token, password: 'newpass9' })).statusCode).toBe(200);
    expect((await me(ctx.app, tokens.access_token)).statusCode).toBe(401);
    const login = await post('/api/auth/login', { username: user.email, password: 'newpass9' });
    expect(login.statusCode).toBe(200);
    expect((await post('/api/auth/login', { username: user.email, password: user.password })).statusCode).toBe(401);

    const again = await post('/api/auth/reset-password', { token, password: 'another9' });
    expect(again.statusCode).toBe(400);
    expect(again.json().error.message).toBe('Invalid or expired reset token');
    expect((await ctx.app.inject({ method: 'GET', url: `/api/auth/reset-password/${token}`, headers: en })).statusCode).toBe(400);
  });

  it('refuses an expired reset link', async () => {
    const { user } = await verifiedUser(ctx.app, newUser());
    await post('/api/auth/forgot-password', { email: user.email });
    const token = linkToken((await outbox(ctx.app, user.email))[0]!.text, '/reset-password/');
    await ctx.database.db
      .update(emailTokens)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(emailTokens.purpose, 'reset_password'));
    const res = await post('/api/auth/reset-password', { token, password: 'newpass9' });
    expect(res.json().error.code).toBe('INVALID_RESET_TOKEN');
  });
});
