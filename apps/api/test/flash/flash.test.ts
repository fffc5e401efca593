import { flashApplications, jobMarks, and, eq, sql, isNotNull } from '@jobbridge/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeGmail, type FakeGmail } from '../fakes/gmail.ts';
import { startFakeOpenAi, type FakeOpenAi } from '../fakes/openai.ts';
import { build, type TestContext } from '../helper.ts';
import { sampleResume } from '../resumes/pdfs.ts';
import { freePort } from '../server-process.ts';
import { fakeLetter, flashJobs, flashPerson, lettersSettled, sendsSettled, waitForBatch } from './helpers.ts';

/**
 * Flash Apply end to end through HTTP, with a fake Gmail and a fake OpenAI-compatible model on 127.0.0.1: letters
 * written in the background, failed letters skipped, every email received once with the resume attached, jobs
 * marked applied, the quotas and validation messages at their limits, and nobody reaching another person's batch.
 */

const CLIENT_ID = 'flash-test.apps.googleusercontent.com';
const CLIENT_SECRET = 'GOCSPX-flash-test-secret';
const RESUME = 'resume-matcher/bruce_wayne_fullstack.pdf';
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
  });
  await ctx.app.listen({ port, host: '127.0.0.1' });
}, 60_000);
afterAll(async () => {
  await ctx?.close();
  await gmail?.close();
  await ai?.close();
});

const person = (tier: 1 | 2 | 3, options: { link?: boolean; email?: string } = {}) => flashPerson({ ctx, gmail, base }, tier, options);

const api = (method: 'GET' | 'POST' | 'PATCH', url: string, headers: Record<string, string>, payload?: object) =>
  ctx.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

async function addToFlash(headers: Record<string, string>, ids: number[]) {
  for (const id of ids) expect((await api('PATCH', `/api/app/jobs/${id}/marks`, headers, { flash: true })).statusCode).toBe(200);
}

describe('a Premium person sends 30 applications in three batches', () => {
  it('writes 28 letters (2 fail), sends 28 emails with the resume attached, marks those jobs applied', async () => {
    const me = await person(3, { email: 'bruce.w@gmail.example' });
    const ids = await flashJobs(ctx.database.db, ctx.config, 30, { tag: 'big', broken: [4, 17] });
    await addToFlash(me.headers, ids);

    const list = await api('GET', '/api/app/flash/list', me.headers);
    expect(list.json()).toMatchObject({
      limits: { perBatch: 10, sendsLeft: 30, recipients: 50 },
      mailbox: { address: 'bruce.w@gmail.example', kind: 'gmail' },
    });
    expect(list.json().items).toHaveLength(30);
    expect(list.json().items[0]).toMatchObject({ hrEmail: expect.stringMatching(/@flashco-big\.example$/), appliedAt: null });

    const sentBefore = gmail.sent.length;
    const batches = [];
    for (let b = 0; b < 3; b++) {
      const res = await api('POST', '/api/app/flash/batches', me.headers, {
        jobIds: ids.slice(b * 10, b * 10 + 10),
        resume: { kind: 'resume', id: me.resumeId },
      });
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json().applications).toHaveLength(10);
      // The confirm step names the file the employer receives: the uploaded PDF's own name.
      expect(res.json().attachmentName).toBe('bruce.pdf');
      batches.push(res.json<{ id: string }>().id);
    }
    for (const id of batches) {
      const ready = await waitForBatch(ctx.app, me.headers, id, lettersSettled);
      expect(ready.status).toBe('ready');
      const confirmed = await api('POST', `/api/app/flash/batches/${id}/confirm`, me.headers);
      expect(confirmed.statusCode, confirmed.body).toBe(200);
    }
    const done = await Promise.all(batches.map((id) => waitForBatch(ctx.app, me.headers, id, sendsSettled)));
    const all = done.flatMap((b) => b.applications);
    expect(all.filter((a) => a.letterStatus === 'failed')).toHaveLength(2);
    expect(all.filter((a) => a.sendStatus === 'skipped')).toHaveLength(2);
    expect(all.filter((a) => a.sendStatus === 'sent')).toHaveLength(28);

    const received = gmail.sent.slice(sentBefore);
    expect(received).toHaveLength(28);
    const pdf = sampleResume(RESUME);
    for (const app of all.filter((a) => a.sendStatus === 'sent')) {
      const mails = received.filter((m) => m.subject === app.subject);
      expect(mails, `${app.subject} in ${received.map((m) => m.subject).join(' / ')}`).toHaveLength(1);
      const mail = mails[0]!;
      expect(mail.to).toBe(app.recipients.join(', '));
      expect(mail.from).toContain('bruce.w@gmail.example');
      expect(mail.text).toContain(app.letter.split('\n')[0]);
      expect(mail.attachments).toHaveLength(1);
      expect(mail.attachments[0]!.contentType).toBe('application/pdf');
      expect(mail.attachments[0]!.filename).toBe(done[0]!.attachmentName);
      expect(mail.attachments[0]!.content.equals(pdf)).toBe(true);
    }
    expect(new Set(received.map((m) => m.messageId)).size).toBe(28);

    const applied = await ctx.database.db
      .select({ jobId: jobMarks.jobId })
      .from(jobMarks)
      .where(and(eq(jobMarks.userId, me.id), isNotNull(jobMarks.appliedAt)));
    expect(applied).toHaveLength(28);
    const after = await api('GET', '/api/app/flash/list', me.headers);
    expect(after.json().limits.sendsLeft).toBe(27);

    const history = await api('GET', '/api/app/flash/applications?pageSize=50', me.headers);
    expect(history.json().total).toBe(30);
    expect(history.json().items.filter((a: { sendStatus: string }) => a.sendStatus === 'sent')).toHaveLength(28);
  }, 120_000);
});

