import { z } from 'zod';

export const refreshRequest = z.object({ refresh_token: z.string().min(1).max(512) });
