import type { CheckoutPreview } from '@jobbridge/contracts';
import { memberships, orders, eq, stripeEvents } from '@jobbridge/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { currentTier } from '../../src/modules/membership/current-tier.ts';
import { membershipSummary } from '../../src/modules/membership/service.ts';
import { bearer, verifiedUser } from '../auth-helpers.ts';
import { startFakeStripe, type FakeStripe } from '../fakes/stripe.ts';
import { build } from '../helper.ts';
import {
  userIdOf,
  chargeRefunded,
  checkout,
  membership,
  ordersOf,
  paymentFailed,
  postEvent,
  sessionCompleted,
  stripeEvent,
  WEBHOOK_SECRET,
} from './helpers.ts';

/** Buying Plus and Premium through Stripe Checkout (a fake Stripe on 127.0.0.1) and the signed webhook. */
let stripe: FakeStripe;
let ctx: Awaited<ReturnType<typeof build>>;
beforeAll(async () => {
  stripe = await startFakeStripe('sk_test_fake');
  ctx = await build({
    STRIPE_SECRET_KEY: 'sk_test_fake',
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_BASE: stripe.url,
    PUBLIC_URL: 'https://jobs.example',
  });
  await ctx.app.ready();
  // The fake Stripe sends its events over HTTP to the webhook, as Stripe does.
  const address = await ctx.app.listen({ host: '127.0.0.1', port: 0 });
  stripe.endpoint(`${address}/api/payments/stripe/webhook`, WEBHOOK_SECRET);
});
afterAll(async () => {
  await ctx.close();
  await stripe.close();
});

async function buyer() {
  const { user, tokens } = await verifiedUser(ctx.app);
  return { token: tokens.access_token, userId: await userIdOf(ctx.database.db, user.email) };
}

async function startPurchase(token: string, plan: 2 | 3 = 2) {
  const res = await checkout(ctx.app, token, { plan, consent: true });
  expect(res.statusCode, res.body).toBe(201);
  const { orderId, url } = res.json<{ orderId: string; url: string }>();
  const [order] = await ctx.database.db.select().from(orders).where(eq(orders.id, orderId));
  return { orderId, url, order: order! };
}

const orderRow = async (id: string) => (await ctx.database.db.select().from(orders).where(eq(orders.id, id)))[0]!;
const grants = async (orderId: string) => ctx.database.db.select().from(memberships).where(eq(memberships.orderId, orderId));

