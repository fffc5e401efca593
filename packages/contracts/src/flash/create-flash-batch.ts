import { z } from 'zod';
import { flashEmail, flashResumeRef } from './values.ts';

/** POST /api/app/flash/batches: a batch of the chosen jobs, one letter each to generate. */
export const createFlashBatchRequest = z.object({
  jobIds: z.array(z.number().int().positive()).max(100),
  resume: flashResumeRef,
  /** Recipients typed in for jobs without an HR email, by job id. */
  recipients: z.record(z.string().regex(/^\d+$/), z.array(flashEmail).max(50)).optional(),
  /** Include jobs already applied to. */
  includeApplied: z.boolean().optional(),
  /** Include jobs that say no sponsorship or whose employer is not a licensed sponsor (left out by default). */
  includeNoSponsor: z.boolean().optional(),
  /** The language of the letters and of the attached builder resume: English unless the person picks Chinese. */
  letterLanguage: z.enum(['en', 'cn']).optional(),
});
export type CreateFlashBatchRequest = z.infer<typeof createFlashBatchRequest>;
