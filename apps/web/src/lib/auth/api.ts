import { meResponse, type Me } from '@jobbridge/contracts';
import { apiRequest } from '@/lib/http';

export const currentUserQueryKey = ['users', 'me'] as const;

/** GET /api/users/me (docs/product.md §7). */
export function getCurrentUser(signal?: AbortSignal): Promise<Me> {
  return apiRequest('users/me', { signal, schema: meResponse });
}
