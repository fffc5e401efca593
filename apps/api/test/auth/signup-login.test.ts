import { users, eq } from '@jobbridge/db';
import { describe, expect, it } from 'vitest';
import { bearer, me, newUser, outbox, signup, someAddress } from '../auth-helpers.ts';
import { SIGNUP_ATTEMPTS_PER_ADDRESS } from '../../src/modules/auth/service.ts';
import { setupApp } from '../helper.ts';

const ctx = setupApp();
const en = { 'accept-language': 'en' };

async function signupError(payload: Record<string, unknown>) {
  const res = await ctx.app.inject({ method: 'POST', url: '/api/auth/signup', payload, headers: en, remoteAddress: someAddress() });
  return {
    status: res.statusCode,
    error: res.json().error as { code: string; message: string; fields?: { field: string; message: string }[] },
  };
}

describe('POST /api/auth/signup', () => {
  it('creates the user at level 1, signs them in, and emails a verification link', async () => {
    const user = newUser();
    const { tokens } = await signup(ctx.app, user);
    expect(Object.keys(tokens).sort()).toEqual(['access_token', 'refresh_token']);

    const res = await me(ctx.app, tokens.access_token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      username: user.username,
      email: user.email,
      email_verified: false,
      is_activated: false,
      system_config: { activation_code_enabled: false },
      photo: null,
    });

    const [row] = await ctx.database.db.select().from(users).where(eq(users.email, user.email));
    expect(row!.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row!.passwordHash).not.toContain(user.password);

    const mails = await outbox(ctx.app, user.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('请验证您的英桥求职邮箱'); // Chinese by default
    expect(mails[0]!.text).toMatch(/\/email-verify\?token=[A-Za-z0-9_-]{20,}/);
    expect(mails[0]!.html).toContain('href="http://localhost:3000/email-verify?token=');
  });

  it('writes the email in English for an English sign-up', async () => {
    const user = newUser();
    await signup(ctx.app, user, en);
    const [mail] = await outbox(ctx.app, user.email);
    expect(mail!.subject).toBe('Verify your email for JobBridge');
  });

  it('refuses an email that is already registered, whatever its case', async () => {
    const user = newUser();
    await signup(ctx.app, user);
    const again = await signupError({ ...newUser(), email: user.email.toUpperCase() });
    expect(again.status).toBe(409);
    expect(again.error.message).toBe('This email is already registered. Please log in directly.');
  });

  it('refuses a username that is taken', async () => {
    const user = newUser();
    await signup(ctx.app, user);
    const again = await signupError({ ...newUser(), username: user.username.toUpperCase() });
    expect(again.status).toBe(409);
    expect(again.error.code).toBe('USERNAME_TAKEN');
  });

  it.each([
    [{ username: '   ' }, 'username', 'Username cannot be empty'],
    [{ email: 'not-an-email' }, 'email', 'Please enter a valid email address'],
    [{ password: 'abc12' }, 'password', 'Password must be at least 8 characters'],
    [{ password: 'onlyletters' }, 'password', 'Password must be 8-20 characters and contain letters and numbers'],
    [{ password: '1234567890' }, 'password', 'Password must be 8-20 characters and contain letters and numbers'],
    [{ password: 'abcdefghij1234567890x' }, 'password', 'Password must be 8-20 characters and contain letters and numbers'],
  ])('rejects %o with the spec message for %s', async (bad, field, message) => {
    const res = await signupError({ ...newUser(), ...bad });
    expect(res.status).toBe(400);
    expect(res.error.fields).toContainEqual({ field, message });
  });

  it('requires the terms to be agreed when the form says they were not', async () => {
    const res = await signupError({ ...newUser(), acceptTerms: false });
    expect(res.status).toBe(400);
    expect(res.error.message).toBe('Please agree to the Terms of Service and Privacy Policy');
  });

  it('records a valid referral code, and ignores an unknown one', async () => {
    const referrer = await signup(ctx.app);
    const code = (await me(ctx.app, referrer.tokens.access_token)).json().referral_code as string;
    const invited = newUser();
    await signup(ctx.app, { ...invited, referralCode: code.toLowerCase() } as typeof invited);
    const [row] = await ctx.database.db.select().from(users).where(eq(users.email, invited.email));
    const [refRow] = await ctx.database.db.select().from(users).where(eq(users.email, referrer.user.email));
    expect(row!.referredById).toBe(refRow!.id);

    const stranger = newUser();
    await signup(ctx.app, { ...stranger, referralCode: 'NOPE1234' } as typeof stranger);
    const check = await ctx.app.inject({ method: 'GET', url: '/api/referral-codes/NOPE1234', headers: en });
    expect(check.statusCode).toBe(404);
    expect(check.json().error.message).toBe("Referral link doesn't exist");
    expect((await ctx.app.inject({ method: 'GET', url: `/api/referral-codes/${code}` })).statusCode).toBe(200);
  });
});

