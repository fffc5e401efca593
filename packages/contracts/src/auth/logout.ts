import { z } from 'zod';

export const logoutRequest = z.object({ refresh_token: z.string().max(512).optional() });
