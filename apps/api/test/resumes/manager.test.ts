import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { RESUME_MAX_BYTES } from '@jobbridge/contracts';
import { eq, resumes, sql } from '@jobbridge/db';
import { describe, expect, it } from 'vitest';
import { bearer, verifiedUser } from '../auth-helpers.ts';
import { setupApp } from '../helper.ts';
import { multipart, PNG, sampleResume, smallPdf } from './pdfs.ts';

const ctx = setupApp();
const en = { 'accept-language': 'en' };

const dir = () => join(ctx.config.filesDir, 'resumes');
const filesOnDisk = () => (existsSync(dir()) ? readdirSync(dir()).sort() : []);

async function user() {
  const { tokens } = await verifiedUser(ctx.app);
  const me = (await ctx.app.inject({ method: 'GET', url: '/api/users/me', headers: bearer(tokens.access_token) })).json();
  return { headers: { ...bearer(tokens.access_token), ...en }, id: me.id as string };
}

async function upload(headers: Record<string, string>, alias: string, file: { name: string; bytes: Buffer; type?: string } | null) {
  const body = multipart(file, { alias });
  return ctx.app.inject({ method: 'POST', url: '/api/app/resumes', headers: { ...headers, ...body.headers }, payload: body.payload });
}

async function replace(
  headers: Record<string, string>,
  id: string,
  file: { name: string; bytes: Buffer },
  fields: Record<string, string> = {},
) {
  const body = multipart(file, fields);
  return ctx.app.inject({
    method: 'POST',
    url: `/api/app/resumes/${id}/replace`,
    headers: { ...headers, ...body.headers },
    payload: body.payload,
  });
}

/** Makes the database refuse writes of one kind to `resumes` until the returned function is called (a real failure). */
async function refuse(op: 'insert' | 'update'): Promise<() => Promise<void>> {
  const db = ctx.database.db;
  await db.execute(
    sql.raw(
      `create function resumes_refuse_${op}() returns trigger language plpgsql as $$ begin raise exception 'disk full (test)'; end $$`,
    ),
  );
  await db.execute(
    sql.raw(`create trigger resumes_refuse_${op} before ${op} on resumes for each row execute function resumes_refuse_${op}()`),
  );
  return async () => {
    await db.execute(sql.raw(`drop trigger resumes_refuse_${op} on resumes`));
    await db.execute(sql.raw(`drop function resumes_refuse_${op}()`));
  };
}

const rows = (userId: string) => ctx.database.db.select().from(resumes).where(eq(resumes.userId, userId));

