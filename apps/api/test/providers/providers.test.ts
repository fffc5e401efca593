import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import type { Database } from '@jobbridge/db';
import { createTestDatabase } from '@jobbridge/db/testing';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Config } from '../../src/config/env.ts';
import { AppError } from '../../src/lib/app-error.ts';
import { createProviders, type Providers } from '../../src/providers/index.ts';
import { signWebhook } from '../../src/providers/payments/stripe.ts';
import { startFakeGoogle, type FakeGoogle } from '../fakes/google.ts';
import { startSmtp, type FakeSmtp } from '../fakes/smtp.ts';
import { startFakeStripe, type FakeStripe } from '../fakes/stripe.ts';
import { startFakeTurnstile, type FakeTurnstile } from '../fakes/turnstile.ts';
import { testConfig } from '../helper.ts';

/** Each provider's adapters as the factory picks them from configuration, against fakes speaking the real protocols. */

const logged: string[] = [];
const log = { error: (_obj: unknown, msg: string) => logged.push(msg) } as unknown as FastifyBaseLogger;
let database: Database;
const configs: Config[] = [];
const providersFor = (env: Record<string, string> = {}): Providers => {
  const config = testConfig(env);
  configs.push(config);
  return createProviders(config, { db: database.db, log });
};
const code = (promise: Promise<unknown>) =>
  promise.then(
    () => 'passed',
    (err: unknown) => (err instanceof AppError ? err.code : String(err)),
  );

let turnstile: FakeTurnstile;
let google: FakeGoogle;
let stripe: FakeStripe;
let smtp: FakeSmtp;
beforeAll(async () => {
  [database, turnstile, google, stripe, smtp] = await Promise.all([
    createTestDatabase(),
    startFakeTurnstile('ts-secret'),
    startFakeGoogle(),
    startFakeStripe('sk_test_providers'),
    startSmtp(),
  ]);
});
afterAll(async () => {
  await Promise.all([database.close(), turnstile.close(), google.close(), stripe.close(), smtp.close()]);
  for (const config of configs) rmSync(config.dataDir, { recursive: true, force: true });
});

describe('bot check', () => {
  it('Turnstile: a fresh token passes once, then is spent; a made-up one fails; none is asked for', async () => {
    const { botCheck } = providersFor({
      TURNSTILE_SECRET: 'ts-secret',
      TURNSTILE_SITE_KEY: 'site',
      TURNSTILE_VERIFY_URL: turnstile.verifyUrl,
    });
    const token = turnstile.issue();
    expect(await code(botCheck.verify(token, '10.1.2.3'))).toBe('passed');
    expect(new URLSearchParams(turnstile.requests.at(-1)!.body).get('remoteip')).toBe('10.1.2.3');
    expect(await code(botCheck.verify(token, '10.1.2.3'))).toBe('SECURITY_CHECK_EXPIRED');
    expect(await code(botCheck.verify('0.made-up', '10.1.2.3'))).toBe('SECURITY_CHECK_FAILED');
    expect(await code(botCheck.verify(undefined, '10.1.2.3'))).toBe('SECURITY_CHECK_REQUIRED');
  });

  it('Turnstile: a wrong secret or an unreachable siteverify fails closed', async () => {
    const wrong = providersFor({ TURNSTILE_SECRET: 'not-the-secret', TURNSTILE_VERIFY_URL: turnstile.verifyUrl }).botCheck;
    expect(await code(wrong.verify(turnstile.issue(), '10.1.2.3'))).toBe('SECURITY_CHECK_FAILED');
    const down = providersFor({ TURNSTILE_SECRET: 'ts-secret', TURNSTILE_VERIFY_URL: 'http://127.0.0.1:9/siteverify' }).botCheck;
    expect(await code(down.verify(turnstile.issue(), '10.1.2.3'))).toBe('SECURITY_CHECK_FAILED');
    expect(logged).toContain('turnstile siteverify unreachable');
  });

  it('without a secret (development) there is no check and nothing is called', async () => {
    const before = turnstile.requests.length;
    expect(await code(providersFor().botCheck.verify(undefined, '10.1.2.3'))).toBe('passed');
    expect(turnstile.requests.length).toBe(before);
  });
});

