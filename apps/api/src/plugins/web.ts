import { existsSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { Cache } from '../lib/cache.ts';
import { firstViews } from '../lib/first-view.ts';
import { sendError } from './errors.ts';

// Only real static-file endings: client routes may end in dots too (/company/Booking.com).
const STATIC_FILE = /\.(js|mjs|css|map|png|jpe?g|gif|svg|ico|webp|avif|woff2?|ttf|txt|webmanifest)$/i;

/**
 * Where the build's files are: under /assets/, or one name at the top (/favicon.svg). Every other path is a page
 * of the client router, whatever it ends in or contains: /company/Node.js, /company/visa/A..B Ltd, long names.
 */
const isFilePath = (path: string) => path.startsWith('/assets/') || (!path.includes('/', 1) && STATIC_FILE.test(path));

/**
 * Serves the built web app: hashed assets cached for a year, `index.html` never cached, and every
 * non-API path answered with `index.html` so the client router decides (unknown paths go to `/` there); the
 * public pages carry the server's first view of the page (lib/first-view.ts, decision 042).
 * Unknown `/api/*` paths get the JSON error shape.
 */
export default fp(
  async function web(app: FastifyInstance, opts: { dist: string }) {
    const indexPath = join(opts.dist, 'index.html');
    const hasWeb = existsSync(indexPath);
    // The page is read again when a build replaces it (a new modification time is a new key).
    const pages = new Cache<string>({ ttlMs: Number.POSITIVE_INFINITY, maxEntries: 1 });
    const withFirstView = firstViews(app, opts.dist);
    async function sendPage(request: FastifyRequest, reply: FastifyReply) {
      const { mtimeMs } = await stat(indexPath);
      const html = await pages.getOrLoad(String(mtimeMs), () => readFile(indexPath, 'utf8'));
      return reply
        .header('cache-control', 'no-cache')
        .type('text/html; charset=utf-8')
        .send(await withFirstView(request, html));
    }
    if (hasWeb) {
      await app.register(fastifyStatic, {
        root: opts.dist,
        // Served by the route below, for file paths only: @fastify/static's own catch-all route would answer
        // every other path too, with a 403 or 404 of its own for page paths it finds odd (a `..` in a name).
        serve: false,
        index: false,
        // Source maps would publish the app's source: never served, even if a build left some behind.
        allowedPath: (path) => !/\.map$/i.test(path),
        setHeaders(res, path) {
          res.header('cache-control', path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
        },
      });
      app.get('/', { schema: { hide: true } }, sendPage);
      // Files are looked up per request (not listed once at start), so a rebuild is served without a restart.
      app.get('/*', { schema: { hide: true } }, (request, reply) => {
        const path = request.url.split('?')[0]!;
        if (!isFilePath(path)) return reply.callNotFound();
        let file: string;
        try {
          file = decodeURIComponent(path);
        } catch {
          return reply.callNotFound();
        }
        return reply.sendFile(file.slice(1));
      });
    } else {
      app.log.warn({ dist: opts.dist }, 'web app not built: run `npm run build`; serving the API only');
    }

    app.setNotFoundHandler((request, reply) => {
      const path = request.url.split('?')[0]!;
      // A missing hashed asset (an old tab after a deploy) must be a 404, not the page: HTML served as
      // JavaScript breaks the app, while a 404 lets the browser fail fast and the user reload.
      if (!hasWeb || path === '/api' || path.startsWith('/api/') || isFilePath(path) || !['GET', 'HEAD'].includes(request.method)) {
        return sendError(request, reply, path.startsWith('/api') ? 'ROUTE_NOT_FOUND' : 'NOT_FOUND');
      }
      return sendPage(request, reply);
    });
  },
  { name: 'web', dependencies: ['errors'] },
);
