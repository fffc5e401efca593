import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiRequest } from '@/lib/http';
import { accessTokenForRequest, msUntilRefresh, onSessionExpired, refreshSession, REFRESH_LOCK_NAME } from './session';

vi.mock('@/lib/i18n', () => ({ currentLanguage: () => 'en' }));

const now = () => Math.floor(Date.now() / 1000);
const jwt = (exp: number, id = 'x') => `h.${btoa(JSON.stringify({ exp, id })).replace(/=+$/, '')}.s`;
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const unauthorized = () => json(401, { error: { code: 'UNAUTHORIZED', message: 'Please sign in first' } });

type Call = { url: string; init: RequestInit };

describe('silent refresh', () => {
  let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>;
  const calls = (): Call[] => fetchMock.mock.calls.map(([url, init]) => ({ url: String(url), init: init ?? {} }));
  const refreshCalls = () => calls().filter((c) => c.url === '/api/auth/refresh');
  const bearer = (call: Call) => new Headers(call.init.headers).get('Authorization');

  beforeEach(() => {
    localStorage.clear();
    fetchMock = vi.fn<typeof fetch>();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('on a 401, refreshes once, stores both tokens and retries the request once', async () => {
    const oldAccess = jwt(now() + 600, 'old');
    const newAccess = jwt(now() + 900, 'new');
    localStorage.setItem('accessToken', oldAccess);
    localStorage.setItem('refreshToken', 'r1');
    fetchMock.mockImplementation(async (url, init) => {
      if (url === '/api/auth/refresh') return json(200, { access_token: newAccess, refresh_token: 'r2' });
      const auth = new Headers(init?.headers).get('Authorization');
      return auth === `Bearer ${newAccess}` ? json(200, { ok: true }) : unauthorized();
    });

    await expect(apiRequest('users/me')).resolves.toEqual({ ok: true });

    expect(refreshCalls()).toHaveLength(1);
    expect(JSON.parse(String(refreshCalls()[0]!.init.body))).toEqual({ refresh_token: 'r1' });
    const me = calls().filter((c) => c.url === '/api/users/me');
    expect(me.map(bearer)).toEqual([`Bearer ${oldAccess}`, `Bearer ${newAccess}`]);
    expect(localStorage.getItem('accessToken')).toBe(newAccess);
    expect(localStorage.getItem('refreshToken')).toBe('r2');
  });

  it('retries only once: a second 401 is passed to the caller', async () => {
    localStorage.setItem('accessToken', jwt(now() + 600));
    localStorage.setItem('refreshToken', 'r1');
    fetchMock.mockImplementation(async (url) =>
      url === '/api/auth/refresh' ? json(200, { access_token: jwt(now() + 900, 'n'), refresh_token: 'r2' }) : unauthorized(),
    );
    await expect(apiRequest('users/me')).rejects.toMatchObject({ status: 401, code: 'UNAUTHORIZED' });
    expect(refreshCalls()).toHaveLength(1);
    expect(calls().filter((c) => c.url === '/api/users/me')).toHaveLength(2);
  });

  it('single flight: concurrent 401s share one refresh', async () => {
    const newAccess = jwt(now() + 900, 'new');
    localStorage.setItem('accessToken', jwt(now() + 600, 'old'));
    localStorage.setItem('refreshToken', 'r1');
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    fetchMock.mockImplementation(async (url, init) => {
      if (url === '/api/auth/refresh') {
        await gate;
        return json(200, { access_token: newAccess, refresh_token: 'r2' });
      }
      return new Headers(init?.headers).get('Authorization') === `Bearer ${newAccess}` ? json(200, { url }) : unauthorized();
    });

    const all = Promise.all([apiRequest('a'), apiRequest('b'), apiRequest('c')]);
    await vi.waitFor(() => expect(refreshCalls()).toHaveLength(1));
    release();
    await expect(all).resolves.toEqual([{ url: '/api/a' }, { url: '/api/b' }, { url: '/api/c' }]);
    expect(refreshCalls()).toHaveLength(1);
  });

  it('when the refresh is refused: clears the tokens, reports the session ended, and passes the 401 on', async () => {
    localStorage.setItem('accessToken', jwt(now() + 600));
    localStorage.setItem('refreshToken', 'r1');
    const ended = vi.fn();
    const off = onSessionExpired(ended);
    fetchMock.mockImplementation(async (url) =>
      url === '/api/auth/refresh' ? json(401, { error: { code: 'INVALID_REFRESH_TOKEN', message: 'ended' } }) : unauthorized(),
    );
    await expect(apiRequest('users/me')).rejects.toMatchObject({ status: 401 });
    off();
    expect(ended).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem('accessToken')).toBeNull();
    expect(localStorage.getItem('refreshToken')).toBeNull();
  });

  it('a network failure during refresh keeps the tokens', async () => {
    localStorage.setItem('accessToken', jwt(now() + 600));
    localStorage.setItem('refreshToken', 'r1');
    fetchMock.mockImplementation(async (url) => {
      if (url === '/api/auth/refresh') throw new TypeError('Failed to fetch');
      return unauthorized();
    });
    await expect(refreshSession(localStorage.getItem('accessToken'))).resolves.toEqual({ status: 'unavailable' });
    expect(localStorage.getItem('refreshToken')).toBe('r1');
  });

  it('does not refresh on a 401 that is an answer (wrong password) or when no token was sent', async () => {
    localStorage.setItem('accessToken', jwt(now() + 600));
    localStorage.setItem('refreshToken', 'r1');
    fetchMock.mockResolvedValue(json(401, { error: { code: 'INVALID_CREDENTIALS', message: 'no' } }));
    await expect(apiRequest('auth/login', { method: 'POST', body: {} })).rejects.toMatchObject({ code: 'INVALID_CREDENTIALS' });
    fetchMock.mockResolvedValue(unauthorized());
    await expect(apiRequest('auth/login', { method: 'POST', body: {}, auth: false })).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    expect(refreshCalls()).toHaveLength(0);
    expect(bearer(calls()[1]!)).toBeNull();
  });

  it('without a refresh token, a 401 is passed on and the access token stays', async () => {
    const token = jwt(now() + 600);
    localStorage.setItem('accessToken', token);
    fetchMock.mockResolvedValue(unauthorized());
    await expect(apiRequest('users/me')).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    expect(refreshCalls()).toHaveLength(0);
    expect(localStorage.getItem('accessToken')).toBe(token);
  });

  it('renews before a request when the access token is about to expire', async () => {
    const newAccess = jwt(now() + 900, 'new');
    localStorage.setItem('accessToken', jwt(now() + 5, 'old'));
    localStorage.setItem('refreshToken', 'r1');
    fetchMock.mockImplementation(async (url) =>
      url === '/api/auth/refresh' ? json(200, { access_token: newAccess, refresh_token: 'r2' }) : json(200, {}),
    );
    await apiRequest('users/me');
    expect(calls().map((c) => c.url)).toEqual(['/api/auth/refresh', '/api/users/me']);
    expect(bearer(calls()[1]!)).toBe(`Bearer ${newAccess}`);
  });

  it('uses a token another tab stored meanwhile instead of sending a replaced refresh token', async () => {
    const fresh = jwt(now() + 900, 'other-tab');
    localStorage.setItem('accessToken', fresh);
    localStorage.setItem('refreshToken', 'r2');
    await expect(refreshSession(jwt(now() + 5, 'mine'))).resolves.toEqual({ status: 'refreshed', accessToken: fresh });
    expect(fetchMock).not.toHaveBeenCalled();
    await expect(accessTokenForRequest()).resolves.toBe(fresh);
  });

  it('runs inside navigator.locks when available and re-reads storage inside the lock', async () => {
    const stale = jwt(now() + 5, 'stale');
    localStorage.setItem('accessToken', stale);
    localStorage.setItem('refreshToken', 'r1');
    const fresh = jwt(now() + 900, 'rotated-elsewhere');
    const request = vi.fn(async (name: string, _options: unknown, work: () => Promise<unknown>) => {
      expect(name).toBe(REFRESH_LOCK_NAME);
      // While this tab waited for the lock, another tab rotated the tokens.
      localStorage.setItem('accessToken', fresh);
      localStorage.setItem('refreshToken', 'r2');
      return work();
    });
    vi.stubGlobal('navigator', { ...navigator, locks: { request } });
    await expect(refreshSession(stale)).resolves.toEqual({ status: 'refreshed', accessToken: fresh });
    expect(request).toHaveBeenCalledTimes(1);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('schedules the next refresh 60 s before exp', () => {
    const t = Date.now();
    localStorage.setItem('accessToken', jwt(Math.floor(t / 1000) + 900));
    expect(msUntilRefresh(t)).toBeNull(); // nothing to refresh with
    localStorage.setItem('refreshToken', 'r1');
    const ms = msUntilRefresh(t)!;
    expect(ms).toBeGreaterThan(838_000);
    expect(ms).toBeLessThanOrEqual(840_000);
    localStorage.setItem('accessToken', 'garbage');
    expect(msUntilRefresh(t)).toBeNull();
  });
});
