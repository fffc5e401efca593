import { onlineManager, QueryClient } from '@tanstack/react-query';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import en from '@/locales/en/jobs.json';
import { jsonResponse as json, renderPage } from '@/test/render';
import { JobsSearchPage } from './jobs-search-page';

vi.mock('@/lib/auth', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/auth')>()),
  useAuth: () => ({ level: 3 }),
}));

const noFacets = { verdict: {}, salaryStatus: {}, contractType: {}, remote: {} };
const emptySearch = {
  items: [],
  total: 0,
  totalIsCapped: false,
  totalKind: 'exact',
  partial: false,
  page: 1,
  pageSize: 20,
  sort: 'relevance',
  facets: noFacets,
};

async function setup(client: QueryClient) {
  await renderPage(<JobsSearchPage />, { url: '/jobs?q=nurse', client, i18n: { lng: 'en', resources: { en: { jobs: en } } } });
}

describe('JobsSearchPage, signed in', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
    vi.stubGlobal('matchMedia', () => ({ matches: false, addEventListener() {}, removeEventListener() {} }));
  });
  afterEach(() => vi.unstubAllGlobals());

  const calls = (path: string) => fetchMock.mock.calls.filter(([input]) => String(input).startsWith(`/api/${path}`)).length;

  it('asks for the search history once per search, not again each time the page renders', async () => {
    fetchMock.mockImplementation(async (input) =>
      String(input).startsWith('/api/app/search-history')
        ? json(200, [{ id: 1, q: 'nurse', location: '', createdAt: '2026-11-24T09:00:00.000Z' }])
        : json(200, emptySearch),
    );
    await setup(new QueryClient({ defaultOptions: { queries: { retry: false } } }));
    await screen.findByTestId('jobs-empty');
    await waitFor(() => expect(calls('app/search-history')).toBeGreaterThan(0));
    await new Promise((resolve) => setTimeout(resolve, 200));
    const settled = calls('app/search-history');
    // The first load, and one refresh after the search (the server records each search).
    expect(settled).toBeLessThanOrEqual(2);
    // Opening and closing the filter panel re-renders the page; the history is not asked for again.
    for (let i = 0; i < 3; i += 1) {
      fireEvent.click(screen.getByTestId('filters-open'));
      await screen.findByTestId('filters-panel');
      fireEvent.keyDown(screen.getByTestId('filters-panel'), { key: 'Escape' });
      await waitFor(() => expect(screen.queryByTestId('filters-panel')).toBeNull());
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(calls('app/search-history')).toBe(settled);
    expect(calls('jobs/search')).toBe(1);
  }, 20_000);

  it('offline, the search ends on the error state with a retry instead of loading for ever', async () => {
    // What the browser's "offline" event tells TanStack Query.
    onlineManager.setOnline(false);
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const { createQueryClient } = await import('@/lib/query-client');
    const client = createQueryClient();
    await setup(client);
    const error = await screen.findByTestId('jobs-error', {}, { timeout: 5000 });
    expect(error.textContent).toContain(en.states.retry);
    // The one retry of the app's query client happened too.
    expect(calls('jobs/search')).toBe(2);
    onlineManager.setOnline(true);
  }, 20_000);
});
