import { ApiError, errorForAnswer, isApiError, type StatusFallbacks } from './errors';
import { accessTokenForRequest, refreshSession } from './session';
import { sendFetch, sendXhr, type Answer, type Exchange } from './transport';

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
  schema?: ResponseSchema<T>;
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
  const { method = 'GET', body, signal, schema, fallbacks } = options;
  return authorised(options.auth !== false, async (token) =>
    checked(await sendFetch({ method, path, body, signal, token }), schema, fallbacks),
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
