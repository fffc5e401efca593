import { flashApplications, jobMarks, and, eq, query, sql } from '@jobbridge/db';
import { extractPdfText } from '@jobbridge/resume-pdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { flashCommand } from '../../src/cli/flash.ts';
import { consume } from '../../src/modules/membership/quota.ts';
import { repairAppliedMarks, reserveSend } from '../../src/modules/flash/repository.ts';
import { sendBatch } from '../../src/modules/flash/send.ts';
import { startFakeGmail, type FakeGmail } from '../fakes/gmail.ts';
import { startFakeOpenAi, type FakeOpenAi } from '../fakes/openai.ts';
import { build, type TestContext } from '../helper.ts';
import { completeProfile } from '../resumes/pdfs.ts';
import { freePort } from '../server-process.ts';
import { fakeLetter, flashJobs, flashPerson, lettersSettled, sendsSettled, waitForBatch } from './helpers.ts';

/**
 * Flash Apply's caps and the person's say (decision 052), through HTTP on a listening server with a fake Gmail and
 * a fake model: caps that hold when five batches are confirmed at once, the daily recipient cap, typed recipients
 * outside the employer's domains and links added to a letter needing a confirmation, the operator's block, an
 * 'unknown' email settled by the person, the event stream of a deleted batch, applied marks repaired, Message-IDs,
 * the outbox's pages and the letters budget. Runs on PGlite, and on PostgreSQL with TEST_DATABASE_URL.
 */
const CLIENT_ID = 'flash-trust.apps.googleusercontent.com';
const CLIENT_SECRET = 'GOCSPX-flash-trust-secret';
let gmail: FakeGmail;
let ai: FakeOpenAi;
let ctx: TestContext & { close(): Promise<void> };
let base: string;

beforeAll(async () => {
  gmail = await startFakeGmail(CLIENT_ID, CLIENT_SECRET);
  ai = await startFakeOpenAi();
  ai.otherwise = { kind: 'answer', content: fakeLetter };
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  ctx = await build({
    PORT: String(port),
    PUBLIC_URL: base,
    ...gmail.serverEnv,
    AI_BASE_URL: ai.baseUrl,
    AI_API_KEY: 'sk-test-fake',
    AI_MODEL: 'gpt-4o-mini',
    AI_RETRIES: '0',
    FLASH_DAILY_LIMIT: '3',
    FLASH_COMPANY_DAILY_LIMIT: '1',
    FLASH_DAILY_RECIPIENT_LIMIT: '4',
  });
  await ctx.app.listen({ port, host: '127.0.0.1' });
}, 60_000);
afterAll(async () => {
  await ctx?.close();
  await gmail?.close();
  await ai?.close();
});

const person = (tier: 1 | 2 | 3) => flashPerson({ ctx, gmail, base }, tier);

