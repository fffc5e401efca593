import { z } from 'zod';
import { aiRemovedClaim, aiTarget, helperUses, rewriteScore } from './values.ts';

/** POST /api/app/ai/{resumes|profiles}/{id}/optimise: rewrites, before and after, to accept one by one. */
export const optimisationResponse = z.object({
  id: z.uuid(),
  provider: z.enum(['built-in', 'openai-compatible']),
  items: z.array(
    z.object({
      id: z.string(),
      kind: z.enum(['summary', 'bullet']),
      workIndex: z.number().int().nullable(),
      bulletIndex: z.number().int().nullable(),
      before: z.string(),
      after: z.string(),
      removed: z.array(aiRemovedClaim),
    }),
  ),
  /** Rewrites dropped whole because their claims were not in the resume. */
  rejected: z.array(z.object({ id: z.string(), removed: z.array(aiRemovedClaim) })),
  target: aiTarget,
  helper: helperUses,
  /** The score now, and with every item accepted (a rewrite that would lower it is not offered). */
  score: rewriteScore,
});
export type OptimisationResponse = z.infer<typeof optimisationResponse>;
