import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { resolve } from 'node:path';

const root = resolve(import.meta.dirname, '../../..');

/** A port nobody is listening on right now. */
export function freePort(): Promise<number> {
  return new Promise((done) => {
    const srv = createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => done(port));
    });
  });
}

/**
 * The real server as a child process (`node --import tsx apps/api/src/server.ts`), as `npm run serve` starts it,
 * with only PATH, `LOG_LEVEL=warn` and `env` in its environment. `exited` settles with the signal or exit code.
 */
export function startServer(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
    cwd: root,
    env: { PATH: process.env.PATH, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  const exited = new Promise<NodeJS.Signals | number | null>((done) => child.on('exit', (code, signal) => done(signal ?? code)));
  return { child, exited, output: () => output };
}

/** Waits until `check` holds (an exception counts as not yet), polling every 100 ms; past `timeoutMs` it fails naming `what`. */
export async function waitUntil(what: string, check: () => boolean | Promise<boolean>, timeoutMs = 30_000) {
  const until = Date.now() + timeoutMs;
  while (
    !(await Promise.resolve()
      .then(check)
      .catch(() => false))
  ) {
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}
