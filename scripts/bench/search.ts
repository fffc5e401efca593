/**
 * Job search benchmark: generates N jobs from the real postings, loads them, starts the real server and
 * drives GET /api/jobs/search with autocannon. See scripts/bench/README.md.
 *
 *   npm run bench:search -- --jobs 100000 [--db postgres|pglite] [--connections 16] [--duration 30]
 *                           [--warmup 5] [--repeat 3] [--reuse] [--only-generate] [--explain 5]
 *                           [--plans /tmp/bench-plans.txt] [--seed N] [--data-dir DIR] [--pg-host user@host:port]
 *                           [--queries FILE [--answers OUT]] [--make-queries FILE --count N]
 *
 * With --queries, the load sends each search of FILE once (one JSON object of search parameters a line), as
 * real people send searches nobody sent a minute ago; the cache stays on, as in production, but never answers.
 */
import { SHARED_DATA } from '@jobbridge/test-data';
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { createDb, query, sql } from '@jobbridge/db';
import autocannon from 'autocannon';
import pg from 'pg';
import { loadConfig } from '../../apps/api/src/config/env.ts';
import { explainSearch } from './explain.ts';
import { generator, loadCorpus } from './generate.ts';
import { loadPglite, loadPostgres, type LoadTimes } from './load.ts';
import { QUERIES, type BenchQuery } from './queries.ts';
import { benchServerEnv, recreateDatabase, startBenchServer } from './server.ts';
import { makeWorkload, readWorkload, toQueryString } from './workload.ts';
import { percentile } from './stats.ts';

const { values: opts } = parseArgs({
  options: {
    jobs: { type: 'string', default: '100000' },
    db: { type: 'string', default: 'postgres' },
    connections: { type: 'string', default: '16' },
    duration: { type: 'string', default: '30' },
    warmup: { type: 'string', default: '5' },
    repeat: { type: 'string', default: '3' },
    reuse: { type: 'boolean', default: false },
    /** Turn the server's search cache off (SEARCH_CACHE_SECONDS=0): every request does the database work. */
    'no-cache': { type: 'boolean', default: false },
    'only-generate': { type: 'boolean', default: false },
    seed: { type: 'string', default: '20260724' },
    'pg-host': { type: 'string', default: process.env.BENCH_PG_HOST ?? 'postgres@127.0.0.1:5432' },
    'data-dir': { type: 'string', default: join(tmpdir(), 'jobbridge-bench-search-pglite') },
    explain: { type: 'string' },
    plans: { type: 'string', default: '/tmp/bench-plans.txt' },
    /** Distinct searches, one JSON object of search parameters a line: each is sent once. */
    queries: { type: 'string' },
    /** Writes a distinct workload made from the data to FILE (--count searches) and exits. */
    'make-queries': { type: 'string' },
    count: { type: 'string', default: '20000' },
    /** With --queries: writes each answer (query string, ms, status, empty, partial) to FILE as JSON lines. */
    answers: { type: 'string' },
  },
  strict: true,
});

const N = Number(opts.jobs);
const CONNECTIONS = Number(opts.connections);
const DURATION = Number(opts.duration);
const WARMUP = Number(opts.warmup);
const REPEAT = Math.max(1, Number(opts.repeat));
const KIND = opts.db;
if (!Number.isInteger(N) || N < 1) throw new Error('--jobs must be a positive whole number');
if (KIND !== 'postgres' && KIND !== 'pglite') throw new Error('--db must be postgres or pglite');
const EXPLAIN = Number(opts.explain ?? (KIND === 'postgres' ? 5 : 0));

const dataDir = SHARED_DATA;
/** The distinct workload (--queries), or null for the fixed shapes. */
const DISTINCT: BenchQuery[] | null = opts.queries
  ? readWorkload(opts.queries).map((params, i) => ({ name: `#${i + 1}`, qs: toQueryString(params) }))
  : null;
const BENCH_DB = 'jobbridge_bench_search';
const pgUrl = (database: string) => `postgres://${opts['pg-host']}/${database}`;
const fmt = (n: number) => n.toLocaleString('en-GB');
const ms = (n: number) => (n < 10 ? n.toFixed(1) : Math.round(n).toString());

// 1. Data -----------------------------------------------------------------------------------------------------

