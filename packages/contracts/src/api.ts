import { z } from 'zod';
import { ERROR_CODES } from './errors.ts';

/** The shape of every error answer: `{ error: { code, message, fields? } }`. */
export const fieldIssue = z.object({ field: z.string(), message: z.string() });
export const errorResponse = z.object({
  error: z.object({
    code: z.enum(ERROR_CODES as [string, ...string[]]),
    message: z.string(),
    fields: z.array(fieldIssue).optional(),
    requestId: z.string().optional(),
  }),
});
export type ErrorResponse = z.infer<typeof errorResponse>;
export type FieldIssue = z.infer<typeof fieldIssue>;

/** Request time-out of the web client (SPEC §9). */
export const REQUEST_TIMEOUT_MS = 50_000;
