/** A `?ref=CODE` from a referral link, kept for this browser tab until sign-up or Google sign-in uses it. */
const KEY = 'referralCode';

export function rememberReferral(code: string): void {
  try {
    window.sessionStorage.setItem(KEY, code);
  } catch {
    /* storage unavailable */
  }
}

export function storedReferral(): string | null {
  try {
    return window.sessionStorage.getItem(KEY);
  } catch {
    return null;
  }
}

export function forgetReferral(): void {
  try {
    window.sessionStorage.removeItem(KEY);
  } catch {
    /* storage unavailable */
  }
}

/** Reads `ref` from a query string: trimmed, at most 64 characters, or null. */
export function referralFromSearch(search: string): string | null {
  const code = new URLSearchParams(search).get('ref')?.trim();
  return code && code.length <= 64 ? code : null;
}
