import { aiCalls, eq, jobs, type Db } from '@jobbridge/db';
import type { ResumeProfileDraft, TierKey } from '@jobbridge/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../src/app.ts';
import { demoJobs } from '../../src/modules/ingest/demo/jobs.ts';
import { storeJobs } from '../../src/modules/ingest/store.ts';
import { grantMembership } from '../../src/modules/membership/memberships.ts';
import { bearer } from '../auth-helpers.ts';
import { startFakeOpenAi, type FakeOpenAi } from '../fakes/openai.ts';
import { build, setupApp } from '../helper.ts';
import { quickUser } from '../membership/helpers.ts';
import { multipart, sampleResume } from '../resumes/pdfs.ts';

/**
 * The assistant through HTTP: scores and matches on profiles and uploaded PDFs, optimising and the builder's
 * helper as helper uses (none on Basic; a failed call gives its use back), accepting rewrites, insights by tier,
 * and nobody reaching another person's resumes or optimisations.
 */
const ctx = setupApp();

const mei: ResumeProfileDraft = {
  firstName: 'Mei',
  lastName: 'Chen',
  role: 'Data Analyst',
  email: 'mei.chen@example.com',
  phone: '07700 900123',
  country: 'United Kingdom',
  address: 'Leeds',
  aboutMe: 'Data analyst who turns messy sales data into clear weekly reports.',
  education: [{ school: 'University of Leeds', major: 'Economics', degree: 'BSc', start: '09/2016', end: '06/2019' }],
  work: [
    {
      company: 'Northwind Retail Ltd',
      role: 'Data Analyst',
      location: 'Leeds',
      start: '07/2021',
      current: true,
      description: 'Built Power BI dashboards for 40 store managers\nResponsible for maintaining the sales data model in Excel',
    },
    {
      company: 'Harbour Insurance',
      role: 'Junior Analyst',
      location: 'Leeds',
      start: '08/2019',
      end: '06/2021',
      description: 'Worked on monthly claims reports',
    },
  ],
};

async function userAt(app: App, db: Db, tier: TierKey) {
  const { userId, token } = await quickUser(app, db);
  if (tier > 1) await grantMembership(db, { userId, tier, source: 'purchase', orderId: null, now: new Date() });
  return { userId, headers: { ...bearer(token), 'accept-language': 'en' } };
}

async function profileOf(app: App, headers: Record<string, string>, data: ResumeProfileDraft = mei): Promise<string> {
  const res = await app.inject({ method: 'POST', url: '/api/app/profiles', headers, payload: { data } });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id;
}

const post = (url: string, headers: Record<string, string>, payload: object = {}) =>
  ctx.app.inject({ method: 'POST', url, headers, payload });

let jobId: number;
beforeAll(async () => {
  await storeJobs(ctx.database.db, demoJobs(new Date()).slice(0, 20), { thresholds: ctx.config.thresholds, isDemo: true });
  const [row] = await ctx.database.db.select({ id: jobs.id }).from(jobs).limit(1);
  jobId = Number(row!.id);
});

