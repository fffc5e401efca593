import { z } from 'zod';

/** POST /api/forms/feedback (docs/product.md §3 Feedback: title, description, name, email). Messages are error codes, one per field. */
export const submitFeedbackRequest = z.object({
  title: z.string().trim().min(1, 'TITLE_REQUIRED').max(200),
  description: z.string().trim().min(1, 'DESCRIPTION_REQUIRED').max(5000),
  name: z.string().trim().min(1, 'NAME_REQUIRED').max(100),
  email: z.string().trim().pipe(z.email('INVALID_EMAIL')).pipe(z.string().max(254)),
  /** The bot check's token when the site has one (decision 005); ignored otherwise. */
  turnstile_token: z.string().max(4096).optional().nullable(),
});
export type SubmitFeedbackRequest = z.infer<typeof submitFeedbackRequest>;

export const submittedResponse = z.object({ id: z.number().int(), createdAt: z.iso.datetime() });
export type SubmittedResponse = z.infer<typeof submittedResponse>;
