import { z } from 'zod';

const emailOrPhone = z
  .string()
  .trim()
  .min(1, 'CONTACT_REQUIRED')
  .max(254)
  .refine((v) => z.email().safeParse(v).success || /^\+?[\d\s()-]{7,20}$/.test(v), 'INVALID_CONTACT');

/** POST /api/forms/postjob (docs/product.md §3 Post job: job URL, notes (optional), contact email or phone). */
export const submitPostJobRequest = z.object({
  jobUrl: z
    .string()
    .trim()
    .pipe(z.url({ protocol: /^https?$/, error: 'INVALID_URL' }))
    .pipe(z.string().max(2000)),
  notes: z.string().trim().max(5000).optional(),
  contact: emailOrPhone,
  /** The bot check's token when the site has one (decision 005); ignored otherwise. */
  turnstile_token: z.string().max(4096).optional().nullable(),
});
export type SubmitPostJobRequest = z.infer<typeof submitPostJobRequest>;