/** PostgreSQL's own page cache: the search reads less from the operating system's when its tables fit (docs/deploy.md). */
async function sharedBuffers(): Promise<string> {
  const client = new pg.Client({ connectionString: pgUrl(BENCH_DB) });
  await client.connect();
  try {
    return (await client.query<{ shared_buffers: string }>('show shared_buffers')).rows[0]!.shared_buffers;
  } finally {
    await client.end();
  }
}

async function countJobs(): Promise<number | null> {
  if (KIND === 'postgres') {
    const client = new pg.Client({ connectionString: pgUrl(BENCH_DB) });
    try {
      await client.connect();
    } catch {
      return null;
    }
    try {
      const { rows } = await client.query<{ n: number }>('select count(*)::int as n from jobs');
      return rows[0]?.n ?? null;
    } catch {
      return null;
    } finally {
      await client.end();
    }
  }
  if (!existsSync(join(opts['data-dir'], 'db'))) return null;
  const database = await createDb({ dataDir: opts['data-dir'] });
  try {
    const [row] = await query<{ n: number }>(database.db, sql`select count(*)::int as n from jobs`);
    return row?.n ?? null;
  } catch {
    return null;
  } finally {
    await database.close();
  }
}

async function freshDatabase(): Promise<void> {
  if (KIND === 'postgres') {
    await recreateDatabase(pgUrl('postgres'), BENCH_DB);
    const database = await createDb({ url: pgUrl(BENCH_DB) });
    try {
      await database.migrate();
    } finally {
      await database.close();
    }
  } else {
    rmSync(opts['data-dir'], { recursive: true, force: true });
    mkdirSync(opts['data-dir'], { recursive: true });
  }
}

async function prepareData(): Promise<{ load: LoadTimes | null; generateMs: number }> {
  if (opts.reuse) {
    const n = await countJobs();
    if (n === N) {
      console.log(`--reuse: the ${KIND} bench database already holds ${fmt(N)} jobs; skipping generation`);
      return { load: null, generateMs: 0 };
    }
    console.log(`--reuse: the bench database holds ${n === null ? 'nothing' : fmt(n)} jobs, not ${fmt(N)}; generating`);
  }
  const started = Date.now();
  const corpus = loadCorpus(dataDir);
  console.log(
    `corpus: ${fmt(corpus.postings.length)} real postings from ${corpus.files} files, ${fmt(corpus.paragraphs.length)} paragraphs, ` +
      `${fmt(corpus.register.length)} register organisations, ${fmt(corpus.towns.length)} towns (${Date.now() - started} ms)`,
  );
  const gen = generator(corpus, Number(opts.seed), new Date());
  await freshDatabase();
  console.log(`loading ${fmt(N)} jobs into ${KIND === 'postgres' ? `PostgreSQL database ${BENCH_DB}` : `PGlite at ${opts['data-dir']}`}`);
  const load = KIND === 'postgres' ? await loadPostgres(pgUrl(BENCH_DB), gen, N) : await loadPglite(opts['data-dir'], gen, N);
  const generateMs = Date.now() - started;
  console.log(
    `loaded: rows ${(load.rowsMs / 1000).toFixed(1)} s, indexes + vacuum analyze ` +
      `${(load.indexMs / 1000).toFixed(1)} s, total ${(generateMs / 1000).toFixed(1)} s`,
  );
  return { load, generateMs };
}

// 2. Server ---------------------------------------------------------------------------------------------------

async function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolvePort(port));
    });
  });
}

/** The server, and its search slots as its own configuration reads them (SEARCH_CONCURRENCY, decision 046). */
async function startServer(port: number): Promise<{ stop: () => Promise<void>; slots: number }> {
  const env = benchServerEnv(port, {
    SEARCH_CACHE_SECONDS: opts['no-cache'] ? '0' : (process.env.SEARCH_CACHE_SECONDS ?? '60'),
  });
  if (KIND === 'postgres') env.DATABASE_URL = pgUrl(BENCH_DB);
  else {
    delete env.DATABASE_URL;
    env.DATA_DIR = opts['data-dir'];
  }
  return { ...(await startBenchServer(env, port)), slots: loadConfig(env).SEARCH_CONCURRENCY };
}

// 3. Load test ------------------------------------------------------------------------------------------------

let ipCounter = 0;
/** 4,096 simulated clients (below the rate limiter's 5,000-key cache). */
const nextIp = () => {
  const n = ipCounter++ % 4096;
  return `10.77.${n >> 8}.${n & 255}`;
};

interface Timed {
  query: BenchQuery;
  ms: number;
  status: number;
  total: number | null;
  capped: boolean;
}

