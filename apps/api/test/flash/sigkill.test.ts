import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startFakeGmail, type FakeGmail } from '../fakes/gmail.ts';
import { startFakeOpenAi, type FakeOpenAi } from '../fakes/openai.ts';
import { sampleResume } from '../resumes/pdfs.ts';
import { freePort, startServer } from '../server-process.ts';
import { fakeLetter, linkGmail } from './helpers.ts';

/**
 * The real server, SIGKILLed while it sends 30 applications (three batches of ten) to a slow fake Gmail and
 * writes the letters of a fourth batch with a slow model, then started again: every batch is settled or taken up
 * within 10 s of the restart (decision 052); every application ends sent exactly once or 'unknown status';
 * nothing is lost; no email reaches the fake twice. On PGlite (the server's default database).
 */
const CLIENT_ID = 'flash-kill.apps.googleusercontent.com';
const CLIENT_SECRET = 'GOCSPX-flash-kill-secret';
const cleanups: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

async function waitUntil<T>(what: string, check: () => T | Promise<T>, timeoutMs: number, output: () => string): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    try {
      const value = await check();
      if (value) return value;
    } catch {
      // not yet
    }
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}\n${output().slice(-4000)}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

interface Batch {
  id: string;
  status: string;
  applications: { id: string; letterStatus: string; sendStatus: string; recipients: string[] }[];
}

