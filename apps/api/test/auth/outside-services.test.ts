import { eq, users } from '@jobbridge/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../helper.ts';
import { json, startFake, type FakeServer } from '../fakes/http.ts';
import { startSmtp, type FakeSmtp } from '../fakes/smtp.ts';
import { linkToken, me, newUser, signup } from '../auth-helpers.ts';

describe('real SMTP', () => {
  let smtp: FakeSmtp;
  let app: Awaited<ReturnType<typeof build>>;
  beforeAll(async () => {
    smtp = await startSmtp();
    // Google configured too: with the development mailbox, its outbox would be readable (decision 033).
    app = await build({
      SMTP_URL: smtp.url,
      MAIL_FROM: 'JobBridge <no-reply@jobbridge.test>',
      PUBLIC_URL: 'https://jobs.example',
      GOOGLE_CLIENT_ID: 'jobs.apps.googleusercontent.com',
      GOOGLE_CLIENT_SECRET: 'GOCSPX-outside-services-test',
    });
    await app.app.ready();
  });
  afterAll(async () => {
    await app.close();
    await smtp.close();
  });

  it('sends the verification email over SMTP, in HTML and text, and its link verifies', async () => {
    const user = newUser();
    const { tokens } = await signup(app.app, user, { 'accept-language': 'en' });
    const mail = await smtp.waitFor((m) => m.to?.[0]?.address === user.email);
    expect(mail.from?.address).toBe('no-reply@jobbridge.test');
    expect(mail.subject).toBe('Verify your email for JobBridge');
    expect(mail.html).toContain('href="https://jobs.example/email-verify?token=');
    const token = linkToken(mail.text!, 'https://jobs.example/email-verify?token=');
    const res = await app.app.inject({ method: 'POST', url: '/api/auth/verify-email', payload: { token } });
    expect(res.json()).toEqual({ status: 'verified' });
    expect((await me(app.app, tokens.access_token)).json().email_verified).toBe(true);
  });

  it('has no development outbox when real mail and Google mailboxes are configured', async () => {
    expect((await app.app.inject({ method: 'GET', url: '/api/dev/mail' })).statusCode).toBe(404);
  });
});

describe('Turnstile', () => {
  let fake: FakeServer;
  let app: Awaited<ReturnType<typeof build>>;
  beforeAll(async () => {
    fake = await startFake((req, res) => {
      const form = new URLSearchParams(req.body);
      if (form.get('secret') !== 'turnstile-secret') return json(res, 200, { success: false, 'error-codes': ['invalid-input-secret'] });
      const response = form.get('response');
      if (response === 'good-token') return json(res, 200, { success: true, hostname: 'localhost' });
      if (response === 'used-token') return json(res, 200, { success: false, 'error-codes': ['timeout-or-duplicate'] });
      return json(res, 200, { success: false, 'error-codes': ['invalid-input-response'] });
    });
    app = await build({
      TURNSTILE_SECRET: 'turnstile-secret',
      TURNSTILE_SITE_KEY: 'site-key',
      TURNSTILE_VERIFY_URL: `${fake.url}/turnstile/v0/siteverify`,
    });
    await app.app.ready();
  });
  afterAll(async () => {
    await app.close();
    await fake.close();
  });

  const login = (payload: object) =>
    app.app.inject({
      method: 'POST',
      url: '/api/auth/login-with-turnstile',
      payload,
      headers: { 'accept-language': 'en' },
      remoteAddress: '10.7.7.7',
    });

  it('puts sign-up behind the check too: no token, a bad one or a spent one creates nothing', async () => {
    const signupWith = (payload: object) =>
      app.app.inject({ method: 'POST', url: '/api/auth/signup', payload, headers: { 'accept-language': 'en' }, remoteAddress: '10.7.7.8' });
    const user = newUser();
    for (const [token, code] of [
      [undefined, 'SECURITY_CHECK_REQUIRED'],
      ['bad-token', 'SECURITY_CHECK_FAILED'],
      ['used-token', 'SECURITY_CHECK_EXPIRED'],
    ] as const) {
      const res = await signupWith({ ...user, turnstile_token: token });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toBe(code);
    }
    expect(await app.database.db.select().from(users).where(eq(users.email, user.email))).toHaveLength(0);
    const ok = await signupWith({ ...user, turnstile_token: 'good-token' });
    expect(ok.statusCode, ok.body).toBe(201);
    // "Already registered" is still the spec's answer, but only past the check.
    expect((await signupWith({ ...newUser(), email: user.email })).json().error.code).toBe('SECURITY_CHECK_REQUIRED');
    expect((await signupWith({ ...newUser(), email: user.email, turnstile_token: 'good-token' })).json().error.code).toBe(
      'EMAIL_ALREADY_REGISTERED',
    );
  });

  it('checks the token with siteverify before the password', async () => {
    const { user } = await signup(app.app, Object.assign(newUser(), { turnstile_token: 'good-token' }));
    const ok = await login({ username: user.username, password: user.password, turnstile_token: 'good-token' });
    expect(ok.statusCode).toBe(200);
    expect(Object.keys(ok.json()).sort()).toEqual(['access_token', 'refresh_token']);
    const call = fake.requests.at(-1)!;
    expect(call.path).toBe('/turnstile/v0/siteverify');
    expect(new URLSearchParams(call.body).get('remoteip')).toBe('10.7.7.7');

    const failed = await login({ username: user.username, password: user.password, turnstile_token: 'bad-token' });
    expect(failed.statusCode).toBe(400);
    expect(failed.json().error.code).toBe('SECURITY_CHECK_FAILED');
    const expired = await login({ username: user.username, password: user.password, turnstile_token: 'used-token' });
    expect(expired.json().error.code).toBe('SECURITY_CHECK_EXPIRED');
    const missing = await login({ username: user.username, password: user.password });
    expect(missing.json().error.code).toBe('SECURITY_CHECK_REQUIRED');
  });

  it('does not reveal whether the password was right when the check fails', async () => {
    const before = fake.requests.length;
    const res = await login({ username: 'nobody', password: 'whatever1', turnstile_token: 'bad-token' });
    expect(res.json().error.code).toBe('SECURITY_CHECK_FAILED');
    expect(fake.requests.length).toBe(before + 1);
  });
});

