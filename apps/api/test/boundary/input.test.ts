import { describe, expect, it } from 'vitest';
import { signAccessToken } from '../../src/modules/auth/jwt.ts';
import { bearer, newUser, someAddress, verifiedUser } from '../auth-helpers.ts';
import { setupApp } from '../helper.ts';
import { multipart, smallPdf } from '../resumes/pdfs.ts';

/** The cases of issue 11 (items 2, 3 and 8), each a 500 before: now a 4xx in the error shape (decision 017). */
const ctx = setupApp();
const en = { 'accept-language': 'en' };
const NUL = 'a\u0000b';
const LONE = 'x\ud800y';

type Injected = Awaited<ReturnType<typeof ctx.app.inject>>;
function refusedText(res: Injected, field: string) {
  expect(res.statusCode, res.body).toBe(400);
  expect(res.json()).toEqual({
    error: {
      code: 'VALIDATION_ERROR',
      message: 'Some fields are invalid',
      fields: [{ field, code: 'INVALID_CHARACTERS', message: 'This text contains characters that cannot be saved' }],
    },
  });
}
const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'POST', url, payload, headers: { ...en, ...headers }, remoteAddress: someAddress() });

describe('NUL and lone surrogates are refused at the boundary (400, the field named)', () => {
  it.each([
    ['/api/forms/feedback', { title: NUL, description: 'd', name: 'n', email: 'a@b.co' }, 'title'],
    ['/api/forms/postjob', { jobUrl: 'https://example.com/job', notes: LONE, contact: 'a@b.co' }, 'notes'],
    ['/api/auth/signup', { ...newUser(), username: NUL }, 'username'],
    ['/api/auth/signup', { ...newUser(), referralCode: NUL }, 'referralCode'],
    ['/api/auth/login', { username: NUL, password: 'secret123' }, 'username'],
    ['/api/auth/login-with-turnstile', { username: NUL, password: 'secret123', turnstile_token: 't' }, 'username'],
  ])('%s (%o)', async (url, payload, field) => {
    refusedText(await post(url, payload), field);
  });

  it('in query strings, path params and url-encoded forms', async () => {
    refusedText(await ctx.app.inject({ method: 'GET', url: '/api/jobs/search?q=a%00b', headers: en }), 'q');
    refusedText(await ctx.app.inject({ method: 'GET', url: '/api/jobs/search?location=%00', headers: en }), 'location');
    refusedText(await ctx.app.inject({ method: 'GET', url: '/api/campaigns/a%00b', headers: en }), 'id');
    refusedText(await ctx.app.inject({ method: 'GET', url: '/api/referral-codes/%00', headers: en }), 'code');
    refusedText(await ctx.app.inject({ method: 'GET', url: '/api/users/check-activation-code-status/ABCD%00EF', headers: en }), 'code');
    const form = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { ...en, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'username=a%00b&password=secret123',
      remoteAddress: someAddress(),
    });
    refusedText(form, 'username');
    const fields = multipart(null, { username: NUL, password: 'secret123' });
    refusedText(
      await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: { ...en, ...fields.headers },
        payload: fields.payload,
        remoteAddress: someAddress(),
      }),
      'username',
    );
  });

  it('for a signed-in user: account name, resume alias (JSON and multipart), file names, every profile field', async () => {
    const { tokens } = await verifiedUser(ctx.app);
    const auth = { ...bearer(tokens.access_token), ...en };
    refusedText(await ctx.app.inject({ method: 'PATCH', url: '/api/app/account', headers: auth, payload: { name: NUL } }), 'name');
    refusedText(await post('/api/users/activate', { code: 'ABCD\u0000EFG' }, auth), 'code');

    const pdf = await smallPdf();
    const withAlias = multipart({ name: 'cv.pdf', bytes: pdf }, { alias: NUL });
    refusedText(
      await ctx.app.inject({
        method: 'POST',
        url: '/api/app/resumes',
        headers: { ...auth, ...withAlias.headers },
        payload: withAlias.payload,
      }),
      'alias',
    );
    const badName = multipart({ name: 'c\u0000v.pdf', bytes: pdf }, { alias: 'CV' });
    refusedText(
      await ctx.app.inject({ method: 'POST', url: '/api/app/resumes', headers: { ...auth, ...badName.headers }, payload: badName.payload }),
      'file',
    );
    const good = multipart({ name: 'cv.pdf', bytes: pdf }, { alias: 'CV' });
    const uploaded = await ctx.app.inject({
      method: 'POST',
      url: '/api/app/resumes',
      headers: { ...auth, ...good.headers },
      payload: good.payload,
    });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    refusedText(
      await ctx.app.inject({ method: 'PATCH', url: `/api/app/resumes/${uploaded.json().id}`, headers: auth, payload: { alias: LONE } }),
      'alias',
    );

    refusedText(await post('/api/app/profiles', { data: { firstName: LONE } }, auth), 'data.firstName');
    const profile = await post('/api/app/profiles', { data: { firstName: 'Li' } }, auth);
    expect(profile.statusCode, profile.body).toBe(201);
    const id = profile.json().id as string;
    refusedText(
      await ctx.app.inject({
        method: 'PUT',
        url: `/api/app/profiles/${id}`,
        headers: auth,
        payload: { data: { work: [{ company: 'ok', description: NUL }] } },
      }),
      'data.work.0.description',
    );
    refusedText(await post(`/api/app/profiles/${id}/finish`, { data: { aboutMe: '\udc00' } }, auth), 'data.aboutMe');
    // Keys the schema does not know are dropped before the check, so nothing of them is stored.
    const unknownKey = await ctx.app.inject({
      method: 'PUT',
      url: `/api/app/profiles/${id}`,
      headers: auth,
      payload: { data: { ['k\u0000']: 'v\u0000' } },
    });
    expect(unknownKey.statusCode, unknownKey.body).toBe(200);
    expect(unknownKey.json().data).toEqual({});
    // Paired surrogates (an emoji) and ordinary Chinese are text like any other.
    const fine = await ctx.app.inject({
      method: 'PUT',
      url: `/api/app/profiles/${id}`,
      headers: auth,
      payload: { data: { firstName: '李😀' } },
    });
    expect(fine.statusCode, fine.body).toBe(200);
    expect(fine.json().data.firstName).toBe('李😀');
  });
});

