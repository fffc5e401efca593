import {
  finishProfileResponse,
  importProfileResponse,
  listProfilesResponse,
  listResumesResponse,
  profileItem,
  REQUEST_TIMEOUT_MS,
  resumeItem,
  type FieldIssue,
  type FinishProfileRequest,
  type FinishProfileResponse,
  type ListProfilesResponse,
  type ListResumesResponse,
  type PreviewProfileRequest,
  type ProfileItem,
  type ResumeItem,
  type ResumeProfileDraft,
  type SaveProfileRequest,
} from '@jobbridge/contracts';
import { ApiError, apiRequest } from '@/lib/api';
import { accessTokenForRequest, refreshSession } from '@/lib/auth';
import { currentLanguage } from '@/lib/i18n';
import { htmlLang } from '@/lib/language';

/** The resume manager's and the builder's calls (apps/api/src/modules/resumes). */

export const resumesKeys = {
  list: ['resumes'] as const,
  profiles: ['profiles'] as const,
  profile: (id: string) => ['profiles', id] as const,
};

export function listResumes(signal?: AbortSignal): Promise<ListResumesResponse> {
  return apiRequest('app/resumes', { signal, schema: listResumesResponse });
}

export function renameResume(id: string, alias: string): Promise<ResumeItem> {
  return apiRequest(`app/resumes/${id}`, { method: 'PATCH', body: { alias }, schema: resumeItem });
}

export async function deleteResume(id: string): Promise<void> {
  await apiRequest(`app/resumes/${id}`, { method: 'DELETE' });
}

export function listProfiles(signal?: AbortSignal): Promise<ListProfilesResponse> {
  return apiRequest('app/profiles', { signal, schema: listProfilesResponse });
}

export function getProfile(id: string, signal?: AbortSignal): Promise<ProfileItem> {
  return apiRequest(`app/profiles/${id}`, { signal, schema: profileItem });
}

export function createProfile(body: SaveProfileRequest): Promise<ProfileItem> {
  return apiRequest('app/profiles', { method: 'POST', body, schema: profileItem });
}

export function saveProfile(id: string, body: SaveProfileRequest, signal?: AbortSignal): Promise<ProfileItem> {
  return apiRequest(`app/profiles/${id}`, { method: 'PUT', body, signal, schema: profileItem });
}

export async function deleteProfile(id: string): Promise<void> {
  await apiRequest(`app/profiles/${id}`, { method: 'DELETE' });
}

export function finishProfile(id: string, body: FinishProfileRequest): Promise<FinishProfileResponse> {
  return apiRequest(`app/profiles/${id}/finish`, { method: 'POST', body, schema: finishProfileResponse });
}

export async function importStoredResume(resumeId: string): Promise<ResumeProfileDraft> {
  return (await apiRequest(`app/profiles/import/${resumeId}`, { method: 'POST', schema: importProfileResponse })).data;
}

