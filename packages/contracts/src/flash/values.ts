import { z } from 'zod';

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

/** A recipient's address. */
export const flashEmail = z.email().max(254);
/** The resume or profile a batch sends. */
export const flashResumeRef = z.object({ kind: z.enum(['resume', 'profile']), id: z.uuid() });
export type FlashResumeRef = z.infer<typeof flashResumeRef>;

export const flashMailbox = z.object({ address: z.string(), kind: z.enum(['gmail', 'development']) });

export const FLASH_SPONSOR_BLOCKS = ['no_sponsorship', 'not_licensed'] as const;
export type FlashSponsorBlock = (typeof FLASH_SPONSOR_BLOCKS)[number];
