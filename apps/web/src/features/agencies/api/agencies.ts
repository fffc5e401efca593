import type { AgencyKind, AgencyTier } from '@jobbridge/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest, isApiError } from '@/lib/http';
import { schemaOf } from '@/lib/http/schema-of';

/** GET /api/agencies and /api/agencies/{slug} (packages/contracts/src/agencies). */

export interface AgencyFilter {
  kind: AgencyKind;
  q: string;
  tier: AgencyTier | null;
  page: number;
}

const agencyKeys = {
  list: (f: AgencyFilter) => ['agencies', 'list', f.kind, f.q, f.tier, f.page] as const,
  detail: (slug: string) => ['agencies', 'detail', slug] as const,
};

export function useAgencies(filter: AgencyFilter) {
  const params = new URLSearchParams({ kind: filter.kind, page: String(filter.page) });
  if (filter.q) params.set('q', filter.q);
  if (filter.tier) params.set('tier', filter.tier);
  return useQuery({
    queryKey: agencyKeys.list(filter),
    queryFn: ({ signal }) => apiRequest(`agencies?${params.toString()}`, { signal, schema: schemaOf('listAgenciesResponse'), auth: false }),
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });
}

export function useAgency(slug: string) {
  return useQuery({
    queryKey: agencyKeys.detail(slug),
    queryFn: ({ signal }) => apiRequest(`agencies/${encodeURIComponent(slug)}`, { signal, schema: schemaOf('agencySchema'), auth: false }),
    staleTime: 60_000,
    retry: (count, error) => !(isApiError(error) && error.status === 404) && count < 2,
  });
}
