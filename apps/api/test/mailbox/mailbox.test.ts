import { randomBytes } from 'node:crypto';
import { mailboxes, query, sql } from '@jobbridge/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ConfigError, loadConfig } from '../../src/config/env.ts';
import { MailboxSendError, linkedMailbox, sendFromMailbox, type OutgoingMail } from '../../src/modules/mailbox/index.ts';
import { bearer, verifiedUser } from '../auth-helpers.ts';
import { startFakeGmail, type FakeGmail } from '../fakes/gmail.ts';
import { build, type TestContext } from '../helper.ts';
import { freePort } from '../server-process.ts';

/**
 * The mailbox Flash Apply sends from: linking a Google mailbox through the real OAuth flow (PKCE) against a
 * fake Google on 127.0.0.1, sending through the fake Gmail API, what a failed send says about whether the
 * email went, unlinking; and the development mailbox, which delivers to the development outbox.
 */

const CLIENT_ID = 'mailbox-test.apps.googleusercontent.com';
const CLIENT_SECRET = 'GOCSPX-mailbox-test-secret';
let gmail: FakeGmail;
let ctx: TestContext & { close(): Promise<void> };
let base: string;

const pdfBytes = Buffer.concat([
  Buffer.from('%PDF-1.4\n'),
  Buffer.from(Array.from({ length: 3000 }, (_, i) => i % 256)),
  Buffer.from('\n%%EOF'),
]);
const application = (overrides: Partial<OutgoingMail> = {}): OutgoingMail => ({
  to: ['hr@acme.example', 'talent@acme.example'],
  subject: 'Application: Data Analyst',
  text: 'Dear hiring team,\n\nPlease find my resume attached.\n',
  attachments: [{ filename: 'Resume Li Wei.pdf', content: pdfBytes, contentType: 'application/pdf' }],
  messageId: 'application-7f3a@jobbridge.test',
  ...overrides,
});

async function user() {
  const { user: u, tokens } = await verifiedUser(ctx.app);
  const [row] = await query<{ id: string }>(ctx.database.db, sql`select id from users where email = ${u.email}`);
  return { id: row!.id, email: u.email, headers: bearer(tokens.access_token) };
}

/** Settings → Link → Google's consent page → back to the callback, as a browser does it (cookies and redirects by hand). */
async function link(person: { headers: Record<string, string> }, options: { dropCookie?: boolean } = {}) {
  const start = await fetch(`${base}/api/app/settings/mailbox/start`, { method: 'POST', headers: person.headers });
  expect(start.status).toBe(200);
  const { authorizationUrl } = (await start.json()) as { authorizationUrl: string };
  const cookie = start.headers.get('set-cookie')!.split(';')[0]!;
  const consent = await fetch(authorizationUrl, { redirect: 'manual' });
  expect(consent.status).toBe(302);
  const callback = consent.headers.get('location')!;
  expect(callback.startsWith(`${base}/api/oauth/google/callback?`)).toBe(true);
  const back = await fetch(callback, { redirect: 'manual', headers: options.dropCookie ? {} : { cookie } });
  expect(back.status).toBe(302);
  return { authorizationUrl, callback, cookie, location: back.headers.get('location')! };
}

const status = async (person: { headers: Record<string, string> }) =>
  (await fetch(`${base}/api/app/settings/mailbox`, { headers: person.headers })).json() as Promise<{
    provider: string;
    mailbox: { kind: string; address: string; usable: boolean } | null;
  }>;

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (err: unknown) => {
      expect(err).toBeInstanceOf(MailboxSendError);
      const e = err as MailboxSendError;
      return { kind: e.kind, notSent: e.notSent, retryAfterMs: e.retryAfterMs };
    },
  );

beforeAll(async () => {
  gmail = await startFakeGmail(CLIENT_ID, CLIENT_SECRET);
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  ctx = await build({
    PORT: String(port),
    PUBLIC_URL: base,
    ...gmail.serverEnv,
    GMAIL_TIMEOUT_MS: '600',
  });
  await ctx.app.listen({ port, host: '127.0.0.1' });
});
afterAll(async () => {
  await ctx?.close();
  await gmail?.close();
});

