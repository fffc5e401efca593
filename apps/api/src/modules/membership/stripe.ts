import Stripe from 'stripe';
import type { Config } from '../../config/env.ts';

/**
 * The official Stripe SDK with the configured key. STRIPE_API_BASE points it elsewhere (a fake on 127.0.0.1 in
 * tests, or stripe-mock); without it, api.stripe.com.
 */
export function createStripe(config: Config): Stripe | null {
  if (!config.STRIPE_SECRET_KEY) return null;
  const base = config.STRIPE_API_BASE ? new URL(config.STRIPE_API_BASE) : null;
  return new Stripe(config.STRIPE_SECRET_KEY, {
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

/** Signs a payload as Stripe does (the development checkout's events). */
export function signWebhook(payload: string, secret: string, timestamp = Math.floor(Date.now() / 1000)): string {
  return Stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp });
}

export type { Stripe };
