import { z } from 'zod';

/** POST /api/auth/googleAuth: a Google OAuth access token from the token flow. */
export const googleAuthRequest = z.object({
  accessToken: z.string().min(1).max(4096),
  referralCode: z.string().max(64).nullable().optional(),
});
