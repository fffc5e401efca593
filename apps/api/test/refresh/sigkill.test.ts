import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { sharedData } from '@jobbridge/test-data';
import { afterAll, describe, expect, it } from 'vitest';
import { linkToken } from '../auth-helpers.ts';
import { startFake, type FakeServer } from '../fakes/http.ts';
import { freePort, startServer, waitUntil } from '../server-process.ts';

/**
 * The real server on PGlite refreshing the register on its schedule (every minute here), killed with SIGKILL in
 * the middle of the day-2 refresh and started again: the refresh completes and each follower gets exactly one
 * email per change, none twice. Then `npm run import:sponsors` and `npm run admin -- imports status`, run
 * while the server holds the embedded database, hand their work to it.
 */
const root = resolve(import.meta.dirname, '../../../..');
const cleanups: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

// A slice of the real register (so a refresh takes a few seconds) plus the organisations the test follows.
const real = readFileSync(sharedData('uk-sponsors-register-2026-07-24.csv'), 'utf8').split('\r\n');
const header = real[0]!;
const slice = real.slice(1, 15_001);
const ours = (day: number) =>
  day === 1
    ? [
        'Quillfeather Analytics Ltd,Leeds,,Worker (A rating),Skilled Worker',
        'Brightwater Care Ltd,York,,Worker (A rating),Skilled Worker',
        'Lanternfish Labs Ltd,Bristol,,Worker (A rating),Skilled Worker',
      ]
    : ['Brightwater Care Ltd,York,,Worker (B rating),Skilled Worker', 'Lanternfish Labs Ltd,Bristol,,Worker (A rating),Skilled Worker'];
// Day 2 also drops 2,000 real organisations and changes nothing else, so the refresh has rows to write.
const register = (day: number) => [header, ...(day === 1 ? slice : slice.slice(2000)), ...ours(day)].join('\r\n') + '\r\n';

function cli(script: string, args: string[], env: Record<string, string>) {
  return new Promise<{ code: number | null; output: string }>((done) => {
    const child = spawn(process.execPath, ['--import', 'tsx', `apps/api/src/cli/${script}`, ...args], {
      cwd: root,
      env: { PATH: process.env.PATH, ...env },
    });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    child.on('exit', (code) => done({ code, output }));
  });
}