describe('Google identity', () => {
  const env = () => ({
    GOOGLE_CLIENT_ID: 'our-client',
    GOOGLE_TOKENINFO_URL: google.tokeninfoUrl,
    GOOGLE_USERINFO_URL: google.userinfoUrl,
  });
  const ana = { sub: 'g-ana', email: 'ana@gmail.test', email_verified: true, name: 'Ana', picture: 'https://lh3.example/a.jpg' };

  it("answers the profile of a token issued to our client, and nothing for another client's, an unverified address or junk", async () => {
    const { googleIdentity } = providersFor(env());
    expect(await googleIdentity.verify(google.issue('our-client', ana))).toEqual({
      sub: 'g-ana',
      email: 'ana@gmail.test',
      name: 'Ana',
      picture: 'https://lh3.example/a.jpg',
    });
    expect(await googleIdentity.verify(google.issue('our-client', { sub: 'g-b', email: 'b@gmail.test', email_verified: true }))).toEqual({
      sub: 'g-b',
      email: 'b@gmail.test',
      name: null,
      picture: null,
    });
    expect(await googleIdentity.verify(google.issue('another-site', ana))).toBeNull();
    expect(await googleIdentity.verify(google.issue('our-client', { ...ana, email_verified: false }))).toBeNull();
    expect(await googleIdentity.verify('ya29.junk')).toBeNull();
  });

  it("checks the token's audience before asking for the profile", async () => {
    const { googleIdentity } = providersFor(env());
    const before = google.requests.length;
    await googleIdentity.verify(google.issue('another-site', ana));
    expect(google.requests.slice(before).map((r) => r.path)).toEqual(['/tokeninfo']);
  });

  it('without a client id accepts no token and calls nobody', async () => {
    const before = google.requests.length;
    expect(
      await providersFor({ GOOGLE_TOKENINFO_URL: google.tokeninfoUrl, GOOGLE_USERINFO_URL: google.userinfoUrl }).googleIdentity.verify(
        google.issue('our-client', ana),
      ),
    ).toBeNull();
    expect(google.requests.length).toBe(before);
  });
});

