import { eq, query, sql, users } from '@jobbridge/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isAboutRightToWork } from '../../src/modules/ai/index.ts';
import { withRightToWork } from '../../src/modules/flash/letter.ts';
import { grantMembership } from '../../src/modules/membership/memberships.ts';
import { bearer, verifiedUser } from '../auth-helpers.ts';
import { startFakeOpenAi, userPayload, type FakeOpenAi } from '../fakes/openai.ts';
import { build, type TestContext } from '../helper.ts';
import { multipart, sampleResume } from '../resumes/pdfs.ts';
import { flashJobs, lettersSettled, sendsSettled, waitForBatch } from './helpers.ts';

/**
 * Flash Apply letters carry exactly one right-to-work sentence, the one the app writes from the account: what a
 * model wrote on the subject is taken out (and listed as removed), none is added for a person who declared nothing,
 * and the email delivered (the development mailbox's outbox) says the same.
 */

let ai: FakeOpenAi;
let ctx: TestContext & { close(): Promise<void> };
const nextYear = new Date().getUTCFullYear() + 1;

/** A model that claims status: one claim the grounding check catches, one it does not (only the account decides). */
function claimingLetter(chat: Parameters<typeof userPayload>[0]) {
  const { JOB } = userPayload(chat) as { JOB: { title: string; company: string } };
  const paragraph = (...texts: string[]) => ({ sentences: texts.map((text) => ({ text, facts: [] })) });
  return JSON.stringify({
    paragraphs: [
      paragraph('Dear Hiring Manager,'),
      paragraph(
        `I am writing to apply for the ${JOB.title} role at ${JOB.company}.`,
        'I can legally work in the UK for any employer.',
        // Courtesy that claims nothing, so the letter keeps a sendable length after the guard (decision 056).
        ...[
          'I would be keen to discuss the role and the team in more detail at an interview.',
          'I would be glad to provide any further information that would help you with your decision.',
          'I would be happy to talk through any part of my application at a time that suits you.',
          'I would be glad to hear from you about the next steps in the process for this position.',
          'I hope that this letter and the attached document give a clear picture of what I can offer.',
          'I would also be pleased to share references or examples of my work if that would be useful to you.',
          'I would be happy to answer any questions you may have about my background or my availability.',
          'I hope to hear from you soon, and I would be delighted to meet the team whenever it is convenient.',
          'I would be glad to explain how my background fits the requirements set out in your advertisement.',
          'I would be pleased to discuss this opportunity with you and your colleagues at any point.',
          'I would appreciate the chance to learn more about the team and the work it has planned this year.',
        ],
        'My resume is attached.',
      ),
      paragraph('As a British citizen, I can start at once.'),
      paragraph('Kind regards'),
    ],
  });
}

beforeAll(async () => {
  ai = await startFakeOpenAi();
  ai.otherwise = { kind: 'answer', content: claimingLetter };
  ctx = await build({ AI_BASE_URL: ai.baseUrl, AI_API_KEY: 'sk-test-fake', AI_MODEL: 'gpt-4o-mini', AI_RETRIES: '0' });
}, 60_000);
afterAll(async () => {
  await ctx?.close();
  await ai?.close();
});

const sentences = (letter: string) => letter.split(/\n+|(?<=[.!?])\s+(?=[A-Z])|(?<=[。！？])/).filter((s) => s.trim());

async function person() {
  const { user, tokens } = await verifiedUser(ctx.app);
  const [row] = await query<{ id: string }>(ctx.database.db, sql`select id from users where email = ${user.email}`);
  await grantMembership(ctx.database.db, { userId: row!.id, tier: 2, source: 'purchase', orderId: null, now: new Date() });
  const headers = { ...bearer(tokens.access_token), 'accept-language': 'en' };
  // No Google configured: linking gives the development mailbox, which delivers to the development outbox.
  expect((await ctx.app.inject({ method: 'POST', url: '/api/app/settings/mailbox/start', headers })).statusCode).toBe(200);
  const body = multipart({ name: 'bruce.pdf', bytes: sampleResume('resume-matcher/bruce_wayne_fullstack.pdf') }, { alias: 'CV' });
  const upload = await ctx.app.inject({
    method: 'POST',
    url: '/api/app/resumes',
    headers: { ...headers, ...body.headers },
    payload: body.payload,
  });
  expect(upload.statusCode, upload.body).toBe(201);
  return { id: row!.id, headers, resumeId: upload.json<{ id: string }>().id };
}

async function letters(me: Awaited<ReturnType<typeof person>>, tag: string, n: number) {
  const ids = await flashJobs(ctx.database.db, ctx.config, n, { tag });
  for (const id of ids)
    expect(
      (await ctx.app.inject({ method: 'PATCH', url: `/api/app/jobs/${id}/marks`, headers: me.headers, payload: { flash: true } }))
        .statusCode,
    ).toBe(200);
  const created = await ctx.app.inject({
    method: 'POST',
    url: '/api/app/flash/batches',
    headers: me.headers,
    payload: { jobIds: ids, resume: { kind: 'resume', id: me.resumeId } },
  });
  expect(created.statusCode, created.body).toBe(201);
  const batch = await waitForBatch(ctx.app, me.headers, created.json<{ id: string }>().id, lettersSettled);
  expect(batch.applications.map((a) => a.letterStatus)).toEqual(Array(n).fill('success'));
  return batch;
}

