/**
 * The register refresh while people search (decision 054), on the embedded PGlite in its own thread, as the server
 * runs it: the full real register imported once, jobs generated from the shared postings, then a "day 2" register
 * (organisations removed, added, re-rated, routes changed) refreshed while searches run back to back. Prints the
 * refresh's time and the searches' p50/p95 without and during the refresh, with the load average beside them.
 *
 * Searches alone are measured before and after the refresh and compared with those during it, so a change of the
 * machine's load in between shows.
 *
 *   npm run bench:refresh -- [--jobs 20000] [--changes 500] [--seconds 20] [--concurrency 4] [--database-url URL]
 *                            [--queries FILE] [--day2 FILE]
 *
 * --queries: the searches to run (one JSON object of search parameters a line, as bench:search reads); without it,
 * 400 drawn from the shared postings. --day2: the register to refresh to (a CSV as GOV.UK publishes it); without
 * it, the real register with --changes organisations each removed, added, re-rated and given another route.
 * With --database-url, on that PostgreSQL database instead (an empty one: createdb, then pass its URL).
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { createDb } from '@jobbridge/db';
import { SHARED_DATA, sharedData } from '@jobbridge/test-data';
import { buildApp } from '../../apps/api/src/app.ts';
import { loadConfig } from '../../apps/api/src/config/env.ts';
import { upsertJobs, type JobInsertRow } from '../../apps/api/src/modules/ingest/repository.ts';
import { loadSearchFacts } from '../../apps/api/src/modules/search/index.ts';
import { refreshRegister } from '../../apps/api/src/modules/refresh/service.ts';
import { generator, loadCorpus } from './generate.ts';
import { percentile } from './stats.ts';
import { makeWorkload, readWorkload, toQueryString } from './workload.ts';

const { values: opts } = parseArgs({
  options: {
    jobs: { type: 'string', default: '20000' },
    changes: { type: 'string', default: '500' },
    seconds: { type: 'string', default: '20' },
    concurrency: { type: 'string', default: '4' },
    'database-url': { type: 'string' },
    queries: { type: 'string' },
    day2: { type: 'string' },
  },
  strict: true,
});
const JOBS = Number(opts.jobs);
const CHANGES = Number(opts.changes);
const SECONDS = Number(opts.seconds);
const CONCURRENCY = Number(opts.concurrency);
const load = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');
const ms = (n: number) => (n < 10 ? n.toFixed(1) : Math.round(n).toString());

const dataDir = mkdtempSync(join(tmpdir(), 'jobbridge-bench-refresh-'));
const database = opts['database-url']
  ? await createDb({ url: opts['database-url'] })
  : await createDb({ dataDir: join(dataDir, 'db'), thread: true });
console.log(`database: ${database.kind}`);
const config = loadConfig({
  NODE_ENV: 'test',
  LOG_LEVEL: 'silent',
  DATA_DIR: dataDir,
  SEARCH_CACHE_SECONDS: '0',
  RATE_LIMIT_PER_MINUTE: '0',
  QUEUE_ENABLED: 'false',
});

try {
  await database.migrate();
  const text = readFileSync(sharedData('uk-sponsors-register-2026-07-24.csv'), 'utf8');
  const lines = text.split('\r\n');
  const [header, ...rows] = lines.filter(Boolean);

  let started = performance.now();
  const first = await refreshRegister(database.db, config, { text, source: 'day 1' });
  console.log(
    `first import (empty database): ${first.rows.toLocaleString('en-GB')} rows, ` +
      `${first.organisations.toLocaleString('en-GB')} organisations in ${((performance.now() - started) / 1000).toFixed(1)} s ` +
      `(load ${load()})`,
  );

  const gen = generator(loadCorpus(SHARED_DATA), 20261129, new Date());
  const batch: JobInsertRow[] = [];
  started = performance.now();
  for (let i = 0; i < JOBS; i++) {
    const row = gen.row(i);
    batch.push({ ...row, dedupe_key: `bench-refresh-${i}`, company_id: null, verdict: row.verdict });
    if (batch.length === 500) await upsertJobs(database.db, batch.splice(0));
  }
  if (batch.length) await upsertJobs(database.db, batch.splice(0));
  console.log(`jobs: ${JOBS.toLocaleString('en-GB')} generated in ${((performance.now() - started) / 1000).toFixed(1)} s`);

  // Day 2: CHANGES organisations each removed, added, re-rated (A → B) and given another route.
  const day2: string[] = [];
  let routed = 0;
  const seen = new Set<string>();
  for (const line of rows) {
    const name = line.split(',')[0]!;
    if (!seen.has(name)) seen.add(name);
    const index = seen.size;
    if (index <= CHANGES) {
      continue;
    }
    if (index <= CHANGES * 2 && line.includes('(A rating)')) {
      day2.push(line.replace('(A rating)', '(B rating)'));
      continue;
    }
    day2.push(line);
    if (index > CHANGES * 2 && index <= CHANGES * 3 && routed < CHANGES && line.endsWith(',Skilled Worker')) {
      day2.push(line.replace(/,Skilled Worker$/, ',Global Business Mobility: Senior or Specialist Worker'));
      routed++;
    }
  }
  for (let i = 0; i < CHANGES; i++) day2.push(`Bench New Sponsor ${i} Ltd,Leeds,,Worker (A rating),Skilled Worker`);
  const day2Text = opts.day2 ? readFileSync(opts.day2, 'utf8') : `${[header, ...day2].join('\r\n')}\r\n`;

  const app = await buildApp({ config, database, logger: false });
  await app.ready();
  await loadSearchFacts(app.db);
  const workload = (opts.queries ? readWorkload(opts.queries) : makeWorkload(loadCorpus(SHARED_DATA), 400, 7)).map(toQueryString);
  let next = 0;
  /** When each search of the last call started and how long it took: the refresh's stages are told apart by time. */
  let timed: { at: number; ms: number }[] = [];
  async function searches(until: () => boolean): Promise<number[]> {
    const times: number[] = [];
    timed = [];
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (!until()) {
          const q = workload[next++ % workload.length]!;
          const t = performance.now();
          // Each from an address of its own: the search route's per-address limit is not what is measured.
          const remoteAddress = `10.${next % 250}.${(next >> 8) % 250}.${1 + ((next >> 16) % 250)}`;
          const res = await app.inject({ method: 'GET', url: `/api/jobs/search?${q}`, remoteAddress });
          if (res.statusCode !== 200) throw new Error(`search ${q}: ${res.statusCode} ${res.body.slice(0, 200)}`);
          times.push(performance.now() - t);
          timed.push({ at: t, ms: performance.now() - t });
        }
      }),
    );
    return times.sort((a, b) => a - b);
  }

  // Warm up, then searches alone for SECONDS.
  await searches(
    (
      (end) => () =>
        performance.now() > end
    )(performance.now() + 3000),
  );
  const quietLoad = load();
  const alone = await searches(
    (
      (end) => () =>
        performance.now() > end
    )(performance.now() + SECONDS * 1000),
  );

  // The refresh, with the same searches running until it ends.
  let done = false;
  started = performance.now();
  // The stages as the import reports them; after the last report, the verdicts.
  const stages: { name: string; at: number }[] = [{ name: 'starting', at: started }];
  let lastReport = started;
  const progress = (stage: string, count: number) => {
    lastReport = performance.now();
    const name = stage === 'Comparing' && count === 1 ? 'recording' : stage.toLowerCase();
    if (stages.at(-1)!.name !== name) stages.push({ name, at: lastReport });
  };
  const refreshing = refreshRegister(database.db, config, { text: day2Text, source: 'day 2', progress }).finally(() => {
    stages.push({ name: 'verdicts', at: lastReport });
    done = true;
  });
  const during = await searches(() => done);
  const duringTimed = timed;
  const result = await refreshing;
  const refreshSeconds = (performance.now() - started) / 1000;
  const busyLoad = load();
  const afterwards = await searches(
    (
      (end) => () =>
        performance.now() > end
    )(performance.now() + SECONDS * 1000),
  );
  const afterLoad = load();

  console.log(
    `day-2 refresh: ${result.added} added, ${result.removed} removed, ${result.ratingChanges} ratings and ${result.routeChanges} routes changed ` +
      `(${result.changed} rows changed), ${result.verdicts.companies} employers and ` +
      `${result.verdicts.jobs} jobs re-checked, in ${refreshSeconds.toFixed(1)} s ` +
      `(reading, comparing and writing the register ${result.timings.importMs} ms, verdicts ${result.timings.verdictsMs} ms)`,
  );
  console.log(
    `searches alone (${CONCURRENCY} at a time, ${alone.length}): p50 ${ms(percentile(alone, 50))} ms, p95 ${ms(percentile(alone, 95))} ms (load ${quietLoad})`,
  );
  console.log(
    `searches during the refresh (${during.length}): p50 ${ms(percentile(during, 50))} ms, p95 ${ms(percentile(during, 95))} ms (load ${busyLoad})`,
  );
  console.log(
    `searches alone after it (${afterwards.length}): p50 ${ms(percentile(afterwards, 50))} ms, p95 ${ms(percentile(afterwards, 95))} ms (load ${afterLoad})`,
  );
  for (const [i, stage] of stages.entries()) {
    const end = stages[i + 1]?.at ?? Infinity;
    const inStage = duringTimed
      .filter((s) => s.at >= stage.at && s.at < end)
      .map((s) => s.ms)
      .sort((a, b) => a - b);
    if (inStage.length)
      console.log(
        `  during ${stage.name} ` +
          `(${((Math.min(end, started + refreshSeconds * 1000) - stage.at) / 1000).toFixed(1)} s, ` +
          `${inStage.length} searches): p95 ${ms(percentile(inStage, 95))} ms`,
      );
  }
  const aloneP95 = (percentile(alone, 95) + percentile(afterwards, 95)) / 2;
  console.log(`p95 during / p95 alone (mean of before and after): ${(percentile(during, 95) / aloneP95).toFixed(2)}×`);
  await app.close();
} finally {
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
}