describe('sign-up per address', () => {
  it('answers "already registered" only so often from one address', async () => {
    const { user } = await signup(ctx.app);
    const prober = someAddress();
    const probe = () =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/auth/signup',
        headers: en,
        remoteAddress: prober,
        payload: { ...newUser(), email: user.email },
      });
    for (let i = 0; i < SIGNUP_ATTEMPTS_PER_ADDRESS; i++) expect((await probe()).statusCode).toBe(409);
    const limited = await probe();
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.message).toBe('Too many attempts. Please wait a moment and try again.');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(3000);
    // Other addresses are not affected.
    expect((await signupError({ ...newUser(), email: user.email })).status).toBe(409);
  });
});

describe('POST /api/auth/login (form data)', () => {
  it('accepts urlencoded and multipart form data, by username or email', async () => {
    const { user } = await signup(ctx.app);
    const urlencoded = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ username: user.username, password: user.password }).toString(),
    });
    expect(urlencoded.statusCode).toBe(200);
    expect(Object.keys(urlencoded.json()).sort()).toEqual(['access_token', 'refresh_token']);

    const boundary = '----jobbridge';
    const body = [
      `--${boundary}\r\nContent-Disposition: form-data; name="username"\r\n\r\n${user.email.toUpperCase()}\r\n`,
      `--${boundary}\r\nContent-Disposition: form-data; name="password"\r\n\r\n${user.password}\r\n`,
      `--${boundary}--\r\n`,
    ].join('');
    const multipart = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: body,
    });
    expect(multipart.statusCode, multipart.body).toBe(200);
    expect((await me(ctx.app, multipart.json().access_token)).json().email).toBe(user.email);
  });

  it('answers a wrong password and an unknown user the same way', async () => {
    const { user } = await signup(ctx.app);
    const wrong = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: en,
      payload: { username: user.username, password: 'wrong123' },
    });
    const unknown = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: en,
      payload: { username: 'nobody-here', password: 'wrong123' },
    });
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(401);
      expect(res.json().error).toEqual({ code: 'INVALID_CREDENTIALS', message: 'Invalid username or password' });
    }
  });

  it('limits attempts per address', async () => {
    let last;
    for (let i = 0; i < 21; i++) {
      last = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { username: `someone${i}`, password: 'x' },
        remoteAddress: '10.2.0.1',
      });
    }
    expect(last!.statusCode).toBe(429);
  });
});

describe('GET /api/users/me', () => {
  it('needs a valid access token', async () => {
    const none = await ctx.app.inject({ method: 'GET', url: '/api/users/me' });
    expect(none.statusCode).toBe(401);
    expect(none.json().error.code).toBe('UNAUTHORIZED');
    const junk = await ctx.app.inject({ method: 'GET', url: '/api/users/me', headers: bearer('junk.token.here') });
    expect(junk.statusCode).toBe(401);
  });
});
