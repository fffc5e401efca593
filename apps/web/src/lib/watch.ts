import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/http';
import { schemaOf } from '@/lib/http/schema-of';

/** Licence watch calls (packages/contracts/src/watch) and their hooks: follows, choices, notices. */

const keys = { watch: ['watch'] as const, notices: ['watch', 'notices'] as const };

export function useWatch(enabled: boolean) {
  return useQuery({
    queryKey: keys.watch,
    queryFn: ({ signal }) => apiRequest('app/watch', { signal, schema: schemaOf('watchResponse') }),
    enabled,
    staleTime: 30_000,
  });
}

export function useNotices(enabled: boolean) {
  return useQuery({
    queryKey: keys.notices,
    queryFn: ({ signal }) => apiRequest('app/watch/notices', { signal, schema: schemaOf('noticesResponse') }),
    enabled,
  });
}

/** Follow (by register name or the employer of a job) or stop following; the lists are asked again after. */
export function useFollow() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { follow: true; employer?: string; jobId?: number } | { follow: false; name: string }) =>
      input.follow
        ? apiRequest('app/watch/follows', {
            method: 'POST',
            body: input.jobId !== undefined ? { jobId: input.jobId } : { employer: input.employer },
          })
        : apiRequest(`app/watch/follows/${encodeURIComponent(input.name)}`, { method: 'DELETE' }),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: keys.watch }),
  });
}

export function useWatchSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: { autoFollow?: boolean; emails?: boolean }) => apiRequest('app/watch/settings', { method: 'PATCH', body: change }),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: keys.watch }),
  });
}

export function useMarkNoticesRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest('app/watch/notices/read', { method: 'POST' }),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: ['watch'] }),
  });
}
