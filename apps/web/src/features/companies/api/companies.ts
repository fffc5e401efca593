import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/http';
import { schemaOf } from '@/lib/http/schema-of';

/** The sponsor directory and company pages (packages/contracts/src/companies). */

const companiesKeys = {
  directory: (apiQuery: string) => ['companies', 'visa', apiQuery] as const,
  sponsor: (name: string) => ['companies', 'visa-detail', name] as const,
  company: (name: string) => ['companies', 'detail', name] as const,
};

export function useSponsorDirectory(apiQuery: string) {
  return useQuery({
    queryKey: companiesKeys.directory(apiQuery),
    queryFn: ({ signal }) => apiRequest(`companies/visa?${apiQuery}`, { signal, schema: schemaOf('sponsorDirectoryResponse') }),
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
  });
}

export function useSponsor(name: string) {
  return useQuery({
    queryKey: companiesKeys.sponsor(name),
    queryFn: ({ signal }) =>
      apiRequest(`companies/visa/${encodeURIComponent(name)}`, { signal, schema: schemaOf('sponsorDetailResponse') }),
    retry: (count, error) => (error as { status?: number }).status !== 404 && count < 2,
  });
}

export function useCompany(name: string) {
  return useQuery({
    queryKey: companiesKeys.company(name),
    queryFn: ({ signal }) => apiRequest(`companies/${encodeURIComponent(name)}`, { signal, schema: schemaOf('companyDetailResponse') }),
    retry: (count, error) => (error as { status?: number }).status !== 404 && count < 2,
  });
}
