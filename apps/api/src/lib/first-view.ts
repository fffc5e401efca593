import { AsyncLocalStorage } from 'node:async_hooks';
import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Cache } from './cache.ts';
import { isLoopback } from './network.ts';

type Language = 'cn' | 'en';
type Render = (
  url: string,
  language: Language,
  fetch: typeof globalThis.fetch,
  signal: AbortSignal,
) => Promise<{ html: string; state: unknown }>;
/** The server build of the web app (apps/web/src/entry-server.tsx). */
interface ServerBuild {
  renderFirstView: Render;
  firstViewUrl: (url: string) => string | null;
}

/** A first view is drawn again when it is older than this; until VIEW_STALE_MS it is still sent meanwhile. */
const VIEW_FRESH_MS = 30_000;
const VIEW_STALE_MS = 5 * 60_000;
/** A first view later than this is not worth waiting for: the page is sent without one, and the render stops. */
const RENDER_TIMEOUT_MS = 1500;
/** Renders a visitor may start in a minute (pages not in the cache); over it, pages come without a first view. */
const RENDERS_PER_MINUTE = 30;

/**
 * The first view's own reads of the API carry this header with a secret of this process: the rate limits let
 * them through (`isFirstViewRead`, app.ts), so neither the visitor's count nor anyone's can empty a first view.
 */
const READ_HEADER = 'x-jobbridge-first-view';
const READ_TOKEN = randomBytes(24).toString('base64url');
export const isFirstViewRead = (request: FastifyRequest) => request.headers[READ_HEADER] === READ_TOKEN;

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

/**
 * The app's module script and the modules it preloads, started by `/start-after-paint.js` after the first paint.
 * `async`, not `defer`: a deferred script runs in the task that ends the parse, where the browser also lays the
 * page out for the first time, and Lighthouse then counts that layout as the script's, after the first paint
 * (decision 049). The script waits for the end of the parse itself.
 */
function startAfterPaint(html: string): string {
  const main = /<script type="module"[^>]*\bsrc="([^"]+)"/.exec(html)?.[1] ?? '';
  const preloads = [...html.matchAll(/<link rel="modulepreload"[^>]*\bhref="([^"]+)"/g)].map((match) => match[1]).join(' ');
  return `<script src="/start-after-paint.js" data-main="${main}" data-preload="${preloads}" async></script>`;
}

interface View {
  html: string;
  state: unknown;
  drawnAt: number;
}

/** One render's reads: aborted with the render, and whether an answer makes the view unfit to keep or send. */
interface RenderRun {
  signal: AbortSignal;
  degraded: boolean;
}

/**
 * The server's first view of the public pages (decisions 042 and 049): the web app's own components, rendered
 * here by the server build of the app (`<dist>-ssr/entry-server.js`) with the page's data, put inside `#root`
 * so the page paints before its JavaScript runs; the app then takes its place (apps/web/src/lib/first-view.ts).
 * Which pages get one, and which URL parameters they read, the app's route table says (`firstViewUrl`).
 * The app's `/api` requests are answered in-process, past the rate limits. A view whose reads were refused or
 * failed (429, 5xx) is neither kept nor sent. Without the server build, on other pages, when rendering fails or
 * is slow, or when the visitor has started too many renders, the page is sent as it is.
 */
export function firstViews(app: FastifyInstance, dist: string): WithFirstView {
  // The job pages' plugin and the web plugin share one cache and one count of renders per address.
  const made = shared.get(app.server);
  if (made?.dist === dist) return made.withFirstView;
  const withFirstView = makeFirstViews(app, dist);
  shared.set(app.server, { dist, withFirstView });
  return withFirstView;
}

type WithFirstView = (request: FastifyRequest, html: string) => Promise<string>;
const shared = new WeakMap<object, { dist: string; withFirstView: WithFirstView }>();

