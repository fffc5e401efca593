import type { JobMarks } from '@jobbridge/contracts';
import { useMutation, useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { apiRequest } from '@/lib/http';
import { schemaOf } from '@/lib/http/schema-of';
import { applyChange, withMarks, type MarkChange } from '../lib/marks';

/** The jobs calls (packages/contracts/src/jobs) and their hooks. */

export type MarkedList = 'saved' | 'applied';

export const jobsKeys = {
  all: ['jobs'] as const,
  search: (apiQuery: string) => ['jobs', 'search', apiQuery] as const,
  detail: (id: number) => ['jobs', 'detail', id] as const,
  marked: (list: MarkedList, page?: number) => (page === undefined ? (['jobs', list] as const) : (['jobs', list, page] as const)),
  history: ['jobs', 'history'] as const,
  recommendations: ['jobs', 'recommendations'] as const,
};

/** One page of results. Each request is a recorded search: the same page is not asked for again on a whim. */
export function useJobSearch(apiQuery: string, enabled: boolean) {
  return useQuery({
    queryKey: jobsKeys.search(apiQuery),
    queryFn: ({ signal }) => apiRequest(`jobs/search?${apiQuery}`, { signal, schema: schemaOf('searchJobsResponse') }),
    enabled,
    staleTime: 5 * 60_000,
  });
}

export function useJobDetail(id: number | null) {
  return useQuery({
    queryKey: jobsKeys.detail(id ?? 0),
    queryFn: ({ signal }) => apiRequest(`jobs/${id}`, { signal, schema: schemaOf('jobDetailResponse') }),
    enabled: id !== null,
    staleTime: 60_000,
  });
}

export function useMarkedJobs(list: MarkedList, page: number, pageSize: number) {
  return useQuery({
    queryKey: jobsKeys.marked(list, page),
    queryFn: ({ signal }) =>
      apiRequest(`app/jobs/${list}?page=${page}&pageSize=${pageSize}`, { signal, schema: schemaOf('markedJobsResponse') }),
  });
}

export function useRecommendations(enabled: boolean) {
  return useQuery({
    queryKey: jobsKeys.recommendations,
    queryFn: ({ signal }) => apiRequest('app/jobs/recommendations', { signal, schema: schemaOf('recommendationsResponse') }),
    enabled,
    staleTime: 60_000,
  });
}

/** The signed-in user's last searches (the server records each search). */
export function useServerSearchHistory(enabled: boolean) {
  return useQuery({
    queryKey: jobsKeys.history,
    queryFn: ({ signal }) => apiRequest('app/search-history', { signal, schema: schemaOf('searchHistoryResponse') }),
    enabled,
    staleTime: 0,
  });
}

export function useClearSearchHistory(signedIn: boolean, clearLocal: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      if (signedIn) await apiRequest('app/search-history', { method: 'DELETE' });
      else clearLocal();
    },
    onSuccess: () => {
      if (signedIn) queryClient.setQueryData(jobsKeys.history, []);
    },
  });
}

export interface MarksVariables {
  id: number;
  change: MarkChange;
  /** Show a success toast (the "Did you apply?" dialog shows its own). */
  quiet?: boolean;
}

/**
 * PATCH /api/app/jobs/{id}/marks. Every cached copy of the job changes at once (search pages, details, lists)
 * and goes back if the server refuses; the saved and applied lists are asked again afterwards.
 */
export function useUpdateMarks(onSaved: (marks: JobMarks, variables: MarksVariables) => void) {
  const queryClient = useQueryClient();
  const patchAll = (id: number, patch: (marks: JobMarks) => JobMarks) =>
    queryClient.setQueriesData({ queryKey: jobsKeys.all }, (data: unknown) => (data === undefined ? data : withMarks(data, id, patch)));

  return useMutation({
    mutationFn: ({ id, change }: MarksVariables) =>
      apiRequest(`app/jobs/${id}/marks`, { method: 'PATCH', body: change, schema: schemaOf('updateJobMarksResponse') }),
    onMutate: ({ id, change }: MarksVariables) => {
      const snapshot: [QueryKey, unknown][] = queryClient.getQueriesData({ queryKey: jobsKeys.all });
      patchAll(id, (marks) => applyChange(marks, change));
      return { snapshot };
    },
    onError: (_error, _variables, context) => {
      for (const [key, data] of context?.snapshot ?? []) queryClient.setQueryData(key, data);
    },
    onSuccess: (marks, variables) => {
      patchAll(variables.id, () => marks);
      onSaved(marks, variables);
    },
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: jobsKeys.marked('saved') });
      void queryClient.invalidateQueries({ queryKey: jobsKeys.marked('applied') });
    },
  });
}
