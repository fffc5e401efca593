import { beforeAll, describe, expect, it } from 'vitest';
import { storeJobs } from '../../src/modules/ingest/store.ts';
import { importRegister } from '../../src/modules/sponsors/register.ts';
import { setupApp } from '../helper.ts';
import { directoryRegister, job, ODD_NAMES } from './fixtures.ts';

const ctx = setupApp();
const thresholds = { general: 41_700, newEntrant: 33_400 };

beforeAll(async () => {
  // Two imports: Monzo Bank appears on the second, so its page has a change to show.
  await importRegister(ctx.database.db, directoryRegister(['monzo bank ltd']), 'register 1');
  await importRegister(ctx.database.db, directoryRegister(), 'register 2');
  await storeJobs(
    ctx.database.db,
    [
      job('Google UK Ltd', 'Software Engineer', 1),
      job('Google UK Ltd', 'Site Reliability Engineer', 2, 30_000),
      job('Deloitte', 'Audit Associate', 3),
      job('Tiny Corner Bakery Ltd', 'Baker', 4, 24_000),
    ],
    { thresholds },
  );
}, 180_000);

const get = (url: string) => ctx.app.inject({ method: 'GET', url, headers: { 'accept-language': 'en' } });
const names = (body: { items: { name: string }[] }) => body.items.map((i) => i.name);