describe('score and match (free, on every tier)', () => {
  it('scores a builder profile against a chosen role: bands, criteria, a suggestion for every lost point', async () => {
    const { headers } = await userAt(ctx.app, ctx.database.db, 1);
    const id = await profileOf(ctx.app, headers);
    const res = await post(`/api/app/ai/profiles/${id}/score`, headers, { role: 'data-analyst' });
    expect(res.statusCode, res.body).toBe(200);
    const report = res.json();
    expect(report.target).toEqual({ kind: 'role', title: 'Data Analyst', jobId: null });
    expect(report.score).toBe(report.criteria.reduce((s: number, c: { points: number }) => s + c.points, 0));
    expect(report.suggestions.reduce((s: number, x: { points: number }) => s + x.points, 0)).toBe(100 - report.score);
    expect(report.band).toBe(report.score >= 80 ? 'Excellent' : report.score >= 60 ? 'Good' : 'Needs Improvement');
    expect(report.keyTerms.missing).toContain('Python');
    // Explanations follow the interface language; the CV's text stays English.
    const cn = await post(`/api/app/ai/profiles/${id}/score`, { ...headers, 'accept-language': 'zh-CN' }, { role: 'data-analyst' });
    expect(
      cn
        .json()
        .suggestions.map((s: { text: string }) => s.text)
        .join(''),
    ).toMatch(/[\u4e00-\u9fff]/);
    expect(cn.json().cvLanguage).toBe('en');
  });

  it('scores an uploaded PDF (read by the PDF worker) and matches it to one of our jobs and to a pasted one', async () => {
    const { headers } = await userAt(ctx.app, ctx.database.db, 1);
    const upload = multipart({ name: 'bruce.pdf', bytes: sampleResume('resume-matcher/bruce_wayne_fullstack.pdf') }, { alias: 'Bruce' });
    const stored = await ctx.app.inject({
      method: 'POST',
      url: '/api/app/resumes',
      headers: { ...headers, ...upload.headers },
      payload: upload.payload,
    });
    expect(stored.statusCode, stored.body).toBe(201);
    const id = stored.json().id;
    const score = await post(`/api/app/ai/resumes/${id}/score`, headers);
    expect(score.statusCode, score.body).toBe(200);
    expect(score.json().target.kind).toBe('role'); // "Full Stack Developer" from the CV's own titles
    expect(score.json().keyTerms.found).toEqual(expect.arrayContaining(['React', 'Node.js']));

    const pasted = await post(`/api/app/ai/resumes/${id}/match`, headers, {
      jobText: 'We need a React and TypeScript developer with Node.js, AWS and GraphQL experience.',
      jobTitle: 'Frontend Developer',
    });
    expect(pasted.statusCode, pasted.body).toBe(200);
    expect(pasted.json().found.map((f: { term: string }) => f.term)).toEqual(expect.arrayContaining(['React', 'Node.js']));
    expect(pasted.json().missing).toContain('GraphQL');
    expect(pasted.json().changes.some((c: string) => c.includes('GraphQL'))).toBe(true);

    const ours = await post(`/api/app/ai/resumes/${id}/match`, headers, { jobId });
    expect(ours.statusCode, ours.body).toBe(200);
    expect(ours.json().target).toMatchObject({ kind: 'job', jobId });
    expect((await post(`/api/app/ai/resumes/${id}/match`, headers, { jobId: 999_999_999 })).json().error.code).toBe('NOT_FOUND');
    const none = await post(`/api/app/ai/resumes/${id}/match`, headers, {});
    expect([none.statusCode, none.json().error.code]).toEqual([400, 'AI_TARGET_REQUIRED']);
  });

  it("answers 404 for another person's profile or resume", async () => {
    const a = await userAt(ctx.app, ctx.database.db, 3);
    const b = await userAt(ctx.app, ctx.database.db, 3);
    const id = await profileOf(ctx.app, a.headers);
    for (const action of ['score', 'match', 'optimise']) {
      const res = await post(`/api/app/ai/profiles/${id}/${action}`, b.headers, {
        jobText: 'SQL and Python for a data analyst role in London.',
      });
      expect([res.statusCode, res.json().error.code], action).toEqual([404, 'PROFILE_NOT_FOUND']);
    }
    expect((await post(`/api/app/ai/resumes/${id}/score`, b.headers)).json().error.code).toBe('RESUME_NOT_FOUND');
  });
});

