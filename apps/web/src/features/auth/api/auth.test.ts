import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ACTIVATION_STATUS_FALLBACK, checkActivationStatus, loginWithPassword } from './auth';

vi.mock('@/lib/i18n', () => ({ currentLanguage: () => 'en' }));

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('auth API calls', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    localStorage.clear();
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('activation status: passes the answer through', async () => {
    fetchMock.mockResolvedValue(json(200, { result: true, msg: 'Activation code is available', available: true }));
    await expect(checkActivationStatus('BETA2026')).resolves.toEqual({
      result: true,
      msg: 'Activation code is available',
      available: true,
    });
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/users/check-activation-code-status/BETA2026');
  });

  it.each([
    ['a server error', () => json(500, { error: { code: 'INTERNAL_ERROR', message: 'x' } })],
    ['a rate limit', () => json(429, { error: { code: 'RATE_LIMITED', message: 'x' } })],
    ['an answer of the wrong shape', () => json(200, { ok: true })],
  ])('activation status: on %s substitutes result false, the Chinese failure message, available false', async (_name, answer) => {
    fetchMock.mockResolvedValue(answer());
    await expect(checkActivationStatus('BETA2026')).resolves.toEqual({ result: false, msg: '激活码验证失败', available: false });
  });

  it('activation status: a network failure gets the substitute too', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(checkActivationStatus('BETA2026')).resolves.toEqual(ACTIVATION_STATUS_FALLBACK);
  });

  it('login posts form data without a stale bearer token', async () => {
    localStorage.setItem('accessToken', 'stale');
    fetchMock.mockResolvedValue(json(200, { access_token: 'a', refresh_token: 'r' }));
    await expect(loginWithPassword('li', 'secret123')).resolves.toEqual({ access_token: 'a', refresh_token: 'r' });
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/auth/login');
    expect(init.body).toBeInstanceOf(URLSearchParams);
    expect(String(init.body)).toBe('username=li&password=secret123');
    expect(new Headers(init.headers).has('Authorization')).toBe(false);
  });
});
