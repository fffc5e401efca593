import { z } from 'zod';
import { aiCriterion, aiSuggestion, aiTarget, SCORE_BANDS } from './values.ts';

/** POST /api/app/ai/{resumes|profiles}/{id}/score: the score, its criteria and what to change. */
export const scoreResponse = z.object({
  score: z.number().int().min(0).max(100),
  band: z.enum(SCORE_BANDS),
  criteria: z.array(aiCriterion),
  suggestions: z.array(aiSuggestion),
  keyTerms: z.object({ found: z.array(z.string()), missing: z.array(z.string()) }),
  target: aiTarget,
  /** The CV's own language (its text is never translated). */
  cvLanguage: z.enum(['en', 'cn']),
  words: z.number().int(),
});
export type ScoreResponse = z.infer<typeof scoreResponse>;
