import { eq, resumeProfiles, resumes, sql } from '@jobbridge/db';
import { extractPdfText } from '@jobbridge/resume-pdf';
import { describe, expect, it } from 'vitest';
import { bearer, verifiedUser } from '../auth-helpers.ts';
import { setupApp } from '../helper.ts';
import { completeProfile, multipart, sampleResume, scannedPdf, smallPdf } from './pdfs.ts';

const ctx = setupApp();
const en = { 'accept-language': 'en' };

async function user() {
  const { tokens } = await verifiedUser(ctx.app);
  const me = (await ctx.app.inject({ method: 'GET', url: '/api/users/me', headers: bearer(tokens.access_token) })).json();
  return { headers: { ...bearer(tokens.access_token), ...en }, id: me.id as string };
}

describe('the language a new profile prints in', () => {
  it('follows what the profile is written in, not the interface language', async () => {
    const language = async (headers: Record<string, string>, data: Record<string, unknown>) => {
      const id = (await newProfile(headers, { data })).id;
      return (await ctx.app.inject({ method: 'GET', url: `/api/app/profiles/${id}`, headers })).json<{ language: string }>().language;
    };
    // One new person each (the free plan keeps one profile).
    const cn = { ...(await user()).headers, 'accept-language': 'cn' };
    expect(await language(cn, { firstName: 'Li', lastName: 'Na', role: 'Finance Analyst', aboutMe: 'Finance analyst in London.' })).toBe(
      'en',
    );
    const en = (await user()).headers;
    expect(await language(en, { firstName: '芳', lastName: '王', role: '数据分析师', aboutMe: '三年数据分析经验。' })).toBe('cn');
    const empty = { ...(await user()).headers, 'accept-language': 'cn' };
    expect(await language(empty, {})).toBe('cn');
  });
});

async function newProfile(headers: Record<string, string>, body: Record<string, unknown> = {}) {
  const res = await ctx.app.inject({ method: 'POST', url: '/api/app/profiles', headers, payload: body });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ id: string; resumeId: string | null; completedAt: string | null }>();
}

const finish = (headers: Record<string, string>, id: string, payload: Record<string, unknown> = {}) =>
  ctx.app.inject({ method: 'POST', url: `/api/app/profiles/${id}/finish`, headers, payload });

async function download(headers: Record<string, string>, resumeId: string) {
  const res = await ctx.app.inject({ method: 'GET', url: `/api/app/resumes/${resumeId}/file`, headers });
  expect(res.statusCode).toBe(200);
  return res.rawPayload;
}

async function uploadPdf(headers: Record<string, string>, alias: string) {
  const body = multipart({ name: 'cv.pdf', bytes: await smallPdf() }, { alias });
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/app/resumes',
    headers: { ...headers, ...body.headers },
    payload: body.payload,
  });
  expect(res.statusCode).toBe(201);
  return res.json<{ id: string; alias: string }>();
}

