import {
  importProfileResponse,
  listResumesResponse,
  resumeItem,
  resumeReadingResponse,
  type ResumeItem,
  type ResumeProfileDraft,
} from '@jobbridge/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { ApiError, apiBlob, apiRequest, apiUpload, type StatusFallbacks, type UploadOptions } from '@/lib/http';
import { resumesKeys } from './keys';

/**
 * The resume manager's calls (apps/api/src/modules/resumes) and their hooks. The pages show each failure in
 * their own words, so these mutations stay out of the app's error toast (`silentError`).
 */

/** A proxy's own refusal of a large body still means "too large". */
export const RESUME_FALLBACKS: StatusFallbacks = { 413: { code: 'RESUME_TOO_LARGE', message: 'File size must be under 10MB' } };

const resumesQuery = queryOptions({
  queryKey: resumesKeys.list,
  queryFn: ({ signal }) => apiRequest('app/resumes', { signal, schema: listResumesResponse }),
});

export function useResumes() {
  return useQuery(resumesQuery);
}

/** The list as the server has it now (after a refusal that depends on it, e.g. the limit). */
export function useFreshResumes() {
  const queryClient = useQueryClient();
  return useCallback(() => queryClient.fetchQuery({ ...resumesQuery, staleTime: 0 }), [queryClient]);
}

function useInvalidateResumes() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: resumesKeys.list });
}

/** Renames; resolves once the list shows the new alias (deleting too). */
export function useRenameResume() {
  const invalidate = useInvalidateResumes();
  return useMutation({
    mutationFn: ({ id, alias }: { id: string; alias: string }) =>
      apiRequest(`app/resumes/${id}`, { method: 'PATCH', body: { alias }, schema: resumeItem }),
    onSuccess: () => invalidate(),
    meta: { silentError: true },
  });
}

export function useDeleteResume() {
  const invalidate = useInvalidateResumes();
  return useMutation({
    mutationFn: async (id: string) => {
      await apiRequest(`app/resumes/${id}`, { method: 'DELETE' });
    },
    onSuccess: () => invalidate(),
    meta: { silentError: true },
  });
}

export interface UploadVariables extends UploadOptions {
  file: File;
  /** The alias goes first so the server reads it before the file; a replacement may keep its alias. */
  alias?: string;
  /** Replaces this resume (POST /api/app/resumes/{id}/replace) instead of adding one. */
  replaceId?: string;
}

/** POST /api/app/resumes, or /api/app/resumes/{id}/replace, with upload progress. */
export function useUploadResume() {
  const invalidate = useInvalidateResumes();
  return useMutation({
    mutationFn: ({ file, alias, replaceId, ...options }: UploadVariables): Promise<ResumeItem> => {
      const form = new FormData();
      if (alias !== undefined) form.append('alias', alias);
      form.append('file', file, file.name);
      const path = replaceId ? `app/resumes/${replaceId}/replace` : 'app/resumes';
      return apiUpload(path, form, resumeItem, { ...options, fallbacks: RESUME_FALLBACKS });
    },
    onSuccess: () => void invalidate(),
    meta: { silentError: true },
  });
}

/** A PDF read into a draft (POST /api/app/profiles/import). */
export function importPdf(file: File, options: UploadOptions = {}): Promise<ResumeProfileDraft> {
  const form = new FormData();
  form.append('file', file, file.name);
  return apiUpload('app/profiles/import', form, importProfileResponse, { ...options, fallbacks: RESUME_FALLBACKS }).then(
    (answer) => answer.data,
  );
}

/** A resume already in the manager read into a draft. */
export async function importStoredResume(resumeId: string): Promise<ResumeProfileDraft> {
  return (await apiRequest(`app/profiles/import/${resumeId}`, { method: 'POST', schema: importProfileResponse })).data;
}

/** How a resume was read (GET /api/app/resumes/{id}/reading): as its owner checked it, or as read now. */
export function useResumeReading(id: string) {
  return useQuery({
    queryKey: resumesKeys.reading(id),
    queryFn: ({ signal }) => apiRequest(`app/resumes/${id}/reading`, { signal, schema: resumeReadingResponse }),
    // Reading a PDF is slow and the answer changes only when the person saves it.
    staleTime: Infinity,
    retry: false,
  });
}

/** Keeps the corrected reading: letters, the score and the assistant use it from then on. */
export function useSaveReading() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, data }: { id: string; data: ResumeProfileDraft }) =>
      apiRequest(`app/resumes/${id}/reading`, { method: 'PUT', body: { data }, schema: resumeReadingResponse }),
    onSuccess: (answer, { id }) => queryClient.setQueryData(resumesKeys.reading(id), answer),
    meta: { silentError: true },
  });
}

/** Downloads a resume the owner's way (the file route needs the bearer token, so a plain link cannot). */
async function downloadResume(resume: Pick<ResumeItem, 'id' | 'filename'>): Promise<void> {
  let blob: Blob;
  try {
    blob = await apiBlob(`app/resumes/${resume.id}/file`, { fallbacks: RESUME_FALLBACKS });
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

export function useDownloadResume() {
  return useMutation({ mutationFn: downloadResume, meta: { silentError: true } });
}
