import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/http';
import { uploadPhoto } from './account';

vi.mock('@/lib/i18n', () => ({ currentLanguage: () => 'en' }));

/** Just enough XMLHttpRequest for the uploader; each test scripts the answer. */
class FakeXhr {
  static last: FakeXhr | null = null;
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown;
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
  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    this.body = body;
  }
  abort() {
    this.onabort?.();
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total } as ProgressEvent);
  }
  respond(status: number, body: unknown) {
    this.status = status;
    this.responseText = body === undefined ? '' : JSON.stringify(body);
    this.onload?.();
  }
}

/** The request, once the uploader has sent it (it first makes sure the token is fresh). */
const nextRequest = () =>
  vi.waitFor(() => {
    if (!FakeXhr.last || FakeXhr.last.body === undefined) throw new Error('not sent yet');
    return FakeXhr.last;
  });

const jwt = (expSeconds: number) =>
  `${btoa(JSON.stringify({ alg: 'HS256' }))}.${btoa(JSON.stringify({ exp: expSeconds })).replace(/=+$/, '')}.sig`;

describe('uploadPhoto', () => {
  beforeEach(() => {
    localStorage.clear();
    FakeXhr.last = null;
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
  });
  afterEach(() => vi.unstubAllGlobals());

  const file = () => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'me.png', { type: 'image/png' });

  it('posts the file as multipart field "file" with the token and language, and reports progress', async () => {
    localStorage.setItem('accessToken', 'token-1');
    const progress: number[] = [];
    const done = uploadPhoto(file(), { onProgress: (value) => progress.push(value) });
    const xhr = await nextRequest();
    expect([xhr.method, xhr.url]).toEqual(['POST', '/api/app/account/photo']);
    expect(xhr.headers.Authorization).toBe('Bearer token-1');
    expect(xhr.headers['Accept-Language']).toBe('en');
    expect(xhr.withCredentials).toBe(true);
    expect(xhr.timeout).toBe(50_000);
    const sent = (xhr.body as FormData).get('file') as File;
    expect(sent.name).toBe('me.png');

    xhr.progress(50, 200);
    xhr.progress(200, 200);
    xhr.respond(200, { photo: '/api/files/photos/abc.png' });
    await expect(done).resolves.toEqual({ photo: '/api/files/photos/abc.png' });
    expect(progress).toEqual([0.25, 1]);
  });

  it('passes the API error through as an ApiError', async () => {
    const done = uploadPhoto(file());
    (await nextRequest()).respond(415, { error: { code: 'INVALID_IMAGE', message: 'Please upload a JPEG, PNG or WebP image under 2MB' } });
    await expect(done).rejects.toMatchObject({ name: 'ApiError', status: 415, code: 'INVALID_IMAGE' });
  });

  it('treats a bodiless 413 as an invalid image, and a network failure as NETWORK_ERROR', async () => {
    const tooBig = uploadPhoto(file());
    (await nextRequest()).respond(413, undefined);
    await expect(tooBig).rejects.toMatchObject({ code: 'INVALID_IMAGE' });

    FakeXhr.last = null;
    const offline = uploadPhoto(file());
    (await nextRequest()).onerror?.();
    const error: unknown = await offline.catch((err: unknown) => err);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 0, code: 'NETWORK_ERROR' });
  });

  it('refuses a 200 that is not a photo answer', async () => {
    const done = uploadPhoto(file());
    (await nextRequest()).respond(200, { something: 'else' });
    await expect(done).rejects.toMatchObject({ code: 'INTERNAL_ERROR' });
  });

  it('stops when the caller aborts', async () => {
    const controller = new AbortController();
    const done = uploadPhoto(file(), { signal: controller.signal });
    controller.abort();
    await expect(done).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('refreshes once and retries when the token is refused', async () => {
    const old = jwt(Math.floor(Date.now() / 1000) + 3600);
    localStorage.setItem('accessToken', old);
    localStorage.setItem('refreshToken', 'refresh-1');
    const fresh = jwt(Math.floor(Date.now() / 1000) + 900);
    const fetchMock = vi.fn(
      async () =>
        new Response(JSON.stringify({ access_token: fresh, refresh_token: 'refresh-2' }), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        }),
    );
    vi.stubGlobal('fetch', fetchMock);

    const done = uploadPhoto(file());
    const first = await nextRequest();
    expect(first.headers.Authorization).toBe(`Bearer ${old}`);
    first.respond(401, { error: { code: 'UNAUTHORIZED', message: 'Please sign in first' } });
    await vi.waitFor(() => {
      if (FakeXhr.last === first) throw new Error('no retry yet');
    });
    const retry = await nextRequest();
    expect(retry.headers.Authorization).toBe(`Bearer ${fresh}`);
    retry.respond(200, { photo: '/api/files/photos/new.png' });
    await expect(done).resolves.toEqual({ photo: '/api/files/photos/new.png' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem('refreshToken')).toBe('refresh-2');
  });
});