describe('the right-to-work sentence in Flash Apply letters', () => {
  it('puts the account’s sentence once, before the sign-off, in every letter and every email sent', async () => {
    const me = await person();
    const set = await ctx.app.inject({
      method: 'PUT',
      url: '/api/app/account/right-to-work',
      headers: me.headers,
      payload: { status: 'graduate', until: `${nextYear}-06-30` },
    });
    expect(set.statusCode, set.body).toBe(200);
    const expected = set.json<{ sentence: { en: string } }>().sentence.en;

    const batch = await letters(me, 'rtw-set', 3);
    for (const app of batch.applications) {
      const about = sentences(app.letter).filter(isAboutRightToWork);
      expect(about, app.letter).toEqual([expected]);
      expect(app.letter).toContain(`${expected}\n\nKind regards`);
      expect(app.letter).toMatch(
        /^Dear Hiring Manager,\n\nI am writing to apply for the Data Analyst \d role at Flashco rtw-set \d Ltd\. [^\n]*My resume is attached\./,
      );
    }
    const view = await ctx.app.inject({ method: 'GET', url: `/api/app/flash/batches/${batch.id}`, headers: me.headers });
    const removed = view.json<{ applications: { removedClaims: ({ sentence: string } | string)[] }[] }>().applications[0]!.removedClaims;
    expect(removed.map((r) => (typeof r === 'string' ? r : r.sentence))).toContain('I can legally work in the UK for any employer.');

    const confirmed = await ctx.app.inject({ method: 'POST', url: `/api/app/flash/batches/${batch.id}/confirm`, headers: me.headers });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const sent = await waitForBatch(ctx.app, me.headers, batch.id, sendsSettled);
    expect(sent.applications.map((a) => a.sendStatus)).toEqual(['sent', 'sent', 'sent']);
    for (const app of sent.applications) {
      const list = await ctx.app.inject({ method: 'GET', url: `/api/dev/mail?to=${encodeURIComponent(app.recipients[0]!)}` });
      const mails = list.json<{ text: string }[]>();
      expect(mails).toHaveLength(1);
      const text = mails[0]!.text;
      expect(sentences(text).filter(isAboutRightToWork)).toEqual([expected]);
    }
  }, 120_000);

  it('writes no sentence for a person who declared nothing, or whose end date has passed, and still drops the model’s', async () => {
    const none = await person();
    const expired = await person();
    await ctx.database.db.update(users).set({ rightToWork: 'student', rightToWorkUntil: '2021-09-30' }).where(eq(users.id, expired.id));
    for (const [me, tag] of [
      [none, 'rtw-none'],
      [expired, 'rtw-expired'],
    ] as const) {
      const batch = await letters(me, tag, 1);
      const letter = batch.applications[0]!.letter;
      expect(sentences(letter).filter(isAboutRightToWork), letter).toEqual([]);
      expect(letter).toMatch(/My resume is attached\.\n\nKind regards$/);
    }
  }, 120_000);
});

describe('withRightToWork', () => {
  const statement = 'I would need Skilled Worker visa sponsorship to take up this role.';

  it('places the statement before the closing courtesy and sign-off, keeping the greeting and body as written', () => {
    const letter = 'Dear Hiring Manager,\n\nI led a team at Visa Inc.\n\nI look forward to hearing from you.\n\nYours faithfully,\nLi Wei';
    expect(withRightToWork(letter, statement)).toEqual({
      text: `Dear Hiring Manager,\n\nI led a team at Visa Inc.\n\n${statement}\n\nI look forward to hearing from you.\n\nYours faithfully,\nLi Wei`,
      dropped: [],
    });
  });

  it('drops the writer’s sentences on the subject, paragraphs left empty with them', () => {
    const letter =
      'Dear Hiring Manager,\n\nI built settlement systems at a bank. I do not require visa ' +
      'sponsorship.\n\nI hold indefinite leave to remain.\n\nKind regards,\n\nLi Wei';
    expect(withRightToWork(letter, null)).toEqual({
      text: 'Dear Hiring Manager,\n\nI built settlement systems at a bank.\n\nKind regards,\n\nLi Wei',
      dropped: ['I do not require visa sponsorship.', 'I hold indefinite leave to remain.'],
    });
  });

  it('drops one line of a list, not the list', () => {
    const letter =
      'Dear Hiring Manager,\n\nWhat I offer:\n• SQL and Power BI\n• Full UK work rights\n• Two years in retail\n\nKind regards';
    expect(withRightToWork(letter, null)).toEqual({
      text: 'Dear Hiring Manager,\n\nWhat I offer:\n• SQL and Power BI\n• Two years in retail\n\nKind regards',
      dropped: ['• Full UK work rights'],
    });
  });

  it('handles a Chinese letter, and one with no sign-off', () => {
    const cn = '尊敬的招聘负责人：\n\n我申请贵公司的数据分析师职位。我是英国公民。\n\n感谢您的时间与考虑。\n\n此致\n敬礼\n李伟';
    const placed = withRightToWork(cn, '我需要技术工人签证（Skilled Worker visa）担保才能入职该职位。');
    expect(placed.text).toBe(
      '尊敬的招聘负责人：\n\n我申请贵公司的数据分析师职位。\n\n我需要技术工人签证（Skilled Worker visa）担保才能入职该职位。\n\n感谢您的时间与考虑。\n\n此致\n敬礼\n李伟',
    );
    expect(placed.dropped).toEqual(['我是英国公民。']);
    expect(withRightToWork('I am writing to apply.', statement).text).toBe(`I am writing to apply.\n\n${statement}`);
  });
});
