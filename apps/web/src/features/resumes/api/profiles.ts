import {
  finishProfileResponse,
  listProfilesResponse,
  profileItem,
  type FinishProfileRequest,
  type PreviewProfileRequest,
  type ProfileItem,
  type SaveProfileRequest,
} from '@jobbridge/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { apiBlob, apiRequest } from '@/lib/http';
import { RESUME_FALLBACKS } from './resumes';
import { resumesKeys } from './keys';

/** The builder's calls (apps/api/src/modules/resumes, profiles) and their hooks. */

const profilesQuery = queryOptions({
  queryKey: resumesKeys.profiles,
  queryFn: ({ signal }) => apiRequest('app/profiles', { signal, schema: listProfilesResponse }),
});

export function useProfiles() {
  return useQuery(profilesQuery);
}

/** The list as the server has it now (after the limit refused a new profile). */
export function useFreshProfiles() {
  const queryClient = useQueryClient();
  return useCallback(() => queryClient.fetchQuery({ ...profilesQuery, staleTime: 0 }), [queryClient]);
}

/** One profile, loaded once: the builder owns the copy on screen from then on. */
export function useProfile(id: string) {
  return useQuery({
    queryKey: resumesKeys.profile(id),
    queryFn: ({ signal }) => apiRequest(`app/profiles/${id}`, { signal, schema: profileItem }),
    staleTime: Infinity,
  });
}

/** PUT /api/app/profiles/{id}: the autosave's call (it keeps its own queue, see lib/use-autosave.ts). */
export function saveProfile(id: string, body: SaveProfileRequest, signal?: AbortSignal): Promise<ProfileItem> {
  return apiRequest(`app/profiles/${id}`, { method: 'PUT', body, signal, schema: profileItem });
}

/** Creates a profile; the caller shows its own message (the limit has a page of its own). */
export function useCreateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SaveProfileRequest) => apiRequest('app/profiles', { method: 'POST', body, schema: profileItem }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: resumesKeys.profiles }),
    meta: { silentError: true },
  });
}

/** Fills an existing profile with a draft (the limit page's "use this one"). */
export function useFillProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: SaveProfileRequest }) => saveProfile(id, body),
    onSuccess: (profile) => {
      queryClient.setQueryData(resumesKeys.profile(profile.id), profile);
      void queryClient.invalidateQueries({ queryKey: resumesKeys.profiles });
    },
    meta: { silentError: true },
  });
}

/** Deletes a profile; a failure is toasted by the app's mutation cache. */
export function useDeleteProfile(onDeleted: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => {
      await apiRequest(`app/profiles/${id}`, { method: 'DELETE' });
    },
    onSuccess: () => {
      onDeleted();
      void queryClient.invalidateQueries({ queryKey: resumesKeys.profiles });
    },
  });
}

/** Exports the profile as a resume: the profile, the resume list and the profiles list change. */
export function useFinishProfile(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: FinishProfileRequest) =>
      apiRequest(`app/profiles/${id}/finish`, { method: 'POST', body, schema: finishProfileResponse }),
    onSuccess: (result) => {
      queryClient.setQueryData(resumesKeys.profile(id), result.profile);
      void queryClient.invalidateQueries({ queryKey: resumesKeys.list });
      void queryClient.invalidateQueries({ queryKey: resumesKeys.profiles });
    },
    meta: { silentError: true },
  });
}

const PREVIEW_DELAY_MS = 1200;

/**
 * The live preview: the draft as a PDF in the chosen template, drawn at once the first time and then a moment
 * after the last change (an older request is cancelled by a newer one).
 */
export function usePreviewPdf(state: PreviewProfileRequest | null) {
  const [pdf, setPdf] = useState<Blob | null>(null);
  const [status, setStatus] = useState<'idle' | 'updating' | 'failed'>('idle');
  const hasPdf = useRef(false);
  const json = state ? JSON.stringify(state) : null;
  useEffect(() => {
    if (json === null) return;
    const controller = new AbortController();
    const timer = setTimeout(
      () => {
        setStatus('updating');
        apiBlob('app/profiles/preview', {
          method: 'POST',
          body: JSON.parse(json) as unknown,
          signal: controller.signal,
          fallbacks: RESUME_FALLBACKS,
        })
          .then((blob) => {
            hasPdf.current = true;
            setPdf(blob);
            setStatus('idle');
          })
          .catch(() => {
            if (!controller.signal.aborted) setStatus('failed');
          });
      },
      hasPdf.current ? PREVIEW_DELAY_MS : 0,
    );
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [json]);
  return { pdf, status };
}
