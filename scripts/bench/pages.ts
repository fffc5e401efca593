/**
 * Page speed benchmark: builds the web app if its sources changed, starts the real server in production mode
 * (PGlite in a fresh folder, the demo data) and runs Lighthouse (mobile preset: simulated slow 4G and a 4x slower
 * CPU) in Debian's Chromium on every page the router gives a first view (its public and guest-only routes, one
 * detail page of each kind from the demo data) and a search for "data". See docs/decisions/042 and 049.
 *
 *   npm run bench:pages -- [--runs 1] [--chromium /usr/bin/chromium] [--page /about] [--keep] [--out DIR]
 *
 * Prints each category's score and FCP, LCP, TBT, CLS and the speed index per page (the median run by
 * performance score when --runs > 1), with the load average, which moves the figures a lot on a shared machine.
 * --out DIR writes each run's full Lighthouse report (JSON) there, and the Chromium trace it was computed from
 * (`*.trace.json`, open it in DevTools' Performance panel: the long tasks after the first paint are what TBT counts).
 */
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import lighthouse from 'lighthouse';
import { freePort } from '../../apps/api/test/server-process.ts';
import { startBenchServer } from './server.ts';

const { values: opts } = parseArgs({
  options: {
    runs: { type: 'string', default: '1' },
    chromium: { type: 'string', default: process.env.CHROMIUM ?? '/usr/bin/chromium' },
    page: { type: 'string', multiple: true },
    keep: { type: 'boolean', default: false },
    out: { type: 'string' },
  },
  strict: true,
});
const RUNS = Math.max(1, Number(opts.runs));
const root = resolve(import.meta.dirname, '../..');
const load = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');