describe('resume manager', () => {
  it('uploads a PDF, lists it with its upload time and downloads the same bytes to the owner only', async () => {
    const { headers, id: userId } = await user();
    const bytes = sampleResume('open-resume/laverne-resume.pdf');
    const before = Date.now();
    const res = await upload(headers, 'Laverne EN', { name: 'laverne-resume.pdf', bytes });
    expect(res.statusCode, res.body).toBe(201);
    const created = res.json();
    expect(created).toMatchObject({
      alias: 'Laverne EN',
      filename: 'laverne-resume.pdf',
      size: bytes.length,
      source: 'upload',
      profileId: null,
    });
    expect(Date.parse(created.uploadedAt)).toBeGreaterThanOrEqual(before - 1000);

    const list = (await ctx.app.inject({ method: 'GET', url: '/api/app/resumes', headers })).json();
    expect(list).toMatchObject({ total: 1, limit: 3 });
    expect(list.items[0].id).toBe(created.id);

    // Stored under files/resumes with a random name, not the user's file name.
    const [row] = await rows(userId);
    expect(row!.fileKey).toMatch(/^[0-9a-f]{32}\.pdf$/);
    expect(readFileSync(join(dir(), row!.fileKey)).equals(bytes)).toBe(true);

    const file = await ctx.app.inject({ method: 'GET', url: `/api/app/resumes/${created.id}/file`, headers });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toBe(`attachment; filename="laverne-resume.pdf"; filename*=UTF-8''laverne-resume.pdf`);
    expect(file.rawPayload.equals(bytes)).toBe(true);

    const anonymous = await ctx.app.inject({ method: 'GET', url: `/api/app/resumes/${created.id}/file` });
    expect(anonymous.statusCode).toBe(401);
  });

  it('refuses a PNG renamed .pdf and a file that only starts like a PDF, keeping nothing', async () => {
    const { headers, id: userId } = await user();
    const before = filesOnDisk();
    const png = await upload(headers, 'Photo', { name: 'resume.pdf', bytes: PNG, type: 'application/pdf' });
    expect(png.statusCode).toBe(415);
    expect(png.json().error).toMatchObject({ code: 'RESUME_NOT_PDF', message: 'Only PDF files are allowed' });
    const fake = await upload(headers, 'Fake', { name: 'fake.pdf', bytes: Buffer.from('%PDF-1.7\nthis is not a real PDF at all') });
    expect(fake.statusCode).toBe(415);
    expect(await rows(userId)).toHaveLength(0);
    expect(filesOnDisk()).toEqual(before);
  });

  it('refuses 10MB + 1 byte while it streams in, and writes nothing', async () => {
    const { headers, id: userId } = await user();
    const before = filesOnDisk();
    const big = Buffer.alloc(RESUME_MAX_BYTES + 1, 0x20);
    big.write('%PDF-1.4\n', 0, 'latin1');
    const res = await upload(headers, 'Huge', { name: 'huge.pdf', bytes: big });
    expect(res.statusCode).toBe(413);
    expect(res.json().error).toMatchObject({ code: 'RESUME_TOO_LARGE', message: 'File size must be under 10MB' });
    expect(await rows(userId)).toHaveLength(0);
    expect(filesOnDisk()).toEqual(before);
  });

  it('checks the alias: required, at most 18 characters, unique per user ignoring case', async () => {
    const { headers } = await user();
    const pdf = { name: 'cv.pdf', bytes: await smallPdf() };
    const empty = await upload(headers, '   ', pdf);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error).toMatchObject({ code: 'RESUME_ALIAS_EMPTY', message: 'Alias cannot be empty' });
    const long = await upload(headers, 'x'.repeat(19), pdf);
    expect(long.statusCode).toBe(400);
    expect(long.json().error).toMatchObject({ code: 'RESUME_ALIAS_TOO_LONG', message: 'Alias cannot exceed 18 characters' });

    const ok = await upload(headers, 'x'.repeat(18), pdf);
    expect(ok.statusCode).toBe(201);
    // Characters, not bytes: 18 Chinese characters fit.
    const chinese = await upload(headers, '数'.repeat(18), pdf);
    expect(chinese.statusCode).toBe(201);
    const dup = await upload(headers, 'X'.repeat(18), pdf);
    expect(dup.statusCode).toBe(409);
    expect(dup.json().error).toMatchObject({ code: 'RESUME_ALIAS_TAKEN', message: 'Alias name already exists, please modify' });

    // Renaming follows the same rules.
    const id = ok.json().id;
    const url = `/api/app/resumes/${id}`;
    expect((await ctx.app.inject({ method: 'PATCH', url, headers, payload: { alias: '' } })).json().error.fields[0].message).toBe(
      'Alias cannot be empty',
    );
    expect(
      (await ctx.app.inject({ method: 'PATCH', url, headers, payload: { alias: 'y'.repeat(19) } })).json().error.fields[0].message,
    ).toBe('Alias cannot exceed 18 characters');
    const taken = await ctx.app.inject({ method: 'PATCH', url, headers, payload: { alias: '数'.repeat(18) } });
    expect(taken.statusCode).toBe(409);
    const renamed = await ctx.app.inject({ method: 'PATCH', url, headers, payload: { alias: '  Finance CV ' } });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().alias).toBe('Finance CV');
    // Its own alias in another case is not a clash.
    expect((await ctx.app.inject({ method: 'PATCH', url, headers, payload: { alias: 'FINANCE cv' } })).statusCode).toBe(200);
  });

  it('keeps at most 3: the 4th upload is refused and one can be replaced instead', async () => {
    const { headers, id: userId } = await user();
    const pdf = { name: 'cv.pdf', bytes: await smallPdf() };
    const ids: string[] = [];
    for (const alias of ['One', 'Two', 'Three']) {
      const res = await upload(headers, alias, pdf);
      expect(res.statusCode).toBe(201);
      ids.push(res.json().id);
    }
    const fourth = await upload(headers, 'Four', pdf);
    expect(fourth.statusCode).toBe(409);
    expect(fourth.json().error.code).toBe('RESUME_LIMIT_REACHED');
    expect(await rows(userId)).toHaveLength(3);

    const oldKey = (await rows(userId)).find((r) => r.id === ids[1])!.fileKey;
    const bytes = sampleResume('resume-matcher/john_doe.pdf');
    const replaced = await replace(headers, ids[1]!, { name: 'john_doe.pdf', bytes }, { alias: 'Four' });
    expect(replaced.statusCode, replaced.body).toBe(200);
    expect(replaced.json()).toMatchObject({ id: ids[1], alias: 'Four', filename: 'john_doe.pdf', size: bytes.length });
    expect(existsSync(join(dir(), oldKey))).toBe(false);
    const file = await ctx.app.inject({ method: 'GET', url: `/api/app/resumes/${ids[1]}/file`, headers });
    expect(file.rawPayload.equals(bytes)).toBe(true);
    expect(await rows(userId)).toHaveLength(3);
  });

  it('never deletes the last resume; deleting another removes its file', async () => {
    const { headers, id: userId } = await user();
    const pdf = { name: 'cv.pdf', bytes: await smallPdf() };
    const a = (await upload(headers, 'A', pdf)).json();
    const b = (await upload(headers, 'B', pdf)).json();
    const keyA = (await rows(userId)).find((r) => r.id === a.id)!.fileKey;
    const del = await ctx.app.inject({ method: 'DELETE', url: `/api/app/resumes/${a.id}`, headers });
    expect(del.statusCode).toBe(204);
    expect(existsSync(join(dir(), keyA))).toBe(false);
    const last = await ctx.app.inject({ method: 'DELETE', url: `/api/app/resumes/${b.id}`, headers });
    expect(last.statusCode).toBe(409);
    expect(last.json().error).toMatchObject({
      code: 'RESUME_LAST_CANNOT_DELETE',
      message: 'Cannot delete your last resume. You must keep at least one resume.',
    });
    expect(await rows(userId)).toHaveLength(1);
  });

  it("answers 404 for another user's resume on every route, and for ids that are not ids", async () => {
    const owner = await user();
    const other = await user();
    const pdf = { name: 'cv.pdf', bytes: await smallPdf() };
    const mine = (await upload(owner.headers, 'Mine', pdf)).json();
    await upload(owner.headers, 'Mine too', pdf);
    const attempts = [
      ctx.app.inject({ method: 'GET', url: `/api/app/resumes/${mine.id}/file`, headers: other.headers }),
      ctx.app.inject({ method: 'PATCH', url: `/api/app/resumes/${mine.id}`, headers: other.headers, payload: { alias: 'Stolen' } }),
      ctx.app.inject({ method: 'DELETE', url: `/api/app/resumes/${mine.id}`, headers: other.headers }),
      replace(other.headers, mine.id, pdf),
      ctx.app.inject({ method: 'GET', url: '/api/app/resumes/not-a-uuid/file', headers: owner.headers }),
    ];
    for (const res of await Promise.all(attempts)) {
      expect(res.statusCode).toBe(404);
      expect(res.json().error).toMatchObject({ code: 'RESUME_NOT_FOUND', message: 'Resume not found. Please select a valid resume.' });
    }
    expect((await ctx.app.inject({ method: 'GET', url: '/api/app/resumes', headers: other.headers })).json().items).toEqual([]);
    const still = (await rows(owner.id)).find((r) => r.id === mine.id)!;
    expect(still.alias).toBe('Mine');
  });

  it('a replace that fails at the database leaves the old row and file as they were, and no new file', async () => {
    const { headers, id: userId } = await user();
    const original = await smallPdf();
    const created = (await upload(headers, 'Keep me', { name: 'original.pdf', bytes: original })).json();
    const [before] = await rows(userId);
    const filesBefore = filesOnDisk();

    // A real failure inside the replace's transaction: the database refuses the update.
    const restore = await refuse('update');
    try {
      const res = await replace(headers, created.id, { name: 'new.pdf', bytes: sampleResume('resume-matcher/john_doe.pdf') });
      expect(res.statusCode).toBe(500);
      expect(res.json().error).toMatchObject({ code: 'RESUME_REPLACE_FAILED', message: 'Failed to replace resume' });
    } finally {
      await restore();
    }
    const [after] = await rows(userId);
    expect(after).toEqual(before);
    expect(filesOnDisk()).toEqual(filesBefore);
    const file = await ctx.app.inject({ method: 'GET', url: `/api/app/resumes/${created.id}/file`, headers });
    expect(file.rawPayload.equals(original)).toBe(true);

    // A replace with a bad file also keeps the old one.
    const bad = await replace(headers, created.id, { name: 'photo.pdf', bytes: PNG });
    expect(bad.statusCode).toBe(415);
    expect((await rows(userId))[0]).toEqual(before);
  });

  it('an upload that fails at the database keeps no file', async () => {
    const { headers, id: userId } = await user();
    const filesBefore = filesOnDisk();
    const restore = await refuse('insert');
    try {
      const res = await upload(headers, 'Nope', { name: 'cv.pdf', bytes: await smallPdf() });
      expect(res.statusCode).toBe(500);
      expect(res.json().error).toMatchObject({ code: 'RESUME_UPLOAD_FAILED', message: 'Failed to upload. Please try again' });
    } finally {
      await restore();
    }
    expect(await rows(userId)).toHaveLength(0);
    expect(filesOnDisk()).toEqual(filesBefore);
  });

  it('deleting the account deletes its resumes and their files', async () => {
    const { tokens, user: u } = await verifiedUser(ctx.app);
    const headers = { ...bearer(tokens.access_token), ...en };
    const me = (await ctx.app.inject({ method: 'GET', url: '/api/users/me', headers })).json();
    await upload(headers, 'Gone', { name: 'cv.pdf', bytes: await smallPdf() });
    const [row] = await rows(me.id);
    expect(existsSync(join(dir(), row!.fileKey))).toBe(true);
    const del = await ctx.app.inject({ method: 'DELETE', url: '/api/app/account', headers, payload: { password: u.password } });
    expect(del.statusCode).toBe(204);
    expect(await rows(me.id)).toHaveLength(0);
    expect(existsSync(join(dir(), row!.fileKey))).toBe(false);
  });
});