describe('the rules before anything is sent', () => {
  it('refuses an empty selection, more positions than the tier allows, and jobs without a recipient', async () => {
    const me = await person(1);
    const ids = await flashJobs(ctx.database.db, ctx.config, 3, { tag: 'rules' });
    const resume = { kind: 'resume', id: me.resumeId };
    const none = await api('POST', '/api/app/flash/batches', me.headers, { jobIds: [], resume });
    expect(none.json().error).toMatchObject({ code: 'POSITIONS_REQUIRED', message: 'Please select at least one position' });
    const three = await api('POST', '/api/app/flash/batches', me.headers, { jobIds: ids, resume });
    expect(three.statusCode).toBe(403);
    expect(three.json().error.message).toBe('Selected position count exceeds the maximum count for your membership');
    await ctx.database.db.execute(sql`update jobs set hr_email = null where id = ${ids[0]!}`);
    const noRecipient = await api('POST', '/api/app/flash/batches', me.headers, { jobIds: [ids[0]!], resume });
    expect(noRecipient.json().error.code).toBe('FLASH_RECIPIENT_REQUIRED');
    const typed = await api('POST', '/api/app/flash/batches', me.headers, {
      jobIds: [ids[0]!],
      resume,
      recipients: { [String(ids[0]!)]: ['Jobs@Example.COM'] },
    });
    expect(typed.statusCode, typed.body).toBe(201);
    expect(typed.json().applications[0].recipients).toEqual(['jobs@example.com']);
  });

  it('will not confirm without a linked mailbox, with an empty subject or letter, or before letters are written', async () => {
    const me = await person(2, { link: false });
    const [job] = await flashJobs(ctx.database.db, ctx.config, 1, { tag: 'nomailbox' });
    const created = await api('POST', '/api/app/flash/batches', me.headers, {
      jobIds: [job!],
      resume: { kind: 'resume', id: me.resumeId },
    });
    const batch = await waitForBatch(ctx.app, me.headers, created.json().id, lettersSettled);
    const appId = batch.applications[0]!.id;
    const noMailbox = await api('POST', `/api/app/flash/batches/${batch.id}/confirm`, me.headers);
    expect(noMailbox.json().error).toMatchObject({ code: 'MAILBOX_NOT_CONNECTED', message: 'Please connect your Google account first' });

    const emptySubject = await api('PATCH', `/api/app/flash/batches/${batch.id}/applications/${appId}`, me.headers, { subject: '  ' });
    expect(emptySubject.json().error.message).toBe('Subject cannot be empty');
    const emptyLetter = await api('PATCH', `/api/app/flash/batches/${batch.id}/applications/${appId}`, me.headers, { letter: '' });
    expect(emptyLetter.json().error.message).toBe('Cover letter cannot be empty');
    const edited = await api('PATCH', `/api/app/flash/batches/${batch.id}/applications/${appId}`, me.headers, {
      subject: 'My application',
      letter: 'Dear team,\nPlease see my CV.',
      recipients: Array.from({ length: 16 }, (_, i) => `r${i}@example.com`),
    });
    expect(edited.json().error.message).toBe('Too many recipients for your membership');
    const ok = await api('PATCH', `/api/app/flash/batches/${batch.id}/applications/${appId}`, me.headers, { subject: 'My application' });
    expect(ok.json()).toMatchObject({ subject: 'My application' });
  });

  it('says when every letter failed, and lets one be written again', async () => {
    const me = await person(3);
    const ids = await flashJobs(ctx.database.db, ctx.config, 2, { tag: 'allfail', broken: [0, 1] });
    const created = await api('POST', '/api/app/flash/batches', me.headers, { jobIds: ids, resume: { kind: 'resume', id: me.resumeId } });
    const batch = await waitForBatch(ctx.app, me.headers, created.json().id, lettersSettled);
    expect(batch.applications.map((a) => a.letterStatus)).toEqual(['failed', 'failed']);
    const confirm = await api('POST', `/api/app/flash/batches/${batch.id}/confirm`, me.headers);
    expect(confirm.json().error.message).toBe('No cover letters were generated successfully. Please regenerate before applying.');
    await ctx.database.db.execute(sql`update jobs set title = 'Fixed Analyst' where id = ${ids[0]!}`);
    const fixed = batch.applications.find((a) => a.jobId === ids[0])!;
    const again = await api('POST', `/api/app/flash/batches/${batch.id}/applications/${fixed.id}/regenerate`, me.headers);
    expect(again.statusCode, again.body).toBe(200);
    const rewritten = await waitForBatch(ctx.app, me.headers, batch.id, lettersSettled);
    expect(rewritten.applications.map((a) => [a.jobId, a.letterStatus])).toEqual(
      expect.arrayContaining([
        [ids[0], 'success'],
        [ids[1], 'failed'],
      ]),
    );
  });

  it('counts one send per confirmed batch and refuses past the month', async () => {
    const me = await person(1);
    const ids = await flashJobs(ctx.database.db, ctx.config, 6, { tag: 'quota' });
    for (let i = 0; i < 5; i++) {
      const created = await api('POST', '/api/app/flash/batches', me.headers, {
        jobIds: [ids[i]!],
        resume: { kind: 'resume', id: me.resumeId },
      });
      await waitForBatch(ctx.app, me.headers, created.json().id, lettersSettled);
      expect((await api('POST', `/api/app/flash/batches/${created.json().id}/confirm`, me.headers)).statusCode).toBe(200);
    }
    const sixth = await api('POST', '/api/app/flash/batches', me.headers, {
      jobIds: [ids[5]!],
      resume: { kind: 'resume', id: me.resumeId },
    });
    expect(sixth.statusCode).toBe(403);
    expect(sixth.json().error.message).toBe('You reached maximum count for flash apply.');
  });

  it('leaves out jobs already applied to unless the person insists, and never sends a job to a recipient twice', async () => {
    const me = await person(3);
    const [job] = await flashJobs(ctx.database.db, ctx.config, 1, { tag: 'twice' });
    const send = async (includeApplied?: boolean) => {
      const created = await api('POST', '/api/app/flash/batches', me.headers, {
        jobIds: [job!],
        resume: { kind: 'resume', id: me.resumeId },
        ...(includeApplied ? { includeApplied } : {}),
      });
      if (created.statusCode !== 201) return created.json();
      await waitForBatch(ctx.app, me.headers, created.json().id, lettersSettled);
      await api('POST', `/api/app/flash/batches/${created.json().id}/confirm`, me.headers);
      return waitForBatch(ctx.app, me.headers, created.json().id, sendsSettled);
    };
    const before = gmail.sent.length;
    const first = await send();
    expect(first.applications[0].sendStatus).toBe('sent');
    const pdf = await ctx.app.inject({
      method: 'GET',
      url: `/api/app/flash/applications/${first.applications[0].id}/letter.pdf`,
      headers: me.headers,
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toMatch(/^attachment; filename="Cover letter - Flashco twice 0 Ltd\.pdf"/);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await send()).error.code).toBe('POSITIONS_REQUIRED');
    const insisted = await send(true);
    expect(insisted.applications[0]).toMatchObject({ sendStatus: 'failed' });
    expect(gmail.sent.slice(before).filter((m) => m.to.includes('@flashco-twice.example'))).toHaveLength(1);
  });

  it('discards a batch before confirmation (start over), never after', async () => {
    const me = await person(2);
    const [job] = await flashJobs(ctx.database.db, ctx.config, 1, { tag: 'discard' });
    const make = async () => {
      const created = await api('POST', '/api/app/flash/batches', me.headers, {
        jobIds: [job!],
        resume: { kind: 'resume', id: me.resumeId },
      });
      return (await waitForBatch(ctx.app, me.headers, created.json().id, lettersSettled)).id;
    };
    const first = await make();
    expect((await api('GET', '/api/app/flash/current', me.headers)).json().batch.id).toBe(first);
    expect((await ctx.app.inject({ method: 'DELETE', url: `/api/app/flash/batches/${first}`, headers: me.headers })).statusCode).toBe(204);
    expect((await api('GET', `/api/app/flash/batches/${first}`, me.headers)).statusCode).toBe(404);
    expect((await api('GET', '/api/app/flash/current', me.headers)).json()).toEqual({ batch: null });
    const second = await make();
    await api('POST', `/api/app/flash/batches/${second}/confirm`, me.headers);
    const locked = await ctx.app.inject({ method: 'DELETE', url: `/api/app/flash/batches/${second}`, headers: me.headers });
    expect(locked.statusCode).toBe(409);
    expect(locked.json().error.code).toBe('FLASH_BATCH_LOCKED');
  });

  it('does not count a batch none of whose emails went out', async () => {
    const me = await person(2);
    const [job] = await flashJobs(ctx.database.db, ctx.config, 1, { tag: 'refused' });
    const created = await api('POST', '/api/app/flash/batches', me.headers, {
      jobIds: [job!],
      resume: { kind: 'resume', id: me.resumeId },
    });
    await waitForBatch(ctx.app, me.headers, created.json().id, lettersSettled);
    const left = (await api('GET', '/api/app/flash/list', me.headers)).json().limits.sendsLeft as number;
    // Only this batch's email: another test's email still going out must not take the failure.
    gmail.failSends = { status: 400, reason: 'invalidArgument', times: 1, to: 'hr0@flashco-refused.example' };
    await api('POST', `/api/app/flash/batches/${created.json().id}/confirm`, me.headers);
    const done = await waitForBatch(ctx.app, me.headers, created.json().id, sendsSettled);
    expect(done.applications[0]).toMatchObject({ sendStatus: 'failed', sendError: 'Failed to send email' });
    expect((await api('GET', '/api/app/flash/list', me.headers)).json().limits.sendsLeft).toBe(left);
  });

  it("leaves out jobs that will not sponsor unless the person includes them, and shows each job's verdict", async () => {
    const me = await person(2);
    const kinds = ['licensed_sponsor', 'no_sponsorship', 'not_on_register'] as const;
    const ids = await flashJobs(ctx.database.db, ctx.config, 3, { tag: 'verdict', verdict: (i) => kinds[i]! });
    await addToFlash(me.headers, ids);
    const items = (await api('GET', '/api/app/flash/list', me.headers)).json().items as {
      jobId: number;
      verdictKind: string;
      salaryStatus: string;
      sponsorBlock: string | null;
    }[];
    const byId = new Map(items.map((i) => [i.jobId, i]));
    expect(ids.map((id) => [byId.get(id)!.verdictKind, byId.get(id)!.sponsorBlock])).toEqual([
      ['licensed_sponsor', null],
      ['no_sponsorship', 'no_sponsorship'],
      ['not_on_register', 'not_licensed'],
    ]);
    expect(byId.get(ids[0]!)!.salaryStatus).toMatch(/^(?:meets|meets_new_entrant|depends_on_offer|below|unknown)$/);

    const resume = { kind: 'resume', id: me.resumeId };
    const onlyBlocked = await api('POST', '/api/app/flash/batches', me.headers, { jobIds: ids.slice(1), resume });
    expect(onlyBlocked.statusCode).toBe(400);
    expect(onlyBlocked.json().error).toMatchObject({ code: 'FLASH_NO_SPONSOR_ONLY', message: expect.stringContaining('licensed sponsor') });

    const byDefault = await api('POST', '/api/app/flash/batches', me.headers, { jobIds: ids, resume });
    expect(byDefault.statusCode, byDefault.body).toBe(201);
    expect(byDefault.json().applications.map((a: { jobId: number; verdictKind: string }) => [a.jobId, a.verdictKind])).toEqual([
      [ids[0], 'licensed_sponsor'],
    ]);
    const first = (await waitForBatch(ctx.app, me.headers, byDefault.json().id, lettersSettled)).id;
    expect((await ctx.app.inject({ method: 'DELETE', url: `/api/app/flash/batches/${first}`, headers: me.headers })).statusCode).toBe(204);

    const included = await api('POST', '/api/app/flash/batches', me.headers, { jobIds: ids, resume, includeNoSponsor: true });
    expect(included.statusCode, included.body).toBe(201);
    expect(included.json().applications).toHaveLength(3);
  });

  it('keeps each batch to its owner', async () => {
    const a = await person(3);
    const b = await person(3, { link: false });
    const [job] = await flashJobs(ctx.database.db, ctx.config, 1, { tag: 'owner' });
    const created = await api('POST', '/api/app/flash/batches', a.headers, { jobIds: [job!], resume: { kind: 'resume', id: a.resumeId } });
    const id = created.json().id as string;
    const appId = created.json().applications[0].id as string;
    expect((await api('GET', `/api/app/flash/batches/${id}`, b.headers)).statusCode).toBe(404);
    expect((await api('POST', `/api/app/flash/batches/${id}/confirm`, b.headers)).statusCode).toBe(404);
    expect((await api('PATCH', `/api/app/flash/batches/${id}/applications/${appId}`, b.headers, { subject: 'x' })).statusCode).toBe(404);
    expect((await api('GET', `/api/app/flash/applications/${appId}/letter.pdf`, b.headers)).statusCode).toBe(404);
    const stolen = await api('POST', '/api/app/flash/batches', b.headers, { jobIds: [job!], resume: { kind: 'resume', id: a.resumeId } });
    expect(stolen.json().error.code).toBe('RESUME_NOT_FOUND');
    const rows = await ctx.database.db.select().from(flashApplications).where(eq(flashApplications.userId, b.id));
    expect(rows).toHaveLength(0);
  });
});
