import { z } from 'zod';
import { resumeProfileDraft } from '../resumes/profile.ts';
import { aiRemovedClaim, aiRoleId, helperUses } from './values.ts';

/** POST /api/app/ai/helper: the builder's helper writes About Me or one role's description from what the person entered. */
export const helperRequest = z
  .object({
    kind: z.enum(['aboutMe', 'work']),
    /** The role chosen from the list. */
    role: aiRoleId.optional(),
    data: resumeProfileDraft,
    /** For `work`: which entry of data.work. */
    workIndex: z.number().int().min(0).max(14).optional(),
  })
  .strict();
export const helperResponse = z.object({
  text: z.string(),
  removed: z.array(aiRemovedClaim),
  /** The text says nothing the person's own does not: no use was spent (decision 057). */
  unchanged: z.boolean(),
  provider: z.enum(['built-in', 'openai-compatible']),
  helper: helperUses,
});
