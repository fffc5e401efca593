import { z } from 'zod';
import { flashEmail, MAX_LETTER_LENGTH, MAX_SUBJECT_LENGTH } from './values.ts';

/** PATCH /api/app/flash/batches/{id}/applications/{applicationId}: one email edited before confirming. */
export const updateFlashApplicationRequest = z.object({
  subject: z.string().max(MAX_SUBJECT_LENGTH).optional(),
  letter: z.string().max(MAX_LETTER_LENGTH).optional(),
  recipients: z.array(flashEmail).max(50).optional(),
  /** The person checked the marked recipients and links and means them (decision 052). */
  confirmChecks: z.literal(true).optional(),
});
export type UpdateFlashApplicationRequest = z.infer<typeof updateFlashApplicationRequest>;
