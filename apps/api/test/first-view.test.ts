import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { query, sql } from '@jobbridge/db';
import { beforeAll, describe, expect, it } from 'vitest';
import type { NormalizedJob } from '../src/modules/jobs/ingest/index.ts';
import { storeJobs } from '../src/modules/jobs/store.ts';
import { setupApp } from './helper.ts';

// Issue 17: public pages arrive drawn (the server's first view, decision 042), then the app takes over.
// Served from the real build, as `npm start` serves it.
const root = resolve(import.meta.dirname, '../../..');
const dist = resolve(root, 'apps/web/dist');

beforeAll(() => {
  const build = spawnSync(process.execPath, [join(root, 'scripts/build-web.mjs')], { cwd: root, encoding: 'utf8' });
  expect(build.status, build.stderr + build.stdout).toBe(0);
}, 300_000);

const ctx = setupApp({ WEB_DIST: dist, PUBLIC_URL: 'https://jobs.example' });
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
      /<script src="\/start-after-paint\.js" data-main="(\/assets\/index-[\w-]+\.js)" data-preload="([^"]*)" defer><\/script>/.exec(
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

  it('leaves other pages to the app', async () => {
    for (const url of ['/login', '/app/settings', '/company']) {
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
