/**
 * Sponsor directory benchmark: loads the full register (and the real postings, so "open jobs" are real) into a
 * fresh PostgreSQL database, starts the real server and drives GET /api/companies/visa over HTTP with
 * autocannon, each request with its own parameters. See scripts/bench/README.md.
 *
 *   npm run bench:companies -- [--queries FILE] [--connections 16] [--duration 20] [--warmup 5] [--reuse]
 *                              [--count 20000] [--seed N] [--pg-url postgres://postgres@127.0.0.1:5432/test] [--write-queries FILE]
 *
 * FILE holds one JSON object of the API's parameters a line ({"q":"Goggle","town":"London","sort":"jobs"}).
 * Without it the workload is generated from the register: names, names with a typo, towns, routes, ratings,
 * open-jobs filters, sorts and pages, every one distinct.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { createDb, query, sql } from '@jobbridge/db';
import { sharedData } from '@jobbridge/test-data';
import autocannon from 'autocannon';
import pg from 'pg';
import { loadConfig } from '../../apps/api/src/config/env.ts';
import { parseCsv, type NormalizedJob } from '../../apps/api/src/modules/ingest/index.ts';
import { storeJobs } from '../../apps/api/src/modules/ingest/store.ts';
import { importRegister, readRegister, type RegisterOrganisation } from '../../apps/api/src/modules/sponsors/register.ts';
import { freePort } from '../../apps/api/test/server-process.ts';
import { benchServerEnv, recreateDatabase, startBenchServer } from './server.ts';
import { percentile } from './stats.ts';

const { values: opts } = parseArgs({
  options: {
    queries: { type: 'string' },
    'write-queries': { type: 'string' },
    connections: { type: 'string', default: '16' },
    duration: { type: 'string', default: '20' },
    warmup: { type: 'string', default: '5' },
    count: { type: 'string', default: '20000' },
    seed: { type: 'string', default: '20261125' },
    reuse: { type: 'boolean', default: false },
    'pg-url': { type: 'string', default: process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/test' },
  },
  strict: true,
});

const CONNECTIONS = Number(opts.connections);
const DURATION = Number(opts.duration);
const WARMUP = Number(opts.warmup);
const BENCH_DB = 'jobbridge_bench_companies';
const withDatabase = (url: string, name: string) => {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
};
const benchUrl = withDatabase(opts['pg-url'], BENCH_DB);
const fmt = (n: number) => n.toLocaleString('en-GB');
const ms = (n: number) => (n < 10 ? n.toFixed(1) : Math.round(n).toString());

// 1. Data -----------------------------------------------------------------------------------------------------

function realPostings(): NormalizedJob[] {
  const all: NormalizedJob[] = [];
  for (const dir of ['jobs_ishanv13_adzuna_reed_2026-04', 'jobs_collinshack_indeed_uk_2024']) {
    const folder = sharedData(dir);
    for (const file of readdirSync(folder).filter((f) => f.endsWith('.csv'))) {
      all.push(...parseCsv(readFileSync(join(folder, file), 'utf8'), { dateOrder: file === 'jobs_london.csv' ? 'mdy' : 'dmy' }));
    }
  }
  return all;
}

async function sponsorsLoaded(): Promise<number> {
  const client = new pg.Client({ connectionString: benchUrl });
  try {
    await client.connect();
    const { rows } = await client.query<{ n: number }>('select count(*)::int as n from sponsors');
    return rows[0]?.n ?? 0;
  } catch {
    return 0;
  } finally {
    await client.end().catch(() => {});
  }
}

async function prepare(register: { rows: number; organisations: RegisterOrganisation[] }): Promise<void> {
  if (opts.reuse && (await sponsorsLoaded()) === register.organisations.length) {
    console.log(`--reuse: ${BENCH_DB} already holds the ${fmt(register.organisations.length)} organisations`);
    return;
  }
  await recreateDatabase(opts['pg-url'], BENCH_DB);
  const database = await createDb({ url: benchUrl });
  try {
    await database.migrate();
    let started = Date.now();
    await importRegister(database.db, register, 'uk-sponsors-register-2026-07-24.csv');
    console.log(`register: ${fmt(register.organisations.length)} organisations loaded in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    started = Date.now();
    const postings = realPostings();
    const thresholds = loadConfig({ NODE_ENV: 'test' }).thresholds;
    const stored = await storeJobs(database.db, postings, { thresholds });
    console.log(
      `jobs: ${fmt(stored.stored)} real postings stored, ${fmt(stored.companiesMatched)} employers ` +
        `matched to the register (${((Date.now() - started) / 1000).toFixed(1)} s)`,
    );
    await database.db.execute(sql`vacuum analyze`);
    const [row] = await query<{ n: number }>(database.db, sql`select count(*)::int as n from sponsors where open_jobs > 0`);
    console.log(`organisations with open jobs: ${fmt(row?.n ?? 0)}`);
  } finally {
    await database.close();
  }
}

// 2. Workload -------------------------------------------------------------------------------------------------

type Params = Record<string, string | number | boolean>;

function mulberry32(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const LEGAL = /^(ltd|limited|plc|llp|the|and|of|uk|group|services|&)$/i;

/** Names, names with a typo, towns, routes, ratings, job filters, sorts and pages from the register: all distinct. */
function generateWorkload(organisations: RegisterOrganisation[], count: number, seed: number): Params[] {
  const rnd = mulberry32(seed);
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rnd() * xs.length)]!;
  const towns = [...new Set(organisations.flatMap((o) => o.towns))];
  const bigTowns = ['London', 'Manchester', 'Birmingham', 'Leeds', 'Glasgow', 'Bristol', 'Edinburgh', 'Liverpool', 'Cardiff', 'Leicester'];
  const routes = [...new Set(organisations.flatMap((o) => o.routes))];
  const ratings = ['A', 'B', 'A Premium', 'provisional'];
  const sorts = ['relevance', 'name', 'jobs', 'rating'];
  const typo = (word: string) => {
    const i = 1 + Math.floor(rnd() * (word.length - 2));
    const kind = Math.floor(rnd() * 4);
    if (kind === 0) return word.slice(0, i) + word.slice(i + 1); // drop
    if (kind === 1) return word.slice(0, i) + word[i] + word.slice(i); // double
    if (kind === 2) return word.slice(0, i - 1) + word[i] + word[i - 1] + word.slice(i + 1); // swap
    return word.slice(0, i) + pick('aeiou'.split('')) + word.slice(i + 1); // vowel
  };
  const nameQuery = () => {
    const words = pick(organisations)
      .name.split(/\s+/)
      .filter((w) => !LEGAL.test(w));
    if (!words.length) return 'care';
    const n = 1 + Math.floor(rnd() * Math.min(3, words.length));
    const phrase = words.slice(0, n);
    const r = rnd();
    if (r < 0.35) {
      const j = Math.floor(rnd() * phrase.length);
      if (phrase[j]!.length >= 5) phrase[j] = typo(phrase[j]!);
    } else if (r < 0.45) phrase[0] = phrase[0]!.toLowerCase();
    return phrase.join(' ');
  };
  const seen = new Set<string>();
  const out: Params[] = [];
  for (let guard = 0; out.length < count && guard < count * 20; guard++) {
    const p: Params = {};
    const shape = rnd();
    if (shape < 0.65) p.q = nameQuery();
    if (shape >= 0.65 || rnd() < 0.2) p.town = rnd() < 0.5 ? pick(bigTowns) : pick(towns);
    if (rnd() < 0.25) p.route = pick(routes);
    if (rnd() < 0.2) p.rating = pick(ratings);
    if (rnd() < 0.2) p.hasJobs = rnd() < 0.6;
    if (rnd() < 0.4) p.sort = pick(sorts);
    if (rnd() < 0.2) p.page = 2 + Math.floor(rnd() * 4);
    const key = JSON.stringify(p);
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(p);
  }
  return out;
}

