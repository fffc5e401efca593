import {
  membershipResponse,
  meResponse,
  photoResponse,
  REQUEST_TIMEOUT_MS,
  type FieldIssue,
  type Language,
  type Me,
  type Membership,
} from '@jobbridge/contracts';
import { ApiError, apiRequest } from '@/lib/api';
import { accessTokenForRequest, refreshSession } from '@/lib/auth';
import { currentLanguage } from '@/lib/i18n';
import { htmlLang } from '@/lib/language';

/** The account settings calls (apps/api/src/modules/account/routes.ts). */

/** The membership in force, for the overview (the membership pages share this cache key). */
export const membershipQueryKey = ['membership', 'current'] as const;
export function getMembership(signal?: AbortSignal): Promise<Membership> {
  return apiRequest('app/membership', { signal, schema: membershipResponse });
}

export function updateAccount(body: { name?: string | null; language?: Language }): Promise<Me> {
  return apiRequest('app/account', { method: 'PATCH', body, schema: meResponse });
}

/** 200 `{ ok: true }`; this session stays signed in and every other one is signed out. */
export async function changePassword(body: { currentPassword?: string; newPassword: string }): Promise<void> {
  await apiRequest('app/account/password', { method: 'POST', body });
}

/** 202: a confirmation link goes to the new address; the email changes only when it is opened. */
export async function requestEmailChange(body: { newEmail: string; password?: string }): Promise<void> {
  await apiRequest('app/account/email', { method: 'POST', body });
}

export async function removePhoto(): Promise<void> {
  await apiRequest('app/account/photo', { method: 'DELETE' });
}

/** 204; the session and its tokens stop working at once. */
export async function deleteAccount(body: { password: string } | { confirmEmail: string }): Promise<void> {
  await apiRequest('app/account', { method: 'DELETE', body });
}

function errorFrom(status: number, data: unknown): ApiError {
  if (typeof data === 'object' && data !== null && 'error' in data) {
    const error = (data as { error: unknown }).error;
    if (typeof error === 'object' && error !== null) {
      const { code, message, fields } = error as Record<string, unknown>;
      if (typeof code === 'string') {
        return new ApiError({
          status,
          code,
          message: typeof message === 'string' ? message : code,
          ...(Array.isArray(fields) ? { fields: fields as FieldIssue[] } : {}),
        });
      }
    }
  }
  if (status === 413 || status === 415) return new ApiError({ status, code: 'INVALID_IMAGE', message: 'Invalid image' });
  if (status === 401) return new ApiError({ status, code: 'UNAUTHORIZED', message: 'Unauthorized' });
  return new ApiError({ status, code: status === 0 ? 'NETWORK_ERROR' : 'INTERNAL_ERROR', message: `HTTP ${status}` });
}

export interface UploadOptions {
  /** Called with 0..1 as the bytes go out (when the browser knows the total). */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

/**
 * POST /api/app/account/photo as multipart field `file`, through XMLHttpRequest so the upload reports its
 * progress (fetch cannot). Same headers, time-out and error shape as apiRequest.
 */
export async function uploadPhoto(file: Blob, options: UploadOptions = {}): Promise<{ photo: string }> {
  // Like apiRequest: a token about to expire is renewed first, and a 401 gets one refresh and one retry.
  const token = await accessTokenForRequest();
  try {
    return await sendPhoto(file, options, token);
  } catch (err) {
    if (!(err instanceof ApiError) || err.status !== 401 || !token) throw err;
    const outcome = await refreshSession(token);
    if (outcome.status !== 'refreshed') throw err;
    return sendPhoto(file, options, outcome.accessToken);
  }
}

function sendPhoto(file: Blob, options: UploadOptions, token: string | null): Promise<{ photo: string }> {
  return new Promise((resolve, reject) => {
    // Aborted while the token was being renewed: never start.
    if (options.signal?.aborted) {
      reject(new DOMException('The upload was cancelled', 'AbortError'));
      return;
    }
    const xhr = new XMLHttpRequest();
    xhr.open('POST', '/api/app/account/photo');
    xhr.withCredentials = true;
    xhr.timeout = REQUEST_TIMEOUT_MS;
    xhr.responseType = 'text';
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.setRequestHeader('Accept-Language', htmlLang(currentLanguage()));
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);

    const network = () => new ApiError({ status: 0, code: 'NETWORK_ERROR', message: 'Network error. Please check your connection.' });
    const onAbort = () => xhr.abort();
    options.signal?.addEventListener('abort', onAbort, { once: true });
    const done = () => options.signal?.removeEventListener('abort', onAbort);

    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) options.onProgress?.(Math.min(1, event.loaded / event.total));
    };
    xhr.onload = () => {
      done();
      let data: unknown;
      try {
        data = xhr.responseText ? (JSON.parse(xhr.responseText) as unknown) : undefined;
      } catch {
        data = undefined;
      }
      if (xhr.status < 200 || xhr.status >= 300) {
        reject(errorFrom(xhr.status, data));
        return;
      }
      const checked = photoResponse.safeParse(data);
      if (checked.success) resolve(checked.data);
      else reject(new ApiError({ status: xhr.status, code: 'INTERNAL_ERROR', message: 'Unexpected response shape' }));
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

    const body = new FormData();
    body.append('file', file, file instanceof File ? file.name : 'photo');
    xhr.send(body);
  });
}