describe('optimise and the helper (helper uses)', () => {
  it('Basic has no helper uses: optimising is refused and nothing is recorded', async () => {
    const { userId, headers } = await userAt(ctx.app, ctx.database.db, 1);
    const id = await profileOf(ctx.app, headers);
    const res = await post(`/api/app/ai/profiles/${id}/optimise`, headers, { role: 'data-analyst' });
    expect([res.statusCode, res.json().error.code]).toEqual([403, 'HELPER_LIMIT_REACHED']);
    expect(await ctx.database.db.select().from(aiCalls).where(eq(aiCalls.userId, userId))).toEqual([]);
  });

  it('optimising uses one helper use and records the call; accepted items go into the profile, rejected ones do not', async () => {
    const { userId, headers } = await userAt(ctx.app, ctx.database.db, 2);
    const id = await profileOf(ctx.app, headers);
    const res = await post(`/api/app/ai/profiles/${id}/optimise`, headers, { role: 'data-analyst' });
    expect(res.statusCode, res.body).toBe(200);
    const opt = res.json();
    expect(opt.provider).toBe('built-in');
    expect(opt.helper).toEqual({ limit: 10, used: 1, remaining: 9 });
    const bullet = opt.items.find((i: { id: string }) => i.id === 'work.0.1');
    expect(bullet).toMatchObject({
      before: 'Responsible for maintaining the sales data model in Excel',
      after: 'Maintained the sales data model in Excel',
    });
    const [call] = await ctx.database.db.select().from(aiCalls).where(eq(aiCalls.userId, userId));
    expect(call).toMatchObject({ kind: 'optimise', status: 'ok', provider: 'built-in', promptTokens: 0 });

    const applied = await post(`/api/app/ai/optimisations/${opt.id}/apply`, headers, { accept: ['work.0.1'] });
    expect(applied.statusCode, applied.body).toBe(200);
    expect(applied.json().applied).toEqual(['work.0.1']);
    const profile = applied.json().profile;
    expect(profile.id).toBe(id);
    expect(profile.data.work[0].description).toBe(
      'Built Power BI dashboards for 40 store managers\nMaintained the sales data model in Excel',
    );
    expect(profile.data.aboutMe).toBe(mei.aboutMe);

    const other = await userAt(ctx.app, ctx.database.db, 2);
    const stolen = await post(`/api/app/ai/optimisations/${opt.id}/apply`, other.headers, { accept: ['summary'] });
    expect([stolen.statusCode, stolen.json().error.code]).toEqual([404, 'NOT_FOUND']);

    const usage = await ctx.app.inject({ method: 'GET', url: '/api/app/ai/usage', headers });
    expect(usage.json()).toMatchObject({ helper: { used: 1, remaining: 9 }, calls: 1, failed: 0 });
  });

  it("the builder's helper needs the role chosen from the list and a description or About Me", async () => {
    const { headers } = await userAt(ctx.app, ctx.database.db, 2);
    const noRole = await post('/api/app/ai/helper', headers, { kind: 'aboutMe', data: mei });
    expect([noRole.statusCode, noRole.json().error.code]).toEqual([400, 'AI_ROLE_REQUIRED']);
    const emptyRole = await post('/api/app/ai/helper', headers, { kind: 'aboutMe', role: 'data-analyst', data: { ...mei, role: '' } });
    expect(emptyRole.json().error.code).toBe('AI_ROLE_REQUIRED');
    const nothing = await post('/api/app/ai/helper', headers, {
      kind: 'work',
      role: 'data-analyst',
      workIndex: 0,
      data: { ...mei, work: [{ company: 'Northwind Retail Ltd', role: 'Data Analyst' }] },
    });
    expect([nothing.statusCode, nothing.json().error.code]).toEqual([400, 'AI_DESCRIPTION_REQUIRED']);
    const unknownRole = await post('/api/app/ai/helper', headers, { kind: 'aboutMe', role: 'astronaut', data: mei });
    expect(unknownRole.statusCode).toBe(400);

    const ok = await post('/api/app/ai/helper', headers, { kind: 'work', role: 'data-analyst', workIndex: 1, data: mei });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().text).toBe('• Contributed to monthly claims reports');
    expect(ok.json().helper.used).toBe(1);
  });

  it('insights: as many as the tier allows (1 / 3 / 10), the rest counted as locked', async () => {
    for (const [tier, shown] of [
      [1, 1],
      [2, 3],
      [3, 10],
    ] as const) {
      const { headers } = await userAt(ctx.app, ctx.database.db, tier);
      await ctx.app.inject({ method: 'PATCH', url: `/api/app/jobs/${jobId}/marks`, headers, payload: { saved: true } });
      await profileOf(ctx.app, headers);
      const res = await ctx.app.inject({ method: 'GET', url: '/api/app/ai/insights', headers });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().items).toHaveLength(shown);
      expect(res.json().locked).toBe(10 - shown);
      expect(res.json().items[0]).toMatchObject({ id: 'saved-match', value: expect.stringMatching(/^\d+\/100$/) });
      if (tier !== 3) continue;
      // One saved job: English counts agree ("From 1 saved job."), never "From 1 jobs".
      const en = await ctx.app.inject({ method: 'GET', url: '/api/app/ai/insights', headers: { ...headers, 'accept-language': 'en' } });
      const details = en
        .json()
        .items.map((i: { detail: string }) => i.detail)
        .join(' ');
      expect(details).toContain('From 1 saved job.');
      expect(details).not.toMatch(/\b1 (saved )?jobs\b/);
    }
  });
});

