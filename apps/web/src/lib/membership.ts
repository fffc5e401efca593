import { membershipResponse, type Membership } from '@jobbridge/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/http';

/** The membership in force: the membership pages, the account overview and the AI pages all read it. */
export const membershipQueryKey = ['membership', 'current'] as const;

export function useMembership() {
  return useQuery({
    queryKey: membershipQueryKey,
    queryFn: ({ signal }): Promise<Membership> => apiRequest('app/membership', { signal, schema: membershipResponse }),
  });
}