/** A call over the network, as a browser makes it (parallel calls really run in parallel). */
async function call(method: string, path: string, headers: Record<string, string>, body?: unknown) {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: { ...headers, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the answers' shapes are asserted field by field
  return { status: res.status, json: (text ? JSON.parse(text) : null) as any };
}

async function addToFlash(headers: Record<string, string>, ids: number[]) {
  for (const id of ids) expect((await call('PATCH', `/api/app/jobs/${id}/marks`, headers, { flash: true })).status).toBe(200);
}

/** A batch of `jobIds` (with typed recipients when given), its letters written. */
async function readyBatch(me: Awaited<ReturnType<typeof person>>, jobIds: number[], recipients?: Record<string, string[]>) {
  const created = await call('POST', '/api/app/flash/batches', me.headers, {
    jobIds,
    resume: { kind: 'resume', id: me.resumeId },
    recipients,
  });
  expect(created.status, JSON.stringify(created.json)).toBe(201);
  const ready = await waitForBatch(ctx.app, me.headers, created.json.id, lettersSettled);
  expect(ready.status).toBe('ready');
  return ready;
}

describe('the daily caps under concurrency', () => {
  it('five batches confirmed at once send 3 emails (cap 3), one to the shared company (cap 1)', async () => {
    const me = await person(3);
    // Ten jobs: one at "Acme Shared" and one elsewhere in each of five batches.
    const ids = await flashJobs(ctx.database.db, ctx.config, 10, {
      tag: 'race',
      company: (i) => (i % 2 === 0 ? 'Acme Shared Ltd' : `Racer ${i} Ltd`),
    });
    await addToFlash(me.headers, ids);
    const batches = [];
    for (let b = 0; b < 5; b++) batches.push((await readyBatch(me, ids.slice(b * 2, b * 2 + 2))).id);

    gmail.sendLatencyMs = 150;
    const before = gmail.sent.length;
    const confirmed = await Promise.all(batches.map((id) => call('POST', `/api/app/flash/batches/${id}/confirm`, me.headers)));
    expect(confirmed.map((c) => c.status)).toEqual([200, 200, 200, 200, 200]);
    const done = await Promise.all(batches.map((id) => waitForBatch(ctx.app, me.headers, id, sendsSettled)));
    gmail.sendLatencyMs = 0;

    const all = done.flatMap((b) => b.applications);
    const received = gmail.sent.slice(before);
    expect(received).toHaveLength(3);
    expect(all.filter((a) => a.sendStatus === 'sent')).toHaveLength(3);
    for (const a of all.filter((x) => x.sendStatus === 'sent')) expect(received.filter((m) => m.to === a.recipients[0])).toHaveLength(1);
    const acme = await query<{ n: number }>(
      ctx.database.db,
      sql`select count(*)::int as n from ${flashApplications} where user_id = ${me.id} and company = 'Acme Shared Ltd' and send_status = 'sent'`,
    );
    expect(acme[0]!.n).toBe(1);
    const refused = all.filter((a) => a.sendStatus === 'failed').map((a) => a.sendError);
    expect(refused).toHaveLength(7);
    for (const message of refused)
      expect([
        "Your mailbox's daily sending limit is reached. Please try again tomorrow.",
        'Today’s limit of applications to this company is reached. Please try again tomorrow.',
      ]).toContain(message);
  }, 120_000);

  it('counts recipients a day: an email that would pass 4 recipients is not sent', async () => {
    const me = await person(3);
    const ids = await flashJobs(ctx.database.db, ctx.config, 2, { tag: 'recip' });
    await addToFlash(me.headers, ids);
    const to = (i: number) =>
      [`a@flashco-recip.example`, `b@flashco-recip.example`, `c@flashco-recip.example`].map((r) => r.replace('@', `${i}@`));
    const batch = await readyBatch(me, ids, { [ids[0]!]: to(0), [ids[1]!]: to(1) });
    expect(batch.applications.every((a) => a.recipients.length === 3)).toBe(true);
    expect((await call('POST', `/api/app/flash/batches/${batch.id}/confirm`, me.headers)).status).toBe(200);
    const done = await waitForBatch(ctx.app, me.headers, batch.id, sendsSettled);
    expect(done.applications.map((a) => a.sendStatus).sort()).toEqual(['failed', 'sent']);
    expect(done.applications.find((a) => a.sendStatus === 'failed')!.sendError).toBe(
      'Today’s limit of recipients is reached. Please try again tomorrow.',
    );
    const membership = await call('GET', '/api/app/membership', me.headers);
    expect(membership.json.flashAllowance.daily).toEqual({ emails: 3, recipients: 4, perCompany: 1 });
  }, 60_000);
});

describe('a second send job for a batch this process is sending', () => {
  it('is told the batch is busy, and leaves the emails in flight alone', async () => {
    const me = await person(3);
    const ids = await flashJobs(ctx.database.db, ctx.config, 2, { tag: 'twice' });
    await addToFlash(me.headers, ids);
    const batch = await readyBatch(me, ids);
    gmail.sendLatencyMs = 1500;
    const before = gmail.sent.length;
    expect((await call('POST', `/api/app/flash/batches/${batch.id}/confirm`, me.headers)).status).toBe(200);
    // Recovery that saw a late heartbeat queues the batch again while its emails are out.
    await waitForBatch(ctx.app, me.headers, batch.id, (b) => b.applications.some((a) => a.sendStatus === 'sending'));
    expect(await sendBatch(ctx.app, batch.id, ctx.app.log)).toBe('busy');
    const done = await waitForBatch(ctx.app, me.headers, batch.id, sendsSettled);
    gmail.sendLatencyMs = 0;
    expect(done.applications.map((a) => a.sendStatus)).toEqual(['sent', 'sent']);
    expect(gmail.sent.slice(before)).toHaveLength(2);
  }, 60_000);
});

describe('the attached builder resume', () => {
  it('is rendered in the letter language of the batch, not the interface language it was exported in', async () => {
    const me = await person(3);
    const cn = { ...me.headers, 'accept-language': 'cn' };
    const profile = await call('POST', '/api/app/profiles', cn, {});
    expect(profile.status, JSON.stringify(profile.json)).toBe(201);
    const finished = await call('POST', `/api/app/profiles/${profile.json.id}/finish`, cn, {
      data: completeProfile(),
      template: 'modern-pro',
      language: 'cn',
    });
    expect(finished.status, JSON.stringify(finished.json)).toBe(200);
    const resumeId = finished.json.resume.id as string;
    const stored = await ctx.app.inject({ method: 'GET', url: `/api/app/resumes/${resumeId}/file`, headers: me.headers });
    expect((await extractPdfText(stored.rawPayload)).text).toContain('工作经历');

    const ids = await flashJobs(ctx.database.db, ctx.config, 1, { tag: 'attach' });
    await addToFlash(me.headers, ids);
    const created = await call('POST', '/api/app/flash/batches', me.headers, {
      jobIds: ids,
      resume: { kind: 'resume', id: resumeId },
      letterLanguage: 'en',
    });
    expect(created.status, JSON.stringify(created.json)).toBe(201);
    expect(created.json.letterLanguage).toBe('en');
    await waitForBatch(ctx.app, me.headers, created.json.id, lettersSettled);
    const attached = await ctx.app.inject({
      method: 'GET',
      url: `/api/app/flash/batches/${created.json.id}/attachment.pdf`,
      headers: me.headers,
    });
    expect(attached.statusCode).toBe(200);
    expect(attached.headers['content-type']).toContain('application/pdf');
    const { text } = await extractPdfText(attached.rawPayload);
    expect(text.toLowerCase()).toContain('work experience');
    expect(text).toContain('Present');
    expect(text).not.toContain('工作经历');
    const other = await person(3);
    const stranger = await ctx.app.inject({
      method: 'GET',
      url: `/api/app/flash/batches/${created.json.id}/attachment.pdf`,
      headers: other.headers,
    });
    expect(stranger.statusCode).toBe(404);
  }, 60_000);
});

describe('what the person must confirm before sending', () => {
  it('marks typed recipients outside the employer and links added to a letter, and sends once confirmed', async () => {
    const me = await person(3);
    const [job] = await flashJobs(ctx.database.db, ctx.config, 1, { tag: 'outside' });
    await addToFlash(me.headers, [job!]);
    const batch = await readyBatch(me, [job!], { [job!]: ['jobs@flashco-outside.example', 'someone@elsewhere.example'] });
    const item = batch.applications[0]!;
    const view = (await call('GET', `/api/app/flash/batches/${batch.id}`, me.headers)).json.applications[0];
    expect(view).toMatchObject({ outsideRecipients: ['someone@elsewhere.example'], addedLinks: [], checksConfirmed: false });
    expect(view.messageId).toMatch(/^<[0-9a-f-]{36}@127\.0\.0\.1>$/);

    const confirmEarly = await call('POST', `/api/app/flash/batches/${batch.id}/confirm`, me.headers);
    expect(confirmEarly.status).toBe(409);
    expect(confirmEarly.json.error.code).toBe('FLASH_CHECKS_UNCONFIRMED');

    const url = `/api/app/flash/batches/${batch.id}/applications/${item.id}`;
    const confirmed = await call('PATCH', url, me.headers, { confirmChecks: true });
    expect(confirmed.json.checksConfirmed).toBe(true);
    // A link added afterwards asks again.
    const edited = await call('PATCH', url, me.headers, { letter: `${item.letter}\n\nMy portfolio: https://bit.ly/x1y2z3.` });
    expect(edited.json).toMatchObject({ addedLinks: ['https://bit.ly/x1y2z3'], checksConfirmed: false });
    expect((await call('POST', `/api/app/flash/batches/${batch.id}/confirm`, me.headers)).json.error.code).toBe('FLASH_CHECKS_UNCONFIRMED');
    // Recipients back to the employer's own and the link removed: nothing left to confirm.
    const clean = await call('PATCH', url, me.headers, { letter: item.letter, recipients: ['jobs@flashco-outside.example'] });
    expect(clean.json).toMatchObject({ outsideRecipients: [], addedLinks: [] });

    const before = gmail.sent.length;
    expect((await call('POST', `/api/app/flash/batches/${batch.id}/confirm`, me.headers)).status).toBe(200);
    const done = await waitForBatch(ctx.app, me.headers, batch.id, sendsSettled);
    expect(done.applications[0]!.sendStatus).toBe('sent');
    const mail = gmail.sent.slice(before);
    expect(mail).toHaveLength(1);
    expect(mail[0]!.messageId).toBe(view.messageId);
  }, 60_000);
});

describe("the operator's switch", () => {
  it('a blocked account cannot start or confirm a batch, and emails not yet out are refused; unblock restores it', async () => {
    const me = await person(3);
    const ids = await flashJobs(ctx.database.db, ctx.config, 2, { tag: 'block' });
    await addToFlash(me.headers, ids);
    const batch = await readyBatch(me, [ids[0]!]);
    const lines: string[] = [];
    await flashCommand(ctx.database.db, 'block', me.email, 'complaints', (l) => lines.push(l));
    expect(lines.at(-1)).toContain('is blocked');

    const confirm = await call('POST', `/api/app/flash/batches/${batch.id}/confirm`, me.headers);
    expect([confirm.status, confirm.json.error.code]).toEqual([403, 'FLASH_BLOCKED']);
    const create = await call('POST', '/api/app/flash/batches', me.headers, {
      jobIds: [ids[1]],
      resume: { kind: 'resume', id: me.resumeId },
    });
    expect([create.status, create.json.error.code]).toEqual([403, 'FLASH_BLOCKED']);
    const list: string[] = [];
    await flashCommand(ctx.database.db, 'blocked', undefined, undefined, (l) => list.push(l));
    expect(list.join('\n')).toContain(`${me.email}\t`);

    await flashCommand(ctx.database.db, 'unblock', me.email, undefined, (l) => lines.push(l));
    expect(lines.at(-1)).toContain('may send again');
    expect((await call('POST', `/api/app/flash/batches/${batch.id}/confirm`, me.headers)).status).toBe(200);
    const done = await waitForBatch(ctx.app, me.headers, batch.id, sendsSettled);
    expect(done.applications[0]!.sendStatus).toBe('sent');

    // Blocked between confirmation and the send: the reservation refuses the queued email, nothing goes out.
    await flashCommand(ctx.database.db, 'block', me.id, undefined, () => undefined);
    const [row] = await ctx.database.db
      .update(flashApplications)
      .set({ sendStatus: 'queued', sendStartedAt: null })
      .where(eq(flashApplications.id, done.applications[0]!.id))
      .returning();
    await ctx.database.db.execute(sql`delete from flash_deliveries where application_id = ${row!.id}`);
    expect(await reserveSend(ctx.database.db, row!, { emails: 100, recipients: 100, perCompany: 100 })).toEqual({
      refused: 'FLASH_BLOCKED',
    });
    const [after] = await ctx.database.db.select().from(flashApplications).where(eq(flashApplications.id, row!.id));
    expect([after!.sendStatus, after!.sendError]).toEqual(['failed', 'FLASH_BLOCKED']);
    await flashCommand(ctx.database.db, 'unblock', me.id, undefined, () => undefined);
  }, 60_000);
});

describe('an email whose fate is unknown', () => {
  it('the person says it went, or has it sent again; nothing else can be resolved', async () => {
    const me = await person(3);
    const ids = await flashJobs(ctx.database.db, ctx.config, 2, { tag: 'unknown' });
    await addToFlash(me.headers, ids);
    const batch = await readyBatch(me, ids);
    // Gmail answers 500 twice: the mailbox cannot say whether the emails went.
    gmail.failSends = { status: 500, times: 2 };
    expect((await call('POST', `/api/app/flash/batches/${batch.id}/confirm`, me.headers)).status).toBe(200);
    const done = await waitForBatch(ctx.app, me.headers, batch.id, sendsSettled);
    gmail.failSends = null;
    expect(done.applications.map((a) => a.sendStatus)).toEqual(['unknown', 'unknown']);
    const [first, second] = done.applications;

    const went = await call('POST', `/api/app/flash/applications/${first!.id}/resolve`, me.headers, { outcome: 'sent' });
    expect(went.status).toBe(200);
    expect(went.json).toMatchObject({ sendStatus: 'sent', resolution: 'sent', sendError: null });
    const [mark] = await ctx.database.db
      .select({ appliedAt: jobMarks.appliedAt })
      .from(jobMarks)
      .where(and(eq(jobMarks.userId, me.id), eq(jobMarks.jobId, first!.jobId)));
    expect(mark?.appliedAt).toBeTruthy();
    const again = await call('POST', `/api/app/flash/applications/${first!.id}/resolve`, me.headers, { outcome: 'resend' });
    expect([again.status, again.json.error.code]).toEqual([409, 'FLASH_NOT_UNKNOWN']);

    const before = gmail.sent.length;
    const resend = await call('POST', `/api/app/flash/applications/${second!.id}/resolve`, me.headers, { outcome: 'resend' });
    expect(resend.json).toMatchObject({ sendStatus: 'queued', resolution: 'resend' });
    const after = await waitForBatch(ctx.app, me.headers, batch.id, (b) => b.status === 'done' && b.applications[1]!.sendStatus === 'sent');
    expect(after.applications[1]!.sendStatus).toBe('sent');
    const mails = gmail.sent.slice(before);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.messageId).toBe(resend.json.messageId);

    const other = await person(3);
    const stranger = await call('POST', `/api/app/flash/applications/${second!.id}/resolve`, other.headers, { outcome: 'sent' });
    expect(stranger.status).toBe(404);
  }, 60_000);
});

