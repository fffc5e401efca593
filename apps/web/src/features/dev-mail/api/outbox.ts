import { devMailResponse } from '@jobbridge/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/http';

const devMailKeys = { outbox: ['dev-mail'] as const };

/** GET /api/dev/mail: the development outbox, newest first (always asked again when the page opens). */
export function useOutbox() {
  return useQuery({
    queryKey: devMailKeys.outbox,
    queryFn: ({ signal }) => apiRequest('dev/mail?limit=100', { signal, schema: devMailResponse, auth: false }),
    staleTime: 0,
  });
}
