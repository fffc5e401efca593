import { z } from 'zod';
import { emailAddress, resetPassword } from './rules.ts';

export const tokenRequest = z.object({ token: z.string().min(1, 'INVALID_VERIFICATION_LINK').max(256) });

/** POST /api/auth/verify-email → the state the /email-verify page shows. */
export const verifyEmailResponse = z.object({ status: z.enum(['verified', 'already_verified']) });

export const forgotPasswordRequest = z.object({ email: emailAddress });

/** Always the same answer, whether or not the address has an account (no user enumeration). */
export const acceptedResponse = z.object({ ok: z.literal(true) });

export const resetPasswordRequest = z.object({
  token: z.string().min(1, 'INVALID_RESET_TOKEN').max(256),
  password: resetPassword,
});

export const resetTokenStatusResponse = z.object({ valid: z.literal(true), email: z.string() });

export const confirmEmailResponse = z.object({ email: z.string() });
