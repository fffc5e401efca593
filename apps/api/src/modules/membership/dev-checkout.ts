import { randomBytes } from 'node:crypto';
import type { OrderRow } from './orders.ts';

/**
 * The events Stripe would send for a Checkout payment, in Stripe's format, for the development checkout page.
 * The server signs them with the (development) webhook secret and posts them to its own webhook route, so a
 * development payment goes through exactly the code a real one does.
 */
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

export function devCheckoutEvents(order: OrderRow, outcome: 'pay' | 'fail'): object[] {
  const metadata = { orderId: order.id, userId: order.userId, plan: String(order.plan) };
  const paymentIntent = `pi_dev_${rand()}`;
  if (outcome === 'fail') {
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
  }
  return [
    envelope('checkout.session.completed', {
      id: order.stripeCheckoutSessionId ?? `cs_dev_${order.id}`,
      object: 'checkout.session',
      mode: 'payment',
      status: 'complete',
      payment_status: 'paid',
      amount_total: order.amountPence,
      currency: 'gbp',
      client_reference_id: order.id,
      metadata,
      payment_intent: paymentIntent,
    }),
  ];
}
