import { randomBytes } from 'node:crypto';
import type { DevCheckoutOutcome, DevOrder, Payments } from './types.ts';
import { signWebhook, verifyWebhook } from './stripe.ts';

/**
 * The local default (no Stripe keys, never production): checkout goes to the development checkout page
 * (`/dev/checkout/<order>`), whose buttons make the events Stripe would send, in Stripe's format, signed with
 * the development webhook secret. The server posts them to its own webhook route, so a development payment goes
 * through exactly the code a real one does.
 */
export function devPayments(options: { webhookSecret: string }): Payments {
  return {
    method: 'Dev checkout',
    async createCheckout(request) {
      return { url: `${request.base}/dev/checkout/${request.orderId}`, sessionId: `cs_dev_${request.orderId}` };
    },
    verifyWebhook: (body, signature) => verifyWebhook(body, signature, options.webhookSecret),
    simulate(order, outcome) {
      return devCheckoutEvents(order, outcome).map((event) => {
        const payload = JSON.stringify(event);
        return { payload, signature: signWebhook(payload, options.webhookSecret) };
      });
    },
  };
}

const rand = () => randomBytes(12).toString('hex');

function envelope(type: string, object: Record<string, unknown>) {
  return {
    id: `evt_dev_${rand()}`,
    object: 'event',
    api_version: '2025-01-27.acacia',
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
    data: { object },
  };
}

/**
 * What Stripe sends for each button: a card paid or declined; a bank debit (the session completes unpaid:
 * Processing) that later succeeds or fails; a full refund issued in the dashboard.
 */
function devCheckoutEvents(order: DevOrder, outcome: DevCheckoutOutcome): object[] {
  const metadata = { orderId: order.id, userId: order.userId, plan: String(order.plan) };
  const paymentIntent = order.stripePaymentIntentId ?? `pi_dev_${rand()}`;
  const session = (paymentStatus: 'paid' | 'unpaid') => ({
    id: order.stripeCheckoutSessionId ?? `cs_dev_${order.id}`,
    object: 'checkout.session',
    mode: 'payment',
    status: 'complete',
    payment_status: paymentStatus,
    amount_total: order.amountPence,
    currency: 'gbp',
    client_reference_id: order.id,
    metadata,
    payment_intent: paymentIntent,
  });
  switch (outcome) {
    case 'fail':
      return [
        envelope('payment_intent.payment_failed', {
          id: paymentIntent,
          object: 'payment_intent',
          amount: order.amountPence,
          currency: 'gbp',
          status: 'requires_payment_method',
          metadata,
          last_payment_error: { code: 'card_declined', message: 'Your card was declined.' },
        }),
      ];
    case 'pay':
      return [envelope('checkout.session.completed', session('paid'))];
    case 'delayed':
      return [envelope('checkout.session.completed', session('unpaid'))];
    case 'delayed_succeeds':
      return [envelope('checkout.session.async_payment_succeeded', session('paid'))];
    case 'delayed_fails':
      return [envelope('checkout.session.async_payment_failed', session('unpaid'))];
    case 'refund':
      return [
        envelope('charge.refunded', {
          id: `ch_dev_${rand()}`,
          object: 'charge',
          amount: order.amountPence,
          amount_refunded: order.amountPence,
          currency: 'gbp',
          paid: true,
          refunded: true,
          payment_intent: paymentIntent,
          metadata,
        }),
      ];
  }
}