describe('Google sign-in', () => {
  let fake: FakeServer;
  let app: Awaited<ReturnType<typeof build>>;
  const people: Record<string, { aud: string; sub: string; email: string; email_verified: boolean; name: string; picture: string }> = {
    'token-ana': {
      aud: 'our-client',
      sub: 'g-ana',
      email: 'ana@gmail.test',
      email_verified: true,
      name: 'Ana Li',
      picture: 'https://lh3.example/ana.jpg',
    },
    'token-other-app': { aud: 'someone-else', sub: 'g-eve', email: 'eve@gmail.test', email_verified: true, name: 'Eve', picture: '' },
    'token-unverified': { aud: 'our-client', sub: 'g-uv', email: 'uv@gmail.test', email_verified: false, name: 'UV', picture: '' },
  };
  beforeAll(async () => {
    fake = await startFake((req, res) => {
      if (req.path === '/tokeninfo') {
        const p = people[req.query.get('access_token') ?? ''];
        return p
          ? json(res, 200, { aud: p.aud, azp: p.aud, scope: 'openid email profile', expires_in: 3000 })
          : json(res, 400, { error: 'invalid_token' });
      }
      if (req.path === '/v1/userinfo') {
        const p = people[(req.headers.authorization ?? '').replace('Bearer ', '')];
        return p
          ? json(res, 200, { sub: p.sub, email: p.email, email_verified: p.email_verified, name: p.name, picture: p.picture })
          : json(res, 401, { error: 'invalid_token' });
      }
      json(res, 404, {});
    });
    app = await build({
      GOOGLE_CLIENT_ID: 'our-client',
      GOOGLE_TOKENINFO_URL: `${fake.url}/tokeninfo`,
      GOOGLE_USERINFO_URL: `${fake.url}/v1/userinfo`,
    });
    await app.app.ready();
  });
  afterAll(async () => {
    await app.close();
    await fake.close();
  });

  const google = (accessToken: string, referralCode: string | null = null) =>
    app.app.inject({
      method: 'POST',
      url: '/api/auth/googleAuth',
      payload: { accessToken, referralCode },
      headers: { 'accept-language': 'en' },
    });

  it('creates a verified user on first sign-in, records the referral, and signs the same user in again', async () => {
    const referrer = await signup(app.app);
    const code = (await me(app.app, referrer.tokens.access_token)).json().referral_code;
    const first = await google('token-ana', code);
    expect(first.statusCode).toBe(200);
    const profile = (await me(app.app, first.json().access_token)).json();
    expect(profile).toMatchObject({
      email: 'ana@gmail.test',
      name: 'Ana Li',
      photo: 'https://lh3.example/ana.jpg',
      email_verified: true,
      google_linked: true,
      has_password: false,
    });
    const [row] = await app.database.db.select().from(users).where(eq(users.email, 'ana@gmail.test'));
    expect(row!.referredById).not.toBeNull();

    const again = await google('token-ana');
    expect((await me(app.app, again.json().access_token)).json().id).toBe(profile.id);
  });

  it('links Google to an existing account with the same address', async () => {
    const { tokens } = await signup(app.app, newUser({ email: 'uv2@gmail.test' }));
    const before = (await me(app.app, tokens.access_token)).json();
    people['token-uv2'] = { aud: 'our-client', sub: 'g-uv2', email: 'uv2@gmail.test', email_verified: true, name: 'UV Two', picture: '' };
    const res = await google('token-uv2');
    const after = (await me(app.app, res.json().access_token)).json();
    expect(after.id).toBe(before.id);
    expect(after).toMatchObject({ email_verified: true, google_linked: true, has_password: true });
  });

  it.each([['token-other-app'], ['token-unverified'], ['garbage']])("refuses %s with 'Google login failed'", async (token) => {
    const res = await google(token);
    expect(res.statusCode).toBe(401);
    expect(res.json().error.message).toBe('Google login failed');
  });
});
