import type { ReviewTargetType, UpsertReviewRequest } from '@jobbridge/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/http';
import { schemaOf } from '@/lib/http/schema-of';

/**
 * Reviews of a company or an agency (packages/contracts/src/reviews/reviews.ts): the list with its average,
 * and the signed-in user's write, delete and report. Used by components/reviews for any target.
 */

const reviewsKeys = {
  all: ['reviews'] as const,
  target: (targetType: ReviewTargetType, targetKey: string) => ['reviews', targetType, targetKey] as const,
  page: (targetType: ReviewTargetType, targetKey: string, page: number) => ['reviews', targetType, targetKey, page] as const,
};

export function useReviews(targetType: ReviewTargetType, targetKey: string, page: number) {
  return useQuery({
    queryKey: reviewsKeys.page(targetType, targetKey, page),
    queryFn: ({ signal }) =>
      apiRequest(`reviews?${new URLSearchParams({ targetType, targetKey, page: String(page) }).toString()}`, {
        signal,
        schema: schemaOf('reviewsResponse'),
      }),
    placeholderData: (previous) => previous,
  });
}

/** After a change the target's pages (and any page showing its summary) are asked again. */
function useRefresh(targetType: ReviewTargetType, targetKey: string) {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: reviewsKeys.target(targetType, targetKey) });
    void queryClient.invalidateQueries({ queryKey: ['companies'] });
  };
}

export function useSaveReview(targetType: ReviewTargetType, targetKey: string) {
  const refresh = useRefresh(targetType, targetKey);
  return useMutation({
    mutationFn: (body: Pick<UpsertReviewRequest, 'rating' | 'text'>) =>
      apiRequest('app/reviews', { method: 'PUT', body: { targetType, targetKey, ...body }, schema: schemaOf('reviewSchema') }),
    onSuccess: refresh,
  });
}

export function useDeleteReview(targetType: ReviewTargetType, targetKey: string) {
  const refresh = useRefresh(targetType, targetKey);
  return useMutation({
    mutationFn: (id: string) => apiRequest(`app/reviews/${id}`, { method: 'DELETE' }),
    onSuccess: refresh,
  });
}

export function useReportReview(targetType: ReviewTargetType, targetKey: string) {
  const refresh = useRefresh(targetType, targetKey);
  return useMutation({
    mutationFn: (id: string) => apiRequest(`app/reviews/${id}/report`, { method: 'POST', schema: schemaOf('reportReviewResponse') }),
    onSuccess: refresh,
  });
}
