import { jobs, query, sql, type Db } from '@jobbridge/db';
import { expect } from 'vitest';
import type { App } from '../../src/app.ts';
import { demoJobs } from '../../src/modules/jobs/demo/jobs.ts';
import { storeJobs } from '../../src/modules/jobs/store.ts';
import type { Config } from '../../src/config/env.ts';
import type { ChatRequest } from '../fakes/openai.ts';
import { userPayload } from '../fakes/openai.ts';

/** Flash Apply test helpers: jobs with HR emails at distinct companies, linking a mailbox, a batch's progress. */

/** `n` jobs, each at its own company with its own HR address; titles containing "Broken" make the fake AI fail. */
export async function flashJobs(db: Db, config: Config, n: number, options: { tag: string; broken?: number[] }): Promise<number[]> {
  const base = demoJobs(new Date()).slice(0, n);
  const input = base.map((job, i) => ({
    ...job,
    externalId: `flash-${options.tag}-${i}`,
    title: options.broken?.includes(i) ? `Broken Analyst ${i}` : `Data Analyst ${i}`,
    company: `Flashco ${options.tag} ${i} Ltd`,
    hrEmail: `hr${i}@flashco-${options.tag}.example`,
  }));
  await storeJobs(db, input, { thresholds: config.thresholds, isDemo: true });
  const rows = await query<{ id: number }>(db, sql`select id from ${jobs} where external_id like ${`flash-${options.tag}-%`} order by id`);
  return rows.map((r) => Number(r.id));
}

/** The fake model's cover letter: only the job's own words and the person's name, so it passes the grounding check. */
export function fakeLetter(chat: ChatRequest): string {
  const { JOB } = userPayload(chat) as { JOB?: { title?: string; company?: string } };
  if (JOB?.title?.startsWith('Broken')) return 'this is not the JSON asked for';
  const paragraph = (...texts: string[]) => ({ sentences: texts.map((text) => ({ text, facts: [] })) });
  return JSON.stringify({
    paragraphs: [
      paragraph('Dear Hiring Manager,'),
      paragraph(`I am writing to apply for the ${JOB?.title} role at ${JOB?.company}.`, 'My resume is attached.'),
      paragraph('Kind regards'),
    ],
  });
}

/** Settings → link → the fake Google's consent page → the callback, as a browser does it. */
export async function linkGmail(base: string, headers: Record<string, string>): Promise<void> {
  const start = await fetch(`${base}/api/app/settings/mailbox/start`, { method: 'POST', headers });
  expect(start.status).toBe(200);
  const { authorizationUrl } = (await start.json()) as { authorizationUrl: string };
  const cookie = start.headers.get('set-cookie')!.split(';')[0]!;
  const consent = await fetch(authorizationUrl, { redirect: 'manual' });
  const back = await fetch(consent.headers.get('location')!, { redirect: 'manual', headers: { cookie } });
  expect(back.headers.get('location')).toContain('mailbox=linked');
}

interface BatchView {
  id: string;
  status: string;
  applications: {
    id: string;
    jobId: number;
    letterStatus: string;
    sendStatus: string;
    sendError: string | null;
    subject: string;
    recipients: string[];
    letter: string;
  }[];
}

/** Polls a batch until `done` says so (or fails after `ms`). */
export async function waitForBatch(app: App, headers: Record<string, string>, id: string, done: (b: BatchView) => boolean, ms = 60_000) {
  const until = Date.now() + ms;
  for (;;) {
    const res = await app.inject({ method: 'GET', url: `/api/app/flash/batches/${id}`, headers });
    expect(res.statusCode, res.body).toBe(200);
    const batch = res.json<BatchView>();
    if (done(batch)) return batch;
    if (Date.now() > until)
      throw new Error(`batch ${id} did not settle: ${JSON.stringify(batch.applications.map((a) => [a.letterStatus, a.sendStatus]))}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

export const lettersSettled = (b: BatchView) => b.status !== 'generating';
export const sendsSettled = (b: BatchView) => b.status === 'done';
