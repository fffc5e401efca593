import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { query, sql } from '@jobbridge/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NormalizedJob } from '../../src/modules/ingest/index.ts';
import { storeJobs } from '../../src/modules/ingest/store.ts';
import { setupApp } from '../helper.ts';

const dist = mkdtempSync(join(tmpdir(), 'jobbridge-seo-'));
writeFileSync(
  join(dist, 'index.html'),
  '<!doctype html><html><head><title>JobBridge</title><meta name="description" content="UK jobs" /></head><body><div id="root"></div></body></html>',
);
afterAll(() => rmSync(dist, { recursive: true, force: true }));

const ctx = setupApp({ WEB_DIST: dist, PUBLIC_URL: 'https://jobs.example' });
let id = 0;

beforeAll(async () => {
  const job: NormalizedJob = {
    source: 'csv',
    externalId: 'seo-1',
    url: 'https://acme.example/jobs/1',
    title: 'Data Analyst </script><script>alert(1)</script>',
    company: 'Acme Analytics Ltd',
    location: 'Leeds',
    salaryMin: 45_000,
    salaryMax: 52_000,
    salaryPeriod: 'year',
    salaryCurrency: 'GBP',
    salaryText: '£45,000 - £52,000 a year',
    salaryEstimated: false,
    descriptionHtml: '<p>Join our team in Leeds & grow.</p>',
    descriptionText: 'Join our team in Leeds & grow.',
    descriptionTruncated: false,
    postedAt: new Date('2026-11-01T09:00:00Z'),
    contractType: 'permanent',
    hours: 'full_time',
    remote: 'hybrid',
    hrEmail: null,
    country: 'GB',
  };
  await storeJobs(ctx.database.db, [job], { thresholds: ctx.config.thresholds });
  id = (await query<{ id: number }>(ctx.database.db, sql`select id from jobs where external_id = 'seo-1'`))[0]!.id;
});

describe('/jobs/{id} for search engines', () => {
  it('puts the title, description and JobPosting data in the page', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: `/jobs/${id}` });
    expect(res.statusCode).toBe(200);
    const html = res.body;
    expect(html).toContain('<div id="root"></div>');
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toContain(
      '<title>Data Analyst &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; · Acme Analytics Ltd · JobBridge</title>',
    );
    expect(html).toContain('<meta name="description" content="Data Analyst');
    expect(html).toContain(`<link rel="canonical" href="https://jobs.example/jobs/${id}" />`);
    // Exactly one script element: the title cannot close it.
    expect(html.match(/<script/g)).toHaveLength(1);
    const json = JSON.parse(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)![1]!);
    expect(json).toMatchObject({
      '@type': 'JobPosting',
      title: 'Data Analyst </script><script>alert(1)</script>',
      datePosted: '2026-11-01',
      hiringOrganization: { name: 'Acme Analytics Ltd' },
      jobLocation: { address: { addressLocality: 'Leeds', addressCountry: 'GB' } },
      employmentType: 'FULL_TIME',
      baseSalary: { currency: 'GBP', value: { minValue: 45_000, maxValue: 52_000, unitText: 'YEAR' } },
    });
  });

  it('answers an unknown job with 404 and the app page', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/jobs/99999999' });
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('<div id="root"></div>');
  });

  it('lists jobs in sitemap.xml and points robots.txt at it', async () => {
    const sitemap = await ctx.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(sitemap.headers['content-type']).toMatch(/xml/);
    expect(sitemap.body).toContain(`<loc>https://jobs.example/jobs/${id}</loc>`);
    const robots = await ctx.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(robots.body).toContain('Sitemap: https://jobs.example/sitemap.xml');
  });
});
