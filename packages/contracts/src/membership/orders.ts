import { z } from 'zod';

/** docs/product.md §4 order statuses. */
export const ORDER_STATUSES = ['Pending', 'Processing', 'Completed', 'Failed', 'Refunded'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** How an order was paid: Stripe Checkout, the development checkout page, or the referral reward. */
export const PAYMENT_METHODS = ['Stripe', 'Dev checkout', 'Referral'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

const paidPlan = z.union([z.literal(2), z.literal(3)]);

/**
 * An upgrade's kept days: the lower plan that was running, the days it had left (whole days, at least 1) and when
 * they now run, after the membership just bought (decision 053).
 */
export const keptDaysSchema = z.object({
  plan: paidPlan,
  days: z.number().int().min(1),
  startsAt: z.iso.datetime(),
  expiresAt: z.iso.datetime(),
});
export type KeptDays = z.infer<typeof keptDaysSchema>;

export const orderSchema = z.object({
  id: z.uuid(),
  plan: z.union([z.literal(2), z.literal(3)]),
  planName: z.enum(['Plus', 'Premium']),
  amountPence: z.number().int(),
  currency: z.literal('GBP'),
  paymentMethod: z.enum(PAYMENT_METHODS),
  status: z.enum(ORDER_STATUSES),
  notes: z.string().nullable(),
  createdAt: z.iso.datetime(),
  paidAt: z.iso.datetime().nullable(),
  /** Set when this purchase was an upgrade: what happened to the lower plan's days left. */
  keptDays: keptDaysSchema.nullable(),
});
export type Order = z.infer<typeof orderSchema>;

/** GET /api/app/orders */
export const ordersQuery = z.object({
  page: z.coerce.number().int().min(1).max(1000).default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(10),
});
export const ordersResponse = z.object({
  items: z.array(orderSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type OrdersPage = z.infer<typeof ordersResponse>;

/**
 * POST /api/app/checkout. `consent`: the buyer asks for the service to start now and accepts losing the 14-day
 * right to cancel once they use it (the terms page promises this question); refused without it.
 */
export const checkoutRequest = z.object({
  plan: z.union([z.literal(2), z.literal(3)], { message: 'PLAN_INVALID' }),
  consent: z.literal(true, { message: 'CHECKOUT_CONSENT_REQUIRED' }),
});
export type CheckoutRequest = z.infer<typeof checkoutRequest>;
export const checkoutResponse = z.object({ url: z.string(), orderId: z.uuid() });
export type CheckoutResponse = z.infer<typeof checkoutResponse>;

/** What buying a plan now would do, as the checkout dialog states it. */
export const checkoutPreviewSchema = z.object({
  plan: paidPlan,
  /** When the bought 30 days run: from now, or from the end of the same or a higher plan already bought. */
  startsAt: z.iso.datetime(),
  expiresAt: z.iso.datetime(),
  /** An upgrade: the lower plan's days left, moved to after the new membership. */
  keptDays: keptDaysSchema.nullable(),
});
export type CheckoutPreview = z.infer<typeof checkoutPreviewSchema>;
/** GET /api/app/checkout/preview: for Plus and for Premium. */
export const checkoutPreviewResponse = z.object({ plans: z.array(checkoutPreviewSchema) });

/**
 * POST /api/app/dev-checkout/{orderId}: the development payment page's buttons (no Stripe keys, never in
 * production), each the events Stripe would send. On a Pending order: `pay` (card paid), `fail` (card
 * declined), `delayed` (a bank debit: Processing until it settles). On a Processing order: `delayed_succeeds`,
 * `delayed_fails`. On a Completed order: `refund` (a full refund). Any other pairing changes nothing.
 */
export const DEV_CHECKOUT_OUTCOMES = ['pay', 'fail', 'delayed', 'delayed_succeeds', 'delayed_fails', 'refund'] as const;
export const devCheckoutRequest = z.object({ outcome: z.enum(DEV_CHECKOUT_OUTCOMES) });
export type DevCheckoutRequest = z.infer<typeof devCheckoutRequest>;
