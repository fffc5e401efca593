import { z } from 'zod';
import { flashResumeRef } from './values.ts';

/** PATCH /api/app/flash/batches/{id}: another resume for the whole batch. */
export const updateFlashBatchRequest = z.object({ resume: flashResumeRef });
