import { z } from 'zod';
import { flashApplication } from './flash-batch.ts';

/** GET /api/app/flash/applications: the emails sent, newest first, a page at a time. */
export const flashHistoryQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(20),
});

export const flashHistoryResponse = z.object({
  items: z.array(flashApplication),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type FlashHistoryResponse = z.infer<typeof flashHistoryResponse>;
