import { z } from 'zod';
import { loginForm } from './login.ts';

/** POST /api/auth/login-with-turnstile: JSON. */
export const loginWithTurnstileRequest = loginForm.extend({
  turnstile_token: z.string().max(4096).optional().nullable(),
});
