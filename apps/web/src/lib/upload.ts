import { REQUEST_TIMEOUT_MS } from '@jobbridge/contracts';
import { ApiError, readErrorBody, type ResponseSchema } from '@/lib/api';
import { accessTokenForRequest, refreshSession } from '@/lib/auth';
import { currentLanguage } from '@/lib/i18n';
import { htmlLang } from '@/lib/language';

export interface UploadOptions {
  /** Called with 0..1 as the bytes go out (when the browser knows the total). */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

/** What a status means when the answer has no error body of ours (e.g. a proxy refusing a large body). */
export type StatusFallbacks = Partial<Record<number, { code: string; message: string }>>;

/** The ApiError for a failed answer: the server's own error body, else the fallback for its status. */
export function uploadError(status: number, data: unknown, fallbacks: StatusFallbacks = {}): ApiError {
  const body = readErrorBody(data);
  if (body) return new ApiError({ status, ...body });
  const fallback = fallbacks[status];
  if (fallback) return new ApiError({ status, ...fallback });
  if (status === 401) return new ApiError({ status, code: 'UNAUTHORIZED', message: 'Unauthorized' });
  return new ApiError({ status, code: status === 0 ? 'NETWORK_ERROR' : 'INTERNAL_ERROR', message: `HTTP ${status}` });
}

/**
 * A multipart POST to `/api/<path>` through XMLHttpRequest, so the upload reports its progress (fetch cannot).
 * Same headers, time-out and errors as apiRequest: a token about to expire is renewed first, and a 401 gets one
 * refresh and one retry with the same form.
 */
export async function uploadForm<T>(
  path: string,
  form: FormData,
  schema: ResponseSchema<T>,
  options: UploadOptions = {},
  fallbacks: StatusFallbacks = {},
): Promise<T> {
  const token = await accessTokenForRequest();
  try {
    return await sendForm(path, form, schema, options, fallbacks, token);
  } catch (err) {
    if (!(err instanceof ApiError) || err.status !== 401 || !token) throw err;
    const outcome = await refreshSession(token);
    if (outcome.status !== 'refreshed') throw err;
    options.onProgress?.(0);
    return sendForm(path, form, schema, options, fallbacks, outcome.accessToken);
  }
}

function sendForm<T>(
  path: string,
  form: FormData,
  schema: ResponseSchema<T>,
  options: UploadOptions,
  fallbacks: StatusFallbacks,
  token: string | null,
): Promise<T> {
  return new Promise((resolve, reject) => {
    // Aborted while the token was being renewed: never start.
    if (options.signal?.aborted) {
      reject(new DOMException('The upload was cancelled', 'AbortError'));
      return;
    }
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `/api/${path}`);
    xhr.withCredentials = true;
    xhr.timeout = REQUEST_TIMEOUT_MS;
    xhr.responseType = 'text';
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.setRequestHeader('Accept-Language', htmlLang(currentLanguage()));
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    const onAbort = () => xhr.abort();
    options.signal?.addEventListener('abort', onAbort, { once: true });
    const done = () => options.signal?.removeEventListener('abort', onAbort);
    const network = () => new ApiError({ status: 0, code: 'NETWORK_ERROR', message: 'Network error. Please check your connection.' });

    let sent = 0;
    const progress = (fraction: number) => {
      sent = fraction;
      options.onProgress?.(fraction);
    };
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) progress(Math.min(1, event.loaded / event.total));
    };
    xhr.onload = () => {
      done();
      let data: unknown;
      try {
        data = xhr.responseText ? (JSON.parse(xhr.responseText) as unknown) : undefined;
      } catch {
        data = undefined;
      }
      if (xhr.status < 200 || xhr.status >= 300) return reject(uploadError(xhr.status, data, fallbacks));
      const checked = schema.safeParse(data);
      if (!checked.success)
        return reject(new ApiError({ status: xhr.status, code: 'INTERNAL_ERROR', message: 'Unexpected response shape' }));
      if (sent < 1) progress(1);
      resolve(checked.data);
    };
    xhr.onerror = () => {
      done();
      reject(network());
    };
    xhr.ontimeout = () => {
      done();
      reject(network());
    };
    xhr.onabort = () => {
      done();
      reject(new DOMException('The upload was cancelled', 'AbortError'));
    };
    xhr.send(form);
  });
}