describe('the register refresh when the server is killed mid-run (PGlite)', () => {
  it('completes after a restart, and sends each follower one email per change, never two', { timeout: 900_000 }, async () => {
    let day = 1;
    const served: number[] = [];
    const fake: FakeServer = await startFake((req, res) => {
      if (req.path === '/register-page') {
        res.writeHead(200, { 'content-type': 'text/html' });
        return res.end(`<a href="/media/register-day-${day}.csv">Register</a>`);
      }
      if (req.path === `/media/register-day-${day}.csv`) {
        served.push(day);
        res.writeHead(200, { 'content-type': 'text/csv' });
        return res.end(register(day));
      }
      res.writeHead(404).end();
    });
    cleanups.push(() => fake.close());
    const dataDir = mkdtempSync(join(tmpdir(), 'jobbridge-refresh-kill-'));
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
    const port = await freePort();
    const env: Record<string, string> = {
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      SEED_DEMO_DATA: 'false',
      QUEUE_TEST_JOBS: 'true',
      REGISTER_PAGE_URL: `${fake.url}/register-page`,
      REGISTER_REFRESH_CRON: '* * * * *',
      // Long enough for a refresh on a busy machine (an expired run is retried, which blocks the schedule), short
      // enough that the run cut off by the kill is taken up again soon after the restart.
      REFRESH_EXPIRE_SECONDS: '60',
      REFRESH_RETRY_SECONDS: '2',
      RATE_LIMIT_PER_MINUTE: '0',
    };
    const base = `http://127.0.0.1:${port}`;
    const start = () => {
      const server = startServer(env);
      cleanups.push(() => {
        if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill('SIGKILL');
      });
      return server;
    };
    const health = async () => (await fetch(`${base}/api/health`)).ok;
    const onRegister = async (name: string) => (await fetch(`${base}/api/companies/visa/${encodeURIComponent(name)}`)).status === 200;
    const api = async (method: string, path: string, body?: object, token?: string) => {
      const res = await fetch(`${base}${path}`, {
        method,
        headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...(token ? { authorization: `Bearer ${token}` } : {}) },
        body: body ? JSON.stringify(body) : undefined,
      });
      return { status: res.status, body: (await res.json().catch(() => null)) as Record<string, unknown> };
    };
    const mails = async (to: string) =>
      ((await (await fetch(`${base}/api/dev/mail?to=${encodeURIComponent(to)}`)).json()) as { subject: string }[])
        .map((m) => m.subject)
        .filter((s) => s.startsWith('担保资质变化'))
        .sort();

    const first = start();
    await waitUntil('the server', health, 120_000);
    // Day 1, on the schedule.
    await waitUntil('the day-1 register', () => onRegister('Quillfeather Analytics Ltd'), 180_000);

    const email = `follower${Date.now()}@example.com`;
    const signup = await api('POST', '/api/auth/signup', { username: `f${Date.now()}`, email, password: 'secret123', acceptTerms: true });
    expect(signup.status).toBe(201);
    const verifyMail = ((await (await fetch(`${base}/api/dev/mail?to=${encodeURIComponent(email)}`)).json()) as { text: string }[])[0]!;
    expect((await api('POST', '/api/auth/verify-email', { token: linkToken(verifyMail.text, '/email-verify?token=') })).status).toBe(200);
    const token = signup.body.access_token as string;
    for (const employer of ['Quillfeather Analytics Ltd', 'Brightwater Care Ltd', 'Lanternfish Labs Ltd'])
      expect((await api('POST', '/api/app/watch/follows', { employer }, token)).status).toBe(201);

    // Day 2: killed a moment after the new file was read.
    day = 2;
    await waitUntil('the day-2 file to be read', () => served.includes(2), 300_000).catch((err: Error) =>
      Promise.reject(new Error(`${err.message} (served: ${served.join(', ')})\n${first.output()}`)),
    );
    await new Promise((r) => setTimeout(r, 1500));
    first.child.kill('SIGKILL');
    expect(await first.exited).toBe('SIGKILL');

    const second = start();
    await waitUntil('the server again', health, 120_000);
    await waitUntil('both emails', async () => (await mails(email)).length >= 2, 240_000).catch(async (err: Error) =>
      Promise.reject(new Error(`${err.message}: ${JSON.stringify(await mails(email))}\n${second.output()}`)),
    );
    expect(await onRegister('Quillfeather Analytics Ltd')).toBe(false);
    await new Promise((r) => setTimeout(r, 5000)); // time for a duplicate to show up, if there were one
    expect(await mails(email)).toEqual(['担保资质变化：Brightwater Care Ltd', '担保资质变化：Quillfeather Analytics Ltd']);
    const notices = await api('GET', '/api/app/watch/notices', undefined, token);
    expect((notices.body.items as unknown[]).length).toBe(2);

    // While the server holds the embedded database, the commands hand their work to it.
    const day3 = join(dataDir, 'register-day-3.csv');
    writeFileSync(day3, [header, ...slice.slice(2000), ours(2)[0]].join('\r\n') + '\r\n');
    const imported = await cli('import-sponsors.ts', [day3], env);
    expect(imported.output).toMatch(/Imported by the running server: 0 appeared, 1 disappeared/);
    expect(imported.code).toBe(0);
    await waitUntil('the third email', async () => (await mails(email)).length === 3, 60_000);
    const status = await cli('admin.ts', ['imports', 'status'], env);
    expect(status.output).toMatch(/^register: last run .*, ok \(organisations/m);
    expect(status.code).toBe(0);

    second.child.kill('SIGTERM');
    expect(await second.exited).toBe(0);
  });
});