describe('the event stream of a batch deleted while it is open', () => {
  it('ends with a last `gone` event', async () => {
    const me = await person(3);
    const [job] = await flashJobs(ctx.database.db, ctx.config, 1, { tag: 'stream' });
    await addToFlash(me.headers, [job!]);
    ai.latencyMs = 3000; // the batch is still being written while the stream is open
    const created = await call('POST', '/api/app/flash/batches', me.headers, {
      jobIds: [job],
      resume: { kind: 'resume', id: me.resumeId },
    });
    const res = await fetch(`${base}/api/app/flash/batches/${created.json.id}/events`, { headers: me.headers });
    expect(res.status).toBe(200);
    const reader = res.body!.getReader();
    const first = new TextDecoder().decode((await reader.read()).value);
    expect(first).toContain('event: batch');
    await waitForBatch(ctx.app, me.headers, created.json.id, (b) => b.applications[0]!.letterStatus === 'generating');
    expect((await call('DELETE', `/api/app/flash/batches/${created.json.id}`, me.headers)).status).toBe(204);
    let rest = '';
    const ended = (async () => {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return true;
        rest += new TextDecoder().decode(value);
      }
    })();
    expect(await Promise.race([ended, new Promise((r) => setTimeout(() => r(false), 5000))])).toBe(true);
    expect(rest).toContain('event: gone');
    expect(rest).toContain('FLASH_BATCH_NOT_FOUND');
    ai.latencyMs = 0;
  }, 60_000);
});