describe('Flash Apply when the server is killed mid-batch', () => {
  it('sends every application once or marks it unknown, and never twice', { timeout: 480_000 }, async () => {
    const gmail: FakeGmail = await startFakeGmail(CLIENT_ID, CLIENT_SECRET);
    const ai: FakeOpenAi = await startFakeOpenAi();
    cleanups.push(
      () => gmail.close(),
      () => ai.close(),
    );
    ai.otherwise = { kind: 'answer', content: fakeLetter };
    gmail.sendLatencyMs = 400;

    const dataDir = mkdtempSync(join(tmpdir(), 'jobbridge-flash-kill-'));
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const env = {
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      PUBLIC_URL: base,
      RATE_LIMIT_PER_MINUTE: '0',
      ...gmail.serverEnv,
      AI_BASE_URL: ai.baseUrl,
      AI_API_KEY: 'sk-test-fake',
      AI_MODEL: 'gpt-4o-mini',
      FLASH_COMPANY_DAILY_LIMIT: '500',
    };
    const start = () => {
      const server = startServer(env);
      cleanups.push(() => {
        if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill('SIGKILL');
      });
      return server;
    };
    let server = start();
    const health = async () => (await fetch(`${base}/api/health`)).ok;
    await waitUntil('the server', health, 120_000, server.output);

    // A Premium person (through the development checkout) with a resume and a linked Gmail.
    const call = async (method: string, path: string, token: string, body?: unknown) => {
      const res = await fetch(`${base}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${token}`,
          'accept-language': 'en',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await res.text();
      if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${text}`);
      return text ? (JSON.parse(text) as unknown) : null;
    };
    const user = { username: `kill${process.pid}`, email: `kill${process.pid}@example.com`, password: 'secret123' };
    const signup = await fetch(`${base}/api/auth/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...user, acceptTerms: true }),
    });
    expect(signup.status).toBe(201);
    const token = ((await signup.json()) as { access_token: string }).access_token;
    const [mail] = (await (await fetch(`${base}/api/dev/mail?to=${encodeURIComponent(user.email)}`)).json()) as { text: string }[];
    const verify = new URL(/https?:\/\/\S*\/email-verify\S*/.exec(mail!.text)![0]).searchParams.get('token');
    await fetch(`${base}/api/auth/verify-email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token: verify }),
    });
    const { orderId } = (await call('POST', '/api/app/checkout', token, { plan: 3, consent: true })) as { orderId: string };
    await call('POST', `/api/app/dev-checkout/${orderId}`, token, { outcome: 'pay' });
    const form = new FormData();
    form.append('alias', 'My CV');
    form.append('file', new Blob([sampleResume('resume-matcher/bruce_wayne_fullstack.pdf')], { type: 'application/pdf' }), 'cv.pdf');
    const upload = await fetch(`${base}/api/app/resumes`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
    expect(upload.status, await upload.clone().text()).toBe(201);
    const resumeId = ((await upload.json()) as { id: string }).id;
    gmail.consent = { email: user.email };
    await linkGmail(base, { authorization: `Bearer ${token}` });

    // Thirty-five demo jobs, each to its own recipient.
    const ids: number[] = [];
    for (let id = 1; ids.length < 35 && id < 400; id++) if ((await fetch(`${base}/api/jobs/${id}`)).ok) ids.push(id);
    expect(ids).toHaveLength(35);
    const batches: string[] = [];
    for (let b = 0; b < 3; b++) {
      const chosen = ids.slice(b * 10, b * 10 + 10);
      const created = (await call('POST', '/api/app/flash/batches', token, {
        jobIds: chosen,
        resume: { kind: 'resume', id: resumeId },
        recipients: Object.fromEntries(chosen.map((id) => [String(id), [`hr-${id}@kill.example`]])),
        // Demo jobs of every sponsor verdict: all thirty are sent.
        includeNoSponsor: true,
      })) as Batch;
      batches.push(created.id);
    }
    const batch = (id: string) => call('GET', `/api/app/flash/batches/${id}`, token) as Promise<Batch>;
    for (const id of batches) {
      await waitUntil('letters', async () => (await batch(id)).status === 'ready', 120_000, server.output);
      // The typed recipients are outside the jobs' own domains: the person confirms them.
      for (const a of (await batch(id)).applications)
        await call('PATCH', `/api/app/flash/batches/${id}/applications/${a.id}`, token, { confirmChecks: true });
    }

    // A fourth batch whose five letters are being written (a slow model) at the kill.
    ai.latencyMs = 60_000;
    const writing = (await call('POST', '/api/app/flash/batches', token, {
      jobIds: ids.slice(30),
      resume: { kind: 'resume', id: resumeId },
      recipients: Object.fromEntries(ids.slice(30).map((id) => [String(id), [`hr-${id}@kill.example`]])),
      includeNoSponsor: true,
    })) as Batch;
    await waitUntil(
      'letters being written',
      async () => (await batch(writing.id)).applications.every((a) => a.letterStatus === 'generating'),
      60_000,
      server.output,
    );

    for (const id of batches) await call('POST', `/api/app/flash/batches/${id}/confirm`, token);

    await waitUntil('some emails to be sent', () => gmail.sent.length >= 6, 120_000, server.output);
    server.child.kill('SIGKILL');
    expect(await server.exited).toBe('SIGKILL');
    const atKill = gmail.sent.length;
    expect(atKill).toBeLessThan(30);

    ai.latencyMs = 200;
    server = start();
    await waitUntil('the server again', health, 120_000, server.output);
    const restarted = Date.now();
    // Taken up: a sending batch is done or has sent another email; the letters' batch has written one.
    const sentTo = (id: string, all: Batch[]) => {
      const to = new Set(all.find((b) => b.id === id)!.applications.map((a) => a.recipients.join(', ')));
      return gmail.sent.filter((m) => to.has(m.to)).length;
    };
    const takenUpLog = (id: string) => server.output().includes(`"batchId":"${id}","status":"generating"`);
    const atRestart = await Promise.all(batches.map(batch));
    const sentAtKill = new Map(batches.map((id) => [id, sentTo(id, atRestart)]));
    const takenUp = new Map<string, number>();
    await waitUntil(
      'every batch settled or taken up',
      async () => {
        const all = await Promise.all([...batches, writing.id].map(batch));
        for (const b of all) {
          if (takenUp.has(b.id)) continue;
          // The letters' batch: the new process says it took it up (its log), or a letter is written.
          const moved =
            b.id === writing.id
              ? b.status === 'ready' || b.applications.some((a) => a.letterStatus === 'success') || takenUpLog(b.id)
              : b.status === 'done' || sentTo(b.id, all) > sentAtKill.get(b.id)!;
          if (moved) takenUp.set(b.id, Date.now() - restarted);
        }
        return takenUp.size === all.length;
      },
      60_000,
      server.output,
    );
    const times = JSON.stringify(Object.fromEntries([...takenUp].map(([id, ms]) => [id === writing.id ? `letters ${id}` : id, ms])));
    for (const ms of takenUp.values())
      expect(ms, `taken up after the restart (ms): ${times}\n${server.output().slice(-3000)}`).toBeLessThan(10_000);
    const final = await waitUntil(
      'every batch to finish',
      async () => {
        const all = await Promise.all(batches.map(batch));
        return all.every((b) => b.status === 'done') ? all : null;
      },
      180_000,
      server.output,
    );
    await new Promise((r) => setTimeout(r, 3000)); // time for a duplicate to show up, if there were one

    const applications = final!.flatMap((b) => b.applications);
    expect(applications).toHaveLength(30);
    await waitUntil('the fourth batch’s letters', async () => (await batch(writing.id)).status === 'ready', 60_000, server.output);
    expect((await batch(writing.id)).applications.map((a) => a.letterStatus)).toEqual(Array(5).fill('success'));
    const received = new Map<string, number>();
    for (const m of gmail.sent) received.set(m.to, (received.get(m.to) ?? 0) + 1);
    for (const a of applications) {
      const to = a.recipients.join(', ');
      expect(['sent', 'unknown'], `${to}: ${a.sendStatus}`).toContain(a.sendStatus);
      if (a.sendStatus === 'sent') expect(received.get(to), to).toBe(1);
      else expect(received.get(to) ?? 0).toBeLessThanOrEqual(1);
    }
    expect(new Set(gmail.sent.map((m) => m.messageId)).size).toBe(gmail.sent.length);
    // Only emails whose call was out at the kill are unknown: at most the senders' concurrency per batch.
    expect(applications.filter((a) => a.sendStatus === 'unknown').length).toBeLessThanOrEqual(3 * 5);
    expect(applications.filter((a) => a.sendStatus === 'sent').length).toBeGreaterThan(atKill - 3 * 5);
    server.child.kill('SIGTERM');
    expect(await server.exited, server.output()).toBe(0);
  });
});
