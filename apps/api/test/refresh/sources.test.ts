import { readFileSync } from 'node:fs';
import { companies, importSources, jobs, query, sql } from '@jobbridge/db';
import { sharedData } from '@jobbridge/test-data';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refreshDueSourcesJob } from '../../src/modules/refresh/jobs.ts';
import { employerCommand, refreshCommand } from '../../src/modules/refresh/commands.ts';
import { importRegister, readRegister } from '../../src/modules/sponsors/register.ts';
import { bearer, verifiedUser } from '../auth-helpers.ts';
import { json, startFake, type FakeServer } from '../fakes/http.ts';
import { fixture } from '../ingest/data.ts';
import { setupApp, type TestContext } from '../helper.ts';

/**
 * The scheduled refresh of job sources (decision 054), each source a fake of its board on 127.0.0.1 answering
 * with the real responses of the shared data. Day 1 every source answers; on day 2 Greenhouse no longer lists
 * one ad, the CSV no longer lists the ad it shared with Greenhouse, and Lever fails.
 */
const greenhouse = fixture('greenhouse_boards_api_vercel_jobs_content.json') as { jobs: { title: string }[] };
const lever = fixture('lever_postings_spotify.json');
const ashby = fixture('ashby_posting_api_linear.json');
const adzuna = fixture('adzuna_gb_search_page_a.json') as { results: unknown[] };
const reed = fixture('reed_api_search_2019.json') as { results: unknown[] };
const realCsv = readFileSync(sharedData('jobs_ishanv13_adzuna_reed_2026-04', 'adzuna_BI_Analyst_20260423_000030.csv'), 'utf8');
// The Greenhouse ad again, as a CSV export lists it: the same ad from two sources.
const sharedRow =
  '"Account Executive, Commercial",vercel,London,,,2026-04-20T10:00:00Z,"Sell to our commercial customers.",Sales,permanent';

let day = 1;
let fake: FakeServer;
let ctx: TestContext;

beforeAll(async () => {
  fake = await startFake((req, res) => {
    const { path } = req;
    if (path === '/v1/boards/vercel/jobs')
      return json(res, 200, day === 1 ? greenhouse : { ...greenhouse, jobs: greenhouse.jobs.filter((j) => !j.title.includes('Majors')) });
    if (path === '/v0/postings/spotify') return day === 1 ? json(res, 200, lever) : json(res, 503, { error: 'down' });
    if (path === '/posting-api/job-board/linear') return json(res, 200, ashby);
    if (path.startsWith('/v1/api/jobs/gb/search/')) return json(res, 200, { ...adzuna, results: adzuna.results.slice(0, 5), count: 5 });
    if (path === '/api/1.0/search') return json(res, 200, { ...reed, results: reed.results.slice(0, 5), totalResults: 5 });
    if (path === '/export/jobs.csv') {
      res.writeHead(200, { 'content-type': 'text/csv' });
      return res.end(day === 1 ? `${realCsv}${sharedRow}\r\n` : realCsv);
    }
    res.writeHead(404).end('not found');
  });
}, 30_000);
afterAll(() => fake.close());

const app = setupApp({ REED_API_KEY: 'reed-key', ADZUNA_APP_ID: 'id', ADZUNA_APP_KEY: 'key' }, (built) => {
  const url = fake.url;
  Object.assign(built.config, {
    GREENHOUSE_API_URL: url,
    LEVER_API_URL: url,
    ASHBY_API_URL: url,
    ADZUNA_API_URL: url,
    REED_API_URL: url,
  });
});

beforeAll(() => {
  ctx = app;
});

/**
 * What a scheduled tick does, then waits until every source has finished a run begun by it: a run newer than the
 * last one before the tick (a time window would count the previous test's runs when it ended under a second ago).
 */
