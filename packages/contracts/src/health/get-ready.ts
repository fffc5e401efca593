import { z } from 'zod';

/** GET /api/ready: whether the instance takes traffic (warm and its database reachable); 503 until then. */
export const readyResponse = z.object({
  status: z.enum(['ready', 'warming', 'degraded']),
  uptimeSeconds: z.number(),
});
