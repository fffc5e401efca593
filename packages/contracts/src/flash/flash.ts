import { z } from 'zod';
import { aiRemovedClaim } from '../ai/assistant.ts';
import { SALARY_STATUSES, VERDICT_KINDS } from '../jobs/verdict-values.ts';

/**
 * Flash Apply (/app/easy; docs/product.md §11, decision 034): select jobs from the Flash list, generate one grounded
 * cover letter per job, edit, confirm, and send each email from the person's own linked mailbox through the queue.
 * A batch is the unit the tier counts ("flash": sends per month; "flashBunchCount": positions per batch).
 */

/** Cover letter generation per job (the spec's states). */
export const LETTER_STATUSES = ['waiting', 'generating', 'success', 'failed'] as const;
export type LetterStatus = (typeof LETTER_STATUSES)[number];

/**
 * Sending per email. `draft` before confirmation; `queued` is the spec's "initial status"; `sending` while the
 * call to the mailbox is out; then `sent` ("sent successfully"), `failed` ("send failed"), `unknown` ("unknown
 * status": the process stopped during the call, so it is never sent again by itself) or `skipped` (its letter
 * failed and the person confirmed without it).
 */
export const SEND_STATUSES = ['draft', 'queued', 'sending', 'sent', 'failed', 'unknown', 'skipped'] as const;
export type SendStatus = (typeof SEND_STATUSES)[number];

/** The batch's step in the spec's flow: select → generate → edit → confirm → success. */
export const BATCH_STATUSES = ['generating', 'ready', 'sending', 'done'] as const;
export type BatchStatus = (typeof BATCH_STATUSES)[number];

export const MAX_SUBJECT_LENGTH = 200;
export const MAX_LETTER_LENGTH = 10_000;

const email = z.email().max(254);
const resumeRef = z.object({ kind: z.enum(['resume', 'profile']), id: z.uuid() });
export type FlashResumeRef = z.infer<typeof resumeRef>;

export const flashMailbox = z.object({ address: z.string(), kind: z.enum(['gmail', 'development']) });

export const FLASH_SPONSOR_BLOCKS = ['no_sponsorship', 'not_licensed'] as const;
export type FlashSponsorBlock = (typeof FLASH_SPONSOR_BLOCKS)[number];

/** One job on the caller's Flash list. */
export const flashListItem = z.object({
  jobId: z.number().int(),
  title: z.string(),
  company: z.string(),
  location: z.string(),
  /** The job's HR address, when it has one (jobs with one add in one click and need no recipient typed). */
  hrEmail: z.string().nullable(),
  addedAt: z.string(),
  /** Applied by any route (a sent Flash email, or marked applied by hand): left out of a batch unless insisted. */
  appliedAt: z.string().nullable(),
  /** The job's sponsor verdict and salary check (the same as on its job card). */
  verdictKind: z.enum(VERDICT_KINDS),
  salaryStatus: z.enum(SALARY_STATUSES),
  /**
   * Why the job is left out of a batch by default for a person who needs sponsorship: the ad says no sponsorship,
   * or the employer is not a licensed sponsor for the Skilled Worker route. Null when nothing stands in the way.
   */
  sponsorBlock: z.enum(FLASH_SPONSOR_BLOCKS).nullable(),
});
export type FlashListItem = z.infer<typeof flashListItem>;

export const flashLimits = z.object({
  /** Positions per batch (the tier's flashBunchCount). */
  perBatch: z.number().int(),
  /** Batches left this period, and the period's total. */
  sendsLeft: z.number().int(),
  sendsTotal: z.number().int(),
  /** Recipients per email. */
  recipients: z.number().int(),
});

export const flashListResponse = z.object({
  items: z.array(flashListItem),
  limits: flashLimits,
  mailbox: flashMailbox.nullable(),
});
export type FlashListResponse = z.infer<typeof flashListResponse>;

export const createFlashBatchRequest = z.object({
  jobIds: z.array(z.number().int().positive()).max(100),
  resume: resumeRef,
  /** Recipients typed in for jobs without an HR email, by job id. */
  recipients: z.record(z.string().regex(/^\d+$/), z.array(email).max(50)).optional(),
  /** Include jobs already applied to. */
  includeApplied: z.boolean().optional(),
  /** Include jobs that say no sponsorship or whose employer is not a licensed sponsor (left out by default). */
  includeNoSponsor: z.boolean().optional(),
  /** The language of the letters and of the attached builder resume: English unless the person picks Chinese. */
  letterLanguage: z.enum(['en', 'cn']).optional(),
});
export type CreateFlashBatchRequest = z.infer<typeof createFlashBatchRequest>;

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
  resume: resumeRef.extend({ name: z.string() }),
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

export const updateFlashApplicationRequest = z.object({
  subject: z.string().max(MAX_SUBJECT_LENGTH).optional(),
  letter: z.string().max(MAX_LETTER_LENGTH).optional(),
  recipients: z.array(email).max(50).optional(),
  /** The person checked the marked recipients and links and means them (decision 052). */
  confirmChecks: z.literal(true).optional(),
});
export type UpdateFlashApplicationRequest = z.infer<typeof updateFlashApplicationRequest>;

export const updateFlashBatchRequest = z.object({ resume: resumeRef });

/** POST /api/app/flash/applications/{id}/resolve: an 'unknown' email went ('sent'), or is to go again ('resend'). */
export const resolveFlashApplicationRequest = z.object({ outcome: z.enum(['sent', 'resend']) });
export type ResolveFlashApplicationRequest = z.infer<typeof resolveFlashApplicationRequest>;

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
