import { z } from 'zod';

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