describe('linking a Google mailbox', () => {
  it('runs the authorization-code flow with PKCE and keeps only the sealed refresh token', async () => {
    const person = await user();
    expect(await status(person)).toEqual({ provider: 'gmail', mailbox: null });
    gmail.consent = { email: 'Li.Wei@gmail.example' };
    const { authorizationUrl, location } = await link(person);

    const asked = new URL(authorizationUrl).searchParams;
    expect(asked.get('scope')).toBe('openid email https://www.googleapis.com/auth/gmail.send');
    expect(asked.get('code_challenge_method')).toBe('S256');
    expect(asked.get('access_type')).toBe('offline');
    expect(asked.get('prompt')).toBe('consent');
    expect(asked.get('redirect_uri')).toBe(`${base}/api/oauth/google/callback`);
    // The verifier never leaves the server: Google sees only its S256 challenge.
    expect(authorizationUrl).not.toMatch(/code_verifier/);

    expect(location).toBe('/app/settings?mailbox=linked#mailbox');
    expect(await status(person)).toMatchObject({ mailbox: { kind: 'gmail', address: 'li.wei@gmail.example', usable: true } });
    expect(await linkedMailbox(ctx.database.db, person.id)).toMatchObject({ kind: 'gmail', address: 'li.wei@gmail.example' });

    const token = gmail.refreshTokens.at(-1)!;
    const [row] = await query<Record<string, unknown>>(ctx.database.db, sql`select * from ${mailboxes} where user_id = ${person.id}`);
    expect(JSON.stringify(row)).not.toContain(token);
    expect(JSON.stringify(row)).not.toContain(token.slice(3, 20));
    expect(String(row!.refresh_token_sealed).length).toBeGreaterThan(40);
    // Moved to another person's row, the sealed token does not open (it is bound to its owner).
    const other = await user();
    await ctx.database.db.execute(sql`insert into ${mailboxes} (user_id, kind, address, refresh_token_sealed, scope)
      values (${other.id}, 'gmail', 'thief@gmail.example', ${row!.refresh_token_sealed as string}, '')`);
    expect(await failure(sendFromMailbox(ctx.app, other.id, application()))).toMatchObject({ kind: 'auth', notSent: true });
  });

  it('completes only in the browser that started it, once, and says why when Google was refused', async () => {
    const person = await user();
    const elsewhere = await link(person, { dropCookie: true });
    expect(elsewhere.location).toBe('/app/settings?mailbox=error&reason=expired#mailbox');
    expect((await status(person)).mailbox).toBeNull();

    const done = await link(person);
    expect(done.location).toBe('/app/settings?mailbox=linked#mailbox');
    const again = await fetch(done.callback, { redirect: 'manual', headers: { cookie: done.cookie } });
    expect(again.headers.get('location')).toBe('/app/settings?mailbox=error&reason=expired#mailbox');

    const denied = await user();
    gmail.consent = { email: 'denied@gmail.example', deny: true };
    expect((await link(denied)).location).toBe('/app/settings?mailbox=error&reason=denied#mailbox');

    // The person unticked "Send email on your behalf": nothing is kept and the token is revoked.
    const partial = await user();
    gmail.consent = { email: 'partial@gmail.example', scopes: ['openid', 'email'] };
    expect((await link(partial)).location).toBe('/app/settings?mailbox=error&reason=scope#mailbox');
    expect(gmail.revoked).toContain(gmail.refreshTokens.at(-1));
    expect((await status(partial)).mailbox).toBeNull();
    gmail.consent = { email: 'person@gmail.example' };
  });
});

