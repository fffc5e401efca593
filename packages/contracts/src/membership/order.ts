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