describe('payments', () => {
  const request = {
    orderId: '0b9f7a52-3c1e-4d7a-9b8e-5f2a1c3d4e5f',
    userId: '7c2d1e4f-0a9b-4c8d-8e7f-6a5b4c3d2e1f',
    plan: 2,
    amountPence: 999,
    productName: 'JobBridge Plus, 30 days',
    email: 'buyer@example.test',
    base: 'http://localhost:3000',
    successUrl: 'http://localhost:3000/app/orders?checkout=success',
    cancelUrl: 'http://localhost:3000/app/orders?checkout=cancelled',
  };

  it('Stripe: creates a Checkout session carrying the order, and accepts only events signed with the endpoint secret', async () => {
    const secret = 'whsec_providers_test_secret';
    const { payments } = providersFor({
      STRIPE_SECRET_KEY: 'sk_test_providers',
      STRIPE_WEBHOOK_SECRET: secret,
      STRIPE_API_BASE: stripe.url,
    });
    expect(payments.method).toBe('Stripe');
    expect(payments.simulate).toBeUndefined();
    const session = await payments.createCheckout(request);
    expect(session).toEqual({ sessionId: 'cs_test_fake1', url: 'https://checkout.stripe.test/c/pay/cs_test_fake1' });
    const form = stripe.sessions.at(-1)!;
    expect([
      form.get('client_reference_id'),
      form.get('metadata[orderId]'),
      form.get('payment_intent_data[metadata][orderId]'),
      form.get('customer_email'),
    ]).toEqual([request.orderId, request.orderId, request.orderId, 'buyer@example.test']);
    expect(form.get('line_items[0][price_data][unit_amount]')).toBe('999');

    const payload = JSON.stringify({ id: 'evt_1', object: 'event', type: 'checkout.session.completed', data: { object: {} } });
    expect(payments.verifyWebhook(Buffer.from(payload), signWebhook(payload, secret)).id).toBe('evt_1');
    expect(() => payments.verifyWebhook(Buffer.from(payload), signWebhook(payload, 'whsec_someone_else'))).toThrow();
    expect(() => payments.verifyWebhook(Buffer.from(payload.replace('evt_1', 'evt_2')), signWebhook(payload, secret))).toThrow();
    expect(() => payments.verifyWebhook(Buffer.from(payload), '')).toThrow();
  });

  it('Stripe: a refusal from Stripe is an error, not a session', async () => {
    const { payments } = providersFor({
      STRIPE_SECRET_KEY: 'sk_test_providers',
      STRIPE_WEBHOOK_SECRET: 'whsec_providers_test_secret',
      STRIPE_API_BASE: stripe.url,
    });
    stripe.failing = true;
    try {
      await expect(payments.createCheckout(request)).rejects.toThrow();
    } finally {
      stripe.failing = false;
    }
  });

  it('development: the checkout page on the buyer’s own address, and Stripe-format events its own webhook check accepts', async () => {
    const { payments } = providersFor();
    expect(payments.method).toBe('Dev checkout');
    expect(await payments.createCheckout(request)).toEqual({
      url: `http://localhost:3000/dev/checkout/${request.orderId}`,
      sessionId: `cs_dev_${request.orderId}`,
    });
    const order = {
      id: request.orderId,
      userId: request.userId,
      plan: 2,
      amountPence: 999,
      stripeCheckoutSessionId: `cs_dev_${request.orderId}`,
      stripePaymentIntentId: null,
    };
    const [delivery, ...more] = payments.simulate!(order, 'pay');
    expect(more).toHaveLength(0);
    const event = payments.verifyWebhook(Buffer.from(delivery!.payload), delivery!.signature);
    expect(event.type).toBe('checkout.session.completed');
    expect(event.data.object).toMatchObject({
      id: `cs_dev_${request.orderId}`,
      payment_status: 'paid',
      client_reference_id: request.orderId,
    });
    // Signed with the development secret, never with a production one.
    const production = providersFor({
      STRIPE_SECRET_KEY: 'sk_test_providers',
      STRIPE_WEBHOOK_SECRET: 'whsec_providers_test_secret',
      STRIPE_API_BASE: stripe.url,
    }).payments;
    expect(() => production.verifyWebhook(Buffer.from(delivery!.payload), delivery!.signature)).toThrow();
  });

  it('production without keys sells nothing and takes no webhook', async () => {
    const { payments } = providersFor({
      NODE_ENV: 'production',
      JWT_SECRET: 'Qm9vdHN0cmFwLXByb3ZpZGVycy10ZXN0LXNlY3JldC0xMjM0NTY3ODk',
      SMTP_URL: smtp.url,
      PUBLIC_URL: 'https://jobs.example',
      GOOGLE_CLIENT_ID: 'jobs.apps.googleusercontent.com',
      GOOGLE_CLIENT_SECRET: 'GOCSPX-production-test',
      SECRETS_KEY: 'q3N0dF9wK2JZc1RmV0l4eUxtR2hYc3JwOEpkQ3RvWk0=',
    });
    expect(payments.method).toBeNull();
    expect(payments.simulate).toBeUndefined();
    expect(await code(payments.createCheckout(request))).toBe('PAYMENTS_UNAVAILABLE');
    expect(await code((async () => payments.verifyWebhook(Buffer.from('{}'), 't=1,v1=00'))())).toBe('PAYMENTS_UNAVAILABLE');
  });
});

describe('mail', () => {
  const message = { to: 'someone@example.test', subject: 'Hello', text: 'Plain words', html: '<p>Plain words</p>' };

  it('SMTP: delivers from MAIL_FROM with a stable Message-ID on the public domain', async () => {
    const { mail } = providersFor({
      SMTP_URL: smtp.url,
      MAIL_FROM: 'JobBridge <no-reply@jobbridge.test>',
      PUBLIC_URL: 'https://jobs.example',
    });
    try {
      expect(mail.outbox).toBeUndefined();
      await mail.send(message, { messageId: 'abc123' });
      const got = await smtp.waitFor((m) => m.subject === 'Hello');
      expect([got.from?.address, got.to?.[0]?.address, got.text?.trim(), got.messageId]).toEqual([
        'no-reply@jobbridge.test',
        'someone@example.test',
        'Plain words',
        '<abc123@jobs.example>',
      ]);
    } finally {
      mail.close();
    }
  });

  it('SMTP: a refusal rejects (the mail plugin then queues a retry)', async () => {
    const { mail } = providersFor({ SMTP_URL: smtp.url });
    smtp.failNext(1);
    try {
      await expect(mail.send({ ...message, subject: 'Refused' })).rejects.toThrow();
    } finally {
      mail.close();
    }
  });

  it('development: the outbox keeps what was sent, newest first, readable per address', async () => {
    const { mail } = providersFor();
    await mail.send(message);
    await mail.send({ ...message, to: 'Other@Example.test', subject: 'Second' });
    expect((await mail.outbox!.list({ limit: 10 })).map((m) => m.subject)).toEqual(['Second', 'Hello']);
    expect((await mail.outbox!.list({ to: 'other@example.test', limit: 10 })).map((m) => m.subject)).toEqual(['Second']);
  });
});

