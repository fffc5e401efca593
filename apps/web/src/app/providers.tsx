import { QueryClientProvider } from '@tanstack/react-query';
import { Suspense, useState, type ReactNode } from 'react';
import { AppLoadingScreen } from '@/components/app-loading-screen';
import { AppStateProvider } from '@/lib/app-state';
import { createQueryClient } from '@/lib/query-client';

/** Everything above the router: data cache, shared app state, and the wait for the first translations. */
export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <AppStateProvider>
        <Suspense fallback={<AppLoadingScreen />}>{children}</Suspense>
      </AppStateProvider>
    </QueryClientProvider>
  );
}
