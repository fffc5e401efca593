import { z } from 'zod';

export const confirmEmailResponse = z.object({ email: z.string() });
