import { z } from 'zod';
import { keptDaysSchema } from './order.ts';

/** What buying a plan now would do, as the checkout dialog states it. */
export const checkoutPreviewSchema = z.object({
  // The kept days' paid plan (Plus or Premium), so that it stays defined once.
  plan: keptDaysSchema.shape.plan,
  /** When the bought 30 days run: from now, or from the end of the same or a higher plan already bought. */
  startsAt: z.iso.datetime(),
  expiresAt: z.iso.datetime(),
  /** An upgrade: the lower plan's days left, moved to after the new membership. */
  keptDays: keptDaysSchema.nullable(),
});
export type CheckoutPreview = z.infer<typeof checkoutPreviewSchema>;
/** GET /api/app/checkout/preview: for Plus and for Premium. */
export const checkoutPreviewResponse = z.object({ plans: z.array(checkoutPreviewSchema) });