describe('sending from a linked Gmail', () => {
  let person: Awaited<ReturnType<typeof user>>;
  beforeAll(async () => {
    person = await user();
    gmail.consent = { email: 'sender@gmail.example' };
    await link(person);
  });

  it('sends a MIME message with the recipients, subject, Message-ID and the attachment bytes', async () => {
    const before = gmail.sent.length;
    const { providerMessageId } = await sendFromMailbox(ctx.app, person.id, application());
    expect(providerMessageId).toMatch(/^[0-9a-f]{16}$/);
    const [mail] = gmail.sent.slice(before);
    expect(mail!.from).toBe('sender@gmail.example');
    expect(mail!.to).toBe('hr@acme.example, talent@acme.example');
    expect(mail!.subject).toBe('Application: Data Analyst');
    expect(mail!.messageId).toBe('<application-7f3a@jobbridge.test>');
    expect(mail!.text).toContain('Please find my resume attached.');
    expect(mail!.attachments).toHaveLength(1);
    expect(mail!.attachments[0]).toMatchObject({ filename: 'Resume Li Wei.pdf', contentType: 'application/pdf' });
    expect(mail!.attachments[0]!.content.equals(pdfBytes)).toBe(true);

    // A retry of the same application is the same email to the receiver; a bare id gets the site's domain.
    await sendFromMailbox(ctx.app, person.id, application({ subject: '申请：数据分析师', messageId: 'app-42' }));
    expect(gmail.sent.at(-1)!.subject).toBe('申请：数据分析师');
    expect(gmail.sent.at(-1)!.messageId).toBe('<app-42@127.0.0.1>');
  });

  it('429: rate-limited, provably not sent, with the wait Gmail asked for', async () => {
    const before = gmail.sent.length;
    gmail.failSends = { status: 429, reason: 'rateLimitExceeded', retryAfter: '30', times: 1 };
    expect(await failure(sendFromMailbox(ctx.app, person.id, application()))).toEqual({
      kind: 'rate-limited',
      notSent: true,
      retryAfterMs: 30_000,
    });
    gmail.failSends = { status: 403, reason: 'userRateLimitExceeded', times: 1 };
    expect(await failure(sendFromMailbox(ctx.app, person.id, application()))).toMatchObject({ kind: 'rate-limited', notSent: true });
    gmail.failSends = { status: 400, reason: 'invalidArgument', times: 1 };
    expect(await failure(sendFromMailbox(ctx.app, person.id, application()))).toMatchObject({ kind: 'rejected', notSent: true });
    expect(gmail.sent.length).toBe(before);
  });

  it('a 500 or no answer in time: unknown, and not claimed as not sent', async () => {
    gmail.failSends = { status: 500, times: 1 };
    expect(await failure(sendFromMailbox(ctx.app, person.id, application()))).toMatchObject({ kind: 'unknown', notSent: false });
    gmail.failSends = { hang: true, times: 1 };
    const started = Date.now();
    expect(await failure(sendFromMailbox(ctx.app, person.id, application()))).toMatchObject({ kind: 'unknown', notSent: false });
    expect(Date.now() - started).toBeLessThan(3000);
    // Slow but within the limit: sent.
    gmail.sendLatencyMs = 200;
    await sendFromMailbox(ctx.app, person.id, application());
    gmail.sendLatencyMs = 0;
  });

  it('a 401 is tried once more with a fresh token; a refused refresh marks the mailbox for linking again', async () => {
    const before = gmail.sent.length;
    gmail.failSends = { status: 401, reason: 'authError', times: 1 };
    await sendFromMailbox(ctx.app, person.id, application());
    expect(gmail.sent.length).toBe(before + 1);

    const broken = await user();
    gmail.consent = { email: 'broken@gmail.example' };
    await link(broken);
    gmail.failSends = { status: 401, reason: 'authError', times: 1 };
    gmail.refreshRevoked = true;
    expect(await failure(sendFromMailbox(ctx.app, broken.id, application()))).toMatchObject({ kind: 'auth', notSent: true });
    gmail.refreshRevoked = false;
    expect(await linkedMailbox(ctx.database.db, broken.id)).toBeNull();
    expect((await status(broken)).mailbox).toMatchObject({ address: 'broken@gmail.example', usable: false });
    expect(await failure(sendFromMailbox(ctx.app, broken.id, application()))).toMatchObject({ kind: 'not-linked', notSent: true });
  });

  it('not linked: refused before anything is sent', async () => {
    const nobody = await user();
    expect(await linkedMailbox(ctx.database.db, nobody.id)).toBeNull();
    expect(await failure(sendFromMailbox(ctx.app, nobody.id, application()))).toMatchObject({ kind: 'not-linked', notSent: true });
  });
});

describe('unlinking', () => {
  it('revokes the token at Google and deletes the row; another person can neither see nor unlink it', async () => {
    const owner = await user();
    const stranger = await user();
    gmail.consent = { email: 'owner@gmail.example' };
    await link(owner);
    const token = gmail.refreshTokens.at(-1)!;

    const seen = await fetch(`${base}/api/app/settings/mailbox`, { headers: stranger.headers });
    expect(await seen.text()).not.toContain('owner@gmail.example');
    expect((await fetch(`${base}/api/app/settings/mailbox`, { method: 'DELETE', headers: stranger.headers })).status).toBe(204);
    expect((await status(owner)).mailbox).toMatchObject({ address: 'owner@gmail.example' });
    expect(gmail.revoked).not.toContain(token);
    expect((await fetch(`${base}/api/app/settings/mailbox`)).status).toBe(401);

    expect((await fetch(`${base}/api/app/settings/mailbox`, { method: 'DELETE', headers: owner.headers })).status).toBe(204);
    expect(gmail.revoked).toContain(token);
    expect((await status(owner)).mailbox).toBeNull();
    const rows = await query(ctx.database.db, sql`select 1 from ${mailboxes} where user_id = ${owner.id}`);
    expect(rows).toHaveLength(0);
    expect(await failure(sendFromMailbox(ctx.app, owner.id, application()))).toMatchObject({ kind: 'not-linked', notSent: true });
  });
});

describe('deleting the account', () => {
  it('revokes the linked Gmail at Google', async () => {
    const person = await user();
    gmail.consent = { email: 'leaving@gmail.example' };
    await link(person);
    const token = gmail.refreshTokens.at(-1)!;
    const res = await fetch(`${base}/api/app/account`, {
      method: 'DELETE',
      headers: { ...person.headers, 'content-type': 'application/json' },
      body: JSON.stringify({ password: 'secret123' }),
    });
    expect(res.status).toBe(204);
    expect(gmail.revoked).toContain(token);
  });
});

