import { z } from 'zod';
import { helperUses } from './values.ts';

/** GET /api/app/ai/usage: helper uses left and the AI calls made. */
export const aiUsageResponse = z.object({
  helper: helperUses,
  calls: z.number().int(),
  failed: z.number().int(),
  promptTokens: z.number().int(),
  completionTokens: z.number().int(),
});
