import {
  applyOptimisationResponse,
  finishProfileResponse,
  insightsResponse,
  jobDetailResponse,
  markedJobsResponse,
  listProfilesResponse,
  listResumesResponse,
  optimisationResponse,
  scoreResponse,
  type AiTargetRequest,
  type ResumeTemplate,
} from '@jobbridge/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/http';

/**
 * The assistant's calls (apps/api/src/modules/ai) and the resume lists it picks from. The lists share the
 * resumes feature's query keys (`resumes`, `profiles`), so an export here shows in the resume manager at once.
 */
const aiKeys = {
  resumes: ['resumes'] as const,
  profiles: ['profiles'] as const,
  insights: ['ai', 'insights'] as const,
};

/** What the assistant works on: an uploaded PDF or a builder profile. */
export interface AiSource {
  kind: 'resume' | 'profile';
  id: string;
}

export function useAiResumes() {
  return useQuery({
    queryKey: aiKeys.resumes,
    queryFn: ({ signal }) => apiRequest('app/resumes', { signal, schema: listResumesResponse }),
  });
}

export function useAiProfiles() {
  return useQuery({
    queryKey: aiKeys.profiles,
    queryFn: ({ signal }) => apiRequest('app/profiles', { signal, schema: listProfilesResponse }),
  });
}

export function useInsights() {
  return useQuery({
    queryKey: aiKeys.insights,
    queryFn: ({ signal }) => apiRequest('app/ai/insights', { signal, schema: insightsResponse }),
  });
}

const sourcePath = (source: AiSource) => `app/ai/${source.kind}s/${source.id}`;

/** The page shows each failure in its own words (`silentError`). */
export function useScore() {
  return useMutation({
    mutationFn: ({ source, target }: { source: AiSource; target: AiTargetRequest }) =>
      apiRequest(`${sourcePath(source)}/score`, { method: 'POST', body: target, schema: scoreResponse }),
    meta: { silentError: true },
  });
}

export function useOptimise() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ source, target }: { source: AiSource; target: AiTargetRequest }) =>
      apiRequest(`${sourcePath(source)}/optimise`, { method: 'POST', body: target, schema: optimisationResponse }),
    // A use was spent (or given back): the membership's helper count changes.
    onSettled: () => void queryClient.invalidateQueries({ queryKey: ['membership'] }),
    meta: { silentError: true },
  });
}

export function useApplyOptimisation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, accept }: { id: string; accept: string[] }) =>
      apiRequest(`app/ai/optimisations/${id}/apply`, { method: 'POST', body: { accept }, schema: applyOptimisationResponse }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: aiKeys.profiles }),
    meta: { silentError: true },
  });
}

/** Exports the optimised profile as a PDF in the manager (the builder's finish call). */
export function useExportProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ profileId, template }: { profileId: string; template: ResumeTemplate }) =>
      apiRequest(`app/profiles/${profileId}/finish`, { method: 'POST', body: { template }, schema: finishProfileResponse }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: aiKeys.resumes });
      void queryClient.invalidateQueries({ queryKey: aiKeys.profiles });
    },
    meta: { silentError: true },
  });
}

/** The jobs the assistant offers to score and match against: the person's saved jobs (the first 50). */
export function useSavedJobs() {
  return useQuery({
    queryKey: ['jobs', 'saved', 'ai'],
    queryFn: ({ signal }) => apiRequest('app/jobs/saved?page=1&pageSize=50', { signal, schema: markedJobsResponse }),
  });
}

/** A job opened from its page (/app/airesumes?job=<id>), which may not be among the saved ones. */
export function useJob(id: number | null) {
  return useQuery({
    queryKey: ['jobs', 'detail', id],
    queryFn: ({ signal }) => apiRequest(`jobs/${id}`, { signal, schema: jobDetailResponse }),
    enabled: id !== null,
    staleTime: 60_000,
  });
}
