import { AsyncLocalStorage } from 'node:async_hooks';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Cache } from './cache.ts';

type Language = 'cn' | 'en';
type Render = (url: string, language: Language, fetch: typeof globalThis.fetch) => Promise<{ html: string; state: unknown }>;

/** The public pages drawn in the server: home, the job search, a job, the sponsor directory and a sponsor. */
const PAGES = [/^\/$/, /^\/(jobs|search)$/, /^\/jobs\/\d+$/, /^\/company\/visa(\/[^/]+)?$/];
/** A first view later than this is not worth waiting for: the page is sent without one. */
const RENDER_TIMEOUT_MS = 1500;

/** JSON inside <script>: "</script>" and "<!--" must not end or hide the element. */
const safeJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');

/** The visitor's language as the app detects it without its stored choice: ?lng=, then Accept-Language, then cn. */
function pageLanguage(request: FastifyRequest): Language {
  const asked = (request.query as { lng?: unknown }).lng;
  const tags = [typeof asked === 'string' ? asked : '', ...String(request.headers['accept-language'] ?? '').split(',')];
  for (const tag of tags.map((t) => t.split(';')[0]!.trim().toLowerCase())) {
    if (tag === 'en' || tag.startsWith('en-')) return 'en';
    if (tag === 'cn' || tag === 'zh' || tag.startsWith('zh-')) return 'cn';
  }
  return 'cn';
}

/** The app's module script and the modules it preloads, started by `/start-after-paint.js` after the first paint. */
function startAfterPaint(html: string): string {
  const main = /<script type="module"[^>]*\bsrc="([^"]+)"/.exec(html)?.[1] ?? '';
  const preloads = [...html.matchAll(/<link rel="modulepreload"[^>]*\bhref="([^"]+)"/g)].map((match) => match[1]).join(' ');
  return `<script src="/start-after-paint.js" data-main="${main}" data-preload="${preloads}" defer></script>`;
}

/**
 * The server's first view of the public pages (decision 042): the web app's own components, rendered here by the
 * server build of the app (`<dist>-ssr/entry-server.js`) with the page's data, put inside `#root` so the page
 * paints before its JavaScript runs; the app then takes its place (apps/web/src/lib/first-view.ts).
 * The app's `/api` requests are answered in-process, as the visitor (rate limits count them as the visitor's).
 * Without the server build, on other pages, or when rendering fails or is slow, the page is sent as it is.
 */
export function firstViews(app: FastifyInstance, dist: string): (request: FastifyRequest, html: string) => Promise<string> {
  const entry = join(`${dist}-ssr`, 'entry-server.js');
  let renderer: Promise<Render | null> | undefined;
  const load = () =>
    (renderer ??= existsSync(entry)
      ? import(pathToFileURL(entry).href).then(
          (module: { renderFirstView: Render }) => module.renderFirstView,
          (error: unknown) => {
            app.log.error({ err: error, entry }, 'the server build of the web app does not load: pages are sent without a first view');
            return null;
          },
        )
      : Promise.resolve(null));

  // The Latin face of Inter, fetched with the style sheet: text first painted in a fallback font would grow when
  // Inter arrives, a layout shift and a later Largest Contentful Paint.
  const font = existsSync(join(dist, 'assets'))
    ? readdirSync(join(dist, 'assets')).find((file) => /^inter-latin-wght-normal-[\w-]+\.woff2$/.test(file))
    : undefined;
  const fontPreload = font ? `<link rel="preload" as="font" type="font/woff2" crossorigin href="/assets/${font}">\n  ` : '';

  const visitor = new AsyncLocalStorage<string>();
  const fetchApi: typeof globalThis.fetch = async (input, init) => {
    const answer = await app.inject({
      method: (init?.method ?? 'GET') as 'GET',
      url: typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
      headers: Object.fromEntries(new Headers(init?.headers).entries()),
      ...(typeof init?.body === 'string' ? { payload: init.body } : {}),
      remoteAddress: visitor.getStore(),
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(answer.headers)) if (typeof value === 'string') headers.set(name, value);
    return new Response(answer.statusCode === 204 ? null : answer.rawPayload, { status: answer.statusCode, headers });
  };

  // Every visitor of a page sees the same first view (no one is signed in on it): drawn at most every 30 s.
  const views = new Cache<{ html: string; state: unknown }>({ ttlMs: 30_000, maxEntries: 200 });

  return async function withFirstView(request, html) {
    const path = request.url.split('?')[0]!;
    if (!PAGES.some((page) => page.test(path))) return html;
    const render = await load();
    if (!render) return html;
    const language = pageLanguage(request);
    let timer: NodeJS.Timeout | undefined;
    try {
      const view = await Promise.race([
        views.getOrLoad(`${language} ${request.url}`, () => visitor.run(request.ip, () => render(request.url, language, fetchApi))),
        new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error('first view too slow')), RENDER_TIMEOUT_MS))),
      ]);
      // A part that failed to render carries its error (and stack) for the browser: never sent.
      if (view.html.includes('<!--$!-->')) throw new Error('a part of the first view failed to render');
      const body = view.html
        // Inline scripts are refused by the CSP anyway. Test ids belong to the live page only: parked under
        // another name, the browser puts them back once the app has taken over (apps/web/src/lib/first-view.ts).
        .replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '')
        .replace(/ data-testid="/g, ' data-view-testid="');
      return (
        html
          .replace(/<html lang="[^"]*"/, `<html lang="${language === 'en' ? 'en' : 'zh-CN'}"`)
          // The page is drawn already: the app starts after its first paint (start-after-paint.js in the web app's
          // public files), instead of downloading beside the style sheet and fonts.
          .replace(/<link rel="modulepreload"[^>]*>\s*/g, '')
          .replace(/<script type="module"[^>]*><\/script>/, () => startAfterPaint(html))
          .replace('</head>', `  ${fontPreload}</head>`)
          .replace(
            '<div id="root"></div>',
            `<div id="root"><div id="first-view" inert>${body}</div></div>\n    ` +
              `<script type="application/json" id="first-view-state">${safeJson(view.state)}</script>`,
          )
      );
    } catch (error) {
      request.log.warn({ err: error, url: request.url }, 'page sent without its first view');
      return html;
    } finally {
      clearTimeout(timer);
    }
  };
}
