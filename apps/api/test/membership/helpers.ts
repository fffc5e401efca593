import { randomBytes } from 'node:crypto';
import Stripe from 'stripe';
import { expect } from 'vitest';
import { eq, users, type Db } from '@jobbridge/db';
import type { App } from '../../src/app.ts';
import { bearer, newUser, signup } from '../auth-helpers.ts';

export const WEBHOOK_SECRET = 'whsec_test_secret_for_jobbridge';

let seq = 0;
export const eventId = () => `evt_test_${process.pid}_${(seq += 1)}_${randomBytes(4).toString('hex')}`;

/** A Stripe event envelope as Stripe sends it. */
export function stripeEvent(type: string, object: Record<string, unknown>, id = eventId()) {
  return {
    id,
    object: 'event',
    api_version: '2025-01-27.acacia',
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    type,
    data: { object },
  };
}

/** Posts an event with a valid `stripe-signature` (the same HMAC scheme Stripe uses) to the webhook route. */
export async function postEvent(app: App, event: object, secret = WEBHOOK_SECRET) {
  const payload = JSON.stringify(event);
  const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret });
  return app.inject({
    method: 'POST',
    url: '/api/payments/stripe/webhook',
    payload,
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
  });
}

export function sessionCompleted(
  order: { id: string; userId?: string | null; plan: number; amountPence: number },
  paymentIntent = `pi_test_${randomBytes(6).toString('hex')}`,
  paymentStatus = 'paid',
) {
  return stripeEvent('checkout.session.completed', {
    id: `cs_test_${randomBytes(6).toString('hex')}`,
    object: 'checkout.session',
    mode: 'payment',
    payment_status: paymentStatus,
    amount_total: order.amountPence,
    currency: 'gbp',
    client_reference_id: order.id,
    metadata: { orderId: order.id, plan: String(order.plan) },
    payment_intent: paymentIntent,
  });
}

export function chargeRefunded(paymentIntent: string, refunded = true) {
  return stripeEvent('charge.refunded', {
    id: `ch_${randomBytes(6).toString('hex')}`,
    object: 'charge',
    payment_intent: paymentIntent,
    refunded,
    amount_refunded: 2999,
  });
}

export function paymentFailed(orderId: string, paymentIntent = `pi_test_${randomBytes(6).toString('hex')}`) {
  return stripeEvent('payment_intent.payment_failed', {
    id: paymentIntent,
    object: 'payment_intent',
    status: 'requires_payment_method',
    metadata: { orderId },
  });
}

export async function checkout(app: App, token: string, body: object) {
  return app.inject({ method: 'POST', url: '/api/app/checkout', payload: body, headers: { ...bearer(token), 'accept-language': 'en' } });
}

export async function membership(app: App, token: string) {
  const res = await app.inject({ method: 'GET', url: '/api/app/membership', headers: bearer(token) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

export async function ordersOf(app: App, token: string, query = '') {
  const res = await app.inject({ method: 'GET', url: `/api/app/orders${query}`, headers: bearer(token) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

export async function userIdOf(db: Db, email: string): Promise<string> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!row) throw new Error(`no user ${email}`);
  return row.id;
}

/**
 * A level-3 user without the mailed link (the verification flow has its own tests and a per-address limit
 * that many users in one file would trip): signs up, then marks the email verified in the database.
 */
export async function quickUser(app: App, db: Db) {
  const { user, tokens } = await signup(app, newUser());
  const userId = await userIdOf(db, user.email);
  await db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, userId));
  return { userId, token: tokens.access_token };
}
