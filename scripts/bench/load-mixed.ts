/**
 * Mixed-workload benchmark: many simulated users at once (searching, opening jobs, saving them, signing in,
 * listing resumes, browsing the sponsor directory) against one or two real server processes behind the same
 * small round-robin proxy, over HTTP with autocannon. Every search and directory request is distinct. See
 * scripts/bench/README.md ("Mixed load").
 *
 *   npm run bench:load -- [--instances 1|2] [--jobs 100000] [--reuse] [--duration 60] [--connections 200]
 *                         [--users 200] [--pace 2|SECONDS|0 [--warmup 5]] [--queries FILE] [--database jobbridge_bench_load] [--seed N]
 *                         [--pg-url postgres://postgres@127.0.0.1:5432/postgres] [--redis redis://127.0.0.1:6379]
 *
 * Each connection is one user. By default (--pace 2) each user acts about once every 2 seconds, as people do
 * between clicks (they read a page longer than that), so the load is what 200 people send; the first --warmup
 * seconds (the server loading its background facts, the JIT warming up) are sent but not counted. With --pace 0 a
 * user sends the next request as soon as the last is answered: the most the server can take, and latency is then
 * mostly queueing.
 *
 * FILE holds one search a line as the API's parameters in JSON ({"q":"nurse","location":"Leeds"}); without it
 * the searches are the search benchmark's distinct workload made from the data (workload.ts).
 */
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { createDb, query, sql, users } from '@jobbridge/db';
import { SHARED_DATA, sharedData } from '@jobbridge/test-data';
import autocannon from 'autocannon';
import pg from 'pg';
import { importRegister, readRegister, type RegisterOrganisation } from '../../apps/api/src/modules/sponsors/register.ts';
import { startRoundRobinProxy } from '../../apps/api/test/round-robin-proxy.ts';
import { freePort } from '../../apps/api/test/server-process.ts';
import { generator, loadCorpus, prng } from './generate.ts';
import { loadPostgres } from './load.ts';
import { benchServerEnv, recreateDatabase, startBenchServer } from './server.ts';
import { percentile } from './stats.ts';
import { makeWorkload, readWorkload, toQueryString, type SearchParams } from './workload.ts';