/** Like apiRequest, for answers that are files: the bearer token, one refresh and retry on a 401. */
async function fetchBinary(path: string, init: { method?: string; body?: unknown; signal?: AbortSignal } = {}): Promise<Blob> {
  const send = async (token: string | null) => {
    const headers = new Headers({ 'Accept-Language': htmlLang(currentLanguage()) });
    if (token) headers.set('Authorization', `Bearer ${token}`);
    if (init.body !== undefined) headers.set('Content-Type', 'application/json');
    let response: Response;
    try {
      response = await fetch(`/api/${path}`, {
        method: init.method ?? 'GET',
        headers,
        body: init.body === undefined ? undefined : JSON.stringify(init.body),
        credentials: 'include',
        signal: init.signal ?? AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
    } catch (cause) {
      if (init.signal?.aborted) throw cause;
      throw new ApiError({ status: 0, code: 'NETWORK_ERROR', message: 'Network error' });
    }
    if (!response.ok) throw errorFrom(response.status, await response.json().catch(() => undefined));
    return response.blob();
  };
  const token = await accessTokenForRequest();
  try {
    return await send(token);
  } catch (err) {
    if (!(err instanceof ApiError) || err.status !== 401 || !token) throw err;
    const outcome = await refreshSession(token);
    if (outcome.status !== 'refreshed') throw err;
    return send(outcome.accessToken);
  }
}

/** The live preview: the draft as a PDF in the chosen template. */
export function previewPdf(body: PreviewProfileRequest, signal?: AbortSignal): Promise<Blob> {
  return fetchBinary('app/profiles/preview', { method: 'POST', body, signal });
}

/** Downloads a resume the owner's way (the file route needs the bearer token, so a plain link cannot). */
export async function downloadResume(resume: Pick<ResumeItem, 'id' | 'filename'>): Promise<void> {
  let blob: Blob;
  try {
    blob = await fetchBinary(`app/resumes/${resume.id}/file`);
  } catch (err) {
    if (err instanceof ApiError && (err.code === 'RESUME_NOT_FOUND' || err.code === 'RESUME_FILE_NOT_FOUND' || err.code === 'NETWORK_ERROR')) throw err;
    throw new ApiError({ status: 500, code: 'RESUME_DOWNLOAD_FAILED', message: 'Could not download this file' });
  }
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = resume.filename;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

function errorFrom(status: number, data: unknown): ApiError {
  if (typeof data === 'object' && data !== null && 'error' in data) {
    const error = (data as { error: unknown }).error;
    if (typeof error === 'object' && error !== null) {
      const { code, message, fields } = error as Record<string, unknown>;
      if (typeof code === 'string') {
        return new ApiError({ status, code, message: typeof message === 'string' ? message : code, ...(Array.isArray(fields) ? { fields: fields as FieldIssue[] } : {}) });
      }
    }
  }
  // A proxy's own refusal of a large body still means "too large".
  if (status === 413) return new ApiError({ status, code: 'RESUME_TOO_LARGE', message: 'File size must be under 10MB' });
  if (status === 401) return new ApiError({ status, code: 'UNAUTHORIZED', message: 'Unauthorized' });
  return new ApiError({ status, code: status === 0 ? 'NETWORK_ERROR' : 'INTERNAL_ERROR', message: `HTTP ${status}` });
}

export interface UploadOptions {
  /** 0..1 as the bytes go out. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

/**
 * A multipart POST through XMLHttpRequest, so the upload reports progress (fetch cannot). Same headers,
 * time-out and errors as apiRequest; a token about to expire is renewed first, and a 401 gets one refresh
 * and one retry (with the same form).
 */
async function upload<T>(path: string, form: FormData, parse: (data: unknown) => T | undefined, options: UploadOptions): Promise<T> {
  const token = await accessTokenForRequest();
  try {
    return await sendForm(path, form, parse, options, token);
  } catch (err) {
    if (!(err instanceof ApiError) || err.status !== 401 || !token) throw err;
    const outcome = await refreshSession(token);
    if (outcome.status !== 'refreshed') throw err;
    options.onProgress?.(0);
    return sendForm(path, form, parse, options, outcome.accessToken);
  }
}

function sendForm<T>(path: string, form: FormData, parse: (data: unknown) => T | undefined, options: UploadOptions, token: string | null): Promise<T> {
  return new Promise((resolve, reject) => {
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
      if (xhr.status < 200 || xhr.status >= 300) return reject(errorFrom(xhr.status, data));
      const parsed = parse(data);
      if (parsed === undefined) return reject(new ApiError({ status: xhr.status, code: 'INTERNAL_ERROR', message: 'Unexpected response shape' }));
      options.onProgress?.(1);
      resolve(parsed);
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

const asResume = (data: unknown) => {
  const checked = resumeItem.safeParse(data);
  return checked.success ? checked.data : undefined;
};

/** POST /api/app/resumes: the alias goes first so the server reads it before the file. */
export function uploadResume(file: File, alias: string, options: UploadOptions = {}): Promise<ResumeItem> {
  const form = new FormData();
  form.append('alias', alias);
  form.append('file', file, file.name);
  return upload('app/resumes', form, asResume, options);
}

/** POST /api/app/resumes/{id}/replace (with a new alias when one is given). */
export function replaceResume(id: string, file: File, options: UploadOptions & { alias?: string } = {}): Promise<ResumeItem> {
  const form = new FormData();
  if (options.alias !== undefined) form.append('alias', options.alias);
  form.append('file', file, file.name);
  return upload(`app/resumes/${id}/replace`, form, asResume, options);
}

/** POST /api/app/profiles/import: a PDF read into a draft. */
export function importPdf(file: File, options: UploadOptions = {}): Promise<ResumeProfileDraft> {
  const form = new FormData();
  form.append('file', file, file.name);
  return upload('app/profiles/import', form, (data) => {
    const checked = importProfileResponse.safeParse(data);
    return checked.success ? checked.data.data : undefined;
  }, options);
}
