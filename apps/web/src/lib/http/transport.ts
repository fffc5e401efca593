import { REQUEST_TIMEOUT_MS } from '@jobbridge/contracts/core';
import { currentLanguage } from '@/lib/i18n';
import { htmlLang } from '@/lib/language';
import { networkError } from './errors';

/**
 * The wire: the only place in the web app that calls `fetch` or `XMLHttpRequest` for `/api` (a test checks).
 * It knows nothing of tokens or refreshes; the client above it does.
 */

const BASE_PATH = '/api/';

export interface Exchange {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Relative to `/api/`. */
  path: string;
  /** A plain object is sent as JSON; FormData, URLSearchParams and Blob are sent as they are. */
  body?: unknown;
  token: string | null;
  signal?: AbortSignal;
  timeoutMs?: number;
  /** Outlives the page (sign-out while leaving). */
  keepalive?: boolean;
  /** `blob`: a successful answer is a file. */
  expect?: 'json' | 'blob';
}

export interface Answer {
  status: number;
  statusText: string;
  ok: boolean;
  /** The parsed JSON body, or undefined when the answer is not JSON. */
  data: unknown;
  /** The body of a successful `expect: 'blob'` answer. */
  blob?: Blob;
}

// The browser's fetch; the server's first view of a page (entry-server.tsx) answers `/api` requests itself.
let send: typeof fetch = (input, init) => fetch(input, init);

/** Server rendering only: where `/api` requests go. */
export function setApiFetch(fetchApi: typeof fetch): void {
  send = fetchApi;
}

function urlFor(path: string): string {
  return BASE_PATH + path.replace(/^\/+/, '');
}

function headersFor(token: string | null): Record<string, string> {
  const headers: Record<string, string> = { Accept: 'application/json', 'Accept-Language': htmlLang(currentLanguage()) };
  if (token) headers.Authorization = `Bearer ${token}`;
  return headers;
}

function encodeBody(body: unknown, headers: Headers): BodyInit | undefined {
  if (body === undefined) return undefined;
  if (body instanceof FormData || body instanceof URLSearchParams || body instanceof Blob) return body;
  headers.set('Content-Type', 'application/json');
  return JSON.stringify(body);
}

const abortError = () => new DOMException('The operation was aborted', 'AbortError');

async function readJson(response: Response): Promise<unknown> {
  const type = response.headers.get('content-type') ?? '';
  if (!type.includes('application/json')) return undefined;
  try {
    return (await response.json()) as unknown;
  } catch {
    return undefined;
  }
}

/** One request through fetch. A network failure or time-out is NETWORK_ERROR; a caller's cancellation stays an AbortError. */
export async function sendFetch(exchange: Exchange): Promise<Answer> {
  // The caller may have given up while the token was being renewed.
  if (exchange.signal?.aborted) throw abortError();
  const headers = new Headers(headersFor(exchange.token));
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), exchange.timeoutMs ?? REQUEST_TIMEOUT_MS);
  const onCallerAbort = () => controller.abort();
  exchange.signal?.addEventListener('abort', onCallerAbort, { once: true });
  try {
    let response: Response;
    try {
      response = await send(urlFor(exchange.path), {
        method: exchange.method,
        headers,
        body: encodeBody(exchange.body, headers),
        credentials: 'include',
        signal: controller.signal,
        ...(exchange.keepalive ? { keepalive: true } : {}),
      });
    } catch (cause) {
      // A caller's cancellation (e.g. TanStack Query) is not a network failure.
      if (exchange.signal?.aborted) throw cause;
      throw networkError();
    }
    if (response.ok && exchange.expect === 'blob') {
      return { status: response.status, statusText: response.statusText, ok: true, data: undefined, blob: await response.blob() };
    }
    return { status: response.status, statusText: response.statusText, ok: response.ok, data: await readJson(response) };
  } finally {
    clearTimeout(timer);
    exchange.signal?.removeEventListener('abort', onCallerAbort);
  }
}

/**
 * A long-lived GET whose body is read as it arrives (server-sent events): no time-out, `Accept: text/event-stream`.
 * A successful answer carries its body stream; an error answer is read as JSON like any other.
 */
export async function openStream(
  exchange: Pick<Exchange, 'path' | 'token' | 'signal'>,
): Promise<Answer & { body?: ReadableStream<Uint8Array> }> {
  if (exchange.signal?.aborted) throw abortError();
  const headers = new Headers(headersFor(exchange.token));
  headers.set('Accept', 'text/event-stream');
  let response: Response;
  try {
    response = await fetch(urlFor(exchange.path), { method: 'GET', headers, credentials: 'include', signal: exchange.signal });
  } catch (cause) {
    if (exchange.signal?.aborted) throw cause;
    throw networkError();
  }
  if (response.ok && response.body)
    return { status: response.status, statusText: response.statusText, ok: true, data: undefined, body: response.body };
  return { status: response.status, statusText: response.statusText, ok: response.ok, data: await readJson(response) };
}

/**
 * One multipart POST through XMLHttpRequest, so the upload reports its progress (fetch cannot). Same headers,
 * time-out and errors as sendFetch.
 */
export function sendXhr(exchange: Exchange & { body: FormData; onProgress?: (fraction: number) => void }): Promise<Answer> {
  return new Promise((resolve, reject) => {
    // Aborted while the token was being renewed: never start.
    if (exchange.signal?.aborted) {
      reject(abortError());
      return;
    }
    const xhr = new XMLHttpRequest();
    xhr.open(exchange.method, urlFor(exchange.path));
    xhr.withCredentials = true;
    xhr.timeout = exchange.timeoutMs ?? REQUEST_TIMEOUT_MS;
    xhr.responseType = 'text';
    for (const [name, value] of Object.entries(headersFor(exchange.token))) xhr.setRequestHeader(name, value);
    const onAbort = () => xhr.abort();
    exchange.signal?.addEventListener('abort', onAbort, { once: true });
    const done = () => exchange.signal?.removeEventListener('abort', onAbort);

    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) exchange.onProgress?.(Math.min(1, event.loaded / event.total));
    };
    xhr.onload = () => {
      done();
      let data: unknown;
      try {
        data = xhr.responseText ? (JSON.parse(xhr.responseText) as unknown) : undefined;
      } catch {
        data = undefined;
      }
      resolve({ status: xhr.status, statusText: '', ok: xhr.status >= 200 && xhr.status < 300, data });
    };
    xhr.onerror = () => {
      done();
      reject(networkError());
    };
    xhr.ontimeout = () => {
      done();
      reject(networkError());
    };
    xhr.onabort = () => {
      done();
      reject(new DOMException('The upload was cancelled', 'AbortError'));
    };
    xhr.send(exchange.body);
  });
}