describe('a sent email whose job was not marked applied', () => {
  it('is marked at the next start, and the job is no longer offered', async () => {
    const me = await person(3);
    const [job] = await flashJobs(ctx.database.db, ctx.config, 1, { tag: 'repair' });
    await addToFlash(me.headers, [job!]);
    const batch = await readyBatch(me, [job!]);
    await call('POST', `/api/app/flash/batches/${batch.id}/confirm`, me.headers);
    await waitForBatch(ctx.app, me.headers, batch.id, sendsSettled);
    // As a process stopped between the two writes left it before they were one transaction.
    await ctx.database.db
      .update(jobMarks)
      .set({ appliedAt: null })
      .where(and(eq(jobMarks.userId, me.id), eq(jobMarks.jobId, job!)));
    expect(await repairAppliedMarks(ctx.database.db)).toBeGreaterThanOrEqual(1);
    const list = await call('GET', '/api/app/flash/list', me.headers);
    expect(list.json.items.find((i: { jobId: number }) => i.jobId === job).appliedAt).toBeTruthy();
    const again = await call('POST', '/api/app/flash/batches', me.headers, { jobIds: [job], resume: { kind: 'resume', id: me.resumeId } });
    expect([again.status, again.json.error.code]).toEqual([400, 'POSITIONS_REQUIRED']);
  }, 60_000);
});

