import { companies, jobs, type Database } from '@jobbridge/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app.ts';
import { seedDemoJobs } from '../src/modules/ingest/demo/seed.ts';
import { importRegister, readRegister } from '../src/modules/sponsors/register.ts';
import { build } from './helper.ts';

const HEADER = 'Organisation Name,Town/City,County,Type & Rating,Route';
const csv = (...rows: string[]) => [HEADER, ...rows].join('\r\n') + '\r\n';

/** A fictional register: five organisations, one listed for two routes, ratings A, A (Premium), B and provisional. */
const FIRST = csv(
  'Brightwater Care Ltd,Leeds,West Yorkshire,Worker (A rating),Skilled Worker',
  'Quillon Software Ltd,London,,Worker (A (Premium)),Skilled Worker',
  'Quillon Software Ltd,London,,Worker (A (Premium)),Global Business Mobility: Senior or Specialist Worker',
  'Harbour Lane Bakery,Glasgow,,Worker (B rating),Skilled Worker',
  'Northfield Expansion Co,Manchester,,Worker (UK Expansion Worker: Provisional ),Global Business Mobility: UK Expansion Worker',
  'Old Mill Textiles,Bradford,,Worker (A rating),Skilled Worker',
);
/** The next import: one organisation gone, two new ones. */
const SECOND = csv(
  'Brightwater Care Ltd,Leeds,West Yorkshire,Worker (A rating),Skilled Worker',
  'Quillon Software Ltd,London,,Worker (A (Premium)),Skilled Worker',
  'Quillon Software Ltd,London,,Worker (A (Premium)),Global Business Mobility: Senior or Specialist Worker',
  'Harbour Lane Bakery,Glasgow,,Worker (B rating),Skilled Worker',
  'Northfield Expansion Co,Manchester,,Worker (UK Expansion Worker: Provisional ),Global Business Mobility: UK Expansion Worker',
  'Penrose Dental Studio,London,,Worker (A rating),Skilled Worker',
  'Kestrel Academy Trust,Cardiff,,Worker (A rating),Skilled Worker',
);

let n = 0;
function job(values: Partial<typeof jobs.$inferInsert> & { title: string; verdictKind: string }): typeof jobs.$inferInsert {
  n += 1;
  return {
    source: 'test',
    externalId: `a${n}`,
    dedupeKey: `analysis-${n}`,
    companyName: 'Someone',
    descriptionHtml: '<p>x</p>',
    descriptionText: 'x',
    verdict: {},
    salaryStatus: 'unknown',
    ...values,
  };
}

