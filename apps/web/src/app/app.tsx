import type { QueryClient } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { AppProviders } from './providers';
import type { AppRouter } from './router';

/**
 * The app. The router is made beforehand, in a task of its own (main.tsx): made in the first render, it took a
 * phone tens of milliseconds of one long task (decision 042).
 */
export function App({ queryClient, router }: { queryClient?: QueryClient; router: AppRouter }) {
  return (
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
