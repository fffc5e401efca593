import { z } from 'zod';
import { SALARY_STATUSES, VERDICT_KINDS } from '../jobs/verdict-values.ts';
import { FLASH_SPONSOR_BLOCKS, flashMailbox } from './values.ts';

/** GET /api/app/flash/list: the caller's Flash list, their limits and their mailbox. */

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
