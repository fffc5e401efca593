/**
 * A server's first minutes under an open loop: starts the real server on the search benchmark's database and, from
 * the moment it accepts connections (when a proxy would send it traffic), sends distinct searches at a fixed rate,
 * each on time whatever the answers before it (independent people do not wait for each other). Prints the latency
 * per 10 s from that moment, the first minute against the rest, and the load average. See scripts/bench/README.md.
 *
 *   npm run bench:cold -- --queries FILE [--rate 100] [--duration 150] [--steady-from 90] [--no-cache]
 */
import { createServer } from 'node:net';
import { loadavg, uptime as systemUptime } from 'node:os';
import { parseArgs } from 'node:util';
import { benchServerEnv, startBenchServer } from './server.ts';
import { percentile } from './stats.ts';
import { readWorkload, toQueryString } from './workload.ts';

const { values: opts } = parseArgs({
  options: {
    queries: { type: 'string' },
    rate: { type: 'string', default: '100' },
    duration: { type: 'string', default: '150' },
    'steady-from': { type: 'string', default: '90' },
    'no-cache': { type: 'boolean', default: false },
    database: { type: 'string', default: 'jobbridge_bench_search' },
    'pg-host': { type: 'string', default: process.env.BENCH_PG_HOST ?? 'postgres@127.0.0.1:5432' },
  },
  strict: true,
});
if (!opts.queries) throw new Error('--queries FILE is needed (npm run bench:search -- --make-queries FILE)');
const RATE = Number(opts.rate);
const DURATION = Number(opts.duration);
const STEADY_FROM = Number(opts['steady-from']);
const searches = readWorkload(opts.queries).map(toQueryString);
if (searches.length < RATE * DURATION) throw new Error(`${searches.length} searches in ${opts.queries}: fewer than rate × duration`);

/** As uptime(1) prints it: the time, how long the machine has been up, the load averages. */
const uptime = () =>
  `${new Date().toISOString().slice(11, 19)} up ${Math.round(systemUptime() / 60)} min, load average: ${loadavg()
    .map((l) => l.toFixed(2))
    .join(', ')}`;
const ms = (n: number) => (Number.isNaN(n) ? '-' : n < 10 ? n.toFixed(1) : Math.round(n).toString());

async function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolvePort(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

interface Answer {
  /** Seconds after the server first answered, when the request was due. */
  at: number;
  ms: number;
  status: number;
}

async function main() {
  console.log(`cold start: ${RATE} searches/s, ${DURATION} s, database ${opts.database}, ${searches.length} distinct searches`);
  console.log(`before: ${uptime()}`);
  const port = await freePort();
  const env = benchServerEnv(port, {
    DATABASE_URL: `postgres://${opts['pg-host']}/${opts.database}`,
    SEARCH_CACHE_SECONDS: opts['no-cache'] ? '0' : (process.env.SEARCH_CACHE_SECONDS ?? '60'),
  });
  const spawned = Date.now();
  const server = await startBenchServer(env, port);
  const start = Date.now();
  console.log(`accepting connections ${((start - spawned) / 1000).toFixed(1)} s after the start`);
  const base = `http://127.0.0.1:${port}/api/jobs/search?`;
  const answers: Answer[] = [];
  const inFlight: Promise<void>[] = [];
  const total = RATE * DURATION;
  for (let i = 0; i < total; i++) {
    const due = start + (i * 1000) / RATE;
    const wait = due - Date.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    const ip = `10.78.${(i >> 8) & 255}.${i & 255}`;
    inFlight.push(
      fetch(base + searches[i], { headers: { 'x-forwarded-for': ip } })
        .then(async (res) => {
          await res.arrayBuffer();
          return res.status;
        })
        .catch(() => 0)
        // From when it was due: a request the sender was late with counts its delay too (no coordinated omission).
        .then((status) => void answers.push({ at: (due - start) / 1000, ms: Date.now() - due, status })),
    );
  }
  await Promise.all(inFlight);
  console.log(`after: ${uptime()}`);
  await server.stop();

  const summary = (rows: Answer[]) => {
    const sorted = rows.map((a) => a.ms).sort((a, b) => a - b);
    const failed = rows.filter((a) => a.status !== 200).length;
    return (
      `${String(rows.length).padStart(5)} requests  p50 ${ms(percentile(sorted, 50)).padStart(5)}  p95 ` +
      `${ms(percentile(sorted, 95)).padStart(5)}  p99 ${ms(percentile(sorted, 99)).padStart(5)}  max ` +
      `${ms(sorted.at(-1) ?? NaN).padStart(5)} ms  non-200 ${failed}`
    );
  };
  console.log('\nseconds after the server accepted connections:');
  for (let from = 0; from < DURATION; from += 10) {
    console.log(
      `  ${String(from).padStart(3)}-${String(from + 10).padEnd(3)} ${summary(answers.filter((a) => a.at >= from && a.at < from + 10))}`,
    );
  }
  const first = answers.filter((a) => a.at < 60);
  const steady = answers.filter((a) => a.at >= STEADY_FROM);
  const p95 = (rows: Answer[]) =>
    percentile(
      rows.map((a) => a.ms).sort((a, b) => a - b),
      95,
    );
  console.log(`\nfirst minute      ${summary(first)}`);
  console.log(`steady (${STEADY_FROM} s on) ${summary(steady)}`);
  const ratio = p95(first) / p95(steady);
  console.log(`first minute's p95 / steady p95: ${ratio.toFixed(2)} (target ≤ 2) ${ratio <= 2 ? 'PASS' : 'FAIL'}`);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
