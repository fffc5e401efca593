import { MutationCache, QueryClient } from '@tanstack/react-query';
import { isApiError } from '@/lib/http';
import { currentLanguage } from '@/lib/i18n';
import { notify } from '@/lib/notify';
import { translateError } from '@/lib/translate-error';

declare module '@tanstack/react-query' {
  interface Register {
    /** `meta.silentError: true` stops the global error toast for a mutation that shows its own message. */
    mutationMeta: { silentError?: boolean };
  }
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // TanStack's default ('online') pauses a query while the browser reports no network, so an offline
        // search stayed on its skeleton for ever. Always ask: the request fails, retries once, then the page
        // shows its error state with a retry (docs/decisions/020-a-web-trust-fixes.md).
        networkMode: 'always',
        // A 4xx will not change by asking again; a network or server failure gets one more try.
        retry: (failures, error) => !(isApiError(error) && error.status >= 400 && error.status < 500) && failures < 1,
        refetchOnWindowFocus: false,
        staleTime: 30_000,
      },
      // The same for actions: offline, a click fails with the network error instead of waiting silently.
      mutations: { networkMode: 'always' },
    },
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => {
        if (mutation.meta?.silentError) return;
        notify('error', translateError(error, currentLanguage()));
      },
    }),
  });
}
