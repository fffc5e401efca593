import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { Suspense, useState, type ReactNode } from 'react';
import { AppLoadingScreen } from '@/components/app-loading-screen';
import { AppStateProvider } from '@/lib/app-state';
import { createQueryClient } from '@/lib/query-client';

/**
 * Everything above the router: data cache, shared app state, and the wait for the first translations.
 * `queryClient`: a cache already holding answers (the server's first view of the page, decision 042).
 */
export function AppProviders({ children, queryClient: given }: { children: ReactNode; queryClient?: QueryClient }) {
  const [queryClient] = useState(() => given ?? createQueryClient());
  return (
    <QueryClientProvider client={queryClient}>
      <AppStateProvider>
        <Suspense fallback={<AppLoadingScreen />}>{children}</Suspense>
      </AppStateProvider>
    </QueryClientProvider>
  );
}
