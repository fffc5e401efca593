import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { build, setupApp } from './helper.ts';

// A stand-in for the built web app: index.html and one hashed asset.
const dist = mkdtempSync(join(tmpdir(), 'jobbridge-dist-'));
mkdirSync(join(dist, 'assets'));
writeFileSync(
  join(dist, 'index.html'),
  '<!doctype html><html><head><title>JobBridge</title></head><body><div id="root"></div></body></html>',
);
writeFileSync(join(dist, 'assets', 'index-abc123.js'), `console.log(${JSON.stringify('x'.repeat(5000))});`);
afterAll(() => rmSync(dist, { recursive: true, force: true }));

const ctx = setupApp({ WEB_DIST: dist });

describe('serving the web app', () => {
  it('serves index.html for / and for client routes, never cached', async () => {
    const pages = ['/', '/help', '/company/visa/Monzo%20Bank%20Ltd', '/company/Booking.com', '/no/such/page'];
    // Organisations are called anything: "Node.js Ltd", a name ending in ".css", a ".." part, a very long name.
    const names = ['Node.js', 'Node.js Ltd', 'Sass.css', 'A/../B Ltd', '..', 'Long'.repeat(70), '华为'.repeat(50)];
    for (const name of names) pages.push(`/company/${encodeURIComponent(name)}`, `/company/visa/${encodeURIComponent(name)}`);
    for (const url of pages) {
      const res = await ctx.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.body).toContain('<div id="root">');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('caches hashed assets for a year and compresses them', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/assets/index-abc123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('immutable');
    expect(res.headers['content-encoding']).toBe('gzip');
  });

  it('never serves source maps, even when a build left them in the folder', async () => {
    writeFileSync(join(dist, 'assets', 'index-abc123.js.map'), '{"version":3,"sources":["src/secret.ts"]}');
    for (const url of ['/assets/index-abc123.js.map', '/assets/INDEX-ABC123.JS.MAP', '/assets/index-abc123.js.map?x=1']) {
      const res = await ctx.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.body).not.toContain('secret.ts');
    }
  });

  it('serves a file added after start (a rebuild) without a restart', async () => {
    writeFileSync(join(dist, 'assets', 'index-new456.js'), 'console.log("rebuilt")');
    const res = await ctx.app.inject({ method: 'GET', url: '/assets/index-new456.js' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('rebuilt');
  });

  it('answers a missing asset with 404, never with the page', async () => {
    for (const url of ['/assets/index-old999.js', '/assets/style-gone.css', '/favicon-missing.png']) {
      const res = await ctx.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type']).not.toMatch(/text\/html/);
    }
  });

  it('answers unknown API paths and non-GET methods with JSON, not the page', async () => {
    const api = await ctx.app.inject({ method: 'GET', url: '/api/unknown' });
    expect(api.statusCode).toBe(404);
    expect(api.json().error.code).toBe('ROUTE_NOT_FOUND');
    const post = await ctx.app.inject({ method: 'POST', url: '/help' });
    expect(post.statusCode).toBe(404);
    expect(post.json().error.code).toBe('NOT_FOUND');
  });

  it('sends security headers with a strict content security policy', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self';");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['strict-transport-security']).toBeDefined();
    expect(res.headers['x-powered-by']).toBeUndefined();
  });

  it('answers API calls with no-store and a request id', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/site' });
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const health = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.headers['cache-control']).toBe('no-store');
  });
});

describe('OpenAPI', () => {
  it('documents the routes at /api/docs', async () => {
    const json = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(json.statusCode).toBe(200);
    const doc = json.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/health', '/api/site', '/api/forms/feedback', '/api/forms/postjob']),
    );
    expect(doc.paths['/api/forms/feedback'].post.requestBody.content['application/json'].schema.required).toEqual(
      expect.arrayContaining(['title', 'description', 'name', 'email']),
    );
    const ui = await ctx.app.inject({ method: 'GET', url: '/api/docs' });
    expect([200, 302]).toContain(ui.statusCode);
  });

  it('is not served in production unless API_DOCS_ENABLED is set', { timeout: 120_000 }, async () => {
    const production = {
      NODE_ENV: 'production',
      SMTP_URL: 'smtp://user:pass@mail.example:587',
      PUBLIC_URL: 'https://jobs.example/',
      GOOGLE_CLIENT_ID: 'jobs.apps.googleusercontent.com',
      GOOGLE_CLIENT_SECRET: 'GOCSPX-web-test',
      SECRETS_KEY: randomBytes(32).toString('base64'),
      JWT_SECRET: randomBytes(36).toString('base64'),
      QUEUE_ENABLED: 'false',
      WEB_DIST: dist,
    };
    for (const [env, served] of [
      [{}, false],
      [{ API_DOCS_ENABLED: 'true' }, true],
    ] as const) {
      const app = await build({ ...production, ...env });
      try {
        for (const url of ['/api/docs', '/api/docs/json', '/api/docs/static/index.html']) {
          const res = await app.app.inject({ method: 'GET', url });
          if (served) expect([200, 302], url).toContain(res.statusCode);
          else {
            expect(res.statusCode, url).toBe(404);
            expect(res.json().error.code).toBe('ROUTE_NOT_FOUND');
          }
        }
      } finally {
        await app.close();
      }
    }
  });
});