async function timeOnce(base: string, bq: BenchQuery): Promise<Timed> {
  const started = performance.now();
  const res = await fetch(`${base}/api/jobs/search?${bq.qs}`, { headers: { 'x-forwarded-for': nextIp() } });
  const body = (await res.json()) as { total?: number; totalIsCapped?: boolean };
  return { query: bq, ms: performance.now() - started, status: res.status, total: body.total ?? null, capped: body.totalIsCapped ?? false };
}

interface LoadResult {
  latencies: number[];
  statuses: Map<number, number>;
  errors: number;
  timeouts: number;
  requests: number;
  seconds: number;
}

interface Answer {
  qs: string;
  ms: number;
  status: number;
  empty: boolean;
  partial: boolean;
}

/**
 * autocannon for `seconds` over `list`, cycling through it, or, `distinct`, sending each entry once and stopping
 * when the list runs out. Each answer is kept with its search (for the slowest, the empty and the partial ones).
 */
async function drive(
  base: string,
  seconds: number,
  list: BenchQuery[] = QUERIES,
  distinct = false,
): Promise<LoadResult & { answers: Answer[] }> {
  const latencies: number[] = [];
  const answers: Answer[] = [];
  const statuses = new Map<number, number>();
  let next = 0;
  let exhausted = false;
  let done: (result: autocannon.Result) => void = () => {};
  let failed: (err: unknown) => void = () => {};
  const finished = new Promise<autocannon.Result>((res, rej) => ((done = res), (failed = rej)));
  const instance = autocannon(
    {
      url: base,
      connections: CONNECTIONS,
      duration: seconds,
      timeout: 60,
      requests: [
        {
          method: 'GET',
          setupRequest: (request, ctx) => {
            const context = ctx as Record<string, unknown>;
            if (distinct && next >= list.length && !exhausted) {
              exhausted = true;
              setImmediate(() => instance.stop());
            }
            const bq = list[next++ % list.length]!;
            context.qs = bq.qs;
            context.started = performance.now();
            return { ...request, path: `/api/jobs/search?${bq.qs}`, headers: { ...request.headers, 'x-forwarded-for': nextIp() } };
          },
          onResponse: (status, body, ctx) => {
            const context = ctx as Record<string, unknown>;
            const text = String(body);
            answers.push({
              qs: String(context.qs),
              ms: performance.now() - Number(context.started),
              status,
              empty: /"total":0[,}]/.test(text),
              partial: text.includes('"partial":true'),
            });
          },
        },
      ],
    },
    (err, result) => (err ? failed(err) : done(result)),
  );
  instance.on('response', (_client, statusCode, _bytes, responseTime) => {
    latencies.push(responseTime);
    statuses.set(statusCode, (statuses.get(statusCode) ?? 0) + 1);
  });
  const result = await finished;
  if (distinct && !exhausted) console.log(`  (the run ended before the workload: ${fmt(list.length - next)} searches not sent)`);
  return {
    latencies,
    answers,
    statuses,
    errors: result.errors,
    timeouts: result.timeouts,
    requests: latencies.length,
    seconds: result.duration,
  };
}

// Main --------------------------------------------------------------------------------------------------------