function makeFirstViews(app: FastifyInstance, dist: string): WithFirstView {
  const entry = join(`${dist}-ssr`, 'entry-server.js');
  let build: Promise<ServerBuild | null> | undefined;
  const load = () =>
    (build ??= existsSync(entry)
      ? import(pathToFileURL(entry).href).then(
          (module: ServerBuild) => module,
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

  const run = new AsyncLocalStorage<RenderRun>();
  const fetchApi: typeof globalThis.fetch = async (input, init) => {
    const current = run.getStore();
    if (current?.signal.aborted) throw new Error('first view abandoned');
    let answer;
    try {
      answer = await app.inject({
        method: (init?.method ?? 'GET') as 'GET',
        url: typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
        headers: { ...Object.fromEntries(new Headers(init?.headers).entries()), [READ_HEADER]: READ_TOKEN },
        ...(typeof init?.body === 'string' ? { payload: init.body } : {}),
      });
    } catch (error) {
      if (current) current.degraded = true;
      throw error;
    }
    // Refused or failed: the page would show an error or nothing where others see data.
    if (current && (answer.statusCode === 429 || answer.statusCode >= 500)) current.degraded = true;
    const headers = new Headers();
    for (const [name, value] of Object.entries(answer.headers)) if (typeof value === 'string') headers.set(name, value);
    return new Response(answer.statusCode === 204 ? null : answer.rawPayload, { status: answer.statusCode, headers });
  };

  // Every visitor of a page sees the same first view (no one is signed in on it): drawn at most every 30 s. Up to
  // five minutes old, a view is still sent while a new one is drawn: under load a render can miss its deadline,
  // and the page would then paint only once its JavaScript has run.
  const views = new Cache<View>({ ttlMs: VIEW_STALE_MS, maxEntries: 200 });
  // A render under way, shared by whoever asks for the same view meanwhile.
  const drawing = new Map<string, Promise<View>>();
  // Renders started per address (this machine is exempt: the page benchmark, or a proxy without TRUST_PROXY).
  const renderLimit = app.createRateLimit({
    keyGenerator: (request) => `first-view:${request.ip}`,
    max: (request) => (isLoopback(request.ip) ? 1_000_000 : RENDERS_PER_MINUTE),
    timeWindow: 60_000,
  });

  /** Draws `url` once, within RENDER_TIMEOUT_MS (then stopped); kept only when none of its reads failed. */
  function draw(key: string, render: Render, url: string, language: Language) {
    const controller = new AbortController();
    const current: RenderRun = { signal: controller.signal, degraded: false };
    const slow = new Error('first view too slow');
    const timer = setTimeout(() => controller.abort(slow), RENDER_TIMEOUT_MS);
    // Whoever waits is answered at the deadline; the render itself stops at its next step (entry-server.tsx).
    const rendering = run
      .run(current, () =>
        Promise.race([
          render(url, language, fetchApi, controller.signal),
          new Promise<never>((_, reject) => controller.signal.addEventListener('abort', () => reject(slow))),
        ]),
      )
      .then(({ html, state }) => {
        const view = { html, state, drawnAt: Date.now() };
        if (current.degraded) throw new Error('a read of the first view was refused or failed');
        // A part that failed to render carries its error (and stack) for the browser: never sent.
        if (view.html.includes('<!--$!-->')) throw new Error('a part of the first view failed to render');
        views.set(key, view);
        return view;
      })
      .finally(() => {
        clearTimeout(timer);
        drawing.delete(key);
      });
    drawing.set(key, rendering);
    return rendering;
  }

  return async function withFirstView(request, html) {
    const server = await load();
    if (!server) return html;
    const url = server.firstViewUrl(request.url);
    if (!url) return html;
    const language = pageLanguage(request);
    const key = `${language} ${url}`;
    try {
      let view = views.get(key);
      if (!view || Date.now() - view.drawnAt > VIEW_FRESH_MS) {
        let rendering = drawing.get(key);
        if (!rendering) {
          const limit = await renderLimit(request);
          if (limit.isAllowed || !limit.isExceeded) {
            rendering = draw(key, server.renderFirstView, url, language);
            // A stale view is sent now and the new one kept for the next visitors: its failure is only logged.
            if (view) rendering.catch((error: unknown) => request.log.warn({ err: error, url }, 'first view not drawn again'));
          }
        }
        if (!view && !rendering) throw new Error('too many first views drawn for this address');
        view ??= await rendering!;
      }
      const body = view.html
        // Inline scripts are refused by the CSP anyway. Test ids belong to the live page only: parked under
        // another name, the browser puts them back once the app has taken over (apps/web/src/lib/first-view.ts).
        .replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '')
        .replace(/ data-testid="/g, ' data-view-testid="');
      const state = safeJson(view.state);
      // Every replacement is a function: a string would expand `$&`, `$\``… in the page's text (a search for them).
      return (
        html
          .replace(/<html lang="[^"]*"/, () => `<html lang="${language === 'en' ? 'en' : 'zh-CN'}"`)
          // The page is drawn already: the app starts after its first paint (start-after-paint.js in the web app's
          // public files), instead of downloading beside the style sheet and fonts.
          .replace(/<link rel="modulepreload"[^>]*>\s*/g, '')
          .replace(/<script type="module"[^>]*><\/script>/, () => startAfterPaint(html))
          .replace('</head>', () => `  ${fontPreload}</head>`)
          .replace(
            '<div id="root"></div>',
            () =>
              `<div id="root"><div id="first-view" inert>${body}</div></div>\n    ` +
              `<script type="application/json" id="first-view-state">${state}</script>`,
          )
      );
    } catch (error) {
      request.log.warn({ err: error, url: request.url }, 'page sent without its first view');
      return html;
    }
  };
}
