import { z } from 'zod';

/** GET /api/campaigns/{id}: what /campaign/{id} shows (beta launch with a code, coming soon; 404 otherwise). */
export const campaignResponse = z.object({
  id: z.string(),
  name: z.string(),
  status: z.enum(['active', 'coming_soon', 'ended']),
  code: z.string().nullable(),
});
export type Campaign = z.infer<typeof campaignResponse>;
