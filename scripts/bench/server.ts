import { spawn, type ChildProcess } from 'node:child_process';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');

/**
 * The real server as the benchmarks drive it (`node --import tsx apps/api/src/server.ts`) with `env`, once
 * `/api/health` answers (at most 180 s); `stop` ends it with SIGTERM, SIGKILL after 15 s.
 */
export async function startBenchServer(env: NodeJS.ProcessEnv, port: number): Promise<{ child: ChildProcess; stop: () => Promise<void> }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
    cwd: repoRoot,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (d: Buffer) => (output = (output + d.toString()).slice(-20_000)));
  child.stderr?.on('data', (d: Buffer) => (output = (output + d.toString()).slice(-20_000)));
  let exited = false;
  const exit = new Promise<void>((r) => child.once('exit', () => ((exited = true), r())));
  const stop = async () => {
    if (exited) return;
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
    await exit;
    clearTimeout(timer);
  };
  const started = Date.now();
  for (;;) {
    if (exited) throw new Error(`the server exited while starting:\n${output}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() - started > 180_000) {
      await stop();
      throw new Error(`the server did not answer /api/health within 180 s:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  console.log(`server: pid ${child.pid}, http://127.0.0.1:${port}, healthy after ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return { child, stop };
}

/**
 * The settings every benchmark runs the server with: development mode without demo data, quiet logs, and
 * `TRUST_PROXY`, so each request's own X-Forwarded-For makes it a different client (the per-client limits then
 * apply per simulated user, not to the whole benchmark); `extra` adds the database and the rest.
 */
export function benchServerEnv(port: number, extra: NodeJS.ProcessEnv = {}): NodeJS.ProcessEnv {
  return {
    ...process.env,
    NODE_ENV: 'development',
    HOST: '127.0.0.1',
    PORT: String(port),
    LOG_LEVEL: 'warn',
    SEED_DEMO_DATA: 'false',
    TRUST_PROXY: 'true',
    ...extra,
  };
}

/** Drops `name` (closing its connections) and creates it empty, through the server at `adminUrl`. */
export async function recreateDatabase(adminUrl: string, name: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
}
