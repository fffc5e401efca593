import { z } from 'zod';

/** POST /api/auth/verify-email → the state the /email-verify page shows. */
export const verifyEmailResponse = z.object({ status: z.enum(['verified', 'already_verified']) });
