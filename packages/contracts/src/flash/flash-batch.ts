import { z } from 'zod';
import { aiRemovedClaim } from '../ai/values.ts';
import { SALARY_STATUSES, VERDICT_KINDS } from '../jobs/verdict-values.ts';
import { BATCH_STATUSES, flashMailbox, flashResumeRef, LETTER_STATUSES, SEND_STATUSES } from './values.ts';

/** A batch and its emails, as every batch operation answers (GET /api/app/flash/batches/{id}, /api/app/flash/current and the changes). */
export const flashApplication = z.object({
  id: z.uuid(),
  batchId: z.uuid(),
  jobId: z.number().int(),
  title: z.string(),
  company: z.string(),
  recipients: z.array(z.string()),
  subject: z.string(),
  letter: z.string(),
  letterStatus: z.enum(LETTER_STATUSES),
  /** Why the letter failed, in the request's language. */
  letterError: z.string().nullable(),
  /** Sentences the claims guard took out of the letter, with why (letters written before it: the claim alone). */
  removedClaims: z.array(z.union([z.string(), aiRemovedClaim])),
  sendStatus: z.enum(SEND_STATUSES),
  sendError: z.string().nullable(),
  sentAt: z.string().nullable(),
  createdAt: z.string(),
  /** The email's Message-ID header (fixed when the row is made): find it in the Sent folder or an outbox. */
  messageId: z.string(),
  /** Recipients at neither the job's contact's domain nor the employer's website's (decision 052). */
  outsideRecipients: z.array(z.string()),
  /** Links the person added to the letter or subject (not in what the model wrote). */
  addedLinks: z.array(z.string()),
  /** Whether the person confirmed the outside recipients and added links; confirming the batch needs it. */
  checksConfirmed: z.boolean(),
  /** How the person settled an 'unknown' email: 'sent' (it went) or 'resend' (sent again). */
  resolution: z.enum(['sent', 'resend']).nullable(),
  resolvedAt: z.string().nullable(),
  /** The job's sponsor verdict and salary check now (null when the job is no longer listed). */
  verdictKind: z.enum(VERDICT_KINDS).nullable(),
  salaryStatus: z.enum(SALARY_STATUSES).nullable(),
});
export type FlashApplication = z.infer<typeof flashApplication>;

export const flashBatch = z.object({
  id: z.uuid(),
  status: z.enum(BATCH_STATUSES),
  resume: flashResumeRef.extend({ name: z.string() }),
  /** The file name the employer receives the resume under. */
  attachmentName: z.string(),
  /** The language the letters and the attached builder resume are written in (batches from before: English). */
  letterLanguage: z.enum(['en', 'cn']).default('en'),
  mailbox: flashMailbox.nullable(),
  createdAt: z.string(),
  confirmedAt: z.string().nullable(),
  applications: z.array(flashApplication),
});
export type FlashBatch = z.infer<typeof flashBatch>;

export const flashBatchId = z.object({ id: z.uuid() });
export const flashApplicationParams = z.object({ id: z.uuid(), applicationId: z.uuid() });