async function analysis(app: App) {
  const res = await app.inject({ method: 'GET', url: '/api/companies/analysis' });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

describe('GET /api/companies/analysis with nothing imported', () => {
  let ctx: Awaited<ReturnType<typeof build>>;
  beforeAll(async () => {
    ctx = await build({ ANALYSIS_CACHE_SECONDS: '0' });
  });
  afterAll(() => ctx.close());

  it('says there is no register yet and has no figures to draw', async () => {
    const body = await analysis(ctx.app);
    expect(body.register).toBeNull();
    expect(body.jobsUpdatedAt).toBeNull();
    expect(body.sponsors).toEqual({ total: 0, byRoute: [], byRating: [], byTown: [], byRegion: [] });
    expect(body.registerChanges).toEqual([]);
    expect(body.jobs).toEqual({ demo: false, sponsored: 0, total: 0, bySector: [], bySalaryBand: [], topHiring: [] });
    expect(body.thresholds).toEqual({ general: 41_700, newEntrant: 33_400 });
  });
});

describe('GET /api/companies/analysis on the default install (the demo data only)', () => {
  let ctx: Awaited<ReturnType<typeof build>>;
  beforeAll(async () => {
    ctx = await build({ ANALYSIS_CACHE_SECONDS: '0' });
    await seedDemoJobs(ctx.database.db, ctx.config);
  });
  afterAll(() => ctx.close());

  it('draws the demo register and the demo jobs, marked as demo', async () => {
    const body = await analysis(ctx.app);
    const directory = (await ctx.app.inject({ method: 'GET', url: '/api/companies/visa' })).json();
    expect(body.register).toMatchObject({ demo: true, organisations: directory.total });
    expect(body.sponsors.total).toBe(directory.total);
    expect(body.sponsors.byRoute[0]).toMatchObject({ key: 'Skilled Worker' });
    expect(body.sponsors.byRating.length).toBeGreaterThan(0);
    expect(body.sponsors.byTown.length).toBeGreaterThan(0);
    expect(body.registerChanges).toHaveLength(1);
    expect(body.jobs.demo).toBe(true);
    expect(body.jobs.total).toBe(300);
    expect(body.jobs.sponsored).toBeGreaterThan(0);
    expect(body.jobs.bySector.length).toBeGreaterThan(0);
    expect(body.jobs.bySalaryBand.reduce((sum: number, b: { count: number }) => sum + b.count, 0)).toBe(body.jobs.sponsored);
    expect(body.jobsUpdatedAt).not.toBeNull();
  });

  it('gives the footer the demo register, not "not imported"', async () => {
    const site = (await ctx.app.inject({ method: 'GET', url: '/api/site' })).json();
    expect(site.register).toMatchObject({ demo: true, organisations: 51 });
  });

  it('shows the real register and jobs, and no demo figures, once they are imported', async () => {
    await importRegister(ctx.database.db, readRegister(FIRST), 'register 2026-10-01');
    await ctx.database.db.insert(jobs).values(job({ title: 'Staff Nurse', verdictKind: 'offers_sponsorship' }));
    const body = await analysis(ctx.app);
    expect(body.register).toMatchObject({ demo: false, organisations: 5, source: 'register 2026-10-01' });
    expect(body.registerChanges).toHaveLength(1);
    expect(body.jobs).toMatchObject({ demo: false, total: 1, sponsored: 1 });
    const site = (await ctx.app.inject({ method: 'GET', url: '/api/site' })).json();
    expect(site.register).toMatchObject({ demo: false, organisations: 5 });
  });
});

describe('GET /api/companies/analysis on a small register and jobs', () => {
  let ctx: Awaited<ReturnType<typeof build>>;
  let database: Database;
  beforeAll(async () => {
    ctx = await build({ ANALYSIS_CACHE_SECONDS: '300', LOG_LEVEL: 'error' });
    database = ctx.database;
    await importRegister(database.db, readRegister(FIRST), 'register 2026-10-01');
    await importRegister(database.db, readRegister(SECOND), 'register 2026-11-01');
    const sponsorsByName = new Map((await database.db.query.sponsors.findMany()).map((s) => [s.name, s.id] as const));
    const [quillon, brightwater] = await database.db
      .insert(companies)
      .values([
        { name: 'Quillon Software', nameLower: 'quillon software', sponsorId: sponsorsByName.get('Quillon Software Ltd')! },
        { name: 'Brightwater Care', nameLower: 'brightwater care', sponsorId: sponsorsByName.get('Brightwater Care Ltd')! },
      ])
      .returning();
    await database.db.insert(jobs).values([
      job({ title: 'Senior Software Developer', verdictKind: 'licensed_sponsor', companyId: quillon!.id, salaryAnnualMin: 70_000 }),
      job({ title: 'Data Engineer', verdictKind: 'licensed_sponsor', companyId: quillon!.id, salaryAnnualMin: 55_000 }),
      job({ title: 'Graduate Web Developer', verdictKind: 'offers_sponsorship', companyId: quillon!.id, salaryAnnualMin: 35_000 }),
      job({ title: 'Staff Nurse', verdictKind: 'licensed_sponsor', companyId: brightwater!.id, salaryAnnualMin: 30_000 }),
      job({ title: 'Care Assistant', verdictKind: 'offers_sponsorship', companyId: brightwater!.id }),
      job({ title: 'Chef de Partie', verdictKind: 'offers_sponsorship', salaryAnnualMin: 42_000 }),
      // Not sponsored, and a demo job: neither counts.
      job({ title: 'Accountant', verdictKind: 'no_sponsorship', salaryAnnualMin: 45_000 }),
      job({ title: 'Demo Nurse', verdictKind: 'licensed_sponsor', isDemo: true, salaryAnnualMin: 45_000 }),
    ]);
  });
  afterAll(() => ctx.close());

  it('counts sponsors by route, rating, town and region', async () => {
    const { sponsors, register } = await analysis(ctx.app);
    expect(register).toMatchObject({ organisations: 6, source: 'register 2026-11-01', demo: false });
    expect(sponsors.total).toBe(6);
    expect(sponsors.byRoute).toEqual([
      { key: 'Skilled Worker', count: 5 },
      { key: 'Global Business Mobility: Senior or Specialist Worker', count: 1 },
      { key: 'Global Business Mobility: UK Expansion Worker', count: 1 },
    ]);
    expect(sponsors.byRating).toEqual([
      { key: 'A', count: 3 },
      { key: 'A_premium', count: 1 },
      { key: 'B', count: 1 },
      { key: 'provisional', count: 1 },
    ]);
    expect(sponsors.byTown[0]).toEqual({ key: 'London', count: 2 });
    expect(sponsors.byTown).toHaveLength(5);
    const regions = Object.fromEntries(sponsors.byRegion.map((r: { key: string; count: number }) => [r.key, r.count]));
    expect(regions).toMatchObject({ london: 2, yorkshire: 1, scotland: 1, north_west: 1, wales: 1, unknown: 0 });
  });

  it('lists each register import with what it added and removed', async () => {
    const { registerChanges } = await analysis(ctx.app);
    expect(registerChanges).toHaveLength(2);
    expect(registerChanges[0]).toMatchObject({ organisations: 5, added: 0, removed: 0 });
    expect(registerChanges[1]).toMatchObject({ organisations: 6, added: 2, removed: 1 });
  });

  it('counts sponsored jobs by sector and salary band, and the sponsors hiring most', async () => {
    const { jobs: figures, jobsUpdatedAt } = await analysis(ctx.app);
    expect(jobsUpdatedAt).not.toBeNull();
    expect(figures.demo).toBe(false);
    expect(figures.total).toBe(7);
    expect(figures.sponsored).toBe(6);
    expect(figures.bySector).toEqual([
      { key: 'technology', count: 3 },
      { key: 'healthcare', count: 2 },
      { key: 'hospitality', count: 1 },
    ]);
    expect(figures.bySalaryBand).toEqual([
      { key: 'below_new_entrant', count: 1 },
      { key: 'new_entrant', count: 1 },
      { key: 'threshold', count: 1 },
      { key: 'threshold_125', count: 1 },
      { key: 'threshold_150', count: 1 },
      { key: 'unknown', count: 1 },
    ]);
    expect(figures.topHiring).toEqual([
      { name: 'Quillon Software Ltd', jobs: 3, town: 'London', rating: 'Worker (A (Premium))' },
      { name: 'Brightwater Care Ltd', jobs: 2, town: 'Leeds', rating: 'Worker (A rating)' },
    ]);
  });

  it('answers from the cache until it expires, so a new job shows later, not at once', async () => {
    const before = await analysis(ctx.app);
    await database.db.insert(jobs).values(job({ title: 'Pharmacist', verdictKind: 'offers_sponsorship' }));
    const after = await ctx.app.inject({ method: 'GET', url: '/api/companies/analysis' });
    expect(after.json().jobs.sponsored).toBe(before.jobs.sponsored);
    expect(after.json().generatedAt).toBe(before.generatedAt);
    expect(after.headers['cache-control']).toBe('public, max-age=300');
  });
});