async function main() {
  if (opts['make-queries']) {
    const list = makeWorkload(loadCorpus(dataDir), Number(opts.count), Number(opts.seed));
    writeFileSync(opts['make-queries'], list.map((p) => JSON.stringify(p)).join('\n') + '\n');
    console.log(`wrote ${fmt(list.length)} distinct searches to ${opts['make-queries']}`);
    return;
  }
  const workload = DISTINCT ? `${fmt(DISTINCT.length)} distinct searches (${opts.queries})` : `${QUERIES.length} query shapes`;
  console.log(`job search benchmark: ${fmt(N)} jobs, ${KIND}, ${CONNECTIONS} connections, ${DURATION} s, ${workload}`);
  const { load, generateMs } = await prepareData();
  if (opts['only-generate']) {
    console.log('--only-generate: done');
    return;
  }

  const port = await freePort();
  const server = await startServer(port);
  const base = `http://127.0.0.1:${port}`;
  try {
    // Every shape once (cold-ish caches), to check the answers (not the distinct searches: each is sent once).
    const first: Timed[] = [];
    if (!DISTINCT) for (const bq of QUERIES) first.push(await timeOnce(base, bq));
    const broken = first.filter((t) => t.status !== 200);
    for (const t of broken) console.log(`  ! ${t.query.name}: HTTP ${t.status}`);

    if (WARMUP > 0) {
      console.log(`warm-up: ${WARMUP} s at ${CONNECTIONS} connections`);
      await drive(base, WARMUP);
    }
    console.log(
      DISTINCT
        ? `load: up to ${DURATION} s at ${CONNECTIONS} connections, each of ${workload} once`
        : `load: ${DURATION} s at ${CONNECTIONS} connections, cycling through ${QUERIES.length} query shapes`,
    );
    const run = DISTINCT ? await drive(base, DURATION, DISTINCT, true) : await drive(base, DURATION);
    const sorted = [...run.latencies].sort((a, b) => a - b);
    const rps = run.requests / run.seconds;
    const non2xx = [...run.statuses].filter(([s]) => s < 200 || s >= 300).reduce((sum, [, n]) => sum + n, 0);

    // The server may still be working through requests the load left behind: wait until it answers promptly.
    const drainStarted = Date.now();
    for (let quick = 0; quick < 2 && Date.now() - drainStarted < 300_000;) {
      const t = performance.now();
      await fetch(`${base}/api/health`);
      quick = performance.now() - t < 50 ? quick + 1 : 0;
      if (!quick) await new Promise((r) => setTimeout(r, 500));
    }
    if (Date.now() - drainStarted > 1000)
      console.log(`(waited ${((Date.now() - drainStarted) / 1000).toFixed(1)} s for the server to finish the load's requests)`);

    // Each shape alone (sequential, warm): the median of --repeat requests. With distinct searches: the slowest
    // of them under the load, as sent.
    const shapes: (Timed & { runs: number[] })[] = [];
    if (DISTINCT && opts.answers) writeFileSync(opts.answers, run.answers.map((a) => JSON.stringify(a)).join('\n') + '\n');
    if (DISTINCT) {
      const slow = [...run.answers].sort((a, b) => b.ms - a.ms).slice(0, 10);
      console.log(`\nslowest distinct searches under the load:`);
      for (const a of slow)
        console.log(`  ${ms(a.ms).padStart(7)} ms  HTTP ${a.status}${a.partial ? ' partial' : ''}  ?${decodeURIComponent(a.qs)}`);
    }
    for (const bq of DISTINCT ? [] : QUERIES) {
      const runs: Timed[] = [];
      for (let k = 0; k < REPEAT; k++) runs.push(await timeOnce(base, bq));
      const times = runs.map((r) => r.ms).sort((a, b) => a - b);
      shapes.push({ ...runs[0]!, ms: percentile(times, 50), runs: times, query: bq });
    }
    const slowest = [...shapes].sort((a, b) => b.ms - a.ms);

    console.log(`\nslowest query shapes, alone (median of ${REPEAT} sequential requests, warm; total = matches, capped at 1,000):`);
    for (const s of slowest.slice(0, 10)) {
      console.log(
        `  ${ms(s.ms).padStart(7)} ms  ${s.query.name.padEnd(38)} total ` +
          `${s.total === null ? '?' : `${s.capped ? '>' : ''}${fmt(s.total)}`}  ` +
          `?${decodeURIComponent(s.query.qs)}`,
      );
    }
    const allShapes = shapes.map((s) => s.ms).sort((a, b) => a - b);
    if (shapes.length)
      console.log(`  (all ${shapes.length} shapes alone: median ${ms(percentile(allShapes, 50))} ms, fastest ${ms(allShapes[0]!)} ms)`);
    const explained = DISTINCT
      ? [...run.answers].sort((a, b) => b.ms - a.ms).map((a) => ({ ms: a.ms, query: { name: 'distinct', qs: a.qs } }))
      : slowest;

    if (KIND === 'postgres' && EXPLAIN > 0) {
      const client = new pg.Client({ connectionString: pgUrl(BENCH_DB) });
      await client.connect();
      try {
        const sections: string[] = [
          `EXPLAIN (ANALYZE, BUFFERS) of the ${EXPLAIN} slowest query shapes, ${fmt(N)} jobs, PostgreSQL, ${new Date().toISOString()}`,
        ];
        for (const s of explained.slice(0, EXPLAIN)) {
          sections.push(
            `${'='.repeat(100)}\n== ${s.query.name} (alone: ${ms(s.ms)} ms over HTTP)  ` +
              `?${decodeURIComponent(s.query.qs)}\n${await explainSearch(client, s.query.qs)}`,
          );
        }
        writeFileSync(opts.plans, `${sections.join('\n\n')}\n`);
        console.log(`plans of the ${EXPLAIN} slowest shapes: ${opts.plans}`);
      } finally {
        await client.end();
      }
    }

    const p50 = percentile(sorted, 50);
    const p95 = percentile(sorted, 95);
    const p99 = percentile(sorted, 99);
    const quiet = { name: 'no timeouts, no errors', pass: run.timeouts === 0 && run.errors === 0 };
    const targets = DISTINCT
      ? KIND === 'postgres'
        ? [
            { name: 'p95 ≤ 100 ms', pass: sorted.length > 0 && p95 <= 100 },
            { name: 'p99 ≤ 300 ms', pass: sorted.length > 0 && p99 <= 300 },
            { name: '≥ 100 requests/s', pass: rps >= 100 },
            quiet,
          ]
        : [{ name: 'p95 ≤ 150 ms', pass: sorted.length > 0 && p95 <= 150 }, quiet]
      : KIND === 'postgres'
        ? [
            { name: 'p95 ≤ 50 ms', pass: sorted.length > 0 && p95 <= 50 },
            { name: 'p99 ≤ 100 ms', pass: sorted.length > 0 && p99 <= 100 },
            { name: '≥ 200 requests/s', pass: rps >= 200 },
          ]
        : [{ name: 'p95 ≤ 150 ms', pass: sorted.length > 0 && p95 <= 150 }];
    const targetN = KIND === 'postgres' ? 1_000_000 : 100_000;

    console.log(`\n${'='.repeat(72)}`);
    console.log(`jobs              ${fmt(N)}`);
    console.log(
      `database          ${
        KIND === 'postgres'
          ? `PostgreSQL (${BENCH_DB}), shared_buffers ${await sharedBuffers()}`
          : `PGlite, in the server process (${opts['data-dir']})`
      }`,
    );
    const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
    const loadTime = load
      ? `${seconds(load.rowsMs + load.indexMs)} (rows ${seconds(load.rowsMs)}, indexes + analyze ${seconds(load.indexMs)}; ` +
        `with corpus ${seconds(generateMs)})`
      : 'reused';
    console.log(`load time         ${loadTime}`);
    console.log(`connections       ${CONNECTIONS}, ${run.seconds.toFixed(0)} s, ${workload}`);
    console.log(
      `search cache      ${
        opts['no-cache']
          ? 'off (--no-cache): every request does the database work'
          : 'on (SEARCH_CACHE_SECONDS, as in production): repeated searches reuse their matches'
      }`,
    );
    console.log(`search slots      ${server.slots} (SEARCH_CONCURRENCY: searches in the database at once)`);
    console.log(
      sorted.length
        ? `latency           p50 ${ms(p50)} ms, p95 ${ms(p95)} ms, p99 ${ms(p99)} ms, max ${ms(sorted[sorted.length - 1]!)} ms`
        : `latency           no response within ${run.seconds.toFixed(0)} s: ` +
            `every request took longer than the run (p50/p95/p99 > ${fmt(run.seconds * 1000)} ms)`,
    );
    console.log(`throughput        ${rps.toFixed(1)} requests/s (${fmt(run.requests)} responses)`);
    console.log(
      `errors            ${run.errors} errors (${run.timeouts} timeouts), ${non2xx} non-2xx [${[...run.statuses].map(([s, n]) => `${s}: ${n}`).join(', ')}]`,
    );
    if (DISTINCT) {
      const answered = run.answers.filter((a) => a.status === 200);
      const share = (n: number) => `${((100 * n) / Math.max(1, answered.length)).toFixed(1)}%`;
      const empty = answered.filter((a) => a.empty).length;
      const partial = answered.filter((a) => a.partial).length;
      console.log(`empty results     ${share(empty)} (${fmt(empty)} of ${fmt(answered.length)} answered searches)`);
      console.log(`partial answers   ${share(partial)} (${fmt(partial)} ran out of time and showed the newest ads' matches)`);
    }
    console.log(`targets${N === targetN ? '' : ` (set for ${fmt(targetN)} jobs; this run has ${fmt(N)})`}`);
    for (const t of targets) console.log(`  ${t.pass ? 'PASS' : 'FAIL'}  ${t.name}`);
    console.log('='.repeat(72));
    if (broken.length) console.log(`note: ${broken.length} query shapes did not answer 200 (listed above)`);
  } finally {
    await server.stop();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
