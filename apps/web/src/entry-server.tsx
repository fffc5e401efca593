import { dehydrate, type DehydratedState } from '@tanstack/react-query';
import i18next, { type i18n as I18n, type Resource } from 'i18next';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { I18nextProvider } from 'react-i18next';
import { createStaticHandler, createStaticRouter, matchRoutes, StaticRouterProvider, type RouteObject } from 'react-router';
import { AppProviders } from '@/app/providers';
import type { RouteHandle } from '@/app/root-shell';
import { routes } from '@/app/router';
import { setApiFetch } from '@/lib/http';
import { createQueryClient } from '@/lib/query-client';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@jobbridge/contracts/core';

/**
 * The server's first view of a public page (decision 042): the same components the browser runs, rendered in
 * the server with the page's data, so the page paints before its JavaScript has loaded. The browser renders the
 * app beside it and swaps it in once its page is ready (main.tsx).
 */

// Every namespace of both languages, bundled: the server never waits for a translation.
const files = import.meta.glob<Record<string, unknown>>('./locales/*/*.json', { eager: true, import: 'default' });
const resources: Resource = {};
for (const [path, data] of Object.entries(files)) {
  const [, language, namespace] = /\.\/locales\/([^/]+)\/([^/]+)\.json$/.exec(path) ?? [];
  if (language && namespace) (resources[language] ??= {})[namespace] = data;
}

let base: Promise<I18n> | null = null;
function translations(): Promise<I18n> {
  base ??= (async () => {
    const instance = i18next.createInstance();
    await instance.init({
      resources,
      supportedLngs: [...LANGUAGES],
      fallbackLng: DEFAULT_LANGUAGE,
      ns: Object.keys(resources[DEFAULT_LANGUAGE] ?? {}),
      defaultNS: 'common',
      fallbackNS: false,
      interpolation: { escapeValue: false },
      returnNull: false,
      react: { useSuspense: false },
    });
    return instance;
  })();
  return base;
}

/** Renders `node` until every lazy part has loaded (the result, in React's streaming format, is not kept). */
async function settle(node: React.ReactNode, signal: AbortSignal): Promise<void> {
  const { prelude } = await prerenderToNodeStream(node, {
    signal,
    // A render stopped at its deadline is not an error of the page: only others are logged (React's default).
    onError: (error) => {
      if (!signal.aborted) console.error(error);
    },
  });
  for await (const chunk of prelude) void chunk;
  signal.throwIfAborted();
}

const handleOf = (route: RouteObject) => route.handle as RouteHandle | undefined;

/**
 * The page a first view is drawn for (decision 049): `url` reduced to its path and the URL parameters its route
 * declares (`handle.query`), sorted, or null when the route has no first view (`handle.firstView` on it or a
 * route above it). Everything else in the URL is ignored, as the page ignores it: junk parameters share one view.
 */
export function firstViewUrl(url: string): string | null {
  const { pathname, searchParams } = new URL(url, 'http://localhost');
  const matches = matchRoutes(routes, pathname);
  if (!matches?.some((match) => handleOf(match.route)?.firstView)) return null;
  const read = new Set(matches.flatMap((match) => handleOf(match.route)?.query ?? []));
  const kept = new URLSearchParams([...searchParams].filter(([key]) => read.has(key)));
  kept.sort();
  const search = kept.toString();
  return search ? `${pathname}?${search}` : pathname;
}

/** The route patterns that get a first view (`/jobs/:jobId` as written), for the page benchmark's default list. */
export function firstViewPaths(): string[] {
  const found: string[] = [];
  const walk = (list: RouteObject[], base: string, inside: boolean) => {
    for (const route of list) {
      const drawn = inside || Boolean(handleOf(route)?.firstView);
      const path = route.path ? (route.path.startsWith('/') ? route.path : `${base}/${route.path}`) : base;
      if (route.children) walk(route.children, path, drawn);
      else if (drawn) found.push(path || '/');
    }
  };
  walk(routes, '', false);
  return found;
}

const MAX_FETCH_ROUNDS = 3;

export interface FirstView {
  html: string;
  /** The answers the page asked for, for the browser's query cache: it then asks for nothing again. */
  state: DehydratedState;
}

/**
 * Renders `url` (path and query) for a visitor in `language`. `fetch` answers the app's `/api` requests (the
 * server answers them itself). The first pass loads the page's code and finds which requests it makes; after
 * their answers another pass loads whatever they revealed (and fetches what that revealed, a few rounds at most);
 * the last, synchronous, draws the page as plain HTML (React's streaming format would need its inline scripts,
 * which the CSP refuses). `signal` stops a render
 * nobody waits for any more between its steps.
 */
export async function renderFirstView(
  url: string,
  language: Language,
  fetch: typeof globalThis.fetch,
  signal: AbortSignal = new AbortController().signal,
): Promise<FirstView> {
  setApiFetch(fetch);
  const i18n = (await translations()).cloneInstance({ lng: language });
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(url, 'http://localhost')));
  if (context instanceof Response) throw new Error(`no page at ${url}`);
  const queryClient = createQueryClient();
  const tree = () => (
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <AppProviders queryClient={queryClient}>
          <StaticRouterProvider router={createStaticRouter(handler.dataRoutes, context)} context={context} hydrate={false} />
        </AppProviders>
      </I18nextProvider>
    </StrictMode>
  );
  await settle(tree(), signal);
  // A request can depend on an answer (a company's reviews on its record): each round fetches what the last pass
  // revealed, so the browser asks for nothing at start (its first request loads every schema, a long task on a
  // phone: decision 049). A few rounds at most: a page that keeps revealing more gets the rest in the browser.
  for (let round = 0; round < MAX_FETCH_ROUNDS; round++) {
    const pending = queryClient
      .getQueryCache()
      .getAll()
      .filter((query) => query.state.status === 'pending');
    if (pending.length === 0) break;
    await Promise.all(pending.map((query) => queryClient.prefetchQuery({ ...query.options, queryKey: query.queryKey, retry: false })));
    await settle(tree(), signal);
  }
  return { html: renderToString(tree()), state: dehydrate(queryClient) };
}
