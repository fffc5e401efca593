import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort, startServer } from './server-process.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'jobbridge-server-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

async function waitForHealth(port: number, child: ChildProcess): Promise<Response> {
  for (let i = 0; i < 600; i++) {
    if (child.exitCode !== null) throw new Error('server exited');
    try {
      return await fetch(`http://127.0.0.1:${port}/api/health`);
    } catch {
      await new Promise((r) => setTimeout(r, 200));
    }
  }
  throw new Error('server did not start');
}

// Each test starts a real process (TypeScript transform, a fresh embedded database): far slower than an
// inject() test, and slower still on a busy machine.
describe('the server process', { timeout: 120_000 }, () => {
  it('starts on the embedded database, holds its data folder, and shuts down gracefully', async () => {
    const port = await freePort();
    const first = startServer({ PORT: String(port), DATA_DIR: dataDir });
    const health = await waitForHealth(port, first.child);
    expect(health.status).toBe(200);
    expect(await health.json()).toMatchObject({ status: 'ok', database: 'pglite' });
    const site = (await (await fetch(`http://127.0.0.1:${port}/api/site`)).json()) as { demo: boolean };
    expect(site.demo).toBe(true); // demo data seeded on first start

    // A second copy on the same folder is refused with a clear message.
    const second = startServer({ PORT: String(await freePort()), DATA_DIR: dataDir });
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain(`is in use by process ${first.child.pid}`);

    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
  });

  it('warns at start when PUBLIC_URL looks wrong, and still starts (issue 11, item 16)', async () => {
    const port = await freePort();
    const folder = mkdtempSync(join(tmpdir(), 'jobbridge-server-url-'));
    try {
      const run = startServer({ PORT: String(port), DATA_DIR: folder, PUBLIC_URL: 'http://0.0.0.0:3000/app' });
      expect((await waitForHealth(port, run.child)).status).toBe(200);
      await expect.poll(() => run.output(), { timeout: 10_000 }).toContain('is a listening address, not one a browser can open');
      expect(run.output()).toContain('has a path, query or fragment');
      run.child.kill('SIGTERM');
      expect(await run.exited).toBe(0);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });

  it('refuses to start in production with development defaults, naming each key', async () => {
    const run = startServer({ NODE_ENV: 'production', DATA_DIR: dataDir, PORT: String(await freePort()) });
    expect(await run.exited).toBe(1);
    expect(run.output()).toMatch(/JWT_SECRET[\s\S]*SMTP_URL/);
  });
});
