import type { Config } from '../../config/env.ts';
import { devPayments } from './dev.ts';
import { noPayments } from './off.ts';
import { stripePayments } from './stripe.ts';
import type { Payments } from './types.ts';

export * from './types.ts';

/** Stripe with `STRIPE_SECRET_KEY`; without it the development checkout, or nothing in production (config `payments`). */
export function createPayments(config: Config): Payments {
  switch (config.payments) {
    case 'stripe':
      return stripePayments({
        secretKey: config.STRIPE_SECRET_KEY!,
        webhookSecret: config.stripeWebhookSecret!,
        apiBase: config.STRIPE_API_BASE,
      });
    case 'dev':
      return devPayments({ webhookSecret: config.stripeWebhookSecret! });
    case 'off':
      return noPayments;
  }
}
