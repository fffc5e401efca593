import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config/env.ts';
import { bearer, verifiedUser } from '../auth-helpers.ts';
import { setupApp } from '../helper.ts';
import { checkout, membership, ordersOf } from './helpers.ts';

/** No Stripe keys (development): the development checkout page pays or fails through the signed webhook. */
const ctx = setupApp({ PUBLIC_URL: 'http://localhost:4400' });

const pay = (token: string, id: string, outcome: 'pay' | 'fail' | 'delayed' | 'delayed_succeeds' | 'delayed_fails' | 'refund') =>
  ctx.app.inject({ method: 'POST', url: `/api/app/dev-checkout/${id}`, payload: { outcome }, headers: bearer(token) });

describe('development checkout', () => {
  it('checkout answers the development page; Pay completes through the webhook and upgrades', async () => {
    const { tokens } = await verifiedUser(ctx.app);
    const token = tokens.access_token;
    const res = await checkout(ctx.app, token, { plan: 2, consent: true });
    expect(res.statusCode).toBe(201);
    const { url, orderId } = res.json();
    expect(url).toBe(`http://localhost:4400/dev/checkout/${orderId}`);
    expect((await ordersOf(ctx.app, token)).items[0]).toMatchObject({ id: orderId, status: 'Pending', paymentMethod: 'Dev checkout' });

    const paid = await pay(token, orderId, 'pay');
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json()).toMatchObject({ id: orderId, status: 'Completed' });
    expect((await membership(ctx.app, token)).tier).toBe(2);
    // Paying again does nothing more.
    expect((await pay(token, orderId, 'pay')).json().status).toBe('Completed');
    expect((await membership(ctx.app, token)).usedBatches).toBe(0);
  });

  it('returns to the origin the user came from when it is this server, else to PUBLIC_URL', async () => {
    const { tokens } = await verifiedUser(ctx.app);
    const start = async (headers: Record<string, string>) => {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/app/checkout',
        payload: { plan: 2, consent: true },
        headers: { ...bearer(tokens.access_token), ...headers },
      });
      expect(res.statusCode, res.body).toBe(201);
      return res.json<{ url: string; orderId: string }>();
    };
    // Opened at 127.0.0.1 rather than PUBLIC_URL's localhost: back to 127.0.0.1, where the user is signed in.
    const local = await start({ origin: 'http://127.0.0.1:4400', host: '127.0.0.1:4400' });
    expect(local.url).toBe(`http://127.0.0.1:4400/dev/checkout/${local.orderId}`);
    const lan = await start({ origin: 'http://192.168.0.7:4400', host: '192.168.0.7:4400' });
    expect(lan.url).toBe(`http://192.168.0.7:4400/dev/checkout/${lan.orderId}`);
    // Another site's origin, or an origin that is not the address the request reached: PUBLIC_URL.
    const other = await start({ origin: 'https://evil.example', host: 'localhost:4400' });
    expect(other.url).toBe(`http://localhost:4400/dev/checkout/${other.orderId}`);
    const spoofed = await start({ origin: 'http://192.168.0.7:4400', host: 'localhost:4400' });
    expect(spoofed.url).toBe(`http://localhost:4400/dev/checkout/${spoofed.orderId}`);
  });

  it('Fail payment marks the order Failed; another user cannot touch the order', async () => {
    const owner = await verifiedUser(ctx.app);
    const other = await verifiedUser(ctx.app);
    const { orderId } = (await checkout(ctx.app, owner.tokens.access_token, { plan: 3, consent: true })).json();
    expect((await pay(other.tokens.access_token, orderId, 'pay')).statusCode).toBe(404);
    const failed = await pay(owner.tokens.access_token, orderId, 'fail');
    expect(failed.json()).toMatchObject({ status: 'Failed', notes: 'payment_failed' });
    expect((await membership(ctx.app, owner.tokens.access_token)).tier).toBe(1);
  });

  it('produces every order status: a bank debit is Processing, then Completed or Failed; a refund ends the plan', async () => {
    const { tokens } = await verifiedUser(ctx.app);
    const token = tokens.access_token;
    const start = async () => (await checkout(ctx.app, token, { plan: 2, consent: true })).json().orderId as string;

    const debit = await start();
    // Buttons for a later state change nothing yet.
    expect((await pay(token, debit, 'refund')).json().status).toBe('Pending');
    expect((await pay(token, debit, 'delayed_succeeds')).json().status).toBe('Pending');
    expect((await pay(token, debit, 'delayed')).json()).toMatchObject({ status: 'Processing', paidAt: null });
    expect((await membership(ctx.app, token)).tier).toBe(1);
    expect((await pay(token, debit, 'pay')).json().status).toBe('Processing');
    const settled = (await pay(token, debit, 'delayed_succeeds')).json();
    expect(settled).toMatchObject({ status: 'Completed', notes: null });
    expect(settled.paidAt).not.toBeNull();
    expect((await membership(ctx.app, token)).tier).toBe(2);
    expect((await pay(token, debit, 'refund')).json()).toMatchObject({ status: 'Refunded', notes: 'refunded' });
    expect((await membership(ctx.app, token)).tier).toBe(1);
    expect((await pay(token, debit, 'refund')).json().status).toBe('Refunded');

    const bounced = await start();
    await pay(token, bounced, 'delayed');
    expect((await pay(token, bounced, 'delayed_fails')).json()).toMatchObject({ status: 'Failed', notes: 'payment_failed' });
    expect((await membership(ctx.app, token)).tier).toBe(1);

    const paid = await start();
    await pay(token, paid, 'pay');
    const declined = await start();
    await pay(token, declined, 'fail');
    const waiting = await start();
    await pay(token, waiting, 'delayed');
    const open = await start();
    const statuses = new Map((await ordersOf(ctx.app, token)).items.map((o: { id: string; status: string }) => [o.id, o.status]));
    expect([debit, bounced, paid, declined, waiting, open].map((id) => statuses.get(id))).toEqual([
      'Refunded',
      'Failed',
      'Completed',
      'Failed',
      'Processing',
      'Pending',
    ]);
  });

  it('has no development checkout with Stripe keys or in production', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).payments).toBe('dev');
    expect(loadConfig({ NODE_ENV: 'test', STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_WEBHOOK_SECRET: 'whsec_x' }).payments).toBe('stripe');
    expect(() => loadConfig({ NODE_ENV: 'test', STRIPE_SECRET_KEY: 'sk_test_x' })).toThrow(/STRIPE_WEBHOOK_SECRET/);
    const production = loadConfig({
      NODE_ENV: 'production',
      JWT_SECRET: 'Qm9vdHN0cmFwIHJhbmRvbSBzZWNyZXQgZm9yIHRlc3Rz',
      SMTP_URL: 'smtp://mail.example',
      PUBLIC_URL: 'https://jobs.example',
      GOOGLE_CLIENT_ID: 'jobs.apps.googleusercontent.com',
      GOOGLE_CLIENT_SECRET: 'GOCSPX-production-test',
      SECRETS_KEY: 'q3N0dF9wK2JZc1RmV0l4eUxtR2hYc3JwOEpkQ3RvWk0=',
    });
    expect(production.payments).toBe('off');
    expect(production.stripeWebhookSecret).toBeNull();
  });
});
