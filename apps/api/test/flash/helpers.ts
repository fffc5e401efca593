import { jobs, query, sql, type Db } from '@jobbridge/db';
import type { VerdictKind } from '@jobbridge/contracts';
import { expect } from 'vitest';
import type { App } from '../../src/app.ts';
import { demoJobs } from '../../src/modules/ingest/demo/jobs.ts';
import { storeJobs } from '../../src/modules/ingest/store.ts';
import type { Config } from '../../src/config/env.ts';
import { grantMembership } from '../../src/modules/membership/memberships.ts';
import { bearer, verifiedUser } from '../auth-helpers.ts';
import type { FakeGmail } from '../fakes/gmail.ts';
import type { ChatRequest } from '../fakes/openai.ts';
import type { TestContext } from '../helper.ts';
import { multipart, sampleResume } from '../resumes/pdfs.ts';
import { userPayload } from '../fakes/openai.ts';

/** Flash Apply test helpers: jobs with HR emails at distinct companies, linking a mailbox, a batch's progress. */

/**
 * `n` jobs, each at its own company with its own HR address; titles containing "Broken" make the fake AI fail.
 * Their sponsor verdict is `verdict` (a licensed sponsor unless said), whatever the demo ad says, so a test
 * decides which ones Flash Apply leaves out.
 */
export async function flashJobs(
  db: Db,
  config: Config,
  n: number,
  options: { tag: string; broken?: number[]; company?: (i: number) => string; verdict?: (i: number) => VerdictKind },
): Promise<number[]> {
  const base = demoJobs(new Date()).slice(0, n);
  const input = base.map((job, i) => ({
    ...job,
    externalId: `flash-${options.tag}-${i}`,
    title: options.broken?.includes(i) ? `Broken Analyst ${i}` : `Data Analyst ${i}`,
    company: options.company?.(i) ?? `Flashco ${options.tag} ${i} Ltd`,
    hrEmail: `hr${i}@flashco-${options.tag}.example`,
  }));
  await storeJobs(db, input, { thresholds: config.thresholds, isDemo: true });
  const rows = await query<{ id: number }>(db, sql`select id from ${jobs} where external_id like ${`flash-${options.tag}-%`} order by id`);
  const ids = rows.map((r) => Number(r.id));
  for (const [i, id] of ids.entries()) {
    const kind = options.verdict?.(i) ?? 'licensed_sponsor';
    await db.execute(
      sql`update ${jobs} set verdict_kind = ${kind}, verdict = jsonb_set(verdict, '{kind}', to_jsonb(${kind}::text)) where id = ${id}`,
    );
  }
  return ids;
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
  attachmentName: string;
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

/** A verified person at `tier` with a resume uploaded and (unless `link: false`) a linked fake Gmail. */
export async function flashPerson(
  { ctx, gmail, base }: { ctx: TestContext; gmail: FakeGmail; base: string },
  tier: 1 | 2 | 3,
  options: { link?: boolean; email?: string } = {},
) {
  const { user, tokens } = await verifiedUser(ctx.app);
  const [row] = await query<{ id: string }>(ctx.database.db, sql`select id from users where email = ${user.email}`);
  const id = row!.id;
  if (tier > 1) await grantMembership(ctx.database.db, { userId: id, tier, source: 'purchase', orderId: null, now: new Date() });
  const headers = { ...bearer(tokens.access_token), 'accept-language': 'en' };
  if (options.link !== false) {
    gmail.consent = { email: options.email ?? user.email };
    await linkGmail(base, headers);
  }
  const body = multipart({ name: 'bruce.pdf', bytes: sampleResume('resume-matcher/bruce_wayne_fullstack.pdf') }, { alias: 'Bruce CV' });
  const upload = await ctx.app.inject({
    method: 'POST',
    url: '/api/app/resumes',
    headers: { ...headers, ...body.headers },
    payload: body.payload,
  });
  expect(upload.statusCode, upload.body).toBe(201);
  return { id, email: user.email, headers, resumeId: upload.json<{ id: string }>().id };
}
