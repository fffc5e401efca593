import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import i18next, { type Resource } from 'i18next';
import type { ReactElement, ReactNode } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppStateProvider } from '@/lib/app-state';

/** A JSON answer as the API sends it. */
export const jsonResponse = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** A query client for one test: no retries, so a failure shows at once. */
const testQueryClient = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });

export interface RenderOptions {
  /** The address the page opens at (default `/`). */
  url?: string;
  /** The route the element is mounted on (default every path). */
  path?: string;
  /** Translations, when the page's text matters: `{ en: { jobs: enJobs } }`. */
  i18n?: { lng: 'en' | 'cn'; resources: Resource };
  client?: QueryClient;
  /** Wrap in the app's state provider (profile selection, reset on sign-out). */
  appState?: boolean;
}

/**
 * Renders a page as the app does: a router at `url`, TanStack Query, and optionally i18n and the app state,
 * so tests share one set of providers. Returns the query client and the router.
 */
export async function renderPage(element: ReactElement, options: RenderOptions = {}) {
  const client = options.client ?? testQueryClient();
  const router = createMemoryRouter([{ path: options.path ?? '*', element }], { initialEntries: [options.url ?? '/'] });
  let tree: ReactNode = <RouterProvider router={router} />;
  if (options.appState) tree = <AppStateProvider>{tree}</AppStateProvider>;
  tree = <QueryClientProvider client={client}>{tree}</QueryClientProvider>;
  if (options.i18n) {
    const i18n = i18next.createInstance();
    await i18n.use(initReactI18next).init({
      lng: options.i18n.lng,
      resources: options.i18n.resources,
      interpolation: { escapeValue: false },
      react: { useSuspense: false },
    });
    tree = <I18nextProvider i18n={i18n}>{tree}</I18nextProvider>;
  }
  const result = render(tree);
  return { ...result, client, router };
}
