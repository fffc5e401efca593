import { z } from 'zod';

/**
 * POST /api/app/dev-checkout/{orderId}: the development payment page's buttons (no Stripe keys, never in
 * production), each the events Stripe would send. On a Pending order: `pay` (card paid), `fail` (card
 * declined), `delayed` (a bank debit: Processing until it settles). On a Processing order: `delayed_succeeds`,
 * `delayed_fails`. On a Completed order: `refund` (a full refund). Any other pairing changes nothing.
 */
export const DEV_CHECKOUT_OUTCOMES = ['pay', 'fail', 'delayed', 'delayed_succeeds', 'delayed_fails', 'refund'] as const;
export const devCheckoutRequest = z.object({ outcome: z.enum(DEV_CHECKOUT_OUTCOMES) });
export type DevCheckoutRequest = z.infer<typeof devCheckoutRequest>;
