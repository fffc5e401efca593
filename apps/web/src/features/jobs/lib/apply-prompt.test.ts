import { beforeEach, describe, expect, it } from 'vitest';
import {
  APPLY_AFTER_SIGN_IN_KEY,
  APPLY_AFTER_SIGN_IN_MAX_AGE_MS,
  APPLY_PROMPT_KEY,
  APPLY_PROMPT_MAX_AGE_MS,
  readPending,
  rememberForSignIn,
  rememberOpened,
  shouldAsk,
  takeForSignIn,
  takePendingToAsk,
} from './apply-prompt';

const job = { id: 7, title: 'Data Analyst', company: 'Acme' };

describe("'Did you apply?'", () => {
  beforeEach(() => sessionStorage.clear());

  it('remembers the job whose link was opened (the newest wins)', () => {
    rememberOpened(sessionStorage, { id: 1, title: 'A', company: 'B' }, 1000);
    rememberOpened(sessionStorage, job, 2000);
    expect(readPending(sessionStorage)).toEqual({ ...job, openedAt: 2000 });
  });

  it('asks only when the tab is visible, a job is pending and it is recent', () => {
    const pending = { ...job, openedAt: 1000 };
    expect(shouldAsk(null, 'visible', 2000)).toBe(false);
    expect(shouldAsk(pending, 'hidden', 2000)).toBe(false);
    expect(shouldAsk(pending, 'visible', 2000)).toBe(true);
    expect(shouldAsk(pending, 'visible', 1000 + APPLY_PROMPT_MAX_AGE_MS + 1)).toBe(false);
  });

  it('takes the pending job once, on coming back, not while hidden', () => {
    rememberOpened(sessionStorage, job, 1000);
    expect(takePendingToAsk(sessionStorage, 'hidden', 1500)).toBeNull();
    expect(readPending(sessionStorage)).not.toBeNull();
    expect(takePendingToAsk(sessionStorage, 'visible', 2000)).toEqual({ ...job, openedAt: 1000 });
    expect(takePendingToAsk(sessionStorage, 'visible', 3000)).toBeNull();
  });

  it('forgets a stale or malformed entry without asking', () => {
    rememberOpened(sessionStorage, job, 0);
    expect(takePendingToAsk(sessionStorage, 'visible', APPLY_PROMPT_MAX_AGE_MS + 10)).toBeNull();
    expect(sessionStorage.getItem(APPLY_PROMPT_KEY)).toBeNull();
    sessionStorage.setItem(APPLY_PROMPT_KEY, '{"id":"x"}');
    expect(takePendingToAsk(sessionStorage, 'visible', 1)).toBeNull();
  });
});

describe('a visitor who applied, then signs in', () => {
  beforeEach(() => sessionStorage.clear());

  it('is remembered once, and only for an hour', () => {
    rememberForSignIn(sessionStorage, job, 1_000);
    expect(takeForSignIn(sessionStorage, 2_000)).toMatchObject(job);
    expect(takeForSignIn(sessionStorage, 2_000)).toBeNull();

    rememberForSignIn(sessionStorage, job, 1_000);
    expect(takeForSignIn(sessionStorage, 1_000 + APPLY_AFTER_SIGN_IN_MAX_AGE_MS + 1)).toBeNull();
    expect(sessionStorage.getItem(APPLY_AFTER_SIGN_IN_KEY)).toBeNull();
  });
});
