import { licenceNotices, query, sql } from '@jobbridge/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { licenceNoticesJob } from '../../src/modules/watch/jobs.ts';
import { refreshRegisterJob } from '../../src/modules/refresh/jobs.ts';
import { storeJobs } from '../../src/modules/ingest/store.ts';
import type { NormalizedJob } from '../../src/modules/ingest/index.ts';
import { refreshCommand } from '../../src/modules/refresh/commands.ts';
import { bearer, verifiedUser } from '../auth-helpers.ts';
import { startFake, type FakeServer } from '../fakes/http.ts';
import { setupApp } from '../helper.ts';

/**
 * The daily register refresh and the licence watch (decision 054), over a series of register files this test
 * writes: day 2 removes one organisation, downgrades one to a B rating, adds a route to another and adds one.
 * The register is read from a fake GOV.UK page on 127.0.0.1, through the queue, as the schedule runs it.
 */
const header = 'Organisation Name,Town/City,County,Type & Rating,Route\r\n';
const row = (name: string, town: string, rating: string, route: string) => `${name},${town},,Worker (${rating}),${route}\r\n`;
const DAY_1 =
  header +
  row('Quillfeather Analytics Ltd', 'Leeds', 'A rating', 'Skilled Worker') +
  row('Brightwater Care Ltd', 'York', 'A rating', 'Skilled Worker') +
  row('Northgate Robotics Ltd', 'London', 'A rating', 'Skilled Worker') +
  row('Lanternfish Labs Ltd', 'Bristol', 'A rating', 'Skilled Worker');
const DAY_2 =
  header +
  row('Brightwater Care Ltd', 'York', 'B rating', 'Skilled Worker') +
  row('Northgate Robotics Ltd', 'London', 'A rating', 'Skilled Worker') +
  row('Northgate Robotics Ltd', 'London', 'A rating', 'Global Business Mobility: Senior or Specialist Worker') +
  row('Lanternfish Labs Ltd', 'Bristol', 'A rating', 'Skilled Worker') +
  row('Saffron Bakery Ltd', 'Leeds', 'A rating', 'Skilled Worker');

let day = 1;
let fake: FakeServer;
beforeAll(async () => {
  fake = await startFake((req, res) => {
    if (req.path === '/government/publications/register-of-licensed-sponsors-workers') {
      res.writeHead(200, { 'content-type': 'text/html' });
      return res.end(`<a href="/media/day-${day}/2026-11-2${day}_-_Worker_and_Temporary_Worker.csv">Register</a>`);
    }
    if (req.path.startsWith(`/media/day-${day}/`)) {
      res.writeHead(200, { 'content-type': 'text/csv' });
      return res.end(day === 1 ? DAY_1 : DAY_2);
    }
    res.writeHead(404).end();
  });
});
afterAll(() => fake.close());

const ctx = setupApp({}, (app) => {
  app.config.REGISTER_PAGE_URL = `${fake.url}/government/publications/register-of-licensed-sponsors-workers`;
});

async function waitFor<T>(what: string, check: () => Promise<T | undefined | false>, ms = 60_000): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** Runs the scheduled job and waits for it and for the notices job it queues. */
async function refresh() {
  const boss = ctx.app.queue.boss!;
  const id = await ctx.app.queue.send(refreshRegisterJob, {});
  await waitFor('the register refresh', async () =>
    ['completed', 'failed'].includes((await boss.getJobById(refreshRegisterJob.name, id!))?.state ?? ''),
  );
  expect((await boss.getJobById(refreshRegisterJob.name, id!))?.state).toBe('completed');
  await waitFor('the notices', async () => {
    const jobs = await query<{ n: number }>(
      ctx.database.db,
      sql`select count(*)::int as n from pgboss.job where name = ${licenceNoticesJob.name} and state in ('created', 'retry', 'active')`,
    );
    return jobs[0]!.n === 0;
  });
}

interface Mail {
  to: string;
  subject: string;
  text: string;
  headers: Record<string, string> | null;
}
const mailTo = async (email: string) =>
  ((await ctx.app.inject({ method: 'GET', url: `/api/dev/mail?to=${encodeURIComponent(email)}` })).json() as Mail[]).filter((m) =>
    /licence|担保资质/i.test(m.subject),
  );

