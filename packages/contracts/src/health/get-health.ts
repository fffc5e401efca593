import { z } from 'zod';

/** GET /api/health: 200 when the database answers, 503 otherwise. */
export const healthResponse = z.object({
  status: z.enum(['ok', 'degraded']),
  db: z.enum(['ok', 'down']),
  database: z.enum(['pglite', 'postgres']),
  version: z.string(),
  uptimeSeconds: z.number(),
});
export type Health = z.infer<typeof healthResponse>;
