import { companyDetailResponse, sponsorDetailResponse, sponsorDirectoryResponse } from '@jobbridge/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/http';

/** The sponsor directory and company pages (packages/contracts/src/companies/companies.ts). */

export const companiesKeys = {
  directory: (apiQuery: string) => ['companies', 'visa', apiQuery] as const,
  sponsor: (name: string) => ['companies', 'visa-detail', name] as const,
  company: (name: string) => ['companies', 'detail', name] as const,
};

export function useSponsorDirectory(apiQuery: string) {
  return useQuery({
    queryKey: companiesKeys.directory(apiQuery),
    queryFn: ({ signal }) => apiRequest(`companies/visa?${apiQuery}`, { signal, schema: sponsorDirectoryResponse }),
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
  });
}

export function useSponsor(name: string) {
  return useQuery({
    queryKey: companiesKeys.sponsor(name),
    queryFn: ({ signal }) => apiRequest(`companies/visa/${encodeURIComponent(name)}`, { signal, schema: sponsorDetailResponse }),
    retry: (count, error) => (error as { status?: number }).status !== 404 && count < 2,
  });
}

export function useCompany(name: string) {
  return useQuery({
    queryKey: companiesKeys.company(name),
    queryFn: ({ signal }) => apiRequest(`companies/${encodeURIComponent(name)}`, { signal, schema: companyDetailResponse }),
    retry: (count, error) => (error as { status?: number }).status !== 404 && count < 2,
  });
}