const { values: opts } = parseArgs({
  options: {
    instances: { type: 'string', default: '1' },
    jobs: { type: 'string', default: '100000' },
    reuse: { type: 'boolean', default: false },
    duration: { type: 'string', default: '60' },
    connections: { type: 'string', default: '200' },
    users: { type: 'string', default: '200' },
    pace: { type: 'string', default: '2' },
    warmup: { type: 'string', default: '5' },
    queries: { type: 'string' },
    database: { type: 'string', default: 'jobbridge_bench_load' },
    seed: { type: 'string', default: '20261126' },
    'pg-url': { type: 'string', default: process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres' },
    redis: { type: 'string', default: process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379' },
  },
  strict: true,
});

const INSTANCES = Number(opts.instances);
const N = Number(opts.jobs);
const DURATION = Number(opts.duration);
const CONNECTIONS = Number(opts.connections);
const USERS = Number(opts.users);
// 0: closed loop (each user's next request as soon as the last is answered).
const PACE = Number(opts.pace) || undefined;
const WARMUP = Number(opts.warmup);
if (!(Number(opts.pace) >= 0)) throw new Error('--pace must be a number of seconds (0: no pause between requests)');
const SEED = Number(opts.seed);
if (INSTANCES !== 1 && INSTANCES !== 2) throw new Error('--instances must be 1 or 2');
if (!Number.isInteger(N) || N < 1) throw new Error('--jobs must be a positive whole number');
// The other benchmarks' databases belong to them (and may be in use): this one never drops them.
if (['jobbridge_bench_search', 'jobbridge_bench_companies'].includes(opts.database))
  throw new Error(`--database ${opts.database} belongs to another benchmark`);
if (!/^[a-z_][a-z0-9_]*$/.test(opts.database)) throw new Error('--database must be a plain lower-case name');

const withDatabase = (url: string, name: string) => {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
};
const benchUrl = withDatabase(opts['pg-url'], opts.database);
const fmt = (n: number) => n.toLocaleString('en-GB');
const ms = (n: number) => (Number.isNaN(n) ? '-' : n < 10 ? n.toFixed(1) : Math.round(n).toString());
const PASSWORD = 'benchLoad2026';
const userEmail = (i: number) => `bench-load-${i}@example.com`;

// 1. Data: N generated jobs (generate.ts, load.ts) and the sponsor register --------------------------------------

async function countRows(table: 'jobs' | 'sponsors'): Promise<number> {
  const client = new pg.Client({ connectionString: benchUrl });
  try {
    await client.connect();
    const { rows } = await client.query<{ n: number }>(`select count(*)::int as n from ${table}`);
    return rows[0]?.n ?? 0;
  } catch {
    return 0;
  } finally {
    await client.end().catch(() => {});
  }
}

async function prepareData(corpus: ReturnType<typeof loadCorpus>, register: { rows: number; organisations: RegisterOrganisation[] }) {
  if (opts.reuse && (await countRows('jobs')) === N && (await countRows('sponsors')) === register.organisations.length) {
    console.log(`--reuse: ${opts.database} already holds ${fmt(N)} jobs and the register`);
    return;
  }
  await recreateDatabase(opts['pg-url'], opts.database);
  const database = await createDb({ url: benchUrl });
  try {
    await database.migrate();
    let started = Date.now();
    await importRegister(database.db, register, 'uk-sponsors-register-2026-07-24.csv');
    console.log(`register: ${fmt(register.organisations.length)} organisations in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    started = Date.now();
    const load = await loadPostgres(benchUrl, generator(corpus, SEED, new Date()), N);
    console.log(`jobs: ${fmt(N)} loaded in ${((load.rowsMs + load.indexMs) / 1000).toFixed(1)} s (rows, then indexes and ANALYZE)`);
  } finally {
    await database.close();
  }
}

// 2. Workload: distinct searches and directory queries, built from the data ---------------------------------------

type Params = SearchParams;
const toQs = toQueryString;
const BIG_TOWNS = ['London', 'Manchester', 'Birmingham', 'Leeds', 'Glasgow', 'Bristol', 'Edinburgh', 'Liverpool', 'Cardiff', 'Leicester'];

function distinct(count: number, make: () => Params): Params[] {
  const seen = new Set<string>();
  const out: Params[] = [];
  for (let guard = 0; out.length < count && guard < count * 20; guard++) {
    const p = make();
    const key = toQs(p);
    if (!key || seen.has(key)) continue;
    seen.add(key);
    out.push(p);
  }
  return out;
}

function directoryQueries(organisations: RegisterOrganisation[], count: number): Params[] {
  const rnd = prng(SEED ^ 0xd1c);
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rnd() * xs.length)]!;
  return distinct(count, () => {
    const p: Params = {};
    const org = pick(organisations);
    if (rnd() < 0.7) {
      const words = org.name.split(/\s+/).filter((w) => w.length > 2 && !/^(ltd|limited|plc|llp|the|and|uk|group)$/i.test(w));
      if (words.length) p.q = words.slice(0, 1 + Math.floor(rnd() * Math.min(2, words.length))).join(' ');
    }
    if (!p.q || rnd() < 0.2) p.town = org.towns[0] ?? pick(BIG_TOWNS);
    if (rnd() < 0.2) p.hasJobs = true;
    if (rnd() < 0.3) p.sort = pick(['name', 'jobs', 'rating']);
    if (rnd() < 0.2) p.page = 2 + Math.floor(rnd() * 3);
    return p;
  });
}

// 3. Users: one account per simulated user, signed up through the API, verified in the database -------------------

async function signIn(base: string, i: number, ip: string): Promise<string | null> {
  const res = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': ip },
    body: new URLSearchParams({ username: userEmail(i), password: PASSWORD }).toString(),
  });
  return res.ok ? ((await res.json()) as { access_token: string }).access_token : null;
}

async function prepareUsers(base: string): Promise<string[]> {
  const started = Date.now();
  const tokens: string[] = [];
  for (let i = 0; i < USERS; i += 8) {
    const batch = Array.from({ length: Math.min(8, USERS - i) }, (_, k) => i + k);
    tokens.push(
      ...(await Promise.all(
        batch.map(async (n) => {
          const ip = `10.90.${n >> 8}.${n & 255}`;
          const existing = await signIn(base, n, ip);
          if (existing) return existing;
          const res = await fetch(`${base}/api/auth/signup`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
            body: JSON.stringify({ username: `benchload${n}`, email: userEmail(n), password: PASSWORD, acceptTerms: true }),
          });
          if (res.status !== 201) throw new Error(`sign-up of ${userEmail(n)} answered ${res.status}: ${await res.text()}`);
          return ((await res.json()) as { access_token: string }).access_token;
        }),
      )),
    );
  }
  // Fully signed in (level 3) without the mailed link: the verification flow is not what is measured.
  const database = await createDb({ url: benchUrl, poolSize: 1 });
  try {
    await database.db
      .update(users)
      .set({ emailVerifiedAt: new Date() })
      .where(sql`${users.email} like 'bench-load-%@example.com'`);
  } finally {
    await database.close();
  }
  console.log(`users: ${USERS} signed in (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  return tokens;
}

// 4. Load ---------------------------------------------------------------------------------------------------------

/** What one simulated user does next, by share of requests (sign-in is rare and costs a password hash). */
const MIX = [
  { route: 'search', share: 40 },
  { route: 'job', share: 22 },
  { route: 'directory', share: 15 },
  { route: 'resumes', share: 10 },
  { route: 'save', share: 10 },
  { route: 'sign-in', share: 3 },
] as const;
type Route = (typeof MIX)[number]['route'];

interface Built {
  route: Route;
  method: 'GET' | 'POST' | 'PATCH';
  path: string;
  headers: Record<string, string>;
  body?: string;
}

function workload(searchPaths: string[], directoryPaths: string[], jobIds: number[], tokens: string[]) {
  const rnd = prng(SEED ^ 0x10ad);
  const cumulative = MIX.map((m, i) => ({ route: m.route, upTo: MIX.slice(0, i + 1).reduce((s, x) => s + x.share, 0) }));
  const total = cumulative[cumulative.length - 1]!.upTo;
  const cursor = { search: 0, directory: 0 };
  let ip = 0;
  const next = (): Built => {
    const roll = rnd() * total;
    const route = cumulative.find((c) => roll < c.upTo)!.route;
    // 4,096 client addresses: each one's per-address limits are far from reached, as for real users.
    const n = ip++ % 4096;
    const headers: Record<string, string> = { 'x-forwarded-for': `10.91.${n >> 8}.${n & 255}` };
    const user = Math.floor(rnd() * tokens.length);
    const auth = { authorization: `Bearer ${tokens[user]}` };
    switch (route) {
      case 'search':
        return { route, method: 'GET', path: searchPaths[cursor.search++ % searchPaths.length]!, headers };
      case 'directory':
        return { route, method: 'GET', path: directoryPaths[cursor.directory++ % directoryPaths.length]!, headers };
      case 'job':
        return { route, method: 'GET', path: `/api/jobs/${jobIds[Math.floor(rnd() * jobIds.length)]}`, headers: { ...headers, ...auth } };
      case 'resumes':
        return { route, method: 'GET', path: '/api/app/resumes', headers: { ...headers, ...auth } };
      case 'save':
        return {
          route,
          method: 'PATCH',
          path: `/api/app/jobs/${jobIds[Math.floor(rnd() * jobIds.length)]}/marks`,
          headers: { ...headers, ...auth, 'content-type': 'application/json' },
          body: JSON.stringify({ saved: rnd() < 0.7 }),
        };
      case 'sign-in':
        return {
          route,
          method: 'POST',
          path: '/api/auth/login',
          headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ username: userEmail(user), password: PASSWORD }).toString(),
        };
    }
  };
  return { next, cursor };
}

/** What a connection remembers of its request in flight. */
interface Sent {
  route: Route;
  sent: number;
}

interface RouteStats {
  latencies: number[];
  statuses: Map<number, number>;
}

async function drive(base: string, seconds: number, next: () => Built) {
  const stats = new Map<Route, RouteStats>(MIX.map((m) => [m.route, { latencies: [], statuses: new Map() }]));
  const result = await new Promise<autocannon.Result>((resolveRun, reject) => {
    autocannon(
      {
        url: base,
        connections: CONNECTIONS,
        duration: seconds,
        timeout: 60,
        requests: [
          {
            // One request at a time per connection: the context holds this request's route and start until its
            // answer (autocannon's own histogram has neither routes nor p95).
            setupRequest: (request, context) => {
              const built = next();
              Object.assign(context, { route: built.route, sent: performance.now() } satisfies Sent);
              return { ...request, method: built.method, path: built.path, headers: built.headers, body: built.body };
            },
            onResponse: (status, _body, context) => {
              const sent = context as Sent;
              const route = stats.get(sent.route)!;
              route.latencies.push(performance.now() - sent.sent);
              route.statuses.set(status, (route.statuses.get(status) ?? 0) + 1);
            },
          },
        ],
      },
      (err, res) => (err ? reject(err instanceof Error ? err : new Error(String(err))) : resolveRun(res)),
    );
  });
  return { stats, errors: result.errors, timeouts: result.timeouts, seconds: result.duration };
}

/**
 * --pace: each of CONNECTIONS users waits between its requests as a person does between clicks, 0.5 to 1.5 times
 * PACE seconds from one request's start to the next (less the time the answer took), starting at a random moment
 * of the first PACE seconds. autocannon cannot pace a connection slower than once a second, and its whole-run rate
 * sends each second's requests in one burst.
 */
async function drivePaced(base: string, seconds: number, next: () => Built, pace: number) {
  const stats = new Map<Route, RouteStats>(MIX.map((m) => [m.route, { latencies: [], statuses: new Map() }]));
  const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
  const rnd = prng(SEED ^ 0x5eed);
  const started = performance.now();
  const counted = started + WARMUP * 1000;
  const end = counted + seconds * 1000;
  let errors = 0;
  let timeouts = 0;
  const user = async () => {
    await sleep(rnd() * pace * 1000);
    while (performance.now() < end) {
      const built = next();
      const sent = performance.now();
      try {
        const res = await fetch(`${base}${built.path}`, {
          method: built.method,
          headers: built.headers,
          body: built.body,
          signal: AbortSignal.timeout(60_000),
        });
        await res.arrayBuffer();
        if (sent < counted) continue;
        const route = stats.get(built.route)!;
        route.latencies.push(performance.now() - sent);
        route.statuses.set(res.status, (route.statuses.get(res.status) ?? 0) + 1);
      } catch (err) {
        errors++;
        if ((err as Error).name === 'TimeoutError') timeouts++;
      } finally {
        await sleep(Math.max(0, (0.5 + rnd()) * pace * 1000 - (performance.now() - sent)));
      }
    }
  };
  await Promise.all(Array.from({ length: CONNECTIONS }, user));
  return { stats, errors, timeouts, seconds: (performance.now() - counted) / 1000 };
}

// 5. Run ----------------------------------------------------------------------------------------------------------

async function main() {
  const started = Date.now();
  const corpus = loadCorpus(SHARED_DATA);
  const register = readRegister(readFileSync(sharedData('uk-sponsors-register-2026-07-24.csv'), 'utf8'));
  await prepareData(corpus, register);

  // The search benchmark's distinct workload (workload.ts), made from the same data.
  const searchParams = opts.queries ? readWorkload(opts.queries) : makeWorkload(corpus, 60_000, SEED);
  const searchPaths = searchParams.map((p) => `/api/jobs/search?${toQs(p)}`);
  const directoryPaths = directoryQueries(register.organisations, 30_000).map((p) => `/api/companies/visa?${toQs(p)}`);
  const ids = await (async () => {
    const database = await createDb({ url: benchUrl, poolSize: 1 });
    try {
      return (await query<{ id: number }>(database.db, sql`select id from jobs order by random() limit 20000`)).map((r) => Number(r.id));
    } finally {
      await database.close();
    }
  })();

  const ports = await Promise.all(Array.from({ length: INSTANCES }, () => freePort()));
  const servers: { stop: () => Promise<void> }[] = [];
  let proxy: { port: number; close: () => Promise<void> } | undefined;
  try {
    // Started together, as a deploy starts them (the migrations' lock lets one migrate while the other waits).
    servers.push(
      ...(await Promise.all(
        ports.map((port) => startBenchServer(benchServerEnv(port, { DATABASE_URL: benchUrl, REDIS_URL: opts.redis }), port)),
      )),
    );
    proxy = await startRoundRobinProxy(ports);
    const base = `http://127.0.0.1:${proxy.port}`;
    const tokens = await prepareUsers(base);
    console.log(
      `mixed load: ${INSTANCES} instance(s) behind the proxy, ${CONNECTIONS} connections` +
        (PACE ? ` (each user once every ${PACE} s at most)` : " (each user's next request as soon as the last is answered)") +
        `, ${DURATION} s, ${fmt(searchPaths.length)} distinct searches, ` +
        `${fmt(directoryPaths.length)} distinct directory queries, ${fmt(ids.length)} jobs to open and save, ${USERS} users`,
    );
    const { next, cursor } = workload(searchPaths, directoryPaths, ids, tokens);
    const run = PACE ? await drivePaced(base, DURATION, next, PACE) : await drive(base, DURATION, next);

    const line = (cells: (string | number)[]) => cells.map((c, i) => (i === 0 ? String(c).padEnd(10) : String(c).padStart(9))).join(' ');
    console.log(`\n${'='.repeat(86)}`);
    console.log(`instances   ${INSTANCES}, behind a round-robin proxy; PostgreSQL ${opts.database} (${fmt(N)} jobs); Redis ${opts.redis}`);
    console.log(line(['route', 'requests', 'req/s', 'p50 ms', 'p95 ms', 'p99 ms', 'max ms', 'non-2xx']));
    let all: number[] = [];
    let non2xxAll = 0;
    // A table row: requests, req/s, p50, p95, p99 and max of sorted latencies, then the non-2xx answers.
    const row = (label: string, sorted: number[], non2xx: string | number) =>
      line([
        label,
        fmt(sorted.length),
        (sorted.length / run.seconds).toFixed(1),
        ...[50, 95, 99].map((p) => ms(percentile(sorted, p))),
        ms(sorted[sorted.length - 1] ?? NaN),
        non2xx,
      ]);
    for (const { route } of MIX) {
      const s = run.stats.get(route)!;
      const sorted = [...s.latencies].sort((a, b) => a - b);
      all = all.concat(sorted);
      const non2xx = [...s.statuses].filter(([code]) => code < 200 || code >= 300).reduce((sum, [, n]) => sum + n, 0);
      non2xxAll += non2xx;
      const codes = [...s.statuses].filter(([code]) => code < 200 || code >= 300).map(([code, n]) => `${code}×${n}`);
      console.log(row(route, sorted, `${non2xx}${codes.length ? ` (${codes.join(', ')})` : ''}`));
    }
    all.sort((a, b) => a - b);
    console.log(row('all', all, non2xxAll));
    console.log(`errors      ${run.errors} connection errors (${run.timeouts} timeouts), ${non2xxAll} non-2xx answers`);
    console.log(
      `distinct    ${fmt(Math.min(cursor.search, searchPaths.length))} searches${cursor.search > searchPaths.length ? ' (the list came round again)' : ''}, ` +
        `${fmt(Math.min(cursor.directory, directoryPaths.length))} directory queries`,
    );
    console.log(
      `load avg    ${loadavg()
        .map((l) => l.toFixed(2))
        .join(', ')} (2 cores shared by PostgreSQL, Redis, the instances, the proxy and autocannon)`,
    );
    console.log(`total time  ${((Date.now() - started) / 1000).toFixed(0)} s`);
    console.log('='.repeat(86));
  } finally {
    await proxy?.close();
    await Promise.all(servers.map((s) => s.stop()));
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
