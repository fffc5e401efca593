import type { MatchResponse } from '@jobbridge/contracts';
import { useMutation, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/http';
import { schemaOf } from '@/lib/http/schema-of';

/** One of our jobs (jobId) or a pasted description (jobText). */
type MatchRequest = { jobId: number } | { jobText: string; jobTitle?: string };

/**
 * Matching a resume to one of our jobs (POST /api/app/ai/{resumes|profiles}/{id}/match), shared by
 * the job's page and the AI assistant. The lists use the resumes feature's query keys (`resumes`, `profiles`),
 * as the assistant does (decision 029), so a resume added anywhere shows here without a reload.
 */
export interface MatchSource {
  kind: 'resume' | 'profile';
  id: string;
  label: string;
}

/** The person's resumes to match: builder profiles, and uploaded PDFs (not the builder's own exports). */
export function useMatchSources(enabled: boolean) {
  const profiles = useQuery({
    queryKey: ['profiles'],
    queryFn: ({ signal }) => apiRequest('app/profiles', { signal, schema: schemaOf('listProfilesResponse') }),
    enabled,
  });
  const resumes = useQuery({
    queryKey: ['resumes'],
    queryFn: ({ signal }) => apiRequest('app/resumes', { signal, schema: schemaOf('listResumesResponse') }),
    enabled,
  });
  const sources = (untitled: string): MatchSource[] => [
    ...(profiles.data?.items ?? []).map((p) => ({
      kind: 'profile' as const,
      id: p.id,
      label: [p.data.firstName, p.data.lastName, p.data.role].filter(Boolean).join(' ') || untitled,
    })),
    ...(resumes.data?.items ?? [])
      .filter((r) => r.source !== 'builder')
      .map((r) => ({ kind: 'resume' as const, id: r.id, label: r.alias })),
  ];
  return {
    sources,
    isPending: profiles.isPending || resumes.isPending,
    error: profiles.error ?? resumes.error,
    refetch: () => Promise.all([profiles.refetch(), resumes.refetch()]),
  };
}

/** The job's page and the assistant show each failure in its own words (`silentError`). */
export function useMatch() {
  return useMutation({
    mutationFn: ({ source, job }: { source: Pick<MatchSource, 'kind' | 'id'>; job: MatchRequest }): Promise<MatchResponse> =>
      apiRequest(`app/ai/${source.kind}s/${source.id}/match`, { method: 'POST', body: job, schema: schemaOf('matchResponse') }),
    meta: { silentError: true },
  });
}
