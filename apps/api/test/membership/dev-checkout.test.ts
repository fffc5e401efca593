import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config/env.ts';
import { bearer, verifiedUser } from '../auth-helpers.ts';
import { setupApp } from '../helper.ts';
import { checkout, membership, ordersOf } from './helpers.ts';

/** No Stripe keys (development): the development checkout page pays or fails through the signed webhook. */
const ctx = setupApp({ PUBLIC_URL: 'http://localhost:4400' });

const pay = (token: string, id: string, outcome: 'pay' | 'fail') =>
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

  it('Fail payment marks the order Failed; another user cannot touch the order', async () => {
    const owner = await verifiedUser(ctx.app);
    const other = await verifiedUser(ctx.app);
    const { orderId } = (await checkout(ctx.app, owner.tokens.access_token, { plan: 3, consent: true })).json();
    expect((await pay(other.tokens.access_token, orderId, 'pay')).statusCode).toBe(404);
    const failed = await pay(owner.tokens.access_token, orderId, 'fail');
    expect(failed.json()).toMatchObject({ status: 'Failed', notes: 'payment_failed' });
    expect((await membership(ctx.app, owner.tokens.access_token)).tier).toBe(1);
  });

  it('has no development checkout with Stripe keys or in production', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).payments).toBe('dev');
    expect(loadConfig({ NODE_ENV: 'test', STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_WEBHOOK_SECRET: 'whsec_x' }).payments).toBe('stripe');
    expect(() => loadConfig({ NODE_ENV: 'test', STRIPE_SECRET_KEY: 'sk_test_x' })).toThrow(/STRIPE_WEBHOOK_SECRET/);
    const production = loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'Qm9vdHN0cmFwIHJhbmRvbSBzZWNyZXQgZm9yIHRlc3Rz', SMTP_URL: 'smtp://mail.example', PUBLIC_URL: 'https://jobs.example' });
    expect(production.payments).toBe('off');
    expect(production.stripeWebhookSecret).toBeNull();
  });
});
