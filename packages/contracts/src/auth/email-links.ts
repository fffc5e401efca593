import { z } from 'zod';

export const tokenRequest = z.object({ token: z.string().min(1, 'INVALID_VERIFICATION_LINK').max(256) });

/** Always the same answer, whether or not the address has an account (no user enumeration). */
export const acceptedResponse = z.object({ ok: z.literal(true) });
