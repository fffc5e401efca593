import { readTokenExpiry } from '@/lib/auth/jwt';
import { clearTokens, getAccessToken, getRefreshToken, setTokens } from '@/lib/auth/tokens';
import { sendFetch, type Answer } from './transport';

/**
 * The session's tokens on the wire: the rotating refresh (one at a time) and the sign-out call. Only the
 * client (./client.ts) and the auth provider use this; features never see a token.
 */

/** The Web Locks name that serialises refreshes across the tabs of one browser. */
export const REFRESH_LOCK_NAME = 'jobbridge-refresh';

/** The access token is renewed this long before its `exp`. */
const REFRESH_MARGIN_SECONDS = 60;

/** A request made this close to `exp` renews the token first (a sleeping laptop's timer may be late). */
const REQUEST_MARGIN_SECONDS = 10;

const REFRESH_TIMEOUT_MS = 20_000;

/**
 * - `refreshed`: a usable access token (new, or one another tab stored meanwhile).
 * - `signed-out`: the server refused the refresh token; tokens are cleared and `onSessionExpired` fired.
 * - `unavailable`: no refresh token, or the server could not be reached; nothing was changed.
 */
export type RefreshOutcome = { status: 'refreshed'; accessToken: string } | { status: 'signed-out' } | { status: 'unavailable' };

const expiredListeners = new Set<() => void>();

/** Called when a refresh is refused (the session ended): the auth state drops to level 0. */
export function onSessionExpired(listener: () => void): () => void {
  expiredListeners.add(listener);
  return () => expiredListeners.delete(listener);
}

/** True when the token's `exp` is within `marginSeconds` of `nowMs` (or past). Unreadable tokens: false. */
function expiresWithin(token: string, marginSeconds: number, nowMs: number = Date.now()): boolean {
  const exp = readTokenExpiry(token);
  return exp !== null && exp * 1000 - nowMs <= marginSeconds * 1000;
}

/** Readable and not about to expire. */
function isFresh(token: string): boolean {
  return readTokenExpiry(token) !== null && !expiresWithin(token, REFRESH_MARGIN_SECONDS);
}

function withLock<T>(work: () => Promise<T>): Promise<T> {
  const locks = typeof navigator !== 'undefined' ? (navigator as Navigator & { locks?: LockManager }).locks : undefined;
  if (locks && typeof locks.request === 'function') {
    return locks.request(REFRESH_LOCK_NAME, { mode: 'exclusive' }, () => work()) as Promise<T>;
  }
  return work();
}

async function rotate(staleAccessToken: string | null): Promise<RefreshOutcome> {
  // Inside the lock: read again. Another tab (or an earlier refresh here) may have rotated already, and the
  // server revokes the whole session when a used refresh token comes back, so never send a replaced one.
  const current = getAccessToken();
  if (current && current !== staleAccessToken && isFresh(current)) return { status: 'refreshed', accessToken: current };
  const refreshToken = getRefreshToken();
  if (!refreshToken) return { status: 'unavailable' };

  let answer: Answer;
  try {
    answer = await sendFetch({
      method: 'POST',
      path: 'auth/refresh',
      body: { refresh_token: refreshToken },
      token: null,
      timeoutMs: REFRESH_TIMEOUT_MS,
    });
  } catch {
    return { status: 'unavailable' };
  }

  if (answer.ok) {
    // The schemas (and zod) load on first use, not with the first page (decision 042).
    const { tokenResponse } = await import('@jobbridge/contracts');
    const parsed = tokenResponse.safeParse(answer.data);
    if (!parsed.success) return { status: 'unavailable' };
    setTokens({ accessToken: parsed.data.access_token, refreshToken: parsed.data.refresh_token });
    return { status: 'refreshed', accessToken: parsed.data.access_token };
  }

  if (answer.status === 400 || answer.status === 401) {
    // Without Web Locks another tab may have rotated while we waited; its outcome stands.
    if (getRefreshToken() !== refreshToken) {
      const latest = getAccessToken();
      return latest && isFresh(latest) ? { status: 'refreshed', accessToken: latest } : { status: 'signed-out' };
    }
    clearTokens();
    for (const listener of [...expiredListeners]) listener();
    return { status: 'signed-out' };
  }
  // 429, 5xx: try again later; the tokens stay.
  return { status: 'unavailable' };
}

let inflight: Promise<RefreshOutcome> | null = null;

/**
 * Swaps the refresh token for new tokens (`POST /api/auth/refresh`), once at a time: concurrent callers in
 * this tab share one request, and tabs take turns through `navigator.locks` when the browser has it.
 * `staleAccessToken` is the token the caller found wanting (expiring, or answered 401).
 */
export function refreshSession(staleAccessToken: string | null): Promise<RefreshOutcome> {
  inflight ??= withLock(() => rotate(staleAccessToken)).finally(() => {
    inflight = null;
  });
  return inflight;
}

/**
 * The access token to send now: renewed first when it is about to expire and a refresh token exists.
 * Returns the stored token (possibly unusable) otherwise; the server's 401 then triggers a refresh.
 */
export async function accessTokenForRequest(nowMs: number = Date.now()): Promise<string | null> {
  const token = getAccessToken();
  if (!token || !getRefreshToken() || !expiresWithin(token, REQUEST_MARGIN_SECONDS, nowMs)) return token;
  const outcome = await refreshSession(token);
  return outcome.status === 'refreshed' ? outcome.accessToken : getAccessToken();
}

/** Milliseconds until the stored access token should be renewed; null when there is nothing to schedule. */
export function msUntilRefresh(nowMs: number = Date.now()): number | null {
  const token = getAccessToken();
  if (!token || !getRefreshToken()) return null;
  const exp = readTokenExpiry(token);
  if (exp === null) return null;
  return Math.min(Math.max(exp * 1000 - REFRESH_MARGIN_SECONDS * 1000 - nowMs, 0), 2 ** 31 - 1);
}

/** Ends the session on the server too (best effort, survives leaving the page): by access token, else by refresh token. */
export function endServerSession(accessToken: string | null, refreshToken: string | null): void {
  if (!accessToken && !refreshToken) return;
  void sendFetch({
    method: 'POST',
    path: 'auth/logout',
    body: refreshToken ? { refresh_token: refreshToken } : {},
    token: accessToken,
    keepalive: true,
  }).catch(() => undefined);
}