describe('checkout', () => {
  it('is refused without the consent to start now (and without a plan one can buy), creating no order', async () => {
    const { token, userId } = await buyer();
    for (const body of [{ plan: 2 }, { plan: 2, consent: false }, { plan: 1, consent: true }, { plan: 4, consent: true }]) {
      const res = await checkout(ctx.app, token, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toBe('VALIDATION_ERROR');
    }
    const noConsent = await checkout(ctx.app, token, { plan: 3 });
    expect(noConsent.json().error.fields[0].message).toBe(
      'Please agree that the service starts now and that you lose the 14-day right to cancel once you use it',
    );
    expect(await ctx.database.db.select().from(orders).where(eq(orders.userId, userId))).toEqual([]);
    expect(stripe.sessions).toHaveLength(0);
  });

  it('stores a Pending order with the consent, then creates a Stripe Checkout Session for it', async () => {
    const { token, userId } = await buyer();
    const { orderId, url, order } = await startPurchase(token, 3);
    expect(url).toMatch(/^https:\/\/checkout\.stripe\.test\/c\/pay\/cs_test_/);
    expect(order).toMatchObject({
      userId,
      plan: 3,
      amountPence: 5999,
      currency: 'GBP',
      status: 'Pending',
      paymentMethod: 'Stripe',
      paidAt: null,
    });
    expect(order.consentAt).toBeInstanceOf(Date);
    expect(order.stripeCheckoutSessionId).toMatch(/^cs_test_fake/);

    const form = stripe.sessions.at(-1)!;
    expect(form.get('mode')).toBe('payment');
    expect(form.get('currency')).toBe('gbp');
    expect(form.get('line_items[0][quantity]')).toBe('1');
    expect(form.get('line_items[0][price_data][currency]')).toBe('gbp');
    expect(form.get('line_items[0][price_data][unit_amount]')).toBe('5999');
    expect(form.get('line_items[0][price_data][product_data][name]')).toContain('Premium');
    expect(form.get('client_reference_id')).toBe(orderId);
    expect(form.get('metadata[orderId]')).toBe(orderId);
    expect(form.get('metadata[userId]')).toBe(userId);
    expect(form.get('metadata[plan]')).toBe('3');
    expect(form.get('payment_intent_data[metadata][orderId]')).toBe(orderId);
    expect(form.get('success_url')).toBe(`https://jobs.example/app/orders?checkout=success&order=${orderId}`);
    expect(form.get('cancel_url')).toBe(`https://jobs.example/app/orders?checkout=cancelled&order=${orderId}`);
    const call = stripe.requests.at(-1)!;
    expect(call.headers['idempotency-key']).toBe(`checkout-${orderId}`);

    // The browser coming back is not a payment: still Basic until the webhook.
    expect((await membership(ctx.app, token)).tier).toBe(1);
  });

  it('sends Stripe back to the origin the user is on (this server under another address), never to another site', async () => {
    const { token } = await buyer();
    const start = async (headers: Record<string, string>) => {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/app/checkout',
        payload: { plan: 2, consent: true },
        headers: { ...bearer(token), ...headers },
      });
      expect(res.statusCode, res.body).toBe(201);
      return { orderId: res.json().orderId as string, form: stripe.sessions.at(-1)! };
    };
    const lan = await start({ origin: 'http://10.0.0.5:3000', host: '10.0.0.5:3000' });
    expect(lan.form.get('success_url')).toBe(`http://10.0.0.5:3000/app/orders?checkout=success&order=${lan.orderId}`);
    expect(lan.form.get('cancel_url')).toBe(`http://10.0.0.5:3000/app/orders?checkout=cancelled&order=${lan.orderId}`);
    const other = await start({ origin: 'https://evil.example', host: 'jobs.example' });
    expect(other.form.get('success_url')).toBe(`https://jobs.example/app/orders?checkout=success&order=${other.orderId}`);
  });

  it('marks the order Failed and answers 502 when Stripe cannot create the session', async () => {
    const { token, userId } = await buyer();
    stripe.failing = true;
    const res = await checkout(ctx.app, token, { plan: 2, consent: true }).finally(() => (stripe.failing = false));
    expect(res.statusCode).toBe(502);
    expect(res.json().error.message).toBe('Could not start the payment. Please try again later.');
    const [order] = await ctx.database.db.select().from(orders).where(eq(orders.userId, userId));
    expect(order).toMatchObject({ status: 'Failed', notes: 'checkout_failed' });
  });
});

