/** Reads the `exp` claim (seconds) of a JWT without verifying it; null when the token cannot be read. */
export function readTokenExpiry(token: string): number | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
    const padded = base64.padEnd(base64.length + ((4 - (base64.length % 4)) % 4), '=');
    const claims: unknown = JSON.parse(atob(padded));
    if (typeof claims !== 'object' || claims === null || !('exp' in claims)) return null;
    const exp = claims.exp;
    return typeof exp === 'number' && Number.isFinite(exp) ? exp : null;
  } catch {
    return null;
  }
}

/** docs/product.md §5: a token is usable only if its exp is later than the current time. */
export function isTokenUsable(token: string | null | undefined, nowMs: number = Date.now()): boolean {
  if (!token) return false;
  const exp = readTokenExpiry(token);
  return exp !== null && exp * 1000 > nowMs;
}
