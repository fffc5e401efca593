import type { Me } from '@jobbridge/contracts';
import { apiRequest } from '@/lib/http';

export const currentUserQueryKey = ['users', 'me'] as const;

/** GET /api/users/me (docs/product.md §7). */
export async function getCurrentUser(signal?: AbortSignal): Promise<Me> {
  // The schemas (and zod) load on first use: the first page a visitor opens does without them (decision 042).
  const { meResponse } = await import('@jobbridge/contracts');
  return apiRequest('users/me', { signal, schema: meResponse });
}