const job = (title: string, company: string): NormalizedJob => ({
  source: 'greenhouse',
  externalId: `${company}-${title}`,
  url: null,
  title,
  company,
  location: 'London',
  salaryMin: 50_000,
  salaryMax: 60_000,
  salaryPeriod: 'year',
  salaryCurrency: 'GBP',
  salaryText: null,
  salaryEstimated: false,
  descriptionHtml: '<p>Build robots.</p>',
  descriptionText: 'Build robots.',
  descriptionTruncated: false,
  postedAt: new Date(),
  contractType: 'permanent',
  hours: 'full_time',
  remote: null,
  hrEmail: null,
  country: 'GB',
});

describe('the register refreshed by the server, and followers told what changed', () => {
  let en: Awaited<ReturnType<typeof verifiedUser>>;
  let cn: Awaited<ReturnType<typeof verifiedUser>>;
  let quiet: Awaited<ReturnType<typeof verifiedUser>>;
  let northgateJob: number;

  it('day 1: imports the register from the GOV.UK page; people follow employers', async () => {
    await refresh();
    const status = (await refreshCommand(ctx.database.db, ['imports', 'status']))!.join('\n');
    expect(status).toMatch(/^register: last run .*, ok \(organisations 4, added 4, removed 0, ratingChanges 0, routeChanges 0/);

    en = await verifiedUser(ctx.app);
    cn = await verifiedUser(ctx.app);
    quiet = await verifiedUser(ctx.app);
    expect(
      (
        await ctx.app.inject({
          method: 'PATCH',
          url: '/api/app/account',
          headers: bearer(en.tokens.access_token),
          payload: { language: 'en' },
        })
      ).statusCode,
    ).toBe(200);
    const follow = (token: string, payload: object) =>
      ctx.app.inject({ method: 'POST', url: '/api/app/watch/follows', headers: bearer(token), payload });
    expect((await follow(en.tokens.access_token, { employer: 'quillfeather analytics ltd' })).json()).toEqual({
      name: 'Quillfeather Analytics Ltd',
    });
    expect((await follow(en.tokens.access_token, { employer: 'Brightwater Care Ltd' })).statusCode).toBe(201);
    expect((await follow(quiet.tokens.access_token, { employer: 'Brightwater Care Ltd' })).statusCode).toBe(201);
    expect((await follow(en.tokens.access_token, { employer: 'Nobody Of That Name Ltd' })).statusCode).toBe(404);

    // The cn user saves a job at Northgate: its employer is followed automatically.
    const stored = await storeJobs(ctx.database.db, [job('Robotics Engineer', 'Northgate Robotics Ltd')], {
      thresholds: ctx.config.thresholds,
    });
    northgateJob = stored.ids[0]!;
    const saved = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/app/jobs/${northgateJob}/marks`,
      headers: bearer(cn.tokens.access_token),
      payload: { saved: true },
    });
    expect(saved.statusCode).toBe(200);
    const watch = (await ctx.app.inject({ method: 'GET', url: '/api/app/watch', headers: bearer(cn.tokens.access_token) })).json();
    expect(watch).toMatchObject({
      follows: [{ name: 'Northgate Robotics Ltd', auto: true, onRegister: true }],
      settings: { autoFollow: true, emails: true },
      unread: 0,
    });

    // The quiet user turns the emails off with the one-click link an email carries (its token: made on first use).
    expect((await ctx.app.inject({ method: 'GET', url: '/api/app/watch', headers: bearer(quiet.tokens.access_token) })).statusCode).toBe(
      200,
    );
    const [{ unsubscribe_token: token } = { unsubscribe_token: '' }] = await query<{ unsubscribe_token: string }>(
      ctx.database.db,
      sql`select unsubscribe_token from follow_settings fs join users u on u.id = fs.user_id where u.email = ${quiet.user.email}`,
    );
    const page = await ctx.app.inject({ method: 'GET', url: `/api/watch/unsubscribe?token=${token}` });
    expect(page.body).toContain('<form method="post"');
    const oneClick = await ctx.app.inject({
      method: 'POST',
      url: `/api/watch/unsubscribe?token=${token}`,
      payload: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(oneClick.statusCode).toBe(200);
    expect((await ctx.app.inject({ method: 'POST', url: '/api/watch/unsubscribe?token=not-a-real-token' })).statusCode).toBe(404);
    expect(await mailTo(en.user.email)).toEqual([]);
  });

  it('day 2: each follower gets one email per change in their language, with a one-click unsubscribe, and a notice in the app', async () => {
    const verdictBefore = (await ctx.app.inject({ method: 'GET', url: `/api/jobs/${northgateJob}` })).json().verdict;
    day = 2;
    await refresh();
    const status = (await refreshCommand(ctx.database.db, ['imports', 'status']))!.join('\n');
    expect(status).toMatch(/^register: last run .*, ok \(organisations 4, added 1, removed 1, ratingChanges 1, routeChanges 1/);

    const enMail = await mailTo(en.user.email);
    expect(enMail.map((m) => m.subject).sort()).toEqual([
      'Sponsor licence change: Brightwater Care Ltd',
      'Sponsor licence change: Quillfeather Analytics Ltd',
    ]);
    const removal = enMail.find((m) => m.subject.includes('Quillfeather'))!;
    expect(removal.text).toContain('Quillfeather Analytics Ltd is no longer on the Home Office register of licensed sponsors.');
    expect(enMail.find((m) => m.subject.includes('Brightwater'))!.text).toContain('from "Worker (A rating)" to "Worker (B rating)"');
    expect(removal.headers!['List-Unsubscribe']).toMatch(/^<http:\/\/.*\/api\/watch\/unsubscribe\?token=[\w-]+&lang=en>$/);
    expect(removal.headers!['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');

    const cnMail = await mailTo(cn.user.email);
    expect(cnMail).toHaveLength(1);
    expect(cnMail[0]!.subject).toBe('担保资质变化：Northgate Robotics Ltd');
    expect(cnMail[0]!.text).toContain('可担保的签证类别有变');
    expect(await mailTo(quiet.user.email)).toEqual([]);

    const notices = (
      await ctx.app.inject({ method: 'GET', url: '/api/app/watch/notices', headers: bearer(quiet.tokens.access_token) })
    ).json();
    expect(notices).toMatchObject({
      unread: 1,
      items: [{ change: 'rating', employer: 'Brightwater Care Ltd', before: 'Worker (A rating)', after: 'Worker (B rating)', read: false }],
    });
    await ctx.app.inject({ method: 'POST', url: '/api/app/watch/notices/read', headers: bearer(quiet.tokens.access_token) });
    expect((await ctx.app.inject({ method: 'GET', url: '/api/app/watch', headers: bearer(quiet.tokens.access_token) })).json().unread).toBe(
      0,
    );

    // The saved job at Northgate shows the change: its verdict now lists the new route.
    const saved = (await ctx.app.inject({ method: 'GET', url: '/api/app/jobs/saved', headers: bearer(cn.tokens.access_token) })).json();
    expect(saved.items[0].verdict).not.toEqual(verdictBefore);
    expect(saved.items[0].verdict.routes).toContain('Global Business Mobility: Senior or Specialist Worker');
  });

  it('never twice: the notices job run again, and the same register again, send nothing more', async () => {
    await ctx.app.queue.send(licenceNoticesJob, {});
    await refresh();
    expect(await mailTo(en.user.email)).toHaveLength(2);
    expect(await mailTo(cn.user.email)).toHaveLength(1);
    const [{ n } = { n: 0 }] = await query<{ n: number }>(ctx.database.db, sql`select count(*)::int as n from ${licenceNotices}`);
    expect(n).toBe(4);
  });

  it('unfollowing stops the notices; an automatic follow is not added back', async () => {
    const del = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/app/watch/follows/${encodeURIComponent('Northgate Robotics Ltd')}`,
      headers: bearer(cn.tokens.access_token),
    });
    expect(del.statusCode).toBe(204);
    const watch = (await ctx.app.inject({ method: 'GET', url: '/api/app/watch', headers: bearer(cn.tokens.access_token) })).json();
    expect(watch.follows).toEqual([]);
    const off = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/app/watch/settings',
      headers: bearer(cn.tokens.access_token),
      payload: { autoFollow: false },
    });
    expect(off.statusCode).toBe(204);
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/app/watch', headers: bearer(cn.tokens.access_token) })).json().settings.autoFollow,
    ).toBe(false);
  });
});
