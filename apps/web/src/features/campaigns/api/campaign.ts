import type { Campaign } from '@jobbridge/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest, isApiError } from '@/lib/http';
import { schemaOf } from '@/lib/http/schema-of';

const campaignKeys = { campaign: (id: string) => ['campaigns', id] as const };

/** GET /api/campaigns/{id}: 404 CAMPAIGN_NOT_FOUND when there is no such campaign. */
function getCampaign(id: string, signal?: AbortSignal): Promise<Campaign> {
  return apiRequest(`campaigns/${encodeURIComponent(id)}`, { signal, schema: schemaOf('campaignResponse'), auth: false });
}

export function useCampaign(id: string) {
  return useQuery({
    queryKey: campaignKeys.campaign(id),
    queryFn: ({ signal }) => getCampaign(id, signal),
    staleTime: 60_000,
    // A missing campaign will not appear by asking again.
    retry: (count, error) => !(isApiError(error) && error.status === 404) && count < 2,
  });
}
