import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { query, sql } from '@jobbridge/db';
import { pathToFileURL } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app.ts';
import type { NormalizedJob } from '../src/modules/ingest/index.ts';
import { storeJobs } from '../src/modules/ingest/store.ts';
import { importRegister, readRegister } from '../src/modules/sponsors/register.ts';
import { setupApp } from './helper.ts';

// Issue 17: public pages arrive drawn (the server's first view, decision 042), then the app takes over.
// Served from the real build, as `npm start` serves it.
const root = resolve(import.meta.dirname, '../../..');
const dist = resolve(root, 'apps/web/dist');

beforeAll(() => {
  const build = spawnSync(process.execPath, [join(root, 'scripts/build-web.mjs')], { cwd: root, encoding: 'utf8' });
  expect(build.status, build.stderr + build.stdout).toBe(0);
}, 300_000);

/** While set, the API answers the directory's reads with this status (a visitor's 429, a failing database). */
let directoryFails: number | null = null;
/** While set, the API answers the directory's reads this much later (a slow database). */
let directoryDelayMs = 0;
/** The first view's own reads of the API, by path and query. */
const reads: string[] = [];
const ctx = setupApp({ WEB_DIST: dist, PUBLIC_URL: 'https://jobs.example' }, (app: App) => {
  app.addHook('onRequest', async (request, reply) => {
    if (!request.url.startsWith('/api/')) return;
    if (request.headers['x-jobbridge-first-view']) reads.push(request.url);
    if (directoryDelayMs && request.url.startsWith('/api/companies/visa?')) await new Promise((r) => setTimeout(r, directoryDelayMs));
    if (directoryFails && request.url.startsWith('/api/companies/visa?')) {
      return reply.code(directoryFails).send({ error: { code: 'RATE_LIMITED', message: 'Too many attempts' } });
    }
  });
});
let id = 0;

beforeAll(async () => {
  const job: NormalizedJob = {
    source: 'csv',
    externalId: 'first-view-1',
    url: 'https://acme.example/jobs/1',
    title: 'Quantum Data Analyst <b>now</b>',
    company: 'Acme Analytics Ltd',
    location: 'Leeds',
    salaryMin: 45_000,
    salaryMax: 52_000,
    salaryPeriod: 'year',
    salaryCurrency: 'GBP',
    salaryText: '£45,000 - £52,000 a year',
    salaryEstimated: false,
    descriptionHtml: '<p>Join our team in Leeds.</p>',
    descriptionText: 'Join our team in Leeds.',
    descriptionTruncated: false,
    postedAt: new Date(),
    contractType: 'permanent',
    hours: 'full_time',
    remote: 'hybrid',
    hrEmail: null,
    country: 'GB',
  };
  await storeJobs(ctx.database.db, [job], { thresholds: ctx.config.thresholds });
  await importRegister(
    ctx.database.db,
    readRegister(
      'Organisation Name,Town/City,County,Type & Rating,Route\r\n' +
        'Brightwater Care Ltd,Leeds,West Yorkshire,Worker (A rating),Skilled Worker\r\n' +
        'Quillon Software Ltd,London,,Worker (A rating),Skilled Worker\r\n',
    ),
    'register 2026-11-01',
  );
  // A bigint: a string from node-postgres, a number from PGlite.
  id = Number((await query<{ id: number }>(ctx.database.db, sql`select id from jobs where external_id = 'first-view-1'`))[0]!.id);
});

const firstView = (html: string) => /<div id="first-view" inert>([\s\S]*?)<\/div>\s*<script type="application\/json"/.exec(html)?.[1];

