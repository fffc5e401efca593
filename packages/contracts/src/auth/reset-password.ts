import { z } from 'zod';
import { resetPassword } from './rules.ts';

export const resetPasswordRequest = z.object({
  token: z.string().min(1, 'INVALID_RESET_TOKEN').max(256),
  password: resetPassword,
});