const toQs = (p: Params) => new URLSearchParams(Object.entries(p).map(([k, v]) => [k, String(v)] as [string, string])).toString();

// 3. Server and load --------------------------------------------------------------------------------------------

async function startServer(port: number): Promise<{ stop: () => Promise<void> }> {
  return startBenchServer(benchServerEnv(port, { DATABASE_URL: benchUrl }), port);
}

let ipCounter = 0;
const nextIp = () => {
  const n = ipCounter++ % 4096;
  return `10.78.${n >> 8}.${n & 255}`;
};

interface LoadResult {
  latencies: number[];
  statuses: Map<number, number>;
  errors: number;
  timeouts: number;
  seconds: number;
}

function drive(base: string, seconds: number, paths: string[], start: number): Promise<LoadResult & { next: number }> {
  const latencies: number[] = [];
  const statuses = new Map<number, number>();
  let next = start;
  return new Promise((resolveRun, reject) => {
    const instance = autocannon(
      {
        url: base,
        connections: CONNECTIONS,
        duration: seconds,
        timeout: 60,
        requests: [
          {
            method: 'GET',
            setupRequest: (request) => ({
              ...request,
              path: paths[next++ % paths.length]!,
              headers: { ...request.headers, 'x-forwarded-for': nextIp() },
            }),
          },
        ],
      },
      (err, result) =>
        err
          ? reject(err instanceof Error ? err : new Error(String(err)))
          : resolveRun({ latencies, statuses, errors: result.errors, timeouts: result.timeouts, seconds: result.duration, next }),
    );
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      latencies.push(responseTime);
      statuses.set(statusCode, (statuses.get(statusCode) ?? 0) + 1);
    });
  });
}