describe('resume builder: profiles', () => {
  it('keeps as many profiles as the membership allows (Basic: 1) and autosaves any draft', async () => {
    const { headers } = await user();
    const list0 = (await ctx.app.inject({ method: 'GET', url: '/api/app/profiles', headers })).json();
    expect(list0).toEqual({
      items: [],
      limit: 1,
      templates: [
        { id: 'modern-pro', available: true },
        { id: 'executive', available: true },
        { id: 'creative', available: false },
        { id: 'academic', available: false },
      ],
    });
    const profile = await newProfile(headers, { data: { firstName: 'Mei' } });
    const second = await ctx.app.inject({ method: 'POST', url: '/api/app/profiles', headers, payload: {} });
    expect(second.statusCode).toBe(403);
    expect(second.json().error.code).toBe('PROFILE_LIMIT_REACHED');

    const half = { firstName: 'Mei', role: 'Analyst', work: [{ company: 'Northwind', start: '13/2020' }] };
    const put = await ctx.app.inject({
      method: 'PUT',
      url: `/api/app/profiles/${profile.id}`,
      headers,
      payload: { data: half, template: 'executive', language: 'cn' },
    });
    expect(put.statusCode, put.body).toBe(200);
    const got = (await ctx.app.inject({ method: 'GET', url: `/api/app/profiles/${profile.id}`, headers })).json();
    expect(got).toMatchObject({ data: half, template: 'executive', language: 'cn', completedAt: null, resumeId: null });

    // Deleting frees the slot.
    expect((await ctx.app.inject({ method: 'DELETE', url: `/api/app/profiles/${profile.id}`, headers })).statusCode).toBe(204);
    await newProfile(headers);
  });

  it("counts a profile when it is saved: opening the builder again and again does not use up Basic's one", async () => {
    const { headers } = await user();
    const empty = {
      data: { education: [{ school: '', major: '', degree: '', start: '', end: '' }], work: [{ company: '', role: ' ', current: false }] },
    };
    const first = await newProfile(headers, empty);
    // Left without typing, then opened again (and in a second tab): the same empty draft, nothing counted.
    const again = await newProfile(headers, empty);
    expect(again.id).toBe(first.id);
    expect((await newProfile(headers, { template: 'executive' })).id).toBe(first.id);
    const list = (await ctx.app.inject({ method: 'GET', url: '/api/app/profiles', headers })).json();
    expect(list.items).toEqual([]);
    const ask = async (method: 'PUT', id: string, payload: object) =>
      ctx.app.inject({ method, url: `/api/app/profiles/${id}`, headers, payload });
    // An autosave with nothing typed still does not count; the first one with content does.
    expect((await ask('PUT', first.id, empty)).statusCode).toBe(200);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/app/profiles', headers })).json().items).toEqual([]);
    expect((await ask('PUT', first.id, { data: { firstName: 'Mei' } })).statusCode).toBe(200);
    const saved = (await ctx.app.inject({ method: 'GET', url: '/api/app/profiles', headers })).json();
    expect(saved.items.map((p: { id: string }) => p.id)).toEqual([first.id]);
    const [row] = await ctx.database.db.select().from(resumeProfiles).where(eq(resumeProfiles.id, first.id));
    expect(row!.savedAt).toBeInstanceOf(Date);

    // Now the one profile is used: a new start is refused, and so is a PDF import (content at once).
    const over = await ctx.app.inject({ method: 'POST', url: '/api/app/profiles', headers, payload: empty });
    expect(over.statusCode).toBe(403);
    expect(over.json().error).toMatchObject({ code: 'PROFILE_LIMIT_REACHED' });
    expect(
      (await ctx.app.inject({ method: 'POST', url: '/api/app/profiles', headers, payload: { data: { role: 'Nurse' } } })).statusCode,
    ).toBe(403);
    // Its own later autosaves go on.
    expect((await ask('PUT', first.id, { data: { firstName: 'Mei', role: 'Analyst' } })).statusCode).toBe(200);
  });

  it('an empty draft opened before the slot was used cannot be saved past the limit', async () => {
    const { headers } = await user();
    const draft = await newProfile(headers, {});
    // Meanwhile, another tab imports a PDF: that profile is saved at once and takes the slot.
    await newProfile(headers, { data: { firstName: 'Li', role: 'Nurse' } });
    const put = await ctx.app.inject({
      method: 'PUT',
      url: `/api/app/profiles/${draft.id}`,
      headers,
      payload: { data: { firstName: 'Li' } },
    });
    expect(put.statusCode).toBe(403);
    expect(put.json().error.code).toBe('PROFILE_LIMIT_REACHED');
    const [row] = await ctx.database.db.select().from(resumeProfiles).where(eq(resumeProfiles.id, draft.id));
    expect(row).toMatchObject({ savedAt: null, data: {} });
  });

  it("answers 404 for another user's profile", async () => {
    const owner = await user();
    const other = await user();
    const profile = await newProfile(owner.headers, { data: { firstName: 'Mine' } });
    const url = `/api/app/profiles/${profile.id}`;
    for (const res of [
      await ctx.app.inject({ method: 'GET', url, headers: other.headers }),
      await ctx.app.inject({ method: 'PUT', url, headers: other.headers, payload: { data: { firstName: 'Stolen' } } }),
      await ctx.app.inject({ method: 'DELETE', url, headers: other.headers }),
      await finish(other.headers, profile.id),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json().error).toMatchObject({ code: 'PROFILE_NOT_FOUND', message: 'Profile not found' });
    }
    const [row] = await ctx.database.db.select().from(resumeProfiles).where(eq(resumeProfiles.id, profile.id));
    expect(row!.data).toEqual({ firstName: 'Mine' });
  });

  it('previews a draft as a real PDF in the chosen template', async () => {
    const { headers } = await user();
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/app/profiles/preview',
      headers,
      payload: { data: { firstName: 'Mei', lastName: 'Chen', role: 'Data Analyst' }, template: 'academic', language: 'en' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const { text } = await extractPdfText(res.rawPayload);
    expect(text).toContain('Mei');
    expect(text).toContain('Data Analyst');
  });

  it('finishing checks every required field with its own message, the date format and the order of dates', async () => {
    const { headers } = await user();
    const profile = await newProfile(headers);
    const empty = await finish(headers, profile.id, { data: {} });
    expect(empty.statusCode).toBe(400);
    const messages = Object.fromEntries(
      empty.json().error.fields.map((f: { field: string; message: string; code: string }) => [f.field, [f.code, f.message]]),
    );
    expect(messages).toMatchObject({
      firstName: ['FIRST_NAME_REQUIRED', 'First name is required'],
      lastName: ['LAST_NAME_REQUIRED', 'Last name is required'],
      role: ['ROLE_REQUIRED', 'Role is required'],
      email: ['EMAIL_REQUIRED', 'Email is required'],
      phone: ['PHONE_REQUIRED', 'Phone number is required'],
      country: ['COUNTRY_REQUIRED', 'Country is required'],
      address: ['ADDRESS_REQUIRED', 'Address is required'],
      aboutMe: ['ABOUT_ME_REQUIRED', 'About me is required'],
      education: ['EDUCATION_REQUIRED', 'Add at least one education entry'],
      work: ['WORK_REQUIRED', 'Add at least one work experience entry'],
    });

    const entries = completeProfile({
      education: [{ school: '', major: '', degree: '', start: '', end: '' }],
      work: [
        { company: '', role: '', location: '', description: '', start: '2020-01', end: '', current: false },
        { company: 'A', role: 'B', location: 'C', description: 'D', start: '05/2021', end: '04/2021', current: false },
      ],
    });
    const bad = await finish(headers, profile.id, { data: entries });
    const codes = Object.fromEntries(bad.json().error.fields.map((f: { field: string; code: string }) => [f.field, f.code]));
    expect(codes).toEqual({
      'education.0.school': 'SCHOOL_REQUIRED',
      'education.0.major': 'MAJOR_REQUIRED',
      'education.0.degree': 'DEGREE_REQUIRED',
      'education.0.start': 'START_DATE_REQUIRED',
      'education.0.end': 'END_DATE_REQUIRED',
      'work.0.company': 'COMPANY_REQUIRED',
      'work.0.role': 'WORK_ROLE_REQUIRED',
      'work.0.location': 'LOCATION_REQUIRED',
      'work.0.description': 'DESCRIPTION_REQUIRED',
      'work.0.start': 'DATE_FORMAT_INVALID',
      'work.0.end': 'END_DATE_REQUIRED',
      'work.1.end': 'END_BEFORE_START',
    });
    // Nothing was exported, and the draft that was sent is kept.
    const kept = (await ctx.app.inject({ method: 'GET', url: `/api/app/profiles/${profile.id}`, headers })).json();
    expect(kept).toMatchObject({ completedAt: null, resumeId: null, data: { work: [{ start: '2020-01' }, { end: '04/2021' }] } });
    expect((await ctx.app.inject({ method: 'GET', url: '/api/app/resumes', headers })).json().total).toBe(0);
  });

  it('refuses a template the membership does not include', async () => {
    const { headers } = await user();
    const profile = await newProfile(headers);
    const res = await finish(headers, profile.id, { data: completeProfile(), template: 'creative', language: 'en' });
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toMatchObject({
      code: 'TEMPLATE_LOCKED',
      message: 'This template is not included in your membership. Upgrade to use it.',
    });
  });

  it('finishing exports the PDF into the resume manager; finishing again updates the same resume', async () => {
    const { headers } = await user();
    const profile = await newProfile(headers);
    const res = await finish(headers, profile.id, { data: completeProfile(), template: 'executive', language: 'en' });
    expect(res.statusCode, res.body).toBe(200);
    const { profile: done, resume } = res.json();
    expect(done).toMatchObject({ id: profile.id, resumeId: resume.id, template: 'executive' });
    expect(done.completedAt).not.toBeNull();
    expect(resume).toMatchObject({ alias: 'Data Analyst', filename: 'Mei-Chen-Resume.pdf', source: 'builder', profileId: profile.id });

    const list = (await ctx.app.inject({ method: 'GET', url: '/api/app/resumes', headers })).json();
    expect(list.items.map((r: { id: string }) => r.id)).toEqual([resume.id]);
    // (The Executive template sets the name in capitals.)
    const text = (await extractPdfText(await download(headers, resume.id))).text.toLowerCase();
    for (const words of [
      'mei chen',
      'Data Analyst',
      'mei.chen@example.com',
      'University of Manchester',
      'Statistics',
      'Northwind Retail',
      'Built the weekly sales dashboard',
    ]) {
      expect(text).toContain(words.toLowerCase());
    }

    const again = await finish(headers, profile.id, { data: completeProfile({ firstName: 'May' }) });
    expect(again.statusCode).toBe(200);
    expect(again.json().resume.id).toBe(resume.id);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/app/resumes', headers })).json().total).toBe(1);
    expect((await extractPdfText(await download(headers, resume.id))).text.toLowerCase()).toContain('may chen');
  });

  it('exports Chinese content that extracts back as written', async () => {
    const { headers } = await user();
    const profile = await newProfile(headers);
    const chinese = completeProfile({
      firstName: '美',
      lastName: '陈',
      role: '数据分析师',
      address: '曼彻斯特市中心',
      aboutMe: '擅长把零散的运营数据变成决策。',
      education: [{ school: '曼彻斯特大学', major: '统计学', degree: '硕士', start: '09/2021', end: '09/2022' }],
    });
    const res = await finish(headers, profile.id, { data: chinese, template: 'modern-pro', language: 'cn' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().resume.alias).toBe('数据分析师');
    const { text } = await extractPdfText(await download(headers, res.json().resume.id));
    for (const words of ['数据分析师', '曼彻斯特大学', '统计学', '擅长把零散的运营数据变成决策'])
      expect(text.replace(/\s+/g, '')).toContain(words);
  });

  it('at the resume limit, finishing asks which to replace, then replaces it with a unique alias', async () => {
    const { headers } = await user();
    await uploadPdf(headers, 'Data Analyst');
    const b = await uploadPdf(headers, 'Second');
    await uploadPdf(headers, 'Third');
    const profile = await newProfile(headers);
    const full = await finish(headers, profile.id, { data: completeProfile() });
    expect(full.statusCode).toBe(409);
    expect(full.json().error.code).toBe('RESUME_LIMIT_REACHED');
    expect((await ctx.app.inject({ method: 'GET', url: `/api/app/profiles/${profile.id}`, headers })).json().completedAt).toBeNull();

    const res = await finish(headers, profile.id, { replaceResumeId: b.id });
    expect(res.statusCode, res.body).toBe(200);
    // "Data Analyst" is another resume's alias: the export takes the next free one.
    expect(res.json().resume).toMatchObject({ id: b.id, alias: 'Data Analyst 2', source: 'builder', profileId: profile.id });
    const list = (await ctx.app.inject({ method: 'GET', url: '/api/app/resumes', headers })).json();
    expect(list.total).toBe(3);
    expect((await extractPdfText(await download(headers, b.id))).text).toContain('Northwind Retail');
  });

  it('when saving the PDF fails, the profile is kept as completed and says so', async () => {
    const { headers, id: userId } = await user();
    const profile = await newProfile(headers);
    await ctx.database.db.execute(
      sql.raw(
        `create function resumes_refuse_b() returns trigger language plpgsql as $$ begin raise exception 'store down (test)'; end $$`,
      ),
    );
    await ctx.database.db.execute(
      sql.raw(`create trigger resumes_refuse_b before insert on resumes for each row execute function resumes_refuse_b()`),
    );
    try {
      const res = await finish(headers, profile.id, { data: completeProfile() });
      expect(res.statusCode).toBe(500);
      expect(res.json().error).toMatchObject({ code: 'RESUME_PDF_UPLOAD_FAILED', message: 'Resume created but PDF upload failed' });
    } finally {
      await ctx.database.db.execute(sql.raw('drop trigger resumes_refuse_b on resumes'));
      await ctx.database.db.execute(sql.raw('drop function resumes_refuse_b()'));
    }
    const kept = (await ctx.app.inject({ method: 'GET', url: `/api/app/profiles/${profile.id}`, headers })).json();
    expect(kept.completedAt).not.toBeNull();
    expect(kept.resumeId).toBeNull();
    expect(kept.data.firstName).toBe('Mei');
    expect(await ctx.database.db.select().from(resumes).where(eq(resumes.userId, userId))).toEqual([]);
    // Trying again works.
    expect((await finish(headers, profile.id)).statusCode).toBe(200);
  });
});

describe('resume builder: import', () => {
  const importPdf = (headers: Record<string, string>, name: string, bytes: Buffer) => {
    const body = multipart({ name, bytes });
    return ctx.app.inject({
      method: 'POST',
      url: '/api/app/profiles/import',
      headers: { ...headers, ...body.headers },
      payload: body.payload,
    });
  };

  it('pre-fills a draft from a real resume PDF', async () => {
    const { headers } = await user();
    const res = await importPdf(headers, 'john_doe.pdf', sampleResume('resume-matcher/john_doe.pdf'));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ firstName: 'John', lastName: 'Doe', email: 'john.doe@email.com' });
    const laverne = (await importPdf(headers, 'laverne.pdf', sampleResume('open-resume/laverne-resume.pdf'))).json().data;
    expect(laverne).toMatchObject({ firstName: 'Leo', lastName: 'Leopard', email: 'lleopard@laverne.edu' });
    expect(laverne.education[0].school).toBe('University of La Verne');
  });

  it('says a scanned PDF has no text, and invents nothing', async () => {
    const { headers } = await user();
    const res = await importPdf(headers, 'scan.pdf', scannedPdf());
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      error: { code: 'PDF_NO_TEXT', message: 'This PDF has no selectable text (it may be a scan). Please fill in the form by hand.' },
    });
    const png = await importPdf(headers, 'photo.pdf', Buffer.from('89504e470d0a1a0a', 'hex'));
    expect(png.statusCode).toBe(415);
  });

  it("pre-fills from one of the caller's stored resumes, never someone else's", async () => {
    const owner = await user();
    const other = await user();
    const body = multipart({ name: 'barry.pdf', bytes: sampleResume('resume-matcher/barry_allen_fe.pdf') }, { alias: 'Barry' });
    const stored = (
      await ctx.app.inject({
        method: 'POST',
        url: '/api/app/resumes',
        headers: { ...owner.headers, ...body.headers },
        payload: body.payload,
      })
    ).json();
    const res = await ctx.app.inject({ method: 'POST', url: `/api/app/profiles/import/${stored.id}`, headers: owner.headers });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ firstName: 'Barry', lastName: 'Allen' });
    const theirs = await ctx.app.inject({ method: 'POST', url: `/api/app/profiles/import/${stored.id}`, headers: other.headers });
    expect(theirs.statusCode).toBe(404);
  });
});