describe('odd ids are 404 or 400, never 500', () => {
  it('profile and resume ids that are not UUIDs name nothing: 404 with the resource code', async () => {
    const { tokens } = await verifiedUser(ctx.app);
    const auth = { ...bearer(tokens.access_token), ...en };
    for (const method of ['GET', 'PUT', 'DELETE'] as const) {
      const res = await ctx.app.inject({
        method,
        url: '/api/app/profiles/not-a-uuid',
        headers: auth,
        ...(method === 'PUT' ? { payload: {} } : {}),
      });
      expect(res.statusCode, `${method} ${res.body}`).toBe(404);
      expect(res.json()).toEqual({ error: { code: 'PROFILE_NOT_FOUND', message: 'Profile not found' } });
    }
    const resume = await ctx.app.inject({ method: 'DELETE', url: '/api/app/resumes/123', headers: auth });
    expect(resume.statusCode).toBe(404);
    expect(resume.json().error.code).toBe('RESUME_NOT_FOUND');
  });

  it('a validly signed token whose sub or sid is not a UUID is not signed in (401), on every route that reads it', async () => {
    const { tokens } = await verifiedUser(ctx.app);
    const real = JSON.parse(Buffer.from(tokens.access_token.split('.')[1]!, 'base64url').toString()) as { sub: string; sid: string };
    const forged = [
      await signAccessToken(ctx.config.JWT_SECRET, { userId: 'admin', sessionId: real.sid }, 600),
      await signAccessToken(ctx.config.JWT_SECRET, { userId: real.sub, sessionId: "1' or '1'='1" }, 600),
      await signAccessToken(ctx.config.JWT_SECRET, { userId: real.sub, sessionId: 'a\u0000' }, 600),
    ];
    for (const token of forged) {
      for (const [method, url] of [
        ['GET', '/api/users/me'],
        ['GET', '/api/app/membership'],
        ['GET', '/api/app/resumes'],
        ['POST', '/api/auth/resend-verification'],
      ] as const) {
        const res = await ctx.app.inject({ method, url, headers: { ...bearer(token), ...en } });
        expect(res.statusCode, `${url} ${res.body}`).toBe(401);
        expect(res.json().error.code).toBe('UNAUTHORIZED');
      }
    }
  });
});

describe("Fastify's own errors are in the error shape", () => {
  it.each([
    ['bad URL bytes', { method: 'GET', url: '/api/campaigns/%E0%A4%A' }, 400, 'BAD_REQUEST'],
    ['a 300-character id', { method: 'GET', url: `/api/campaigns/${'a'.repeat(300)}` }, 414, 'URI_TOO_LONG'],
    [
      'an unsupported media type',
      { method: 'POST', url: '/api/forms/feedback', headers: { 'content-type': 'application/xml' }, payload: '<a/>' },
      415,
      'UNSUPPORTED_MEDIA_TYPE',
    ],
    [
      'a body too large',
      {
        method: 'POST',
        url: '/api/forms/feedback',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ title: 'x'.repeat(1_100_000) }),
      },
      413,
      'PAYLOAD_TOO_LARGE',
    ],
    [
      'malformed JSON',
      { method: 'POST', url: '/api/forms/feedback', headers: { 'content-type': 'application/json' }, payload: '{"title":' },
      400,
      'BAD_REQUEST',
    ],
    [
      'a prototype key in JSON',
      {
        method: 'POST',
        url: '/api/forms/feedback',
        headers: { 'content-type': 'application/json' },
        payload: '{"__proto__":{"admin":true}}',
      },
      400,
      'BAD_REQUEST',
    ],
    [
      'multipart without a boundary',
      { method: 'POST', url: '/api/auth/login', headers: { 'content-type': 'multipart/form-data' }, payload: 'x' },
      400,
      'BAD_REQUEST',
    ],
  ] as const)('%s', async (_name, request, status, code) => {
    const res = await ctx.app.inject({
      ...request,
      headers: { ...en, ...('headers' in request ? request.headers : {}) },
      remoteAddress: someAddress(),
    });
    expect(res.statusCode, res.body).toBe(status);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.json()).toEqual({ error: { code, message: expect.any(String) } });
  });
});
