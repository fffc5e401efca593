import { rightToWorkResponse, type RightToWorkState, type RightToWorkStatus } from '@jobbridge/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/http';
import type { MutationOptions } from '@/lib/query';

/** The right to work on the account (apps/api/src/modules/account/routes.ts): read, set, clear. */

const rightToWorkKey = ['account', 'right-to-work'] as const;

export function useRightToWork() {
  return useQuery({
    queryKey: rightToWorkKey,
    queryFn: ({ signal }) => apiRequest('app/account/right-to-work', { signal, schema: rightToWorkResponse }),
  });
}

/** PUT: the answer (with the sentence letters will carry) goes straight into the cache. */
export function useSetRightToWork(
  options: MutationOptions<RightToWorkState, { status: RightToWorkStatus | null; until: string | null }> = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    ...options,
    mutationFn: (body) => apiRequest('app/account/right-to-work', { method: 'PUT', body, schema: rightToWorkResponse }),
    onSuccess: async (state, ...rest) => {
      queryClient.setQueryData(rightToWorkKey, state);
      await options.onSuccess?.(state, ...rest);
    },
  });
}