describe('webhook', () => {
  it('a signed checkout.session.completed completes the order and grants 30 days of the plan', async () => {
    const { token, userId } = await buyer();
    const { orderId, order } = await startPurchase(token, 2);
    const res = await postEvent(ctx.app, sessionCompleted(order, 'pi_plus_1'));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ received: true, outcome: 'processed' });

    const done = await orderRow(orderId);
    expect(done).toMatchObject({ status: 'Completed', stripePaymentIntentId: 'pi_plus_1' });
    expect(done.paidAt).toBeInstanceOf(Date);
    const m = await membership(ctx.app, token);
    expect(m).toMatchObject({
      tier: 2,
      label: 'VIP Membership',
      plan: 'Plus',
      identity: 'VIP',
      source: 'purchase',
      totalBatches: 20,
      usedBatches: 0,
    });
    const days = (Date.parse(m.expiresAt) - Date.parse(m.startsAt)) / 86_400_000;
    expect(days).toBe(30);
    expect(m.quotas.find((q: { feature: string }) => q.feature === 'recipients')).toMatchObject({ limit: 15, kind: 'each' });
    expect((await currentTier(ctx.database.db, userId)).key).toBe(2);

    const list = await ordersOf(ctx.app, token);
    expect(list.items[0]).toMatchObject({
      id: orderId,
      plan: 2,
      planName: 'Plus',
      amountPence: 2999,
      currency: 'GBP',
      paymentMethod: 'Stripe',
      status: 'Completed',
    });
  });

  it('matches a session by its id when the event carries no order metadata; an unknown session is ignored', async () => {
    const { token } = await buyer();
    const { orderId, order } = await startPurchase(token, 2);
    const bare = stripeEvent('checkout.session.completed', {
      id: order.stripeCheckoutSessionId,
      object: 'checkout.session',
      payment_status: 'paid',
      amount_total: 2999,
      currency: 'gbp',
      payment_intent: 'pi_bare',
    });
    expect((await postEvent(ctx.app, bare)).json().outcome).toBe('processed');
    expect((await orderRow(orderId)).status).toBe('Completed');
    const stranger = stripeEvent('checkout.session.completed', { id: 'cs_not_ours', object: 'checkout.session', payment_status: 'paid' });
    expect((await postEvent(ctx.app, stranger)).json()).toEqual({ received: true, outcome: 'ignored' });
  });

  it('rejects forged, altered and unsigned events with 400 and changes nothing', async () => {
    const { token, userId } = await buyer();
    const { orderId, order } = await startPurchase(token, 3);
    const event = sessionCompleted(order);
    expect((await postEvent(ctx.app, event, 'whsec_someone_else')).statusCode).toBe(400);

    const payload = JSON.stringify(event);
    const unsigned = await ctx.app.inject({
      method: 'POST',
      url: '/api/payments/stripe/webhook',
      payload,
      headers: { 'content-type': 'application/json' },
    });
    expect(unsigned.statusCode).toBe(400);
    expect(unsigned.json().error.code).toBe('WEBHOOK_SIGNATURE_INVALID');

    // A valid signature over different bytes.
    const good = await import('stripe').then((m) => m.default.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }));
    const altered = await ctx.app.inject({
      method: 'POST',
      url: '/api/payments/stripe/webhook',
      payload: payload.replace('"paid"', '"paid" '),
      headers: { 'content-type': 'application/json', 'stripe-signature': good },
    });
    expect(altered.statusCode).toBe(400);
    // An old signature (a captured request replayed later) is refused too.
    const stale = await import('stripe').then((m) =>
      m.default.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET, timestamp: Math.floor(Date.now() / 1000) - 3600 }),
    );
    expect(
      (
        await ctx.app.inject({
          method: 'POST',
          url: '/api/payments/stripe/webhook',
          payload,
          headers: { 'content-type': 'application/json', 'stripe-signature': stale },
        })
      ).statusCode,
    ).toBe(400);

    expect((await orderRow(orderId)).status).toBe('Pending');
    expect((await currentTier(ctx.database.db, userId)).key).toBe(1);
    expect(await ctx.database.db.select().from(stripeEvents).where(eq(stripeEvents.id, event.id))).toEqual([]);
  });

  it('ten replays of one event give one upgrade', async () => {
    const { token } = await buyer();
    const { orderId, order } = await startPurchase(token, 2);
    const event = sessionCompleted(order);
    const answers = await Promise.all(Array.from({ length: 10 }, () => postEvent(ctx.app, event)));
    expect(answers.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
    const outcomes = answers.map((r) => r.json().outcome).sort();
    expect(outcomes.filter((o) => o === 'processed')).toHaveLength(1);
    expect(outcomes.filter((o) => o === 'duplicate')).toHaveLength(9);
    expect(await grants(orderId)).toHaveLength(1);
    const m = await membership(ctx.app, token);
    expect(m.extendedUntil).toBeNull();
    expect((Date.parse(m.expiresAt) - Date.now()) / 86_400_000).toBeGreaterThan(29.9);

    // The same payment reported again under a new event id still grants once (one membership per order).
    await postEvent(ctx.app, sessionCompleted(order));
    expect(await grants(orderId)).toHaveLength(1);
  });

  it('a full refund marks the order Refunded and ends its membership (the user is Basic again)', async () => {
    const { token, userId } = await buyer();
    const { orderId, order } = await startPurchase(token, 3);
    await postEvent(ctx.app, sessionCompleted(order, 'pi_refund_me'));
    expect((await currentTier(ctx.database.db, userId)).key).toBe(3);

    // A partial refund keeps the order and the membership.
    await postEvent(ctx.app, chargeRefunded('pi_refund_me', false));
    expect(await orderRow(orderId)).toMatchObject({ status: 'Completed', notes: 'partially_refunded' });
    expect((await currentTier(ctx.database.db, userId)).key).toBe(3);

    const refund = chargeRefunded('pi_refund_me');
    expect((await postEvent(ctx.app, refund)).json().outcome).toBe('processed');
    expect(await orderRow(orderId)).toMatchObject({ status: 'Refunded', notes: 'refunded' });
    expect((await currentTier(ctx.database.db, userId)).key).toBe(1);
    expect((await membership(ctx.app, token)).tier).toBe(1);

    // A late "completed" replay or a "failed" cannot bring it back.
    await postEvent(ctx.app, sessionCompleted(order, 'pi_refund_me'));
    await postEvent(ctx.app, paymentFailed(orderId, 'pi_refund_me'));
    expect((await orderRow(orderId)).status).toBe('Refunded');
    expect((await currentTier(ctx.database.db, userId)).key).toBe(1);
  });

  it('a refund that arrives before the payment is confirmed leaves the order Refunded with no membership', async () => {
    const { token, userId } = await buyer();
    const { orderId, order } = await startPurchase(token, 2);
    expect((await postEvent(ctx.app, chargeRefunded('pi_early'))).json().outcome).toBe('ignored');
    await postEvent(ctx.app, sessionCompleted(order, 'pi_early'));
    expect(await orderRow(orderId)).toMatchObject({ status: 'Refunded', notes: 'refunded_before_payment' });
    expect(await grants(orderId)).toEqual([]);
    expect((await currentTier(ctx.database.db, userId)).key).toBe(1);
  });

  it('a failure after completion changes nothing; a decline then a successful payment completes', async () => {
    const { token, userId } = await buyer();
    const first = await startPurchase(token, 2);
    await postEvent(ctx.app, sessionCompleted(first.order, 'pi_ok'));
    await postEvent(ctx.app, paymentFailed(first.orderId, 'pi_ok'));
    await postEvent(
      ctx.app,
      stripeEvent('checkout.session.async_payment_failed', {
        id: 'cs_x',
        object: 'checkout.session',
        metadata: { orderId: first.orderId },
      }),
    );
    expect((await orderRow(first.orderId)).status).toBe('Completed');
    expect((await currentTier(ctx.database.db, userId)).key).toBe(2);

    const second = await startPurchase(token, 3);
    await postEvent(ctx.app, paymentFailed(second.orderId));
    expect(await orderRow(second.orderId)).toMatchObject({ status: 'Failed', notes: 'payment_failed' });
    await postEvent(ctx.app, sessionCompleted(second.order, 'pi_second_card'));
    expect(await orderRow(second.orderId)).toMatchObject({ status: 'Completed', notes: null });
    expect((await currentTier(ctx.database.db, userId)).key).toBe(3);
  });

  it('a session paid later (bank debit) is Processing until async_payment_succeeded; an expired one is Failed', async () => {
    const { token } = await buyer();
    const { orderId, order } = await startPurchase(token, 2);
    await postEvent(ctx.app, sessionCompleted(order, 'pi_debit', 'unpaid'));
    expect((await orderRow(orderId)).status).toBe('Processing');
    expect((await membership(ctx.app, token)).tier).toBe(1);
    const succeeded = sessionCompleted(order, 'pi_debit');
    await postEvent(ctx.app, { ...succeeded, type: 'checkout.session.async_payment_succeeded' });
    expect((await orderRow(orderId)).status).toBe('Completed');
    expect((await membership(ctx.app, token)).tier).toBe(2);

    const abandoned = await startPurchase(token, 3);
    await postEvent(
      ctx.app,
      stripeEvent('checkout.session.expired', {
        id: 'cs_gone',
        object: 'checkout.session',
        payment_status: 'unpaid',
        metadata: { orderId: abandoned.orderId },
      }),
    );
    expect(await orderRow(abandoned.orderId)).toMatchObject({ status: 'Failed', notes: 'checkout_expired' });
  });

  it('buying again while active extends from the current expiry; after 30 days the user is Basic again', async () => {
    const { token, userId } = await buyer();
    const first = await startPurchase(token, 2);
    await postEvent(ctx.app, sessionCompleted(first.order));
    const second = await startPurchase(token, 2);
    await postEvent(ctx.app, sessionCompleted(second.order));
    const [a] = await grants(first.orderId);
    const [b] = await grants(second.orderId);
    expect(b!.startsAt.getTime()).toBe(a!.expiresAt.getTime());
    const m = await membership(ctx.app, token);
    expect(m.expiresAt).toBe(a!.expiresAt.toISOString());
    expect(m.extendedUntil).toBe(b!.expiresAt.toISOString());

    const db = ctx.database.db;
    const day = 86_400_000;
    const start = a!.startsAt.getTime();
    expect((await currentTier(db, userId, new Date(start + 29 * day))).key).toBe(2);
    expect((await currentTier(db, userId, new Date(start + 45 * day))).key).toBe(2);
    expect((await currentTier(db, userId, new Date(start + 60 * day + 1000))).key).toBe(1);
    const later = await membershipSummary(db, userId, new Date(start + 61 * day));
    expect(later).toMatchObject({ tier: 1, plan: 'Basic', expiresAt: null, totalBatches: 5 });
  });
});