describe('cover letters cost the tier', () => {
  it('Basic has 30 a month: refused past them, given back when the model fails, stated on the membership page', async () => {
    const me = await person(1);
    const ids = await flashJobs(ctx.database.db, ctx.config, 2, { tag: 'letters', broken: [1] });
    await addToFlash(me.headers, ids);
    await ctx.database.db.transaction((tx) => consume(tx, me.id, 'letters', 28));
    const allowance = async () => (await call('GET', '/api/app/membership', me.headers)).json.flashAllowance.letters;
    expect(await allowance()).toMatchObject({ limit: 30, used: 28, remaining: 2, perHour: 60 });

    // Two letters, one of which the model fails: one counted.
    const batch = await readyBatch(me, ids);
    expect(batch.applications.map((a) => a.letterStatus).sort()).toEqual(['failed', 'success']);
    expect(await allowance()).toMatchObject({ used: 29, remaining: 1 });
    const good = batch.applications.find((a) => a.letterStatus === 'success')!;
    const regen = await call('POST', `/api/app/flash/batches/${batch.id}/applications/${good.id}/regenerate`, me.headers);
    expect(regen.status).toBe(200);
    await waitForBatch(ctx.app, me.headers, batch.id, lettersSettled);
    expect(await allowance()).toMatchObject({ used: 30, remaining: 0 });
    const refused = await call('POST', `/api/app/flash/batches/${batch.id}/applications/${good.id}/regenerate`, me.headers);
    expect([refused.status, refused.json.error.code]).toEqual([403, 'LETTERS_LIMIT_REACHED']);

    const premium = await person(3);
    expect((await call('GET', '/api/app/membership', premium.headers)).json.flashAllowance.letters).toMatchObject({
      limit: null,
      remaining: null,
      perHour: 60,
    });
  }, 60_000);
});

describe('the development outbox', () => {
  it('shows each email’s Message-ID, finds one by it, and pages', async () => {
    for (let i = 0; i < 3; i++) await person(1);
    const page1 = await call('GET', '/api/dev/mail?limit=2', {});
    const page2 = await call('GET', '/api/dev/mail?limit=2&page=2', {});
    expect(page1.json).toHaveLength(2);
    expect(page2.json).toHaveLength(2);
    const ids = [...page1.json, ...page2.json].map((m: { id: string }) => m.id);
    expect(new Set(ids).size).toBe(4);
    const withId = [...page1.json, ...page2.json].find((m: { messageId: string | null }) => m.messageId);
    if (withId) {
      const found = await call('GET', `/api/dev/mail?messageId=${encodeURIComponent(withId.messageId)}`, {});
      expect(found.json.map((m: { id: string }) => m.id)).toEqual([withId.id]);
    }
    const one = page1.json[0] as { to: string };
    const byTo = await call('GET', `/api/dev/mail?to=${encodeURIComponent(one.to.toUpperCase())}`, {});
    expect(byTo.json.every((m: { to: string }) => m.to.toLowerCase().split(', ').includes(one.to.toLowerCase()))).toBe(true);
  }, 60_000);
});
