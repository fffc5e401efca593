import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newUser } from '../auth-helpers.ts';
import { startRoundRobinProxy } from '../round-robin-proxy.ts';
import { freePort, startServer, waitUntil } from '../server-process.ts';
import { scratchDatabase } from './postgres.ts';

/**
 * The rolling upgrade of docs/deploy.md without Docker: two real server processes on one PostgreSQL database and
 * one Redis, behind a proxy that retries as deploy/Caddyfile says (lb_try_duration, fail_duration). While a steady
 * stream of requests goes through the proxy, each instance in turn is stopped with SIGTERM, as `docker compose up`
 * stops a container it recreates, and started again on its port. Not one request may fail, and a request in flight
 * on the stopped instance is answered before it exits.
 */
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const cleanups: (() => unknown)[] = [];
let proxy = '';
let ports: number[] = [];
let environment: (port: number) => Record<string, string>;
const running = new Map<number, ReturnType<typeof startServer>>();

/** A client address of its own, so no per-address limit (the search allows 120 a minute) trips the stream. */
const address = () => `10.${randomBytes(3).join('.')}`;

/** Starts the instance on `port` and waits until it says it is ready (warm), as the rolling upgrade waits. */
async function startInstance(port: number) {
  const server = startServer(environment(port));
  running.set(port, server);
  await waitUntil(`the instance on ${port}`, async () => (await fetch(`http://127.0.0.1:${port}/api/ready`)).ok, 90_000).catch(
    (err: Error) => Promise.reject(new Error(`${err.message}\n${server.output()}`)),
  );
}

interface Outcome {
  what: string;
  status: number | string;
  upstream: number | null;
  startedAt: number;
}

/**
 * A few visitors, each sending one request after another until stopped: the health check, a job search and a
 * signed-in page, in turn. Every outcome is kept.
 */
function steadyStream(token: string, visitors = 3) {
  const outcomes: Outcome[] = [];
  const words = ['engineer', 'nurse', 'data analyst', 'chef', 'teacher london'];
  const requests: { what: string; path: string; headers?: Record<string, string> }[] = [
    { what: 'health', path: '/api/health' },
    ...words.map((q) => ({ what: 'search', path: `/api/jobs/search?q=${encodeURIComponent(q)}` })),
    { what: 'me', path: '/api/users/me', headers: { authorization: `Bearer ${token}` } },
  ];
  let stopped = false;
  const visitor = async (v: number) => {
    for (let i = v; !stopped; i++) {
      const { what, path, headers } = requests[i % requests.length]!;
      const startedAt = Date.now();
      try {
        const res = await fetch(`${proxy}${path}`, { headers: { 'x-forwarded-for': address(), ...headers } });
        await res.arrayBuffer();
        outcomes.push({ what, status: res.status, upstream: Number(res.headers.get('x-upstream')) || null, startedAt });
      } catch (err) {
        outcomes.push({ what, status: String((err as Error).cause ?? err), upstream: null, startedAt });
      }
      await new Promise((r) => setTimeout(r, 50));
    }
  };
  const done = Promise.all(Array.from({ length: visitors }, (_, v) => visitor(v)));
  return {
    outcomes,
    stop: async () => {
      stopped = true;
      await done;
      return outcomes;
    },
  };
}

/**
 * A sign-in whose form a slow client sends in two parts, straight to one instance: the first part now, the rest
 * when `finish` is called. Until then the request is in flight on that instance.
 */
function slowSignIn(port: number, user: { email: string; password: string }) {
  const body = new URLSearchParams({ username: user.email, password: user.password }).toString();
  const cut = Math.floor(body.length / 2);
  let sending: ReturnType<typeof httpRequest> | undefined;
  const answer = new Promise<{ status: number; connection: string | undefined; json: Record<string, unknown> }>((resolve, reject) => {
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: '/api/auth/login',
        agent: false,
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'content-length': String(Buffer.byteLength(body)) },
      },
      (res: IncomingMessage) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, connection: res.headers.connection, json: JSON.parse(text) }));
      },
    );
    req.on('error', reject);
    req.write(body.slice(0, cut));
    sending = req;
  });
  answer.catch(() => {}); // awaited later; a reset before then is that await's failure, not an unhandled one
  return {
    answer,
    finish: () => sending!.end(body.slice(cut)),
  };
}

