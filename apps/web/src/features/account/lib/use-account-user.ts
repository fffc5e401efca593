import { useQuery } from '@tanstack/react-query';
import { currentUserQueryKey, getCurrentUser } from '@/lib/auth';

/**
 * The signed-in user for the account pages, from the same cache entry the auth provider fills: shown at once
 * when it is there, refetched when stale, with its own loading and error states when it is not.
 */
export function useAccountUser() {
  return useQuery({
    queryKey: currentUserQueryKey,
    queryFn: ({ signal }) => getCurrentUser(signal),
  });
}
