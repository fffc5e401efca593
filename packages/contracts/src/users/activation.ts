import { z } from 'zod';
import { activationCode } from '../auth/rules.ts';

/** GET /api/users/check-activation-code-status/{code}: docs/product.md §3's shape. */
export const activationStatusResponse = z.object({ result: z.boolean(), msg: z.string(), available: z.boolean() });
export type ActivationStatus = z.infer<typeof activationStatusResponse>;

/** POST /api/users/activate. */
export const activateRequest = z.object({ code: activationCode });
