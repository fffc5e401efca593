import { z } from 'zod';

/** POST /api/app/watch/follows: an employer by its register name, or the employer of a job. */
export const followRequest = z.union([
  z.object({ employer: z.string().trim().min(1).max(300) }),
  z.object({ jobId: z.number().int().positive() }),
]);
export const followResponse = z.object({ name: z.string() });
