import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { queueTestLog } from '../../src/queue/queue-test.ts';
import { freePort, startServer } from '../server-process.ts';

/**
 * The real server process, killed with SIGKILL while one job runs and another waits: after a restart each
 * runs to completion exactly once. On PGlite always; on PostgreSQL too when TEST_DATABASE_URL is set.
 */
const pgUrl = process.env.TEST_DATABASE_URL;
const engines = pgUrl ? (['pglite', 'postgres'] as const) : (['pglite'] as const);
const cleanups: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

function start(env: Record<string, string>) {
  const server = startServer({ HOST: '127.0.0.1', SEED_DEMO_DATA: 'false', QUEUE_TEST_JOBS: 'true', ...env });
  cleanups.push(() => {
    if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill('SIGKILL');
  });
  return server;
}

async function waitUntil<T>(what: string, check: () => T | Promise<T>, timeoutMs = 60_000): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    try {
      const value = await check();
      if (value) return value;
    } catch {
      // not yet
    }
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

const lines = (dataDir: string, key: string) => {
  const file = queueTestLog(dataDir, key);
  return existsSync(file) ? readFileSync(file, 'utf8').trim().split('\n') : [];
};
const count = (dataDir: string, key: string, word: 'start' | 'done') => lines(dataDir, key).filter((l) => l.startsWith(`${word} `)).length;

async function postgresDatabase(url: string): Promise<string> {
  const name = `jb_sigkill_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  cleanups.push(async () => {
    const c = new pg.Client({ connectionString: url });
    await c.connect();
    await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await c.end();
  });
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

describe.each(engines)('a job on %s when the server is killed', (engine) => {
  it('runs to completion exactly once after a restart, whether it was running or waiting', { timeout: 480_000 }, async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'jobbridge-sigkill-'));
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
    const port = await freePort();
    const env: Record<string, string> = { PORT: String(port), DATA_DIR: dataDir };
    if (engine === 'postgres') env.DATABASE_URL = await postgresDatabase(pgUrl!);
    const base = `http://127.0.0.1:${port}`;
    const health = async () => (await fetch(`${base}/api/health`)).ok;
    const enqueue = async (body: object) => {
      const res = await fetch(`${base}/api/dev/queue-test`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      expect(res.status).toBe(202);
    };

    const first = start(env);
    await waitUntil('the server', health, 120_000).catch((err: Error) => Promise.reject(new Error(`${err.message}\n${first.output()}`)));
    // 1.5 s of work against the test job's 3 s expiry: with 2.5 s, a busy machine's retry after the restart once
    // ran past the expiry and was started again (two "done").
    await enqueue({ key: 'running', ms: 1500 });
    await enqueue({ key: 'waiting', ms: 0, delaySeconds: 5 });
    await waitUntil('the running job to start', () => count(dataDir, 'running', 'start') === 1, 30_000);
    first.child.kill('SIGKILL');
    expect(await first.exited).toBe('SIGKILL');
    expect(count(dataDir, 'running', 'done')).toBe(0); // killed mid-way
    expect(lines(dataDir, 'waiting')).toEqual([]); // not yet due

    const second = start(env);
    await waitUntil('the server again', health, 120_000).catch((err: Error) =>
      Promise.reject(new Error(`${err.message}\n${second.output()}`)),
    );
    // A job killed mid-run is found once it expires (3 s) and the queue's next check (every second) sees it.
    await waitUntil(
      'both jobs to finish',
      () => count(dataDir, 'running', 'done') === 1 && count(dataDir, 'waiting', 'done') === 1,
      150_000,
    ).catch((err: Error) =>
      Promise.reject(
        new Error(
          `${err.message}\nrunning: ${lines(dataDir, 'running').join(' | ')}\nwaiting: ${lines(dataDir, 'waiting').join(' | ')}\n${second.output()}`,
        ),
      ),
    );
    await new Promise((r) => setTimeout(r, 4000)); // time for a duplicate to show up, if there were one
    expect(count(dataDir, 'running', 'done')).toBe(1);
    expect(count(dataDir, 'running', 'start')).toBe(2); // the killed attempt, then the one that finished
    expect(lines(dataDir, 'waiting')).toHaveLength(2); // one start, one done
    second.child.kill('SIGTERM');
    expect(await second.exited, second.output()).toBe(0);
  });
});
