import { describe, expect, it } from 'vitest';
import { isTokenUsable, readTokenExpiry } from './jwt';

function jwt(claims: Record<string, unknown>): string {
  const encode = (value: unknown) => btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(claims)}.signature`;
}

describe('token expiry (docs/product.md §5)', () => {
  const now = Date.UTC(2025, 0, 1, 12, 0, 0);
  const nowSeconds = now / 1000;

  it('reads exp in seconds', () => {
    expect(readTokenExpiry(jwt({ exp: 1234, sub: 'u' }))).toBe(1234);
  });

  it('is usable only when exp is later than now', () => {
    expect(isTokenUsable(jwt({ exp: nowSeconds + 60 }), now)).toBe(true);
    expect(isTokenUsable(jwt({ exp: nowSeconds }), now)).toBe(false);
    expect(isTokenUsable(jwt({ exp: nowSeconds - 1 }), now)).toBe(false);
  });

  it('rejects missing, malformed and exp-less tokens', () => {
    expect(isTokenUsable(null, now)).toBe(false);
    expect(isTokenUsable('', now)).toBe(false);
    expect(isTokenUsable('not-a-jwt', now)).toBe(false);
    expect(isTokenUsable('a.%%%.c', now)).toBe(false);
    expect(isTokenUsable(jwt({ sub: 'u' }), now)).toBe(false);
    expect(isTokenUsable(jwt({ exp: 'tomorrow' }), now)).toBe(false);
  });

  it('handles base64url characters in the payload', () => {
    // "name" holds characters that encode to '-' and '_' in base64url.
    const token = jwt({ exp: nowSeconds + 10, name: '??>>~~ü' });
    expect(isTokenUsable(token, now)).toBe(true);
  });
});