// 1. The built web app, exactly as `npm start` serves it.
const build = spawnSync(process.execPath, ['scripts/build-web.mjs'], { cwd: root, stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);

// 2. The server in production mode. Production refuses development secrets and mail, so the run gets its own
// random ones; nothing is mailed (no one signs up) and Google is never called.
const dataDir = mkdtempSync(join(tmpdir(), 'jobbridge-bench-pages-'));
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const secret = () => randomBytes(32).toString('base64');
const server = await startBenchServer(
  {
    ...process.env,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(port),
    LOG_LEVEL: 'warn',
    DATABASE_URL: '',
    DATA_DIR: dataDir,
    SEED_DEMO_DATA: 'true',
    PUBLIC_URL: base,
    JWT_SECRET: secret(),
    SECRETS_KEY: secret(),
    SMTP_URL: 'smtp://127.0.0.1:9',
    GOOGLE_CLIENT_ID: 'bench-pages.apps.googleusercontent.com',
    GOOGLE_CLIENT_SECRET: 'GOCSPX-bench-pages',
    // Lighthouse's requests all come from 127.0.0.1: the page limits must not answer 429 mid-run.
    TRUST_PROXY: 'false',
  },
  port,
);

// 3. Chromium with its DevTools port open; the network is closed, so nothing in the background may call out.
const chromePort = await freePort();
const profile = mkdtempSync(join(tmpdir(), 'jobbridge-bench-chromium-'));
const chromium = spawn(
  opts.chromium,
  [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--no-first-run',
    '--disable-sync',
    `--remote-debugging-port=${chromePort}`,
    `--user-data-dir=${profile}`,
    'about:blank',
  ],
  { stdio: 'ignore' },
);
const cleanUp = async () => {
  chromium.kill('SIGTERM');
  await server.stop();
  rmSync(profile, { recursive: true, force: true });
  if (!opts.keep) rmSync(dataDir, { recursive: true, force: true });
};
// A Chromium that does not start (not installed) must not leave the server running.
chromium.once('error', (error) => {
  console.error(`Chromium (${opts.chromium}) did not start: ${error.message}`);
  void cleanUp().finally(() => process.exit(1));
});
for (let tries = 0; ; tries++) {
  try {
    if ((await fetch(`http://127.0.0.1:${chromePort}/json/version`)).ok) break;
  } catch {
    if (tries > 100) {
      await cleanUp();
      throw new Error(`Chromium (${opts.chromium}) did not open its DevTools port`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
}

// 4. The pages: every route the router gives a first view (the public and guest-only pages, from the server
// build of the app), each detail page filled in from the demo data, and a search for "data".
const pages = opts.page ?? (await defaultPages());
async function defaultPages(): Promise<string[]> {
  const entry = join(root, 'apps/web/dist-ssr/entry-server.js');
  const { firstViewPaths } = (await import(pathToFileURL(entry).href)) as { firstViewPaths: () => string[] };
  const get = async <T>(url: string): Promise<T> => (await (await fetch(base + url)).json()) as T;
  const jobs = await get<{ items: { id: number; company: string }[] }>('/api/jobs/search?q=data');
  const sponsors = await get<{ items: { name: string }[] }>('/api/companies/visa');
  const agencies = await get<{ items: { slug: string }[] }>('/api/agencies?kind=job');
  // One of each kind of detail page: a sponsor, an employer with jobs here, a job, an agency, the beta campaign,
  // and a reset link that is not valid (its "invalid link" state).
  const detail: Record<string, string> = {
    jobId: String(jobs.items[0]?.id ?? 1),
    slug: agencies.items[0]?.slug ?? 'example',
    campaignId: 'beta-launch',
    token: 'bench-invalid-token',
  };
  const fill = (pattern: string) =>
    pattern.replace(/:(\w+)/g, (_, param: string) =>
      encodeURIComponent(
        param === 'companyName'
          ? ((pattern.startsWith('/company/visa/') ? sponsors.items[0]?.name : jobs.items[0]?.company) ?? 'example')
          : (detail[param] ?? 'example'),
      ),
    );
  const list = firstViewPaths().map(fill);
  list.splice(list.indexOf('/jobs') + 1, 0, '/jobs?q=data');
  return list;
}

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const METRICS = {
  FCP: 'first-contentful-paint',
  LCP: 'largest-contentful-paint',
  TBT: 'total-blocking-time',
  CLS: 'cumulative-layout-shift',
  SI: 'speed-index',
} as const;
interface Row {
  page: string;
  scores: Record<(typeof CATEGORIES)[number], number>;
  metrics: Record<keyof typeof METRICS, number>;
  failing: string[];
  load: string;
}

const rows: Row[] = [];
try {
  // One unmeasured visit warms the server's caches (the first search after a start reads the whole table).
  for (const page of pages) await fetch(base + page);
  for (const page of pages) {
    const runs: Row[] = [];
    for (let run = 0, failures = 0; run < RUNS; run++) {
      const result = await lighthouse(base + page, {
        port: chromePort,
        output: 'json',
        logLevel: 'error',
        onlyCategories: [...CATEGORIES],
      });
      if (!result) throw new Error(`Lighthouse returned nothing for ${page}`);
      const { lhr } = result;
      if (opts.out) {
        mkdirSync(opts.out, { recursive: true });
        const name = join(opts.out, `${page.replace(/[^a-z0-9]+/gi, '_')}-${run + 1}`);
        writeFileSync(`${name}.json`, JSON.stringify(lhr));
        writeFileSync(`${name}.trace.json`, JSON.stringify(result.artifacts.Trace));
      }
      if (lhr.runtimeError) {
        // Under a heavy load Chromium sometimes misses a paint (NO_FCP): the run is taken again, twice at most.
        if (++failures > 2) throw new Error(`${page}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
        console.warn(`${page}: ${lhr.runtimeError.code}, run again`);
        run--;
        continue;
      }
      const scores = Object.fromEntries(CATEGORIES.map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)])) as Row['scores'];
      const metrics = Object.fromEntries(
        Object.entries(METRICS).map(([name, id]) => [name, lhr.audits[id]?.numericValue ?? Number.NaN]),
      ) as Row['metrics'];
      // What keeps a category under 100, apart from the performance metrics themselves.
      const failing = CATEGORIES.filter((c) => c !== 'performance').flatMap((c) =>
        (lhr.categories[c]?.auditRefs ?? [])
          .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
          .map((ref) => `${c}: ${ref.id}`),
      );
      runs.push({ page, scores, metrics, failing, load: load() });
    }
    runs.sort((a, b) => a.scores.performance - b.scores.performance);
    const row = runs[Math.floor(runs.length / 2)]!;
    rows.push(row);
    const m = row.metrics;
    console.log(
      `${page.padEnd(16)} perf ${row.scores.performance} · a11y ${row.scores.accessibility} · best ${row.scores['best-practices']} · ` +
        `seo ${row.scores.seo} | FCP ${(m.FCP / 1000).toFixed(1)} s · LCP ${(m.LCP / 1000).toFixed(1)} s · TBT ${Math.round(m.TBT)} ms · ` +
        `CLS ${m.CLS.toFixed(3)} · SI ${(m.SI / 1000).toFixed(1)} s | load ${row.load}`,
    );
    if (runs.length > 1) {
      console.log(
        `    runs: perf ${runs.map((r) => r.scores.performance).join(', ')} · TBT ${runs.map((r) => Math.round(r.metrics.TBT)).join(', ')} ms`,
      );
    }
    for (const failing of row.failing) console.log(`    below 100: ${failing}`);
  }
} finally {
  await cleanUp();
}
if (opts.keep) console.log(`data kept in ${dataDir}`);
