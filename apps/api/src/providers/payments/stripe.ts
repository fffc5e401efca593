import Stripe from 'stripe';
import type { CheckoutRequest, Payments } from './types.ts';

/**
 * The official Stripe SDK with the configured key. `apiBase` (STRIPE_API_BASE) points it elsewhere (a fake on
 * 127.0.0.1 in tests, or stripe-mock); without it, api.stripe.com.
 */
function createStripe(secretKey: string, apiBase?: string): Stripe {
  const base = apiBase ? new URL(apiBase) : null;
  return new Stripe(secretKey, {
    maxNetworkRetries: 1,
    timeout: 20_000,
    ...(base
      ? {
          host: base.hostname,
          port: base.port || (base.protocol === 'http:' ? 80 : 443),
          protocol: base.protocol === 'http:' ? ('http' as const) : ('https' as const),
        }
      : {}),
  });
}

/**
 * Checks a webhook's `stripe-signature` (`t=…,v1=…`, HMAC-SHA256 of `t.payload`, five minutes' tolerance) and
 * parses the event; throws when it is forged, altered or stale. Works without an API key.
 */
export function verifyWebhook(payload: Buffer | string, signature: string, secret: string): Stripe.Event {
  return Stripe.webhooks.constructEvent(payload, signature, secret);
}

/** Signs a payload as Stripe does (the development checkout's events, and tests). */
export function signWebhook(payload: string, secret: string, timestamp = Math.floor(Date.now() / 1000)): string {
  return Stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp });
}

/** The real adapter: Stripe Checkout sessions, and Stripe's signed webhook events. */
export function stripePayments(options: { secretKey: string; webhookSecret: string; apiBase?: string }): Payments {
  const stripe = createStripe(options.secretKey, options.apiBase);
  return {
    method: 'Stripe',
    async createCheckout(request: CheckoutRequest) {
      const metadata = { orderId: request.orderId, userId: request.userId, plan: String(request.plan) };
      const session = await stripe.checkout.sessions.create(
        {
          mode: 'payment',
          currency: 'gbp',
          line_items: [
            { quantity: 1, price_data: { currency: 'gbp', unit_amount: request.amountPence, product_data: { name: request.productName } } },
          ],
          client_reference_id: request.orderId,
          customer_email: request.email,
          metadata,
          // The payment intent carries the order too, so a failed payment is matched before the session completes.
          payment_intent_data: { metadata },
          success_url: request.successUrl,
          cancel_url: request.cancelUrl,
        },
        { idempotencyKey: `checkout-${request.orderId}` },
      );
      if (!session.url) throw new Error('Stripe returned a session without a url');
      return { url: session.url, sessionId: session.id };
    },
    verifyWebhook: (body, signature) => verifyWebhook(body, signature, options.webhookSecret),
  };
}