describe('upgrading while a lower plan runs (decision 053)', () => {
  const day = 86_400_000;
  const previews = async (token: string) => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/app/checkout/preview', headers: bearer(token) });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ plans: CheckoutPreview[] }>().plans;
  };
  const preview = async (token: string, plan: number) => (await previews(token)).find((p) => p.plan === plan)!;

  it('Plus, then Premium 20 minutes later: Premium now, and the days left of Plus after it, as the dialog and the order say', async () => {
    const { token, userId } = await buyer();
    const db = ctx.database.db;
    const plus = await startPurchase(token, 2);
    await postEvent(ctx.app, sessionCompleted(plus.order));
    // Twenty minutes ago.
    const twenty = 20 * 60_000;
    const [bought] = await grants(plus.orderId);
    await db
      .update(memberships)
      .set({ startsAt: new Date(bought!.startsAt.getTime() - twenty), expiresAt: new Date(bought!.expiresAt.getTime() - twenty) })
      .where(eq(memberships.id, bought!.id));
    const plusEnd = bought!.expiresAt.getTime() - twenty;

    const before = Date.now();
    const p = await preview(token, 3);
    expect(Date.parse(p.startsAt)).toBeGreaterThanOrEqual(before - 1000);
    expect(Date.parse(p.expiresAt) - Date.parse(p.startsAt)).toBe(30 * day);
    expect(p.keptDays).toMatchObject({ plan: 2, days: 30, startsAt: p.expiresAt });
    expect(Date.parse(p.keptDays!.expiresAt) - Date.parse(p.expiresAt)).toBeGreaterThan(30 * day - twenty - 5000);

    const premium = await startPurchase(token, 3);
    await postEvent(ctx.app, sessionCompleted(premium.order));
    const [granted] = await grants(premium.orderId);
    const [moved] = await grants(plus.orderId);
    const now = granted!.startsAt.getTime();
    expect(now).toBeGreaterThanOrEqual(before - 1000);
    expect(granted!.expiresAt.getTime()).toBe(now + 30 * day);
    // Plus resumes when Premium ends, with the time it had left when Premium began, to the millisecond.
    expect(moved!.startsAt.getTime()).toBe(granted!.expiresAt.getTime());
    expect(moved!.expiresAt.getTime() - moved!.startsAt.getTime()).toBe(plusEnd - now);

    expect((await membership(ctx.app, token)).tier).toBe(3);
    expect((await currentTier(db, userId, new Date(now + 29 * day))).key).toBe(3);
    expect((await currentTier(db, userId, new Date(now + 31 * day))).key).toBe(2);
    expect((await currentTier(db, userId, new Date(moved!.expiresAt.getTime() + 1000))).key).toBe(1);

    const order = (await ordersOf(ctx.app, token)).items.find((o: { id: string }) => o.id === premium.orderId);
    expect(order.keptDays).toEqual({
      plan: 2,
      days: 30,
      startsAt: moved!.startsAt.toISOString(),
      expiresAt: moved!.expiresAt.toISOString(),
    });
    expect((await ordersOf(ctx.app, token)).items.find((o: { id: string }) => o.id === plus.orderId).keptDays).toBeNull();

    // Plus bought while Premium runs waits for the whole chain: after Premium and the kept Plus days.
    const again = await preview(token, 2);
    expect(again).toMatchObject({ startsAt: moved!.expiresAt.toISOString(), keptDays: null });
    // Premium again: after this Premium; the kept Plus days move once more, after it.
    const more = await preview(token, 3);
    expect(more.startsAt).toBe(granted!.expiresAt.toISOString());
    expect(more.keptDays).toMatchObject({ plan: 2, startsAt: more.expiresAt });
  });

  it('on Basic, both plans start now and keep no days', async () => {
    const { token } = await buyer();
    const plans = await previews(token);
    expect(plans.map((p) => [p.plan, p.keptDays])).toEqual([
      [2, null],
      [3, null],
    ]);
    for (const p of plans) expect(Math.abs(Date.parse(p.startsAt) - Date.now())).toBeLessThan(60_000);
  });
});

