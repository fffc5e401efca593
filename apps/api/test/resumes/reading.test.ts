import type { ResumeProfile, ResumeProfileDraft } from '@jobbridge/contracts';
import { resumes, eq } from '@jobbridge/db';
import { renderResumePdf } from '@jobbridge/resume-pdf';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../auth-helpers.ts';
import { setupApp } from '../helper.ts';
import { quickUser } from '../membership/helpers.ts';
import { completeProfile, multipart } from './pdfs.ts';

/**
 * The review step (decision 057): an uploaded resume's reading is shown before first use, corrected, stored,
 * and from then on it is what the assistant, the score and letters read; only its owner sees or changes it.
 */
const ctx = setupApp();

const li: ResumeProfile = completeProfile({
  firstName: 'Li',
  lastName: 'Na',
  role: 'Finance Analyst',
  email: 'li.na@example.com',
  aboutMe: 'ACCA part-qualified finance analyst with three years in FP&A.',
  work: [
    {
      company: 'Meituan',
      role: 'Operations Analyst',
      location: 'Shenzhen',
      description: 'Built the weekly cost report in Excel for 12 city managers\nWorked with finance to cut courier costs by 8%',
      start: '03/2021',
      end: '',
      current: true,
    },
  ],
});

let pdf: Buffer;
beforeAll(async () => {
  pdf = await renderResumePdf(li, { template: 'modern-pro', language: 'en' });
});

async function person() {
  const { token, userId } = await quickUser(ctx.app, ctx.database.db);
  return { userId, headers: { ...bearer(token), 'accept-language': 'en' } };
}

async function upload(headers: Record<string, string>, alias = 'Li Na'): Promise<string> {
  const body = multipart({ name: 'li.pdf', bytes: pdf }, { alias });
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/app/resumes',
    headers: { ...headers, ...body.headers },
    payload: body.payload,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id;
}

const reading = (id: string, headers: Record<string, string>) =>
  ctx.app.inject({ method: 'GET', url: `/api/app/resumes/${id}/reading`, headers });
const put = (id: string, headers: Record<string, string>, data: unknown) =>
  ctx.app.inject({ method: 'PUT', url: `/api/app/resumes/${id}/reading`, headers, payload: { data } });
const fieldMessages = (body: string) =>
  Object.fromEntries(
    (JSON.parse(body) as { error: { fields: { field: string; message: string }[] } }).error.fields.map((f) => [f.field, f.message]),
  );

describe('the reading of an uploaded resume', () => {
  it('is shown as read before it is checked: name, role, contact, each job, education and skills', async () => {
    const { headers } = await person();
    const id = await upload(headers);
    const res = await reading(id, headers);
    expect(res.statusCode, res.body).toBe(200);
    const { data, reviewed } = res.json() as { data: ResumeProfileDraft; reviewed: boolean };
    expect(reviewed).toBe(false);
    expect([data.firstName, data.lastName]).toEqual(['Li', 'Na']);
    expect(data.role).toBe('Finance Analyst');
    expect(data.email).toBe('li.na@example.com');
    expect(data.work?.[0]).toMatchObject({ company: 'Meituan', role: 'Operations Analyst', start: '03/2021', current: true });
    expect(data.education?.[0]).toMatchObject({ school: 'University of Manchester', degree: 'MSc' });
  });

  it('keeps the corrected reading, and the assistant, the import and the score read the resume that way', async () => {
    const { headers } = await person();
    const id = await upload(headers);
    const read = (await reading(id, headers)).json().data as ResumeProfileDraft;
    const corrected: ResumeProfileDraft = {
      ...read,
      role: 'Financial Planning Analyst',
      aboutMe: `${read.aboutMe}\nSkills: Excel, Power BI, SQL`,
      work: [{ ...read.work![0]!, company: 'Shenzhen Meituan' }],
    };
    const saved = await put(id, headers, corrected);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().reviewed).toBe(true);

    const again = (await reading(id, headers)).json();
    expect(again.reviewed).toBe(true);
    expect(again.data.role).toBe('Financial Planning Analyst');
    expect(again.data.work[0].company).toBe('Shenzhen Meituan');
    const [row] = await ctx.database.db.select().from(resumes).where(eq(resumes.id, id));
    expect((row!.reading as ResumeProfileDraft).role).toBe('Financial Planning Analyst');

    // Importing it into a profile starts from the checked reading.
    const imported = await ctx.app.inject({ method: 'POST', url: `/api/app/profiles/import/${id}`, headers });
    expect(imported.statusCode, imported.body).toBe(200);
    expect(imported.json().data.work[0].company).toBe('Shenzhen Meituan');

    // The score reads the skills the person added (SQL and Power BI are nowhere in the PDF).
    const score = await ctx.app.inject({
      method: 'POST',
      url: `/api/app/ai/resumes/${id}/score`,
      headers,
      payload: { role: 'data-analyst' },
    });
    expect(score.statusCode, score.body).toBe(200);
    expect(score.json().keyTerms.found).toEqual(expect.arrayContaining(['SQL', 'Power BI']));
  });

  it("refuses a reading that does not hold, field by field, in the reader's language", async () => {
    const { headers } = await person();
    const id = await upload(headers);
    const bad = await put(id, headers, {
      firstName: ' ',
      lastName: '',
      email: 'not an email',
      work: [{ company: 'A', role: 'B', start: '05/2021', end: '04/2021' }],
      education: [{ school: 'C', start: 'Sept 2019', end: '2020' }],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.code).toBe('VALIDATION_ERROR');
    expect(fieldMessages(bad.body)).toEqual({
      'data.firstName': 'Please enter your name',
      'data.email': 'Please enter a valid email address',
      'data.work.0.end': 'End date must be after the start date',
      'data.education.0.start': 'Use MM/YYYY, or the year alone',
    });
    const inChinese = await put(id, { ...headers, 'accept-language': 'zh-CN' }, { lastName: '' });
    expect(fieldMessages(inChinese.body)).toEqual({ 'data.firstName': '请填写您的姓名' });
    // A year alone is a date the review accepts; a current role has no end to compare.
    const ok = await put(id, headers, {
      firstName: 'Li',
      work: [{ company: 'A', role: 'B', start: '2021', end: '', current: true }],
      education: [{ school: 'C', start: '2016', end: '06/2019' }],
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect((await reading(id, headers)).json().data.firstName).toBe('Li');
  });

  it("is its owner's only: another person's resume is not found, to read or to change", async () => {
    const owner = await person();
    const other = await person();
    const id = await upload(owner.headers);
    expect((await reading(id, other.headers)).statusCode).toBe(404);
    const res = await put(id, other.headers, { firstName: 'Mallory' });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('RESUME_NOT_FOUND');
    expect((await reading('not-a-uuid', owner.headers)).statusCode).toBe(404);
    expect((await reading(id, owner.headers)).json().reviewed).toBe(false);
  });

  it('is read anew when the file is replaced', async () => {
    const { headers } = await person();
    const id = await upload(headers);
    expect((await put(id, headers, { firstName: 'Li', lastName: 'Na', role: 'Someone Else' })).statusCode).toBe(200);
    const body = multipart({ name: 'li2.pdf', bytes: pdf });
    const replaced = await ctx.app.inject({
      method: 'POST',
      url: `/api/app/resumes/${id}/replace`,
      headers: { ...headers, ...body.headers },
      payload: body.payload,
    });
    expect(replaced.statusCode, replaced.body).toBe(200);
    const after = (await reading(id, headers)).json();
    expect(after.reviewed).toBe(false);
    expect(after.data.role).toBe('Finance Analyst');
  });
});