describe('the first view of the public pages', () => {
  it('draws the home page in the visitor’s language, without scripts or test ids, before the app loads', async () => {
    const en = await ctx.app.inject({ method: 'GET', url: '/', headers: { 'accept-language': 'en-GB,en;q=0.9' } });
    expect(en.statusCode).toBe(200);
    expect(en.headers['cache-control']).toBe('no-cache');
    expect(en.body).toContain('<html lang="en"');
    const view = firstView(en.body);
    expect(view).toContain('Find UK employers who can sponsor your visa');
    // The test ids are parked under another name until the app has hydrated or replaced the first view.
    expect(view).not.toMatch(/<script|data-testid/);
    expect(view).toContain('data-view-testid="');
    // Drawn already: the app starts after the first paint, its modules neither loaded nor preloaded before.
    const start =
      /<script src="\/start-after-paint\.js" data-main="(\/assets\/index-[\w-]+\.js)" data-preload="([^"]*)" async><\/script>/.exec(
        en.body,
      );
    expect(start?.[2]).toMatch(/^\/assets\/\S+\.js( \/assets\/\S+\.js)*$/);
    expect(en.body).not.toMatch(/<script type="module"|rel="modulepreload"/);
    expect(existsSync(join(dist, start![1]!))).toBe(true);
    expect(existsSync(join(dist, 'start-after-paint.js'))).toBe(true);

    const cn = await ctx.app.inject({ method: 'GET', url: '/' });
    expect(cn.body).toContain('<html lang="zh-CN"');
    expect(firstView(cn.body)).toContain('找到能为您担保签证的英国雇主');
  });

  it('draws a search with its results, and hands the app the answer so it does not ask again', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/jobs?q=quantum', headers: { 'accept-language': 'en' } });
    expect(res.statusCode).toBe(200);
    expect(firstView(res.body)).toContain('Quantum Data Analyst &lt;b&gt;now&lt;/b&gt;');
    const state = /<script type="application\/json" id="first-view-state">(.*?)<\/script>/.exec(res.body)?.[1] ?? '';
    expect(state).not.toContain('<b>');
    const cached = JSON.parse(state) as { queries: { state: { data?: { items?: { id: number }[] } } }[] };
    expect(cached.queries.some((q) => q.state.data?.items?.some((job) => job.id === id))).toBe(true);
  });

  it('draws a job page and keeps its search-engine data', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: `/jobs/${id}`, headers: { 'accept-language': 'en' } });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<title>Quantum Data Analyst &lt;b&gt;now&lt;/b&gt; · Acme Analytics Ltd · JobBridge</title>');
    expect(res.body).toContain('<script type="application/ld+json">');
    expect(firstView(res.body)).toContain('Join our team in Leeds.');
  });

  it('fetches what an answer reveals, so the app asks for nothing at start', async () => {
    // The sponsor's reviews are keyed by its record's review key: a request the first answer reveals.
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/company/visa/Brightwater%20Care%20Ltd',
      headers: { 'accept-language': 'en' },
    });
    expect(res.statusCode).toBe(200);
    const state = /<script type="application\/json" id="first-view-state">(.*?)<\/script>/.exec(res.body)?.[1] ?? '';
    const keys = (JSON.parse(state) as { queries: { queryKey: unknown[]; state: { status: string } }[] }).queries;
    expect(keys.find((q) => q.queryKey[0] === 'reviews')?.state.status).toBe('success');
    expect(firstView(res.body)).toContain('data-view-testid="reviews-summary"');
  });

  it('leaves the signed-in and semi-open pages to the app', async () => {
    for (const url of ['/app/settings', '/createResume', '/email-verify', '/dev/mail', '/no-such-page']) {
      const res = await ctx.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('<div id="root"></div>');
    }
  });

  it('caches hashed assets for a year and the page never', async () => {
    const script = readdirSync(join(dist, 'assets')).find((file) => file.endsWith('.js'))!;
    const asset = await ctx.app.inject({ method: 'GET', url: `/assets/${script}` });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const page = await ctx.app.inject({ method: 'GET', url: '/company/visa' });
    expect(page.headers['cache-control']).toBe('no-cache');
  });
});