describe('files (local disk)', () => {
  it('stages, commits, reads and removes under DATA_DIR/files, with the same paths as before', async () => {
    const config = testConfig();
    configs.push(config);
    const { files } = createProviders(config, { db: database.db, log });
    const staged = await files.receive('resumes', Readable.from([Buffer.from('%PDF-1.7 hello')]));
    expect(staged.path.startsWith(join(config.filesDir, 'resumes', '.incoming-'))).toBe(true);
    expect(staged.size).toBe(14);
    expect(await files.exists(`resumes/${'b'.repeat(32)}.pdf`)).toBe(false);
    await files.commit(staged, `resumes/${'b'.repeat(32)}.pdf`);
    expect(readdirSync(join(config.filesDir, 'resumes'))).toEqual([`${'b'.repeat(32)}.pdf`]);
    expect(await text(files.read(`resumes/${'b'.repeat(32)}.pdf`))).toBe('%PDF-1.7 hello');
    expect(await files.withLocalCopy(`resumes/${'b'.repeat(32)}.pdf`, async (path) => readFileSync(path, 'utf8'))).toBe('%PDF-1.7 hello');
    expect(await files.withLocalCopy(`resumes/${'c'.repeat(32)}.pdf`, async () => 'never')).toBeNull();

    await files.put('photos/p.png', Buffer.from('png'));
    expect(readFileSync(join(config.filesDir, 'photos', 'p.png'), 'utf8')).toBe('png');
    await files.remove('photos/p.png');
    await files.remove('photos/p.png'); // gone already: not an error
    expect(existsSync(join(config.filesDir, 'photos', 'p.png'))).toBe(false);

    const discarded = await files.stage('resumes', Buffer.from('made here'));
    await files.discard(discarded);
    expect(existsSync(discarded.path)).toBe(false);

    mkdirSync(join(config.filesDir, 'users', 'u1', 'exports'), { recursive: true });
    writeFileSync(join(config.filesDir, 'users', 'u1', 'exports', 'a.txt'), 'x');
    await files.removeAll('users/u1');
    expect(existsSync(join(config.filesDir, 'users', 'u1'))).toBe(false);
  });

  it('sweeps only old staged files; a stored file however old stays', async () => {
    const config = testConfig();
    configs.push(config);
    const { files } = createProviders(config, { db: database.db, log });
    const dir = join(config.filesDir, 'resumes');
    mkdirSync(dir, { recursive: true });
    const old = new Date(Date.now() - 2 * 3600_000);
    for (const name of ['.incoming-old', '.incoming-new', `${'d'.repeat(32)}.pdf`]) writeFileSync(join(dir, name), 'x');
    utimesSync(join(dir, '.incoming-old'), old, old);
    utimesSync(join(dir, `${'d'.repeat(32)}.pdf`), old, old);
    expect(await files.sweepStaged('resumes', 3600_000)).toBe(1);
    expect(readdirSync(dir).sort()).toEqual(['.incoming-new', `${'d'.repeat(32)}.pdf`]);
    expect(await files.sweepStaged('photos', 3600_000)).toBe(0); // no folder yet
  });

  it('refuses keys that could leave the store or name a staged file', async () => {
    const { files } = providersFor();
    for (const key of ['../etc/passwd', 'resumes/../../x', '/abs/path', 'resumes/.incoming-0123', 'Resumes/x.pdf', 'resumes//x.pdf', '']) {
      expect(await code(files.exists(key).then(() => files.remove(key))), key).toMatch(/not a file key/);
    }
  });
});
