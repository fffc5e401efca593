import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiRequest } from './index';
import { translateError } from '@/lib/translate-error';

vi.mock('@/lib/i18n', () => ({ currentLanguage: vi.fn(() => 'en') }));

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('apiRequest', () => {
  let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>;

  beforeEach(() => {
    localStorage.clear();
    fetchMock = vi.fn<typeof fetch>();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  function sent(): { url: string; init: RequestInit; headers: Headers } {
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    return { url, init, headers: new Headers(init.headers) };
  }

  it('calls /api/ with credentials, language and no token when signed out', async () => {
    fetchMock.mockResolvedValue(json(200, { ok: true }));
    await expect(apiRequest('site')).resolves.toEqual({ ok: true });
    const { url, init, headers } = sent();
    expect(url).toBe('/api/site');
    expect(init.credentials).toBe('include');
    expect(headers.get('Accept-Language')).toBe('en');
    expect(headers.has('Authorization')).toBe(false);
  });

  it('sends the stored access token as a bearer token', async () => {
    localStorage.setItem('accessToken', 'abc');
    fetchMock.mockResolvedValue(json(200, {}));
    await apiRequest('/users/me');
    expect(sent().url).toBe('/api/users/me');
    expect(sent().headers.get('Authorization')).toBe('Bearer abc');
  });

  it('sends a plain object as JSON', async () => {
    fetchMock.mockResolvedValue(json(200, {}));
    await apiRequest('things', { method: 'POST', body: { a: 1 } });
    expect(sent().init.body).toBe('{"a":1}');
    expect(sent().headers.get('Content-Type')).toBe('application/json');
  });

  it('passes the server error through unchanged', async () => {
    const fields = [{ field: 'alias', message: 'Alias cannot be empty' }];
    fetchMock.mockResolvedValue(json(409, { error: { code: 'RESUME_ALIAS_TAKEN', message: 'taken', fields } }));
    const error = await apiRequest('resumes').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 409, code: 'RESUME_ALIAS_TAKEN', message: 'taken', fields });
    expect(translateError(error, 'cn')).toBe('别名已存在，请修改');
    expect(translateError(error, 'en')).toBe('Alias name already exists, please modify');
  });

  it('keeps codes it does not know', async () => {
    fetchMock.mockResolvedValue(json(400, { error: { code: 'SOMETHING_NEW', message: 'new' } }));
    await expect(apiRequest('x')).rejects.toMatchObject({ code: 'SOMETHING_NEW', message: 'new' });
  });

  it('gives a code to error answers without our body', async () => {
    fetchMock.mockResolvedValue(new Response('<html>', { status: 502, headers: { 'content-type': 'text/html' } }));
    await expect(apiRequest('site')).rejects.toMatchObject({ status: 502, code: 'SERVICE_UNAVAILABLE' });
  });

  it('turns a network failure into NETWORK_ERROR', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const error = await apiRequest('site').catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 0, code: 'NETWORK_ERROR' });
    expect(translateError(error, 'cn')).toBe('网络错误，请检查您的网络连接。');
  });

  it('times out after 50000 ms as NETWORK_ERROR', async () => {
    vi.useFakeTimers();
    fetchMock.mockImplementation(
      (_url, init) =>
        new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')))),
    );
    const pending = apiRequest('slow').catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(49_999);
    expect(fetchMock.mock.calls[0]?.[1]?.signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await expect(pending).resolves.toMatchObject({ code: 'NETWORK_ERROR' });
  });

  it('rethrows a caller cancellation as it is', async () => {
    const controller = new AbortController();
    fetchMock.mockImplementation(
      (_url, init) =>
        new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')))),
    );
    const pending = apiRequest('x', { signal: controller.signal }).catch((e: unknown) => e);
    controller.abort();
    expect(await pending).toBeInstanceOf(DOMException);
  });

  it('rejects a success answer that is not JSON or fails the schema', async () => {
    fetchMock.mockResolvedValueOnce(new Response('<html>', { status: 200, headers: { 'content-type': 'text/html' } }));
    await expect(apiRequest('site')).rejects.toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
    fetchMock.mockResolvedValueOnce(json(200, { nope: true }));
    const schema = { safeParse: () => ({ success: false as const }) };
    await expect(apiRequest('site', { schema })).rejects.toMatchObject({ code: 'INTERNAL_ERROR' });
  });
});

describe('translateError', () => {
  it('uses the catalogue and never shows a raw error', () => {
    expect(translateError('SEARCH_QUERY_REQUIRED', 'cn')).toBe('请输入关键词或地点');
    expect(translateError(new Error('boom at line 3'), 'en')).toBe('Something went wrong');
    expect(translateError(new ApiError({ status: 418, code: 'UNKNOWN_CODE', message: 'x' }), 'cn')).toBe('出了点问题');
  });
});
