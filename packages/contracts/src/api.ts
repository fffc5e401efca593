import { z } from 'zod';
import { ERROR_CODES } from './errors.ts';

/** The shape of every error answer: `{ error: { code, message, fields? } }`. */
/** `code` is the rule's error code when it has one (the web app translates it; `message` is already translated). */
export const fieldIssue = z.object({ field: z.string(), message: z.string(), code: z.string().optional() });
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
