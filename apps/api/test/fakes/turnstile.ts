import { randomBytes } from 'node:crypto';
import { json, startFake, type FakeServer } from './http.ts';

export interface FakeTurnstile extends FakeServer {
  /** The siteverify URL to configure (TURNSTILE_VERIFY_URL). */
  verifyUrl: string;
  /** A token as the widget hands one to a visitor who passed: good for one siteverify call. */
  issue(): string;
}

/**
 * Cloudflare Turnstile's siteverify on 127.0.0.1: a form POST of `secret`, `response` and `remoteip`, answered
 * `{ success, error-codes }` with Cloudflare's codes (invalid-input-secret, missing-input-response,
 * invalid-input-response, timeout-or-duplicate: each token works once).
 */
export async function startFakeTurnstile(secret: string): Promise<FakeTurnstile> {
  const fresh = new Set<string>();
  const spent = new Set<string>();
  const server = await startFake((req, res) => {
    if (req.method !== 'POST' || req.path !== '/turnstile/v0/siteverify') return json(res, 404, {});
    const form = new URLSearchParams(req.body);
    if (form.get('secret') !== secret) return json(res, 200, { success: false, 'error-codes': ['invalid-input-secret'] });
    const token = form.get('response');
    if (!token) return json(res, 200, { success: false, 'error-codes': ['missing-input-response'] });
    if (spent.has(token)) return json(res, 200, { success: false, 'error-codes': ['timeout-or-duplicate'] });
    if (!fresh.delete(token)) return json(res, 200, { success: false, 'error-codes': ['invalid-input-response'] });
    spent.add(token);
    return json(res, 200, { success: true, challenge_ts: new Date().toISOString(), hostname: 'localhost', 'error-codes': [] });
  });
  return Object.assign(server, {
    verifyUrl: `${server.url}/turnstile/v0/siteverify`,
    issue() {
      const token = `0.${randomBytes(24).toString('base64url')}`;
      fresh.add(token);
      return token;
    },
  });
}
