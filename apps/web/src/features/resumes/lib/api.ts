import {
  finishProfileResponse,
  importProfileResponse,
  listProfilesResponse,
  listResumesResponse,
  profileItem,
  REQUEST_TIMEOUT_MS,
  resumeItem,
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
import { uploadError, uploadForm, type StatusFallbacks, type UploadOptions } from '@/lib/upload';
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
    if (!response.ok) throw uploadError(response.status, await response.json().catch(() => undefined), FALLBACKS);
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
    if (
      err instanceof ApiError &&
      (err.code === 'RESUME_NOT_FOUND' || err.code === 'RESUME_FILE_NOT_FOUND' || err.code === 'NETWORK_ERROR')
    )
      throw err;
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

/** A proxy's own refusal of a large body still means "too large". */
const FALLBACKS: StatusFallbacks = { 413: { code: 'RESUME_TOO_LARGE', message: 'File size must be under 10MB' } };

/** POST /api/app/resumes: the alias goes first so the server reads it before the file. */
export function uploadResume(file: File, alias: string, options: UploadOptions = {}): Promise<ResumeItem> {
  const form = new FormData();
  form.append('alias', alias);
  form.append('file', file, file.name);
  return uploadForm('app/resumes', form, resumeItem, options, FALLBACKS);
}

/** POST /api/app/resumes/{id}/replace (with a new alias when one is given). */
export function replaceResume(id: string, file: File, options: UploadOptions & { alias?: string } = {}): Promise<ResumeItem> {
  const form = new FormData();
  if (options.alias !== undefined) form.append('alias', options.alias);
  form.append('file', file, file.name);
  return uploadForm(`app/resumes/${id}/replace`, form, resumeItem, options, FALLBACKS);
}

/** POST /api/app/profiles/import: a PDF read into a draft. */
export function importPdf(file: File, options: UploadOptions = {}): Promise<ResumeProfileDraft> {
  const form = new FormData();
  form.append('file', file, file.name);
  return uploadForm('app/profiles/import', form, importProfileResponse, options, FALLBACKS).then((answer) => answer.data);
}
