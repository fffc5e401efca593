import { z } from 'zod';
import { emailAddress, newPassword, username } from './rules.ts';

/** docs/product.md §3 login response: exactly these two fields. */
export const tokenResponse = z.object({ access_token: z.string(), refresh_token: z.string() });
export type TokenResponse = z.infer<typeof tokenResponse>;

/** POST /api/auth/login: form data (urlencoded or multipart); `username` may be the username or the email. */
export const loginForm = z.object({
  username: z.string().trim().min(1, 'USERNAME_REQUIRED').max(254),
  password: z.string().min(1, 'FIELDS_REQUIRED').max(256),
});

/** POST /api/auth/login-with-turnstile: JSON. */
export const loginWithTurnstileRequest = loginForm.extend({
  turnstile_token: z.string().max(4096).optional().nullable(),
});

/** POST /api/auth/googleAuth: a Google OAuth access token from the token flow. */
export const googleAuthRequest = z.object({
  accessToken: z.string().min(1).max(4096),
  referralCode: z.string().max(64).nullable().optional(),
});

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

export const refreshRequest = z.object({ refresh_token: z.string().min(1).max(512) });
export const logoutRequest = z.object({ refresh_token: z.string().max(512).optional() });
