import { describe, expect, it } from 'vitest';
import { setupApp } from '../helper.ts';
import { operations } from './openapi.ts';

/**
 * The fuzz and access-matrix tests walk the OpenAPI document, so they cover a new route only if the document
 * lists it. Every route the app serves under /api is in it, except those named here with their reason; the few
 * routes outside /api (pages for search engines) get the boundary's odd inputs here.
 */
const ctx = setupApp();

const UNDOCUMENTED: Record<string, string> = {
  'GET /api/docs*': 'the OpenAPI viewer itself (its page, static files and the document)',
  'GET /api/dev/mail': 'the development outbox: loopback only, absent in production (decision 018)',
};

/** Routes as `METHOD /path/{param}`, read from Fastify's route tree (HEAD is GET's twin). */
function servedRoutes(): string[] {
  const out: string[] = [];
  const stack: string[] = [];
  for (const line of ctx.app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^([│ ]*)[├└]── (\S+)(?: \(([^)]*)\))?/.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    stack.length = depth;
    stack.push(match[2]!);
    const path = stack.join('').replace(/:([A-Za-z_]+)/g, '{$1}');
    for (const method of (match[3] ?? '').split(', ').filter((m) => m && m !== 'HEAD')) out.push(`${method} ${path}`);
  }
  return out;
}

describe('routes and the OpenAPI document', () => {
  it('every /api route is in the document, so the fuzz test and the access matrix cover it', () => {
    const served = servedRoutes();
    expect(served.length).toBeGreaterThan(50);
    const documented = new Set(operations(ctx.app).map((op) => op.key));
    const isUndocumented = (key: string) =>
      Object.keys(UNDOCUMENTED).some((pattern) => (pattern.endsWith('*') ? key.startsWith(pattern.slice(0, -1)) : key === pattern));
    const missing = served.filter((key) => /^\S+ \/api\//.test(key) && !documented.has(key) && !isUndocumented(key));
    expect(missing).toEqual([]);
  });

  it.each([
    ['/jobs/%00', 400],
    ['/jobs/a%00b', 400],
    ['/jobs/%E0%A4%A', 400],
    ['/jobs/not-a-number', 404],
    ['/jobs/-1', 404],
    ['/jobs/99999999999999999999', 404],
    [`/jobs/${'9'.repeat(300)}`, 414],
    ['/jobs/1?__proto__=%00', 400],
    ['/sitemap.xml?q=a%00b', 400],
  ])('the pages outside /api answer odd input %s with %i in the error shape', async (url, status) => {
    const res = await ctx.app.inject({ method: 'GET', url });
    expect(res.statusCode, res.body).toBe(status);
    expect(res.json()).toMatchObject({ error: { code: expect.any(String), message: expect.any(String) } });
  });
});
