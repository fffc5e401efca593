import { beforeAll, describe, expect, it } from 'vitest';
import { seedDemoJobs } from '../../src/modules/ingest/demo/seed.ts';
import { bearer, verifiedUser } from '../auth-helpers.ts';
import { setupApp } from '../helper.ts';

const ctx = setupApp();
beforeAll(async () => {
  await seedDemoJobs(ctx.database.db, ctx.config);
}, 120_000);

const search = async (params: string, headers: Record<string, string> = {}) => {
  const res = await ctx.app.inject({ method: 'GET', url: `/api/jobs/search?${params}`, headers });
  return { status: res.statusCode, body: res.json() };
};

describe('GET /api/jobs/search', () => {
  it('needs a keyword or a location, with the spec message', async () => {
    const { status, body } = await search('', { 'accept-language': 'en' });
    expect(status).toBe(400);
    expect(body.error.fields).toContainEqual({ field: 'q', message: 'Please enter a keyword or a location' });
  });

  it('finds jobs by keyword with stemming, each with its verdict and marks', async () => {
    const { status, body } = await search('q=analysts');
    expect(status).toBe(200);
    expect(body.items.length).toBeGreaterThan(5);
    expect(body.total).toBeGreaterThanOrEqual(body.items.length);
    for (const job of body.items) {
      expect(`${job.title} ${job.snippet}`.toLowerCase()).toContain('analy');
      expect(job.verdict.kind).toMatch(/offers_sponsorship|licensed_sponsor|no_sponsorship|not_on_register|unknown/);
      expect(job.marks).toEqual({ saved: false, applied: false, appliedAt: null, flash: false });
      expect(job.isDemo).toBe(true);
    }
    expect(body.sort).toBe('relevance');
    expect(Object.values(body.facets.verdict as Record<string, number>).reduce((a, b) => a + b, 0)).toBe(body.total);
  });

  it('understands common Chinese job titles and city names', async () => {
    const english = await search('q=data%20analyst&location=London');
    const chinese = await search(`q=${encodeURIComponent('数据分析师')}&location=${encodeURIComponent('伦敦')}`);
    expect(chinese.body.items.length).toBeGreaterThan(0);
    expect(chinese.body.items.map((j: { id: number }) => j.id)).toEqual(english.body.items.map((j: { id: number }) => j.id));
    // Full-width letters, as a Chinese input method types them.
    const wide = await search(`q=${encodeURIComponent('ｄａｔａ　ａｎａｌｙｓｔ')}&location=${encodeURIComponent('Ｌｏｎｄｏｎ')}`);
    expect(wide.body.items.map((j: { id: number }) => j.id)).toEqual(english.body.items.map((j: { id: number }) => j.id));
  });

  it('searches by location alone, newest first', async () => {
    const { body } = await search('location=Manchester');
    expect(body.items.length).toBeGreaterThan(0);
    for (const job of body.items) expect(job.location).toMatch(/Manchester/i);
    expect(body.sort).toBe('time');
    const times = body.items.map((j: { postedAt: string }) => Date.parse(j.postedAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });

  it('filters by verdict, salary threshold, minimum pay and remote', async () => {
    const offers = await search('location=London&verdict=offers_sponsorship&pageSize=50');
    expect(offers.body.items.length).toBeGreaterThan(0);
    for (const job of offers.body.items) expect(job.verdict.kind).toBe('offers_sponsorship');
    // The verdict counts ignore the verdict filter itself: they say what ticking another kind would add.
    const all = await search('location=London');
    expect(offers.body.facets.verdict).toEqual(all.body.facets.verdict);
    expect(offers.body.total).toBe(all.body.facets.verdict.offers_sponsorship);

    const meets = await search('q=engineer&meetsThreshold=true&pageSize=50');
    for (const job of meets.body.items) expect(job.verdict.salary.status).toBe('meets');

    const paid = await search('q=engineer&minSalary=60000&pageSize=50');
    expect(paid.body.items.length).toBeGreaterThan(0);
    for (const job of paid.body.items) expect(job.verdict.salary.annualMax ?? job.verdict.salary.annualMin).toBeGreaterThanOrEqual(60000);

    const remote = await search('location=remote&pageSize=50');
    for (const job of remote.body.items) expect(job.remote).toBe('remote');
  });

  it('gives each card its pay as pounds an hour, converted at 37.5 hours a week when the ad gave a year', async () => {
    const { body } = await search('location=London&pageSize=50');
    const withPay = body.items.filter((job: { salary: { min: number | null } }) => job.salary.min !== null);
    expect(withPay.length).toBeGreaterThan(5);
    for (const { salary } of withPay) {
      const perYear = { year: 1, month: 12, week: 52, day: 260, hour: 1950 }[salary.period as string]!;
      expect(salary.hourly).toMatchObject({ converted: salary.period !== 'hour' });
      expect(salary.hourly.min).toBeCloseTo((salary.min * perYear) / 1950, 2);
      if (salary.max !== null) expect(salary.hourly.max).toBeCloseTo((salary.max * perYear) / 1950, 2);
    }
    for (const job of body.items.filter(
      (j: { salary: { min: number | null; max: number | null } }) => j.salary.min === null && j.salary.max === null,
    )) {
      expect(job.salary.hourly).toBeNull();
    }
  });

  it('pages through results and refuses pages too large', async () => {
    const one = await search('location=London&pageSize=10&page=1');
    const two = await search('location=London&pageSize=10&page=2');
    expect(two.body.items.length).toBe(10);
    const ids = new Set(one.body.items.map((j: { id: number }) => j.id));
    for (const job of two.body.items) expect(ids.has(job.id)).toBe(false);
    expect((await search('location=London&pageSize=51')).status).toBe(400);
    // A page past the last match is answered as the last page (past the paging depth too: search-query.test.ts).
    const deep = await search('location=London&pageSize=50&page=1000');
    expect(deep.status).toBe(200);
    expect(deep.body.totalKind).toBe('exact');
    expect(deep.body).toMatchObject({ page: Math.ceil(deep.body.total / 50), pageSize: 50 });
    expect(deep.body.items.length).toBe(deep.body.total % 50 || 50);
    const few = (await search('q=engineer&location=London&pageSize=2')).body;
    expect(few.totalKind).toBe('exact');
    const past = await search('q=engineer&location=London&pageSize=2&page=400');
    expect(past.body).toMatchObject({ page: Math.ceil(few.total / 2), total: few.total });
    expect(past.body.items.length).toBe(few.total % 2 || 2);
  });
});

describe('GET /api/jobs/{id}', () => {
  it('gives the full ad, the register entry when trusted, and up to 6 related jobs', async () => {
    const { body } = await search('q=engineer&verdict=licensed_sponsor');
    const first = body.items[0];
    const res = await ctx.app.inject({ method: 'GET', url: `/api/jobs/${first.id}` });
    expect(res.statusCode).toBe(200);
    const job = res.json();
    expect(job.descriptionHtml).toMatch(/^<(p|h\d|ul)/);
    expect(job.employer.sponsor.routes).toContain('Skilled Worker');
    expect(job.related.length).toBeLessThanOrEqual(6);
    expect(job.related.map((r: { id: number }) => r.id)).not.toContain(first.id);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/jobs/99999999' })).statusCode).toBe(404);
  });
});

describe('saved, applied and the Flash list', () => {
  it('belong to the caller only, and show up in their lists and on search results', async () => {
    const alice = await verifiedUser(ctx.app);
    const bob = await verifiedUser(ctx.app);
    const { body } = await search('q=nurse');
    const job = body.items[0];
    const patch = (token: string, payload: object) =>
      ctx.app.inject({ method: 'PATCH', url: `/api/app/jobs/${job.id}/marks`, headers: bearer(token), payload });

    expect((await ctx.app.inject({ method: 'PATCH', url: `/api/app/jobs/${job.id}/marks`, payload: { saved: true } })).statusCode).toBe(
      401,
    );
    const saved = await patch(alice.tokens.access_token, { saved: true, flash: true });
    expect(saved.json()).toMatchObject({ saved: true, applied: false, flash: true });
    const applied = await patch(alice.tokens.access_token, { applied: true });
    expect(applied.json().appliedAt).toMatch(/^\d{4}-/);

    const list = await ctx.app.inject({ method: 'GET', url: '/api/app/jobs/saved', headers: bearer(alice.tokens.access_token) });
    expect(list.json()).toMatchObject({ total: 1, items: [{ id: job.id, marks: { saved: true, applied: true, flash: true } }] });
    const appliedList = await ctx.app.inject({ method: 'GET', url: '/api/app/jobs/applied', headers: bearer(alice.tokens.access_token) });
    expect(appliedList.json().items[0].id).toBe(job.id);

    const mine = await search('q=nurse', bearer(alice.tokens.access_token));
    expect(mine.body.items.find((j: { id: number }) => j.id === job.id).marks.saved).toBe(true);
    const theirs = await search('q=nurse', bearer(bob.tokens.access_token));
    expect(theirs.body.items.find((j: { id: number }) => j.id === job.id).marks.saved).toBe(false);
    const bobsList = await ctx.app.inject({ method: 'GET', url: '/api/app/jobs/saved', headers: bearer(bob.tokens.access_token) });
    expect(bobsList.json().total).toBe(0);

    await patch(alice.tokens.access_token, { saved: false });
    const after = await ctx.app.inject({ method: 'GET', url: '/api/app/jobs/saved', headers: bearer(alice.tokens.access_token) });
    expect(after.json().total).toBe(0);
    const missing = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/app/jobs/99999999/marks',
      headers: bearer(alice.tokens.access_token),
      payload: { saved: true },
    });
    expect(missing.statusCode).toBe(404);
  });

  it('keeps a signed-in user’s last 20 searches, newest first, without repeats', async () => {
    const { tokens } = await verifiedUser(ctx.app);
    for (let i = 0; i < 22; i++) await search(`q=engineer${i}`, bearer(tokens.access_token));
    await search('q=engineer5', bearer(tokens.access_token));
    const res = await ctx.app.inject({ method: 'GET', url: '/api/app/search-history', headers: bearer(tokens.access_token) });
    const history = res.json<{ q: string }[]>();
    expect(history).toHaveLength(20);
    expect(history[0]!.q).toBe('engineer5');
    expect(history.filter((h) => h.q === 'engineer5')).toHaveLength(1);
    const cleared = await ctx.app.inject({ method: 'DELETE', url: '/api/app/search-history', headers: bearer(tokens.access_token) });
    expect(cleared.statusCode).toBe(204);
  });
});
