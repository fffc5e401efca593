import { REQUEST_TIMEOUT_MS, type FieldIssue } from '@jobbridge/contracts';
import { accessTokenForRequest, refreshSession } from '@/lib/auth/refresh';
import { currentLanguage } from '@/lib/i18n';
import { htmlLang } from '@/lib/language';

const BASE_PATH = '/api/';

/** An error answer of the API, passed through unchanged: `{ error: { code, message, fields? } }`. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly fields: FieldIssue[] | undefined;

  constructor(init: { status: number; code: string; message: string; fields?: FieldIssue[] }) {
    super(init.message);
    this.name = 'ApiError';
    this.status = init.status;
    this.code = init.code;
    this.fields = init.fields;
  }
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}

/** A code for error answers that carry no body of ours (a proxy's 502, a static server's 404). */
function codeForStatus(status: number): string {
  if (status === 401) return 'UNAUTHORIZED';
  if (status === 403) return 'FORBIDDEN';
  if (status === 404) return 'NOT_FOUND';
  if (status === 429) return 'RATE_LIMITED';
  if (status === 502 || status === 503 || status === 504) return 'SERVICE_UNAVAILABLE';
  return 'INTERNAL_ERROR';
}

/** Validates an answer at the boundary; contracts' Zod schemas fit this shape. */
export interface ResponseSchema<T> {
  safeParse(data: unknown): { success: true; data: T } | { success: false };
}

export interface RequestOptions<T> {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** A plain object is sent as JSON; FormData and URLSearchParams are sent as they are. */
  body?: unknown;
  signal?: AbortSignal;
  schema?: ResponseSchema<T>;
  /**
   * Send the stored bearer token, renew it shortly before it expires, and on a 401 refresh once and retry
   * (default true). Sign-in calls pass false: a stale token must not ride along, and their 401 is an answer.
   */
  auth?: boolean;
}

function encodeBody(body: unknown, headers: Headers): BodyInit | undefined {
  if (body === undefined) return undefined;
  if (body instanceof FormData || body instanceof URLSearchParams || body instanceof Blob) return body;
  headers.set('Content-Type', 'application/json');
  return JSON.stringify(body);
}

/** Reads `{ error: { code, message, fields? } }` loosely, so codes newer than this build pass through too. */
export function readErrorBody(data: unknown): { code: string; message: string; fields?: FieldIssue[] } | null {
  if (typeof data !== 'object' || data === null || !('error' in data)) return null;
  const error = data.error;
  if (typeof error !== 'object' || error === null) return null;
  const { code, message, fields } = error as Record<string, unknown>;
  if (typeof code !== 'string') return null;
  return {
    code,
    message: typeof message === 'string' ? message : code,
    ...(Array.isArray(fields) ? { fields: fields as FieldIssue[] } : {}),
  };
}

async function readJson(response: Response): Promise<unknown> {
  const type = response.headers.get('content-type') ?? '';
  if (!type.includes('application/json')) return undefined;
  try {
    return (await response.json()) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * Calls `/api/<path>` with credentials, the bearer token, the language and a 50 s time-out. A 401 to a request
 * that carried a token refreshes the tokens (once for all concurrent callers) and retries the request once.
 */
export async function apiRequest<T = unknown>(path: string, options: RequestOptions<T> = {}): Promise<T> {
  if (options.auth === false) return send(path, options, null);
  const token = await accessTokenForRequest();
  try {
    return await send(path, options, token);
  } catch (error) {
    if (!token || !isApiError(error) || error.status !== 401 || error.code !== 'UNAUTHORIZED') throw error;
    const outcome = await refreshSession(token);
    if (outcome.status !== 'refreshed') throw error;
    return send(path, options, outcome.accessToken);
  }
}

async function send<T>(path: string, options: RequestOptions<T>, token: string | null): Promise<T> {
  // The caller may have given up while the token was being renewed.
  if (options.signal?.aborted) throw new DOMException('The operation was aborted', 'AbortError');
  const headers = new Headers({ Accept: 'application/json', 'Accept-Language': htmlLang(currentLanguage()) });
  if (token) headers.set('Authorization', `Bearer ${token}`);
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), REQUEST_TIMEOUT_MS);
  const onCallerAbort = () => controller.abort();
  options.signal?.addEventListener('abort', onCallerAbort, { once: true });

  let response: Response;
  try {
    response = await fetch(BASE_PATH + path.replace(/^\/+/, ''), {
      method: options.method ?? 'GET',
      headers,
      body: encodeBody(options.body, headers),
      credentials: 'include',
      signal: controller.signal,
    });
  } catch (cause) {
    // A caller's cancellation (e.g. TanStack Query) is not a network failure.
    if (options.signal?.aborted) throw cause;
    throw new ApiError({ status: 0, code: 'NETWORK_ERROR', message: 'Network error. Please check your connection.' });
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', onCallerAbort);
  }

  const data = await readJson(response);
  if (!response.ok) {
    const body = readErrorBody(data);
    if (body) throw new ApiError({ status: response.status, ...body });
    const code = codeForStatus(response.status);
    throw new ApiError({ status: response.status, code, message: `${response.status} ${response.statusText}`.trim() });
  }
  if (data === undefined && response.status !== 204) {
    // A 200 that is not JSON (e.g. index.html from a server without the API) is not an answer of ours.
    throw new ApiError({ status: response.status, code: 'SERVICE_UNAVAILABLE', message: 'Unexpected response' });
  }
  if (!options.schema) return data as T;
  const checked = options.schema.safeParse(data);
  if (!checked.success) {
    throw new ApiError({ status: response.status, code: 'INTERNAL_ERROR', message: 'Unexpected response shape' });
  }
  return checked.data;
}