describe('the development mailbox (no Google configured)', () => {
  let dev: TestContext & { close(): Promise<void> };
  beforeAll(async () => {
    dev = await build();
  });
  afterAll(() => dev.close());

  it('links without Google under the account email and delivers to the development outbox with the attachment', async () => {
    const { user: u, tokens } = await verifiedUser(dev.app);
    const headers = bearer(tokens.access_token);
    const [row] = await query<{ id: string }>(dev.database.db, sql`select id from users where email = ${u.email}`);
    const before = await dev.app.inject({ method: 'GET', url: '/api/app/settings/mailbox', headers });
    expect(before.json()).toEqual({ provider: 'development', mailbox: null });

    const start = await dev.app.inject({ method: 'POST', url: '/api/app/settings/mailbox/start', headers });
    expect(start.statusCode).toBe(200);
    expect(start.json()).toMatchObject({
      authorizationUrl: null,
      status: { mailbox: { kind: 'development', address: u.email, usable: true } },
    });
    expect(start.headers['set-cookie']).toBeUndefined();

    await sendFromMailbox(dev.app, row!.id, application({ to: ['hr@devbox.example'] }));
    const list = await dev.app.inject({ method: 'GET', url: '/api/dev/mail?to=hr@devbox.example' });
    const [mail] =
      list.json<{ id: string; from: string; subject: string; attachments: { position: number; filename: string; size: number }[] }[]>();
    expect(mail).toMatchObject({ from: u.email, subject: 'Application: Data Analyst' });
    expect(mail!.attachments).toEqual([
      { position: 0, filename: 'Resume Li Wei.pdf', contentType: 'application/pdf', size: pdfBytes.length },
    ]);
    const file = await dev.app.inject({ method: 'GET', url: `/api/dev/mail/${mail!.id}/attachments/0` });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toContain('Resume%20Li%20Wei.pdf');
    expect(file.rawPayload.equals(pdfBytes)).toBe(true);
    expect((await dev.app.inject({ method: 'GET', url: `/api/dev/mail/${mail!.id}/attachments/1` })).statusCode).toBe(404);

    const unlink = await dev.app.inject({ method: 'DELETE', url: '/api/app/settings/mailbox', headers });
    expect(unlink.statusCode).toBe(204);
    expect((await dev.app.inject({ method: 'GET', url: '/api/app/settings/mailbox', headers })).json()).toEqual({
      provider: 'development',
      mailbox: null,
    });
  });
});

describe('configuration', () => {
  const production = {
    NODE_ENV: 'production',
    JWT_SECRET: 'Qm9vdHN0cmFwIHJhbmRvbSBzZWNyZXQgZm9yIHRlc3Rz',
    SMTP_URL: 'smtp://mail.example',
    PUBLIC_URL: 'https://jobs.example',
  };
  const problems = (env: Record<string, string>) => {
    try {
      loadConfig(env);
      return [];
    } catch (err) {
      return (err as ConfigError).problems;
    }
  };

  it('production refuses the development mailbox and a missing, malformed or guessable SECRETS_KEY', () => {
    expect(problems(production)).toEqual([
      expect.stringMatching(/^SECRETS_KEY: production needs its own key/),
      expect.stringMatching(/^GOOGLE_CLIENT_SECRET: .*development mailbox is not allowed/),
    ]);
    const google = { GOOGLE_CLIENT_ID: 'id.apps.googleusercontent.com', GOOGLE_CLIENT_SECRET: 'GOCSPX-x' };
    expect(problems({ ...production, ...google, SECRETS_KEY: Buffer.alloc(32, 7).toString('base64') })).toEqual([
      expect.stringMatching(/^SECRETS_KEY: production needs a random key/),
    ]);
    expect(problems({ ...production, ...google, SECRETS_KEY: 'c2hvcnQ=' })).toEqual([
      expect.stringMatching(/^SECRETS_KEY: must be 32 bytes/),
    ]);
    const ok = loadConfig({ ...production, ...google, SECRETS_KEY: randomBytes(32).toString('base64') });
    expect(ok.mailbox).toBe('gmail');
    expect(ok.secretsKey).toHaveLength(32);
    expect(problems({ NODE_ENV: 'test', GOOGLE_CLIENT_SECRET: 'GOCSPX-x' })).toEqual([expect.stringMatching(/^GOOGLE_CLIENT_ID:/)]);
  });

  it('outside production, the key is derived from JWT_SECRET and the development mailbox is used', () => {
    const a = loadConfig({ NODE_ENV: 'test' });
    expect(a.mailbox).toBe('development');
    expect(a.secretsKey.equals(loadConfig({ NODE_ENV: 'test' }).secretsKey)).toBe(true);
    expect(a.secretsKey.equals(loadConfig({ NODE_ENV: 'test', JWT_SECRET: 'x'.repeat(40) }).secretsKey)).toBe(false);
  });
});
