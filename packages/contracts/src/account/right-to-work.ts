import { z } from 'zod';

/**
 * The right to work in the UK the person declares once on the account (docs/decisions/051-right-to-work-statement.md).
 * Flash Apply letters carry one sentence the app writes from it; no model writes about it.
 */
export const RIGHT_TO_WORK_STATUSES = [
  'british_irish',
  'settled',
  'pre_settled',
  'indefinite_leave',
  'graduate',
  'skilled_worker',
  'dependant',
  'student',
  'needs_sponsorship',
  'other',
] as const;
export type RightToWorkStatus = (typeof RIGHT_TO_WORK_STATUSES)[number];

/**
 * Whether a status has an end date: visas and pre-settled status always end (`required`), "other" may (`optional`),
 * citizenship, settled status, indefinite leave and "needs sponsorship" have none (`none`).
 */
export const RIGHT_TO_WORK_END_DATE: Record<RightToWorkStatus, 'required' | 'optional' | 'none'> = {
  british_irish: 'none',
  settled: 'none',
  pre_settled: 'required',
  indefinite_leave: 'none',
  graduate: 'required',
  skilled_worker: 'required',
  dependant: 'required',
  student: 'required',
  needs_sponsorship: 'none',
  other: 'optional',
};

/** PUT /api/app/account/right-to-work: the status and its end date (YYYY-MM-DD); `status: null` clears it. */
export const rightToWorkRequest = z.object({
  status: z.enum(RIGHT_TO_WORK_STATUSES, { message: 'RIGHT_TO_WORK_STATUS_INVALID' }).nullable(),
  until: z.iso.date({ message: 'RIGHT_TO_WORK_DATE_INVALID' }).nullable().optional(),
});

/** GET/PUT /api/app/account/right-to-work: what is declared, and the sentence letters carry (null when nothing is). */
export const rightToWorkResponse = z.object({
  status: z.enum(RIGHT_TO_WORK_STATUSES).nullable(),
  until: z.iso.date().nullable(),
  /** The end date has passed: letters carry no sentence until the person updates it. */
  expired: z.boolean(),
  sentence: z.object({ en: z.string(), cn: z.string() }).nullable(),
});
export type RightToWorkState = z.infer<typeof rightToWorkResponse>;