async function tick(kind?: string) {
  const [last] = await query<{ id: number }>(ctx.database.db, sql`select coalesce(max(id), 0)::int as id from import_runs`);
  await ctx.app.queue.send(refreshDueSourcesJob, {});
  const deadline = Date.now() + 120_000;
  for (;;) {
    const [row] = await query<{ done: number; sources: number }>(
      ctx.database.db,
      sql`select (select count(*)::int from import_sources s
          where exists (select 1 from import_runs r where r.source_id = s.id and r.id > ${last!.id})
            and not exists (select 1 from import_runs r where r.source_id = s.id and r.finished_at is null)
            and (${kind ?? null}::text is null or s.kind = ${kind ?? null})) as done,
        (select count(*)::int from import_sources where ${kind ?? null}::text is null or kind = ${kind ?? null}) as sources`,
    );
    if (row!.done === row!.sources) return;
    if (Date.now() > deadline) {
      const jobsState = await query(
        ctx.database.db,
        sql`select name, state, singleton_key, created_on, started_on, output from pgboss.job where name like 'refresh%' order by created_on`,
      );
      throw new Error(`only ${row!.done} of ${row!.sources} sources ran: ${JSON.stringify(jobsState)}`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
}

const openJob = async (title: string) =>
  query<{ id: number; closed_at: Date | null; verdict: unknown }>(
    ctx.database.db,
    sql`select id::int as id, closed_at, verdict from ${jobs} where title = ${title}`,
  );
const searchIds = async (q: string) =>
  (
    (await ctx.app.inject({ method: 'GET', url: `/api/jobs/search?q=${encodeURIComponent(q)}` })).json() as { items: { id: number }[] }
  ).items.map((i) => i.id);
const sitemap = async () => (await ctx.app.inject({ method: 'GET', url: '/sitemap.xml' })).body;

describe('job sources refreshed by the server', () => {
  it('adds sources with the admin command, lists them, and refuses bad ones', async () => {
    const db = ctx.database.db;
    for (const argv of [
      ['greenhouse', 'vercel'],
      ['lever', 'spotify', '--company-name', 'Spotify'],
      ['ashby', 'linear', '--every', '12h'],
      ['adzuna', '--what', 'data analyst', '--where', 'London'],
      ['reed', '--keywords', 'data analyst'],
      ['csv', `${fake.url}/export/jobs.csv`],
    ])
      expect((await refreshCommand(db, ['sources', 'add', ...argv]))![0]).toMatch(/^Added source \d+: /);
    expect((await refreshCommand(db, ['sources', 'add', 'greenhouse', 'vercel']))![0]).toMatch(/exists already/);
    await expect(refreshCommand(db, ['sources', 'add', 'greenhouse'])).rejects.toThrow('greenhouse needs a board name');
    await expect(refreshCommand(db, ['sources', 'add', 'reed'])).rejects.toThrow('reed needs --keywords or --location');
    await expect(refreshCommand(db, ['sources', 'add', 'ashby', 'x', '--every', '1m'])).rejects.toThrow('--every: from 15m to 7d');
    const list = (await refreshCommand(db, ['sources', 'list']))!;
    expect(list).toHaveLength(6);
    expect(list.join('\n')).toMatch(/ashby linear {2}every 720 min/);
    expect(list.join('\n')).toMatch(/adzuna what=data analyst where=London/);
  });

  it('day 1: every source is read on its schedule, and an ad two sources list is stored once', async () => {
    await tick();
    expect(await openJob('Account Executive, Commercial')).toHaveLength(1);
    const [majors] = await openJob('Account Executive, Majors');
    expect(majors!.closed_at).toBeNull();
    expect(await searchIds('Account Executive Majors')).toContain(majors!.id);
    expect(await sitemap()).toContain(`/jobs/${majors!.id}<`);
    const status = (await refreshCommand(ctx.database.db, ['imports', 'status']))!.join('\n');
    expect(status).toMatch(/greenhouse vercel: last run .*, ok \(fetched 2, stored 2, duplicates 0, closed 0/);
    expect(status).toMatch(
      new RegExp(
        String.raw`csv .*jobs\.csv: last run .*, ok \(fetched 45, stored 40, duplicates 5, closed 0, newEmployers \d+, unknownEmployers [1-9]\d*\)\n.*\n` +
          String.raw` {4}\d+ employer\(s\) with several jobs and no register match: npm run admin -- unknown-employers`,
      ),
    );
    // Not due again for 6 hours (12 for Ashby).
    const next = await query<{ label: string; hours: number }>(
      ctx.database.db,
      sql`select label, round(extract(epoch from next_run_at - now()) / 3600)::int as hours from ${importSources} order by id`,
    );
    expect(next.map((n) => n.hours)).toEqual([6, 6, 12, 6, 6, 6]);
  });

  it('lists the employers the refresh could not match, and an accepted alias matches their jobs', async () => {
    const { db } = ctx.database;
    const thresholds = ctx.app.config.thresholds;
    const listed = (await employerCommand(db, thresholds, ['unknown-employers']))!;
    const first = /^\s+(\d+) {2}(.+)\t/.exec(listed[0]!);
    expect(first, listed.join('\n')).not.toBeNull();
    const [, count, employer] = first!;
    expect(Number(count)).toBeGreaterThanOrEqual(2);
    expect(listed.at(-1)).toMatch(/npm run admin -- alias add/);

    // The employer turns out to be on the register under its legal name.
    await importRegister(
      db,
      readRegister(
        'Organisation Name,Town/City,County,Type & Rating,Route\r\nQuarrendon Holdings Ltd,London,,Worker (A rating),Skilled Worker\r\n',
      ),
      'test',
    );
    const added = (await employerCommand(db, thresholds, [
      'alias',
      'add',
      employer!,
      'quarrendon holdings ltd',
      '--source',
      'its website',
    ]))!;
    expect(added[0]).toBe(`${employer} → Quarrendon Holdings Ltd (checked ${new Date().toISOString().slice(0, 10)}).`);
    expect(added[1]).toMatch(/^Matched \d+ employers again and recomputed \d+ jobs' verdicts\.$/);
    const matched = await query<{ n: number }>(
      db,
      sql`select count(*)::int as n from ${jobs} j join ${companies} c on c.id = j.company_id
        where c.name = ${employer} and c.sponsor_id is not null`,
    );
    expect(matched[0]!.n).toBe(Number(count));
    expect((await employerCommand(db, thresholds, ['unknown-employers'])) ?? []).not.toContainEqual(
      expect.stringContaining(`  ${employer}\t`),
    );
    await expect(employerCommand(db, thresholds, ['alias', 'add', employer!])).rejects.toThrow(/needs a brand and a register organisation/);
  });

  it('day 2: an ad gone from its source is closed (out of search and the sitemap, still saved, verdict as it was); a failing source backs off', async () => {
    const { tokens } = await verifiedUser(ctx.app);
    const [majors] = await openJob('Account Executive, Majors');
    const saved = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/app/jobs/${majors!.id}/marks`,
      headers: bearer(tokens.access_token),
      payload: { saved: true },
    });
    expect(saved.statusCode).toBe(200);
    const spotifyBefore = await query<{ n: number }>(
      ctx.database.db,
      sql`select count(*)::int as n from ${jobs} where source = 'lever' and closed_at is null`,
    );

    day = 2;
    await ctx.database.db.execute(sql`update ${importSources} set next_run_at = now()`);
    await tick();

    const [closed] = await openJob('Account Executive, Majors');
    expect(closed!.closed_at).not.toBeNull();
    expect(closed!.verdict).toEqual(majors!.verdict);
    expect(await searchIds('Account Executive Majors')).not.toContain(majors!.id);
    expect(await sitemap()).not.toContain(`/jobs/${majors!.id}<`);
    const list = (await ctx.app.inject({ method: 'GET', url: '/api/app/jobs/saved', headers: bearer(tokens.access_token) })).json() as {
      items: { id: number; closed?: boolean; verdict: unknown }[];
    };
    expect(list.items.find((i) => i.id === majors!.id)).toMatchObject({ closed: true, verdict: majors!.verdict });

    // The CSV dropped the ad it shared with Greenhouse, which still lists it: it stays open.
    const [commercial] = await openJob('Account Executive, Commercial');
    expect(commercial!.closed_at).toBeNull();

    // Lever failed: its ads stay open, the failure is reported, and the next try waits 10 minutes (then 20, 40…).
    const spotifyAfter = await query<{ n: number }>(
      ctx.database.db,
      sql`select count(*)::int as n from ${jobs} where source = 'lever' and closed_at is null`,
    );
    expect(spotifyAfter).toEqual(spotifyBefore);
    const status = (await refreshCommand(ctx.database.db, ['imports', 'status']))!.join('\n');
    expect(status).toMatch(
      /lever spotify companyName=Spotify: last run .*, FAILED\n {4}last success .*; failures since: 1\n {4}error: lever: GET .* returned HTTP 503/,
    );
    expect(status).toMatch(/greenhouse vercel: last run .*, ok \(fetched 1, stored 1, duplicates 0, closed 1/);
    const [leverSource] = await query<{ failures: number; minutes: number }>(
      ctx.database.db,
      sql`select failures, round(extract(epoch from next_run_at - now()) / 60)::int as minutes from ${importSources} where kind = 'lever'`,
    );
    expect(leverSource).toEqual({ failures: 1, minutes: 10 });
  });

  it('an ad its source lists again opens again; a removed source is no longer read', { timeout: 150_000 }, async () => {
    day = 1;
    const vercel = (await refreshCommand(ctx.database.db, ['sources', 'list']))!.find((l) => l.includes('greenhouse vercel'))!;
    await ctx.database.db.execute(sql`update ${importSources} set next_run_at = now() where kind = 'greenhouse'`);
    await tick('greenhouse');
    const [majors] = await openJob('Account Executive, Majors');
    expect(majors!.closed_at).toBeNull();
    expect(await searchIds('Account Executive Majors')).toContain(majors!.id);
    expect((await refreshCommand(ctx.database.db, ['sources', 'remove', vercel.trim().split(' ')[0]!]))![0]).toMatch(/^Removed/);
    expect((await refreshCommand(ctx.database.db, ['sources', 'list']))!).toHaveLength(5);
  });
});
