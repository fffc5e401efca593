import { z } from 'zod';

/** POST /api/auth/login: form data (urlencoded or multipart); `username` may be the username or the email. */
export const loginForm = z.object({
  username: z.string().trim().min(1, 'USERNAME_REQUIRED').max(254),
  password: z.string().min(1, 'FIELDS_REQUIRED').max(256),
});
