import { aiRolesResponse, helperResponse, type AiRoleId, type ResumeProfileDraft } from '@jobbridge/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/http';

/** The builder's AI helper (POST /api/app/ai/helper) and the role list it needs a choice from (GET /api/app/ai/roles). */

export function useAiRoles(language: string) {
  return useQuery({
    // Named in the request's language: one list per language.
    queryKey: ['ai', 'roles', language],
    queryFn: ({ signal }) => apiRequest('app/ai/roles', { signal, schema: aiRolesResponse }),
    staleTime: Infinity,
  });
}

export interface HelperVariables {
  kind: 'aboutMe' | 'work';
  role: AiRoleId;
  data: ResumeProfileDraft;
  workIndex?: number;
}

/** One helper use; the builder shows each failure in its own words (`silentError`). */
export function useAiHelper() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: HelperVariables) => apiRequest('app/ai/helper', { method: 'POST', body, schema: helperResponse }),
    // A use was spent (or given back after a failure): the membership's helper count changes.
    onSettled: () => void queryClient.invalidateQueries({ queryKey: ['membership'] }),
    meta: { silentError: true },
  });
}