describe('a model service that fails', () => {
  let fake: FakeOpenAi;
  let failing: Awaited<ReturnType<typeof build>>;
  beforeAll(async () => {
    fake = await startFakeOpenAi('sk-test-app');
    failing = await build({
      AI_BASE_URL: fake.baseUrl,
      AI_API_KEY: 'sk-test-app',
      AI_MODEL: 'gpt-test',
      AI_RETRIES: '1',
      AI_TIMEOUT_MS: '2000',
    });
  });
  afterAll(async () => {
    await failing?.close();
    await fake?.close();
  });

  it("'Optimization failed' and 'Failed to get AI content', the use given back and the failure recorded", async () => {
    const { userId, headers } = await userAt(failing.app, failing.database.db, 2);
    const created = await failing.app.inject({ method: 'POST', url: '/api/app/profiles', headers, payload: { data: mei } });
    const id = created.json().id;
    fake.otherwise = { kind: 'status', status: 500 };
    const opt = await failing.app.inject({ method: 'POST', url: `/api/app/ai/profiles/${id}/optimise`, headers, payload: {} });
    expect(opt.statusCode).toBe(500);
    expect(opt.json().error).toMatchObject({ code: 'OPTIMIZATION_FAILED', message: 'Optimization failed' });
    fake.otherwise = { kind: 'answer', content: 'not json' };
    const help = await failing.app.inject({
      method: 'POST',
      url: '/api/app/ai/helper',
      headers,
      payload: { kind: 'aboutMe', role: 'data-analyst', data: mei },
    });
    expect(help.statusCode).toBe(502);
    expect(help.json().error).toMatchObject({ code: 'AI_CONTENT_FAILED', message: 'Failed to get AI content' });

    const usage = await failing.app.inject({ method: 'GET', url: '/api/app/ai/usage', headers });
    expect(usage.json()).toMatchObject({
      helper: { limit: 10, used: 0, remaining: 10 },
      calls: 2,
      failed: 2,
      promptTokens: 120,
      completionTokens: 45,
    });
    const calls = await failing.database.db.select().from(aiCalls).where(eq(aiCalls.userId, userId));
    expect(calls.map((c) => [c.kind, c.status, c.error, c.provider, c.model]).sort()).toEqual([
      ['helper', 'failed', 'malformed', 'openai-compatible', 'gpt-test'],
      ['optimise', 'failed', 'server', 'openai-compatible', 'gpt-test'],
    ]);

    // When the service answers, the same call succeeds and uses one.
    fake.otherwise = {
      kind: 'answer',
      content: JSON.stringify({
        sentences: [{ text: 'Data Analyst at Northwind Retail Ltd who builds Power BI dashboards.', facts: ['work.0'] }],
      }),
    };
    const again = await failing.app.inject({
      method: 'POST',
      url: '/api/app/ai/helper',
      headers,
      payload: { kind: 'aboutMe', role: 'data-analyst', data: mei },
    });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toMatchObject({ provider: 'openai-compatible', helper: { used: 1, remaining: 9 } });

    // An answer that gives the person's own text back changes nothing and costs no use.
    fake.otherwise = { kind: 'answer', content: JSON.stringify({ sentences: [{ text: mei.aboutMe, facts: ['summary'] }] }) };
    const same = await failing.app.inject({
      method: 'POST',
      url: '/api/app/ai/helper',
      headers,
      payload: { kind: 'aboutMe', role: 'data-analyst', data: mei },
    });
    expect(same.statusCode, same.body).toBe(200);
    expect(same.json()).toMatchObject({ text: mei.aboutMe, helper: { used: 1, remaining: 9 } });
  });
});
