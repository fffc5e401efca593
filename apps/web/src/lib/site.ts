import type { SiteInfo } from '@jobbridge/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/http';

const siteInfoQueryKey = ['site'] as const;

/** GET /api/site: footer data notice, demo marker, operator claims, contact links. */
async function getSiteInfo(signal?: AbortSignal): Promise<SiteInfo> {
  // The schemas (and zod) load on first use, not with the first page (decision 042).
  const { siteInfoResponse } = await import('@jobbridge/contracts');
  return apiRequest('site', { signal, schema: siteInfoResponse });
}

export function useSiteInfo() {
  return useQuery({
    queryKey: siteInfoQueryKey,
    queryFn: ({ signal }) => getSiteInfo(signal),
    staleTime: 5 * 60_000,
  });
}
