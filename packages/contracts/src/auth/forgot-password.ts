import { z } from 'zod';
import { emailAddress } from './rules.ts';

export const forgotPasswordRequest = z.object({ email: emailAddress });
