import { z } from 'zod';
import { aiTarget, aiTargetRequest, SCORE_BANDS } from './values.ts';

/** POST /api/app/ai/{resumes|profiles}/{id}/match: how a CV meets one job. */
export const matchRequest = aiTargetRequest.omit({ role: true });
export const matchResponse = z.object({
  score: z.number().int().min(0).max(100),
  band: z.enum(SCORE_BANDS),
  found: z.array(z.object({ term: z.string(), place: z.enum(['experience', 'listed']) })),
  missing: z.array(z.string()),
  changes: z.array(z.string()),
  target: aiTarget,
});
export type MatchResponse = z.infer<typeof matchResponse>;
