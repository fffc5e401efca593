import { isErrorCode } from '@jobbridge/contracts/core';
import type { z } from 'zod';
import type { feedbackForm, postJobForm } from './form-schemas';

export type FeedbackValues = z.input<typeof feedbackForm>;
export type PostJobValues = z.input<typeof postJobForm>;

/** The forms' rules, loaded at the first check. */
export const loadFeedbackForm = () => import('./form-schemas').then((m) => m.feedbackForm);
export const loadPostJobForm = () => import('./form-schemas').then((m) => m.postJobForm);

/** Longest input per field (the contracts' bounds, decision 005): the inputs stop there. */
export const MAX_LENGTH = { title: 200, name: 100, description: 5000, notes: 5000, jobUrl: 2000, email: 254, contact: 254 } as const;

/** A rule's message is an error code; a bound the input let through (pasted text) reads "too long". */
export function messageCode(message: string | undefined): string | undefined {
  if (!message) return undefined;
  return isErrorCode(message) ? message : 'FIELD_TOO_LONG';
}