beforeAll(async () => {
  const database = await scratchDatabase('rolling');
  cleanups.push(database.drop);
  const dataDir = mkdtempSync(join(tmpdir(), 'jobbridge-rolling-'));
  cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));

  ports = [await freePort(), await freePort()];
  // Caddy's settings, but an instance that failed is skipped for 1 s, not 10: here it comes back on the same
  // address (in Docker a new container has a new one), and 10 s would only make the test wait.
  const front = await startRoundRobinProxy(ports, { tryDurationMs: 5000, tryIntervalMs: 250, failDurationMs: 1000 });
  cleanups.push(front.close);
  proxy = `http://127.0.0.1:${front.port}`;
  environment = (port) => ({
    HOST: '127.0.0.1',
    PORT: String(port),
    PUBLIC_URL: proxy,
    DATA_DIR: dataDir,
    WEB_DIST: join(dataDir, 'no-web'),
    DATABASE_URL: database.url,
    REDIS_URL,
    TRUST_PROXY: 'true',
    JWT_SECRET: 'rolling-upgrade-instances-share-this-secret-7c2e',
    SEED_DEMO_DATA: 'false',
  });
  cleanups.unshift(async () => {
    for (const server of running.values()) {
      server.child.kill('SIGTERM');
      await server.exited;
    }
  });
  await Promise.all(ports.map(startInstance));
}, 120_000);

afterAll(async () => {
  for (const cleanup of cleanups) await cleanup();
});

describe('a rolling upgrade behind the proxy', () => {
  it('loses no request while each instance in turn is stopped with SIGTERM and started again', async () => {
    const user = newUser();
    const signup = await fetch(`${proxy}/api/auth/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': address() },
      body: JSON.stringify(user),
    });
    expect(signup.status).toBe(201);
    const { access_token: token } = (await signup.json()) as { access_token: string };

    const stream = steadyStream(token);
    const servedBy = (port: number, since: number) => stream.outcomes.some((o) => o.upstream === port && o.startedAt >= since);
    const windows: { port: number; stopped: number; exited: number; ready: number }[] = [];

    /** One instance after the other, as docs/deploy.md upgrades them: stop it, start it, wait for it to serve. */
    const restartEachInTurn = async () => {
      for (const [i, port] of ports.entries()) {
        const server = running.get(port)!;
        // The first instance has a request in flight when it is told to stop: a slow client's sign-in.
        const slow = i === 0 ? slowSignIn(port, user) : undefined;
        if (slow) await new Promise((r) => setTimeout(r, 300));
        const stopped = Date.now();
        server.child.kill('SIGTERM');
        if (slow) {
          await new Promise((r) => setTimeout(r, 500));
          // Stopping: new connections are refused (the proxy takes them to the other instance) ...
          await expect(fetch(`http://127.0.0.1:${port}/api/health`)).rejects.toThrow();
          // ... while the request in flight is finished and answered, on a connection that closes after it.
          slow.finish();
          const answer = await slow.answer;
          expect(answer.status, JSON.stringify(answer.json)).toBe(200);
          expect(answer.json.access_token).toEqual(expect.any(String));
          expect(answer.connection).toBe('close');
        }
        // Then it exits cleanly, kept open neither by the proxy's kept-alive connections nor until
        // close-with-grace's 10 s limit (which exits 1).
        const stopping = Date.now();
        expect(await server.exited, server.output()).toBe(0);
        const exited = Date.now();
        expect(exited - stopping).toBeLessThan(5000);

        await startInstance(port);
        const ready = Date.now();
        windows.push({ port, stopped, exited, ready });
        // The next one is stopped only once the proxy sends requests to this one again.
        await waitUntil(`the proxy to send to ${port} again`, () => servedBy(port, ready), 10_000);
      }
    };

    try {
      await waitUntil('both instances to serve the stream', () => ports.every((port) => servedBy(port, 0)), 10_000);
      await restartEachInTurn();
      await new Promise((r) => setTimeout(r, 500));
    } finally {
      await stream.stop();
    }
    const { outcomes } = stream;

    const failed = outcomes.filter((o) => o.status !== 200);
    expect(failed, JSON.stringify(failed.slice(0, 10))).toEqual([]);
    // The stream went on while each instance stopped, was gone and started again (the other one answered).
    for (const { stopped, exited, ready } of windows) {
      expect(outcomes.filter((o) => o.startedAt >= stopped && o.startedAt < ready).length).toBeGreaterThan(10);
      expect(outcomes.filter((o) => o.startedAt >= exited && o.startedAt < ready).length).toBeGreaterThan(0);
    }
    // Both instances answer afterwards; every kind of request was sent.
    const after = outcomes.filter((o) => o.startedAt >= windows.at(-1)!.ready);
    expect(new Set(after.map((o) => o.upstream))).toEqual(new Set(ports));
    expect(new Set(outcomes.map((o) => o.what))).toEqual(new Set(['health', 'search', 'me']));
    console.log(
      `rolling upgrade: ${outcomes.length} requests, none failed; ` +
        windows.map((w) => `${w.port} exited ${w.exited - w.stopped} ms after SIGTERM, back ${w.ready - w.exited} ms later`).join('; '),
    );
  }, 120_000); // two restarts; an instance took 7-20 s to start on a busy 2-core machine
});
