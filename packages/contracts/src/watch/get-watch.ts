import { z } from 'zod';
import { watchSettingsSchema } from './watch.ts';

export const followedEmployerSchema = z.object({
  /** The register's spelling (or the ad's, for an employer not on the register). */
  name: z.string(),
  /** Followed because of a saved or applied job. */
  auto: z.boolean(),
  onRegister: z.boolean(),
  typeRatings: z.array(z.string()),
  routes: z.array(z.string()),
});

/** GET /api/app/watch. */
export const watchResponse = z.object({
  follows: z.array(followedEmployerSchema),
  settings: watchSettingsSchema,
  unread: z.number().int(),
});
