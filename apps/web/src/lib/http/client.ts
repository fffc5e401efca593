import { ApiError, errorForAnswer, isApiError, networkError, type StatusFallbacks } from './errors';
import { accessTokenForRequest, refreshSession } from './session';
import { openStream, sendFetch, sendXhr, type Answer, type Exchange } from './transport';

/**
 * The web app's one HTTP client for `/api`: JSON calls, file answers and uploads all go through `authorised`,
 * which sends the stored bearer token, renews it shortly before it expires, and on a 401 refreshes once
 * (shared by every concurrent caller) and retries once. A refused refresh signs out (./session.ts).
 */

/** Validates an answer at the boundary; contracts' Zod schemas fit this shape. */
export interface ResponseSchema<T> {
  safeParse(data: unknown): { success: true; data: T } | { success: false };
}

type Method = Exchange['method'];

export interface RequestOptions<T> {
  method?: Method;
  /** A plain object is sent as JSON; FormData and URLSearchParams are sent as they are. */
  body?: unknown;
  signal?: AbortSignal;
  /** A promise of one (`schemaOf`): the schema loads while the request is on its way. */
  schema?: ResponseSchema<T> | Promise<ResponseSchema<T>>;
  /**
   * Send the stored bearer token, renew it shortly before it expires, and on a 401 refresh once and retry
   * (default true). Sign-in calls pass false: a stale token must not ride along, and their 401 is an answer.
   */
  auth?: boolean;
  /** Error codes for bodiless error answers (a proxy's 413), by status. */
  fallbacks?: StatusFallbacks;
}

export interface UploadOptions {
  /** Called with 0..1 as the bytes go out (when the browser knows the total). */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

async function authorised<T>(auth: boolean, run: (token: string | null, retry: boolean) => Promise<T>): Promise<T> {
  if (!auth) return run(null, false);
  const token = await accessTokenForRequest();
  try {
    return await run(token, false);
  } catch (error) {
    if (!token || !isApiError(error) || error.status !== 401 || error.code !== 'UNAUTHORIZED') throw error;
    const outcome = await refreshSession(token);
    if (outcome.status !== 'refreshed') throw error;
    return run(outcome.accessToken, true);
  }
}

function checked<T>(answer: Answer, schema: ResponseSchema<T> | undefined, fallbacks: StatusFallbacks | undefined): T {
  if (!answer.ok) throw errorForAnswer(answer.status, answer.statusText, answer.data, fallbacks);
  if (answer.data === undefined && answer.status !== 204) {
    // A 200 that is not JSON (e.g. index.html from a server without the API) is not an answer of ours.
    throw new ApiError({ status: answer.status, code: 'SERVICE_UNAVAILABLE', message: 'Unexpected response' });
  }
  if (!schema) return answer.data as T;
  const result = schema.safeParse(answer.data);
  if (!result.success) throw new ApiError({ status: answer.status, code: 'INTERNAL_ERROR', message: 'Unexpected response shape' });
  return result.data;
}

/** Calls `/api/<path>` with credentials, the bearer token, the language and a 50 s time-out; answers JSON. */
export function apiRequest<T = unknown>(path: string, options: RequestOptions<T> = {}): Promise<T> {
  const { method = 'GET', body, signal, fallbacks } = options;
  const schema = Promise.resolve(options.schema);
  // Awaited once the answer is in; a failed request must not leave its rejection unhandled.
  schema.catch(() => undefined);
  return authorised(options.auth !== false, async (token) =>
    checked(await sendFetch({ method, path, body, signal, token }), await schema, fallbacks),
  );
}

/** Like apiRequest, for answers that are files (a PDF preview, a resume download). */
export function apiBlob(path: string, options: Omit<RequestOptions<never>, 'schema'> = {}): Promise<Blob> {
  const { method = 'GET', body, signal, fallbacks } = options;
  return authorised(options.auth !== false, async (token) => {
    const answer = await sendFetch({ method, path, body, signal, token, expect: 'blob' });
    if (!answer.ok || !answer.blob) throw errorForAnswer(answer.status, answer.statusText, answer.data, fallbacks);
    return answer.blob;
  });
}

/**
 * A multipart POST with upload progress (see sendXhr in ./transport.ts), with the same token handling: a 401 gets
 * one refresh and one retry with the same form, and the progress starts again from 0.
 */
export function apiUpload<T>(
  path: string,
  form: FormData,
  schema: ResponseSchema<T>,
  options: UploadOptions & { fallbacks?: StatusFallbacks } = {},
): Promise<T> {
  const { signal, onProgress, fallbacks } = options;
  return authorised(true, async (token, retry) => {
    if (retry) onProgress?.(0);
    let sent = 0;
    const progress = (fraction: number) => {
      sent = fraction;
      onProgress?.(fraction);
    };
    const answer = await sendXhr({ method: 'POST', path, body: form, signal, token, onProgress: progress });
    const result = checked(answer, schema, fallbacks);
    if (sent < 1) progress(1);
    return result;
  });
}

/** One server-sent event: its `event:` name (`message` when none) and its `data:` lines joined by newlines. */
export interface StreamEvent {
  event: string;
  data: string;
}

/** Reads `text/event-stream` lines from a body, calling `onEvent` for each complete event (comments and ids ignored). */
async function readEvents(body: ReadableStream<Uint8Array>, onEvent: (event: StreamEvent) => void): Promise<void> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  let name = '';
  let data: string[] = [];
  const line = (text: string) => {
    if (text === '') {
      if (data.length > 0) onEvent({ event: name || 'message', data: data.join('\n') });
      name = '';
      data = [];
      return;
    }
    if (text.startsWith(':')) return;
    const colon = text.indexOf(':');
    const field = colon === -1 ? text : text.slice(0, colon);
    const value = colon === -1 ? '' : text.slice(colon + 1).replace(/^ /, '');
    if (field === 'event') name = value;
    else if (field === 'data') data.push(value);
  };
  for (;;) {
    let chunk: ReadableStreamReadResult<Uint8Array>;
    try {
      chunk = await reader.read();
    } catch (cause) {
      if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
      throw networkError();
    }
    if (chunk.done) break;
    buffer += decoder.decode(chunk.value, { stream: true });
    const lines = buffer.split(/\r\n|\r|\n/);
    buffer = lines.pop() ?? '';
    for (const text of lines) line(text);
  }
  buffer += decoder.decode();
  if (buffer) line(buffer);
  line('');
}

/**
 * Follows `/api/<path>` as server-sent events with the bearer token (EventSource cannot send it), with the same
 * renewal and one refresh-and-retry on a 401 as every other call. Resolves when the server closes the stream;
 * rejects with an ApiError (NETWORK_ERROR when the connection drops) or the caller's AbortError. Reconnecting
 * is the caller's choice.
 */
export function apiEventStream(path: string, options: { signal?: AbortSignal; onEvent: (event: StreamEvent) => void }): Promise<void> {
  const { signal, onEvent } = options;
  return authorised(true, async (token) => {
    const answer = await openStream({ path, token, signal });
    if (!answer.ok || !answer.body) throw errorForAnswer(answer.status, answer.statusText, answer.data);
    await readEvents(answer.body, onEvent);
  });
}