async function main() {
  const register = readRegister(readFileSync(sharedData('uk-sponsors-register-2026-07-24.csv'), 'utf8'));
  const workload: Params[] = opts.queries
    ? readFileSync(opts.queries, 'utf8')
        .split('\n')
        .filter((l) => l.trim())
        .map((l) => JSON.parse(l) as Params)
    : generateWorkload(register.organisations, Number(opts.count), Number(opts.seed));
  if (opts['write-queries']) writeFileSync(opts['write-queries'], `${workload.map((p) => JSON.stringify(p)).join('\n')}\n`);
  console.log(
    `sponsor directory benchmark: ${fmt(register.organisations.length)} organisations, ${fmt(workload.length)} distinct queries ` +
      `(${opts.queries ? opts.queries : 'generated from the register'}), ${CONNECTIONS} connections, ${DURATION} s`,
  );
  await prepare(register);
  const paths = workload.map((p) => `/api/companies/visa?${toQs(p)}`);
  const port = await freePort();
  const server = await startServer(port);
  const base = `http://127.0.0.1:${port}`;
  try {
    // Each query is asked once only (distinct queries): warm-up takes the end of the list, the run the start.
    let cursor = 0;
    if (WARMUP > 0) {
      const warm = await drive(base, WARMUP, [...paths].reverse(), 0);
      console.log(`warm-up: ${fmt(warm.latencies.length)} requests in ${WARMUP} s`);
    }
    const run = await drive(base, DURATION, paths, cursor);
    cursor = run.next;
    const sorted = [...run.latencies].sort((a, b) => a - b);
    const non2xx = [...run.statuses].filter(([s]) => s < 200 || s >= 300).reduce((sum, [, n]) => sum + n, 0);
    const p95 = percentile(sorted, 95);
    console.log(`\n${'='.repeat(72)}`);
    console.log(`database          PostgreSQL (${BENCH_DB})`);
    console.log(
      `queries           ${fmt(Math.min(cursor, paths.length))} of ${fmt(paths.length)} distinct${cursor > paths.length ? ' (the list came round again)' : ''}`,
    );
    console.log(`connections       ${CONNECTIONS}, ${run.seconds.toFixed(0)} s`);
    console.log(
      `latency           p50 ${ms(percentile(sorted, 50))} ms, p95 ${ms(p95)} ms, ` +
        `p99 ${ms(percentile(sorted, 99))} ms, max ${ms(sorted[sorted.length - 1] ?? NaN)} ms`,
    );
    console.log(`throughput        ${(sorted.length / run.seconds).toFixed(1)} requests/s (${fmt(sorted.length)} responses)`);
    console.log(
      `errors            ${run.errors} errors (${run.timeouts} timeouts), ${non2xx} non-2xx [${[...run.statuses].map(([s, n]) => `${s}: ${n}`).join(', ')}]`,
    );
    console.log(
      `load average      ${loadavg()
        .map((l) => l.toFixed(2))
        .join(', ')}`,
    );
    console.log(`target            ${p95 <= 50 && run.errors === 0 && non2xx === 0 ? 'PASS' : 'FAIL'}  p95 ≤ 50 ms, no errors`);
    console.log('='.repeat(72));
  } finally {
    await server.stop();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
