import { z } from 'zod';

/** GET /api/app/ai/insights: the dashboard insights. */
export const insightItem = z.object({ id: z.string(), title: z.string(), value: z.string(), detail: z.string() });
export const insightsResponse = z.object({
  items: z.array(insightItem),
  /** The tier's number of insights (stats). */
  limit: z.number().int(),
  /** Insights there would be with a higher tier. */
  locked: z.number().int(),
});
export type InsightsResponse = z.infer<typeof insightsResponse>;
