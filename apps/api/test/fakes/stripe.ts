import { randomBytes } from 'node:crypto';
import Stripe from 'stripe';
import { json, startFake, type FakeServer } from './http.ts';

/** What the webhook endpoint answered to one delivery. */
export interface Delivery {
  status: number;
  body: string;
}

export interface FakeStripe extends FakeServer {
  /** The form-encoded bodies of every POST /v1/checkout/sessions, parsed. */
  sessions: URLSearchParams[];
  /** While true, session calls fail with Stripe's error shape (the SDK's retry fails too). */
  failing: boolean;
  /** Where events go, and the endpoint's signing secret (Stripe's dashboard "webhook endpoint"). */
  endpoint(url: string, secret: string): void;
  /** The buyer finishes Checkout: by card (paid at once) or by bank debit (completed unpaid, settled later). */
  pay(sessionId: string, how: 'card' | 'bank_debit'): Promise<Delivery>;
  /** A bank debit settles or bounces (checkout.session.async_payment_succeeded / _failed). */
  settle(sessionId: string, succeeded: boolean): Promise<Delivery>;
  /** A refund issued in the dashboard (charge.refunded; full unless `amount` is less than the total). */
  refund(sessionId: string, amount?: number): Promise<Delivery>;
  /** Nobody paid within 24 hours (checkout.session.expired). */
  expire(sessionId: string): Promise<Delivery>;
}

/**
 * Stripe's API on 127.0.0.1, as far as Checkout needs it: POST /v1/checkout/sessions (form-encoded, bearer
 * key) answers a session with an id and a url, like api.stripe.com. Then, as Stripe does, it sends signed
 * events to the webhook endpoint for what happens to the session: paid by card, paid by bank debit (then
 * settled or bounced), refunded, expired.
 */
export async function startFakeStripe(secretKey = 'sk_test_fake'): Promise<FakeStripe> {
  const sessions: URLSearchParams[] = [];
  /** Each session as Stripe keeps it, with the payment intent once the buyer pays. */
  const stored = new Map<string, Record<string, unknown>>();
  let seq = 0;
  const state = { failing: false };
  let target: { url: string; secret: string } | null = null;
  const server = await startFake((req, res) => {
    if (req.headers.authorization !== `Bearer ${secretKey}`) {
      return json(res, 401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } });
    }
    if (req.method === 'POST' && req.path === '/v1/checkout/sessions') {
      if (state.failing) {
        return json(res, 500, { error: { type: 'api_error', message: 'Something went wrong on Stripe' } });
      }
      const form = new URLSearchParams(req.body);
      sessions.push(form);
      seq += 1;
      const id = `cs_test_fake${seq}`;
      const session = {
        id,
        object: 'checkout.session',
        mode: form.get('mode'),
        currency: form.get('currency'),
        amount_total: Number(form.get('line_items[0][price_data][unit_amount]')),
        client_reference_id: form.get('client_reference_id'),
        metadata: { orderId: form.get('metadata[orderId]'), userId: form.get('metadata[userId]'), plan: form.get('metadata[plan]') },
        payment_status: 'unpaid',
        status: 'open',
        success_url: form.get('success_url'),
        cancel_url: form.get('cancel_url'),
        url: `https://checkout.stripe.test/c/pay/${id}`,
        payment_intent: null as string | null,
      };
      stored.set(id, session);
      return json(res, 200, session);
    }
    return json(res, 404, { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${req.method}: ${req.path})` } });
  });

  /** Posts an event to the endpoint signed as Stripe signs (HMAC-SHA256 of `t.payload`, header stripe-signature). */
  async function deliver(type: string, object: Record<string, unknown>): Promise<Delivery> {
    if (!target) throw new Error('fake Stripe: no webhook endpoint set');
    const event = {
      id: `evt_fake_${randomBytes(8).toString('hex')}`,
      object: 'event',
      api_version: '2025-01-27.acacia',
      created: Math.floor(Date.now() / 1000),
      livemode: false,
      pending_webhooks: 1,
      type,
      data: { object },
    };
    const payload = JSON.stringify(event);
    const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: target.secret });
    const res = await fetch(target.url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'stripe-signature': signature,
        'user-agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
      },
      body: payload,
    });
    return { status: res.status, body: await res.text() };
  }
  const sessionOf = (id: string) => {
    const session = stored.get(id);
    if (!session) throw new Error(`fake Stripe: no session ${id}`);
    return session;
  };
  const events = {
    endpoint(url: string, secret: string) {
      target = { url, secret };
    },
    pay(id: string, how: 'card' | 'bank_debit') {
      const session = sessionOf(id);
      session.payment_intent = `pi_fake_${randomBytes(6).toString('hex')}`;
      session.status = 'complete';
      session.payment_status = how === 'card' ? 'paid' : 'unpaid';
      return deliver('checkout.session.completed', { ...session });
    },
    settle(id: string, succeeded: boolean) {
      const session = sessionOf(id);
      session.payment_status = succeeded ? 'paid' : 'unpaid';
      return deliver(succeeded ? 'checkout.session.async_payment_succeeded' : 'checkout.session.async_payment_failed', { ...session });
    },
    refund(id: string, amount?: number) {
      const session = sessionOf(id);
      const total = session.amount_total as number;
      const refunded = amount ?? total;
      return deliver('charge.refunded', {
        id: `ch_fake_${randomBytes(6).toString('hex')}`,
        object: 'charge',
        amount: total,
        amount_refunded: refunded,
        currency: session.currency,
        paid: true,
        refunded: refunded >= total,
        payment_intent: session.payment_intent,
      });
    },
    expire(id: string) {
      const session = sessionOf(id);
      session.status = 'expired';
      return deliver('checkout.session.expired', { ...session });
    },
  };
  return Object.defineProperties(Object.assign(server, { sessions }, events), {
    failing: { get: () => state.failing, set: (v: boolean) => (state.failing = v), enumerable: true },
  }) as FakeStripe;
}