describe('GET /api/companies/visa', () => {
  it('finds organisations despite typos: "Goggle", "Deloite"', async () => {
    for (const [q, expected] of [
      ['Goggle', 'Google (UK) Limited'],
      ['Deloite', 'Deloitte LLP'],
    ] as const) {
      const res = await get(`/api/companies/visa?q=${q}`);
      expect(res.statusCode).toBe(200);
      expect(names(res.json())[0]).toBe(expected);
    }
  });

  it('finds an organisation through a reviewed alias: PwC', async () => {
    const body = (await get('/api/companies/visa?q=PwC')).json();
    expect(names(body).slice(0, 2).sort()).toEqual(['PricewaterhouseCoopers (Northern Ireland) LLP', 'PricewaterhouseCoopers LLP']);
    expect(body.items[0].viaAlias).toBe('PwC');
  });

  it('shows open jobs and filters by them', async () => {
    const google = (await get('/api/companies/visa?q=google')).json().items[0];
    expect(google).toMatchObject({ name: 'Google (UK) Limited', openJobs: 2, ratings: ['A Premium'], towns: ['London'] });
    const withJobs = (await get('/api/companies/visa?hasJobs=true')).json();
    expect(names(withJobs).sort()).toEqual(['Deloitte LLP', 'Google (UK) Limited']);
    expect(withJobs.total).toBe(2);
    const without = (await get('/api/companies/visa?q=google&hasJobs=false')).json();
    expect(names(without)).not.toContain('Google (UK) Limited');
  });

  it('filters by town (any case), route and rating', async () => {
    const london = (await get('/api/companies/visa?town=london&rating=A%20Premium')).json();
    expect(names(london).sort()).toEqual(['Google (UK) Limited', ODD_NAMES[2]]);
    const b = (await get('/api/companies/visa?rating=B')).json();
    expect(names(b)).toContain(ODD_NAMES[0]);
    expect(b.items.every((i: { ratings: string[] }) => i.ratings.includes('B'))).toBe(true);
    const provisional = (await get('/api/companies/visa?rating=provisional')).json();
    expect(provisional.total).toBeGreaterThanOrEqual(1);
    const route = (await get('/api/companies/visa?route=Global%20Business%20Mobility%3A%20Senior%20or%20Specialist%20Worker')).json();
    expect(route.total).toBeGreaterThan(0);
    expect(route.items.every((i: { routes: string[] }) => i.routes.includes('Global Business Mobility: Senior or Specialist Worker'))).toBe(
      true,
    );
  });

  it('paginates 20 at a time with a total, and sorts by name, jobs and rating', async () => {
    const p1 = (await get('/api/companies/visa?sort=name')).json();
    const p2 = (await get('/api/companies/visa?sort=name&page=2')).json();
    expect(p1.items).toHaveLength(20);
    expect(p1.total).toBeGreaterThan(20);
    const all = [...names(p1), ...names(p2)];
    expect(new Set(all).size).toBe(all.length);
    const lower = all.map((n) => n.toLowerCase());
    expect(lower).toEqual([...lower].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    expect(names((await get('/api/companies/visa?sort=jobs')).json())[0]).toBe('Google (UK) Limited');
    const byRating = (await get('/api/companies/visa?sort=rating')).json();
    expect(byRating.items[0].ratings).toContain('A Premium');
    const past = (await get(`/api/companies/visa?q=google&page=50`)).json();
    expect(past.items).toEqual([]);
    expect(past.total).toBeGreaterThan(0);
  });

  it('refuses unknown sorts and ratings with the error shape', async () => {
    const res = await get('/api/companies/visa?sort=random&rating=C');
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('VALIDATION_ERROR');
  });
});

describe('GET /api/companies/visa/:name', () => {
  it('shows the licence, register history, open jobs with the salary check and the reviews summary', async () => {
    const res = await get(`/api/companies/visa/${encodeURIComponent('Google (UK) Limited')}`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ name: 'Google (UK) Limited', ratings: ['A Premium'], openJobs: 2, reviews: { average: null, count: 0 } });
    expect(body.routes).toContain('Skilled Worker');
    expect(body.listedFromStart).toBe(true);
    expect(body.jobs.map((j: { title: string }) => j.title)).toEqual(['Software Engineer', 'Site Reliability Engineer']);
    expect(body.jobs[1].verdict.salary.status).not.toBe(body.jobs[0].verdict.salary.status);
  });

  it('tells when an organisation appeared on the register', async () => {
    const body = (await get(`/api/companies/visa/${encodeURIComponent('monzo bank ltd')}`)).json();
    expect(body.name).toBe('Monzo Bank Ltd');
    expect(body.listedFromStart).toBe(false);
    expect(body.changes).toEqual([{ change: 'added', importedAt: body.firstSeen.importedAt }]);
  });

  it('round-trips names with quotes, ampersands, slashes, percent signs and Chinese characters', async () => {
    for (const name of ODD_NAMES) {
      const res = await get(`/api/companies/visa/${encodeURIComponent(name)}`);
      expect(res.statusCode, name).toBe(200);
      expect(res.json().name).toBe(name);
      const listed = (await get(`/api/companies/visa?q=${encodeURIComponent(name)}`)).json();
      expect(names(listed), name).toContain(name);
    }
  });

  it('answers 404 in the error shape for a name not on the register', async () => {
    const res = await get('/api/companies/visa/No%20Such%20Organisation%20Zzz');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'Not found' } });
  });
});

describe('GET /api/companies/:name', () => {
  it('shows an employer not on the register with its jobs', async () => {
    const body = (await get(`/api/companies/${encodeURIComponent('Tiny Corner Bakery Ltd')}`)).json();
    expect(body).toMatchObject({ name: 'Tiny Corner Bakery Ltd', registerName: null, reviews: { count: 0 } });
    expect(body.jobs.map((j: { title: string }) => j.title)).toEqual(['Baker']);
    expect(body.jobs[0].verdict.kind).toBe('not_on_register');
  });

  it('names the register organisation when the employer is a licensed sponsor', async () => {
    expect((await get('/api/companies/Google%20UK%20Ltd')).json().registerName).toBe('Google (UK) Limited');
    expect((await get(`/api/companies/${encodeURIComponent('Deloitte LLP')}`)).json().registerName).toBe('Deloitte LLP');
  });

  it('answers 404 for a name it does not know', async () => {
    expect((await get('/api/companies/Nobody%20Here%20Ltd')).statusCode).toBe(404);
  });
});
