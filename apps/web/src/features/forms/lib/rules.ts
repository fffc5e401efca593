import { isErrorCode, submitFeedbackRequest, submitPostJobRequest } from '@jobbridge/contracts';
import type { z } from 'zod';

/** The forms' rules are the API's (packages/contracts/src/forms), without the bot check's token. */
export const feedbackForm = submitFeedbackRequest.omit({ turnstile_token: true });
export type FeedbackValues = z.input<typeof feedbackForm>;

export const postJobForm = submitPostJobRequest.omit({ turnstile_token: true });
export type PostJobValues = z.input<typeof postJobForm>;

/** Longest input per field (the contracts' bounds, decision 005): the inputs stop there. */
export const MAX_LENGTH = { title: 200, name: 100, description: 5000, notes: 5000, jobUrl: 2000, email: 254, contact: 254 } as const;

/** A rule's message is an error code; a bound the input let through (pasted text) reads "too long". */
export function messageCode(message: string | undefined): string | undefined {
  if (!message) return undefined;
  return isErrorCode(message) ? message : 'FIELD_TOO_LONG';
}
