import type { DevCheckoutRequest } from '@jobbridge/contracts';
import type Stripe from 'stripe';

/** A payment event in Stripe's format (the development checkout sends the same format). */
export type PaymentEvent = Stripe.Event;

/** What a hosted checkout needs to know about a stored Pending order. */
export interface CheckoutRequest {
  orderId: string;
  userId: string;
  plan: number;
  amountPence: number;
  productName: string;
  email: string;
  /** Where the buyer's browser goes afterwards: the site they are on (config/public-url.ts `returnBase`). */
  base: string;
  successUrl: string;
  cancelUrl: string;
}

/** The order as the development checkout's buttons see it. */
export interface DevOrder {
  id: string;
  userId: string | null;
  plan: number;
  amountPence: number;
  stripeCheckoutSessionId: string | null;
  stripePaymentIntentId: string | null;
}

export type DevCheckoutOutcome = DevCheckoutRequest['outcome'];

/**
 * Taking payments. Orders complete only through `verifyWebhook`d events (docs/decisions/012-membership-payments.md).
 */
export interface Payments {
  /** Written on each order ('Stripe', 'Dev checkout'); null: this server sells nothing (production without keys). */
  readonly method: 'Stripe' | 'Dev checkout' | null;
  /** A hosted checkout for the order: where to send the buyer, and the session id stored on the order. Throws when the provider refuses. */
  createCheckout(request: CheckoutRequest): Promise<{ url: string; sessionId: string }>;
  /**
   * Checks a webhook delivery's signature over the exact bytes and parses the event. Throws PAYMENTS_UNAVAILABLE
   * (an AppError) when this server takes no payments, anything else when the delivery is forged, altered or stale.
   */
  verifyWebhook(body: Buffer, signature: string): PaymentEvent;
  /**
   * Only the development checkout (no keys, never production): the signed deliveries Stripe would send when the
   * buyer presses one of its buttons, for the server to post to its own webhook route.
   */
  readonly simulate?: (order: DevOrder, outcome: DevCheckoutOutcome) => { payload: string; signature: string }[];
}