describe('every order status, from what Stripe sends (the fake Stripe delivering signed events over HTTP)', () => {
  it('card: Completed; a partial refund keeps it with a note; a full refund is Refunded and ends the plan', async () => {
    const { token } = await buyer();
    const { orderId, order } = await startPurchase(token, 2);
    const session = order.stripeCheckoutSessionId!;
    expect(await stripe.pay(session, 'card')).toMatchObject({ status: 200 });
    expect(await orderRow(orderId)).toMatchObject({ status: 'Completed', notes: null });
    expect((await membership(ctx.app, token)).tier).toBe(2);
    await stripe.refund(session, 1000);
    expect(await orderRow(orderId)).toMatchObject({ status: 'Completed', notes: 'partially_refunded' });
    const full = await stripe.refund(session);
    expect(full.status, full.body).toBe(200);
    expect(await orderRow(orderId)).toMatchObject({ status: 'Refunded', notes: 'refunded' });
    expect((await membership(ctx.app, token)).tier).toBe(1);
  });

  it('bank debit: Processing until it settles (Completed) or bounces (Failed); unpaid for a day: Failed', async () => {
    const { token } = await buyer();
    const settles = await startPurchase(token, 3);
    await stripe.pay(settles.order.stripeCheckoutSessionId!, 'bank_debit');
    expect(await orderRow(settles.orderId)).toMatchObject({ status: 'Processing', paidAt: null });
    expect((await membership(ctx.app, token)).tier).toBe(1);
    await stripe.settle(settles.order.stripeCheckoutSessionId!, true);
    expect((await orderRow(settles.orderId)).status).toBe('Completed');
    expect((await membership(ctx.app, token)).tier).toBe(3);

    const bounces = await startPurchase(token, 2);
    await stripe.pay(bounces.order.stripeCheckoutSessionId!, 'bank_debit');
    await stripe.settle(bounces.order.stripeCheckoutSessionId!, false);
    expect(await orderRow(bounces.orderId)).toMatchObject({ status: 'Failed', notes: 'payment_failed' });
    expect(await grants(bounces.orderId)).toHaveLength(0);

    const abandoned = await startPurchase(token, 2);
    const waiting = await startPurchase(token, 2);
    await stripe.pay(waiting.order.stripeCheckoutSessionId!, 'bank_debit');
    await stripe.expire(abandoned.order.stripeCheckoutSessionId!);
    expect(await orderRow(abandoned.orderId)).toMatchObject({ status: 'Failed', notes: 'checkout_expired' });

    await startPurchase(token, 2);
    const listed = (await ordersOf(ctx.app, token)).items.map((o: { status: string }) => o.status);
    expect(listed.sort()).toEqual(['Completed', 'Failed', 'Failed', 'Pending', 'Processing']);
  });
});

