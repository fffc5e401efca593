import { z } from 'zod';

export const resetTokenStatusResponse = z.object({ valid: z.literal(true), email: z.string() });
