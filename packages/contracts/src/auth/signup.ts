import { z } from 'zod';
import { emailAddress, newPassword, username } from './rules.ts';

/** POST /api/auth/signup. `acceptTerms` is checked when sent (the web form always sends it). */
export const signupRequest = z.object({
  username,
  email: emailAddress,
  password: newPassword,
  referralCode: z.string().trim().max(64).nullable().optional(),
  acceptTerms: z.boolean().optional(),
  /** Required when the server has a Turnstile secret (the bot check, as at login). */
  turnstile_token: z.string().max(4096).optional().nullable(),
});
export type SignupRequest = z.infer<typeof signupRequest>;