describe('orders', () => {
  it('lists only the caller’s orders, newest first, paginated; another user’s order is 404', async () => {
    const alice = await buyer();
    const bob = await buyer();
    const ids = [];
    for (const plan of [2, 3, 2] as const) ids.push((await startPurchase(alice.token, plan)).orderId);
    const bobs = await startPurchase(bob.token, 3);

    const page1 = await ordersOf(ctx.app, alice.token, '?page=1&pageSize=2');
    expect(page1.total).toBe(3);
    expect(page1.items.map((o: { id: string }) => o.id)).toEqual([ids[2], ids[1]]);
    const page2 = await ordersOf(ctx.app, alice.token, '?page=2&pageSize=2');
    expect(page2.items.map((o: { id: string }) => o.id)).toEqual([ids[0]]);

    const other = await ctx.app.inject({ method: 'GET', url: `/api/app/orders/${bobs.orderId}`, headers: bearer(alice.token) });
    expect(other.statusCode).toBe(404);
    const own = await ctx.app.inject({ method: 'GET', url: `/api/app/orders/${ids[0]}`, headers: bearer(alice.token) });
    expect(own.json()).toMatchObject({ id: ids[0], status: 'Pending' });
    expect((await ctx.app.inject({ method: 'GET', url: '/api/app/orders' })).statusCode).toBe(401);
  });
});