// Issue 39: every public page by one mechanism, the route table's; and the holes an outside test found.
describe('the first view of every public route', () => {
  const hasView = (html: string) => firstView(html) !== undefined;
  /** The route table's public patterns, from the server build of the app (as `npm run bench:pages` reads it). */
  const publicPaths = async () =>
    ((await import(pathToFileURL(join(`${dist}-ssr`, 'entry-server.js')).href)) as { firstViewPaths: () => string[] }).firstViewPaths();

  it('draws every public route of the router, the spec’s public, guest-only and detail pages among them', async () => {
    const patterns = await publicPaths();
    // docs/product.md §2: the public pages, the guest-only ones, the detail pages.
    for (const page of [
      '/',
      '/search',
      '/jobs',
      '/jobs/:jobId',
      '/company',
      '/company/visa',
      '/company/visa/:companyName',
      '/company/:companyName',
      '/company/jobagency',
      '/company/jobagency/:slug',
      '/company/cnagency',
      '/privacy',
      '/terms',
      '/about',
      '/contact',
      '/help',
      '/blankpage',
      '/campaign/:campaignId',
      '/forms/postjob',
      '/forms/feedback',
      '/login',
      '/signup',
      '/forgot-password',
      '/reset-password/:token',
    ]) {
      expect(patterns, page).toContain(page);
    }
    for (const pattern of patterns) {
      const url = pattern.replace(':jobId', String(id)).replace(':companyName', 'Quillon%20Software%20Ltd').replace(/:\w+/, 'example');
      for (const language of ['en', 'zh-CN']) {
        const res = await ctx.app.inject({ method: 'GET', url, headers: { 'accept-language': language } });
        expect(res.statusCode, url).toBe(200);
        expect(hasView(res.body), `${url} ${language}`).toBe(true);
      }
    }
  }, 120_000);

  it("answers the first view's reads past the visitor's own rate limit", async () => {
    const visitor = '203.0.113.9';
    let refused = 0;
    for (let i = 0; i < 620; i++) {
      const res = await ctx.app.inject({ method: 'GET', url: '/api/companies/visa?q=ltd', remoteAddress: visitor });
      if (res.statusCode === 429) refused++;
    }
    expect(refused).toBeGreaterThan(0);
    const page = await ctx.app.inject({ method: 'GET', url: '/company/visa?lng=en&q=quillon', remoteAddress: visitor });
    expect(firstView(page.body)).toContain('Quillon Software Ltd');
    const other = await ctx.app.inject({ method: 'GET', url: '/company/visa?lng=en&q=quillon', remoteAddress: '198.51.100.1' });
    expect(firstView(other.body)).toContain('Quillon Software Ltd');
  });

  it('never keeps or sends a first view whose reads were refused or failed', async () => {
    for (const [status, sort] of [
      [429, 'name'],
      [503, 'rating'],
    ] as const) {
      const url = `/company/visa?lng=en&q=brightwater&sort=${sort}`;
      directoryFails = status;
      const degraded = await ctx.app.inject({ method: 'GET', url, remoteAddress: '198.51.100.2' });
      directoryFails = null;
      expect(hasView(degraded.body), String(status)).toBe(false);
      const next = await ctx.app.inject({ method: 'GET', url, remoteAddress: '198.51.100.3' });
      expect(firstView(next.body), String(status)).toContain('Brightwater Care Ltd');
    }
  });

  it('sends the page without a view at the deadline, and keeps nothing of the abandoned render', async () => {
    directoryDelayMs = 2500;
    const started = performance.now();
    const slow = await ctx.app.inject({ method: 'GET', url: '/company/visa?q=quillon&sort=jobs', remoteAddress: '198.51.100.6' });
    const took = performance.now() - started;
    expect(hasView(slow.body)).toBe(false);
    expect(took).toBeLessThan(2400);
    await new Promise((r) => setTimeout(r, 1500));
    directoryDelayMs = 0;
    const next = await ctx.app.inject({ method: 'GET', url: '/company/visa?q=quillon&sort=jobs', remoteAddress: '198.51.100.7' });
    expect(firstView(next.body)).toContain('Quillon Software Ltd');
  });

  it('draws a page once for any junk parameters: only those the route reads make a new view', async () => {
    reads.length = 0;
    for (let i = 0; i < 5; i++) {
      const res = await ctx.app.inject({
        method: 'GET',
        url: `/company/visa?q=care&z=${i}&utm_source=x${i}`,
        remoteAddress: '198.51.100.4',
      });
      expect(hasView(res.body)).toBe(true);
    }
    expect(reads.filter((url) => url.startsWith('/api/companies/visa?'))).toHaveLength(1);
    await ctx.app.inject({ method: 'GET', url: '/company/visa?q=care&page=2', remoteAddress: '198.51.100.4' });
    expect(reads.filter((url) => url.startsWith('/api/companies/visa?'))).toHaveLength(2);
  });

  it('limits the renders one address can start, not this machine, and still serves what is drawn', async () => {
    const visitor = '198.51.100.5';
    // Four at a time: concurrent enough to race the count, few enough that a busy machine still draws each
    // within its deadline (a render that misses it sends no view, which would read as a refusal here).
    let drawn = 0;
    for (let round = 0; round < 10; round++) {
      const answers = await Promise.all(
        Array.from({ length: 4 }, (_, i) =>
          ctx.app.inject({ method: 'GET', url: `/company/visa?q=spam${round * 4 + i}`, remoteAddress: visitor }),
        ),
      );
      drawn += answers.filter((res) => hasView(res.body)).length;
    }
    expect(drawn).toBe(30);
    // A view another visitor had drawn is still sent; a new one is not.
    expect(hasView((await ctx.app.inject({ method: 'GET', url: '/company/visa?q=care', remoteAddress: visitor })).body)).toBe(true);
    expect(hasView((await ctx.app.inject({ method: 'GET', url: '/company/visa?q=spam99', remoteAddress: visitor })).body)).toBe(false);
    for (let i = 0; i < 35; i++) {
      expect(hasView((await ctx.app.inject({ method: 'GET', url: `/company/visa?q=local${i}` })).body)).toBe(true);
    }
  }, 120_000);

  it('puts a search for $& or $` into the page as text, not as the page itself', async () => {
    for (const q of ['zz%24%60zz', '%24%26', "%24'"]) {
      const res = await ctx.app.inject({ method: 'GET', url: `/jobs?q=${q}`, headers: { 'accept-language': 'en' } });
      expect(hasView(res.body), q).toBe(true);
      expect(res.body.match(/<!doctype html>/gi), q).toHaveLength(1);
      expect(res.body.match(/<\/html>/g), q).toHaveLength(1);
      expect(res.body.match(/id="first-view-state"/g), q).toHaveLength(1);
    }
    expect(firstView((await ctx.app.inject({ method: 'GET', url: '/jobs?q=zz%24%60zz' })).body)).toContain('zz$`zz');
  });
});
