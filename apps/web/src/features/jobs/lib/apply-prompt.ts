/**
 * "Did you apply?" (docs/product.md §1): when the user opens a job's ad at its source, the job is remembered in
 * sessionStorage; when this tab becomes visible again, the app asks. Pure parts here, the dialog in
 * components/apply-prompt.tsx.
 */

export const APPLY_PROMPT_KEY = 'jobsApplyPrompt';
/** After this long the question is no longer asked (the user has long moved on). */
export const APPLY_PROMPT_MAX_AGE_MS = 12 * 60 * 60 * 1000;

export interface PendingApply {
  id: number;
  title: string;
  company: string;
  openedAt: number;
}

function isPending(value: unknown): value is PendingApply {
  if (typeof value !== 'object' || value === null) return false;
  const { id, title, company, openedAt } = value as Record<string, unknown>;
  return typeof id === 'number' && typeof title === 'string' && typeof company === 'string' && typeof openedAt === 'number';
}

export function readPending(store: Pick<Storage, 'getItem'>): PendingApply | null {
  try {
    const raw = store.getItem(APPLY_PROMPT_KEY);
    if (!raw) return null;
    const value: unknown = JSON.parse(raw);
    return isPending(value) ? value : null;
  } catch {
    return null;
  }
}

/** Remembers the job whose external link was just opened (the newest one wins). */
export function rememberOpened(
  store: Pick<Storage, 'setItem'>,
  job: { id: number; title: string; company: string },
  now: number = Date.now(),
): void {
  try {
    store.setItem(APPLY_PROMPT_KEY, JSON.stringify({ id: job.id, title: job.title, company: job.company, openedAt: now }));
  } catch {
    /* storage unavailable: no question will be asked */
  }
}

function forgetPending(store: Pick<Storage, 'removeItem'>): void {
  try {
    store.removeItem(APPLY_PROMPT_KEY);
  } catch {
    /* nothing to forget */
  }
}

/** Whether to ask now: a job is pending, the tab is visible, and the link was opened recently. */
export function shouldAsk(pending: PendingApply | null, visibility: DocumentVisibilityState, now: number = Date.now()): boolean {
  if (!pending || visibility !== 'visible') return false;
  const age = now - pending.openedAt;
  return age >= 0 && age <= APPLY_PROMPT_MAX_AGE_MS;
}

/**
 * Takes the pending job if it is time to ask (and forgets it either way once it is stale), so each opening
 * asks once.
 */
export function takePendingToAsk(store: Storage, visibility: DocumentVisibilityState, now: number = Date.now()): PendingApply | null {
  const pending = readPending(store);
  if (!pending) return null;
  if (visibility !== 'visible') return null;
  forgetPending(store);
  return shouldAsk(pending, visibility, now) ? pending : null;
}

/** A visitor answered "Yes" and went to sign in: the job to mark applied once they are back, signed in. */
export const APPLY_AFTER_SIGN_IN_KEY = 'jobsApplyAfterSignIn';
/** Signing in (or signing up and verifying) should not take longer than this. */
export const APPLY_AFTER_SIGN_IN_MAX_AGE_MS = 60 * 60 * 1000;

export function rememberForSignIn(store: Pick<Storage, 'setItem'>, job: Omit<PendingApply, 'openedAt'>, now: number = Date.now()): void {
  try {
    store.setItem(APPLY_AFTER_SIGN_IN_KEY, JSON.stringify({ id: job.id, title: job.title, company: job.company, openedAt: now }));
  } catch {
    /* storage unavailable: the user marks it by hand */
  }
}

/** Takes the job a visitor said they applied for, if it is recent; forgets it either way. */
export function takeForSignIn(store: Pick<Storage, 'getItem' | 'removeItem'>, now: number = Date.now()): PendingApply | null {
  let value: unknown = null;
  try {
    const raw = store.getItem(APPLY_AFTER_SIGN_IN_KEY);
    if (!raw) return null;
    store.removeItem(APPLY_AFTER_SIGN_IN_KEY);
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!isPending(value)) return null;
  const age = now - value.openedAt;
  return age >= 0 && age <= APPLY_AFTER_SIGN_IN_MAX_AGE_MS ? value : null;
}
