import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiBlob, apiRequest, apiUpload } from './index';
import { onSessionExpired } from './session';

vi.mock('@/lib/i18n', () => ({ currentLanguage: () => 'en' }));

const SRC = resolve(import.meta.dirname, '../..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

describe('one HTTP client', () => {
  it('nothing in the web app calls fetch or XMLHttpRequest except lib/http/transport.ts', () => {
    const offenders = sourceFiles(SRC)
      .filter((path) => relative(SRC, path) !== join('lib', 'http', 'transport.ts'))
      .filter((path) => /\bfetch\(|XMLHttpRequest/.test(readFileSync(path, 'utf8')))
      .map((path) => relative(SRC, path));
    expect(offenders).toEqual([]);
  });
});

const now = () => Math.floor(Date.now() / 1000);
const jwt = (exp: number, id = 'x') => `h.${btoa(JSON.stringify({ exp, id })).replace(/=+$/, '')}.s`;
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const unauthorized = { error: { code: 'UNAUTHORIZED', message: 'Please sign in first' } };
const schema = { safeParse: (data: unknown) => ({ success: true as const, data }) };

/** Enough XMLHttpRequest for the client; every request answers at once with what `answer` says. */
function fakeXhr(answer: (auth: string | undefined) => { status: number; body: unknown }) {
  const sent: { auth: string | undefined }[] = [];
  class FakeXhr {
    headers: Record<string, string> = {};
    status = 0;
    responseText = '';
    withCredentials = false;
    timeout = 0;
    responseType = '';
    upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    ontimeout: (() => void) | null = null;
    onabort: (() => void) | null = null;
    open() {}
    setRequestHeader(name: string, value: string) {
      this.headers[name] = value;
    }
    send() {
      const auth = this.headers.Authorization;
      sent.push({ auth });
      const { status, body } = answer(auth);
      setTimeout(() => {
        this.status = status;
        this.responseText = JSON.stringify(body);
        this.onload?.();
      }, 5);
    }
    abort() {}
  }
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return sent;
}

describe('token refresh across JSON calls, files and uploads', () => {
  let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>;
  const refreshCalls = () => fetchMock.mock.calls.filter(([url]) => url === '/api/auth/refresh');

  beforeEach(() => {
    localStorage.clear();
    fetchMock = vi.fn<typeof fetch>();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('concurrent 401s of a JSON call, a file download and an upload share one refresh, then each retries once', async () => {
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
      if (new Headers(init?.headers).get('Authorization') !== `Bearer ${newAccess}`) return json(401, unauthorized);
      return url === '/api/file'
        ? new Response('%PDF', { status: 200, headers: { 'content-type': 'application/pdf' } })
        : json(200, { ok: url });
    });
    const uploads = fakeXhr((auth) =>
      auth === `Bearer ${newAccess}` ? { status: 200, body: { uploaded: true } } : { status: 401, body: unauthorized },
    );

    const all = Promise.all([apiRequest('a'), apiBlob('file'), apiUpload('up', new FormData(), schema)]);
    await vi.waitFor(() => expect(refreshCalls()).toHaveLength(1));
    release();
    const [a, file, up] = await all;
    expect(a).toEqual({ ok: '/api/a' });
    expect(await file.text()).toBe('%PDF');
    expect(up).toEqual({ uploaded: true });
    expect(refreshCalls()).toHaveLength(1);
    expect(uploads.map((u) => u.auth)).toEqual([expect.stringContaining('Bearer h.'), `Bearer ${newAccess}`]);
    expect(localStorage.getItem('refreshToken')).toBe('r2');
  });

  it('an upload refused with 401 refreshes, starts its progress again and is sent once more with the new token', async () => {
    const newAccess = jwt(now() + 900, 'new');
    localStorage.setItem('accessToken', jwt(now() + 600, 'old'));
    localStorage.setItem('refreshToken', 'r1');
    fetchMock.mockResolvedValue(json(200, { access_token: newAccess, refresh_token: 'r2' }));
    const uploads = fakeXhr((auth) =>
      auth === `Bearer ${newAccess}` ? { status: 200, body: { id: 1 } } : { status: 401, body: unauthorized },
    );
    const progress: number[] = [];
    await expect(apiUpload('up', new FormData(), schema, { onProgress: (f) => progress.push(f) })).resolves.toEqual({ id: 1 });
    expect(uploads).toHaveLength(2);
    expect(refreshCalls()).toHaveLength(1);
    // The retry starts from 0 and ends at 1 (no byte counts from the fake).
    expect(progress).toEqual([0, 1]);
  });

  it('a refused refresh during an upload signs out: tokens cleared, listeners told, the 401 passed on, no second upload', async () => {
    localStorage.setItem('accessToken', jwt(now() + 600));
    localStorage.setItem('refreshToken', 'r1');
    fetchMock.mockResolvedValue(json(401, { error: { code: 'INVALID_REFRESH_TOKEN', message: 'ended' } }));
    const uploads = fakeXhr(() => ({ status: 401, body: unauthorized }));
    const ended = vi.fn();
    const off = onSessionExpired(ended);
    await expect(apiUpload('up', new FormData(), schema)).rejects.toMatchObject({ status: 401, code: 'UNAUTHORIZED' });
    off();
    expect(ended).toHaveBeenCalledTimes(1);
    expect(uploads).toHaveLength(1);
    expect(localStorage.getItem('accessToken')).toBeNull();
    expect(localStorage.getItem('refreshToken')).toBeNull();
  });
});
