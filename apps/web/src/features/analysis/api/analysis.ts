import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/http';
import { schemaOf } from '@/lib/http/schema-of';

const analysisKeys = { all: ['company-analysis'] as const };

/** GET /api/companies/analysis: the figures behind /company (the server caches them for a few minutes). */
export function useCompanyAnalysis() {
  return useQuery({
    queryKey: analysisKeys.all,
    queryFn: ({ signal }) => apiRequest('companies/analysis', { signal, schema: schemaOf('companyAnalysisResponse'), auth: false }),
    staleTime: 5 * 60_000,
  });
}
