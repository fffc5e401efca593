import { activationCodes, aiCalls, eq, flashApplications, flashBatches, jobs, users } from '@jobbridge/db';
import { beforeAll, describe, expect, it } from 'vitest';
import { demoJobs } from '../../src/modules/ingest/demo/jobs.ts';
import { storeJobs } from '../../src/modules/ingest/store.ts';
import { bearer, newUser, signup, verifiedUser } from '../auth-helpers.ts';
import { setupApp } from '../helper.ts';
import { multipart, smallPdf } from '../resumes/pdfs.ts';
import { fillPath, operations, type JsonSchema, type Operation } from './openapi.ts';

/**
 * Route × role, walked from the OpenAPI document so a new route is in the matrix without anyone adding it:
 * everything under /api/app/* refuses anonymous callers (401), level 1 (email not verified) and level 2
 * (activation pending); every route documented as secured refuses anonymous callers; and user B, fully signed
 * in, can neither read nor change user A's resumes, profiles, orders or marks (404 for A's ids; A's lists
 * never show up in B's answers).
 */
const ctx = setupApp({ ACTIVATION_CODE_ENABLED: 'true' });

/** Which of A's ids a path's `{id}` takes. A new route with an id fails below until it is named here. */
const ID_KIND: Array<[RegExp, Kind]> = [
  [/^\/api\/app\/resumes\/\{id\}/, 'resume'],
  [/^\/api\/app\/profiles\/import\/\{id\}/, 'resume'],
  [/^\/api\/app\/ai\/resumes\/\{id\}/, 'resume'],
  [/^\/api\/app\/ai\/profiles\/\{id\}/, 'profile'],
  [/^\/api\/app\/ai\/optimisations\/\{id\}/, 'optimisation'],
  [/^\/api\/app\/profiles\/\{id\}/, 'profile'],
  [/^\/api\/app\/orders\/\{id\}/, 'order'],
  [/^\/api\/app\/dev-checkout\/\{id\}/, 'order'],
  [/^\/api\/app\/flash\/batches\/\{id\}\/applications\/\{applicationId\}/, 'flashApplication'],
  [/^\/api\/app\/flash\/batches\/\{id\}/, 'flashBatch'],
  [/^\/api\/app\/flash\/applications\/\{applicationId\}/, 'flashLetter'],
  // Jobs are public; a mark is the caller's own row, so B marking A's job must leave A's marks alone.
  [/^\/api\/app\/jobs\/\{id\}\/marks/, 'job'],
  // Anyone signed in may report anyone's review (once, into the operator's queue); only its author deletes it.
  [/^\/api\/app\/reviews\/\{id\}/, 'review'],
  // A follow is named by the employer's register name: B unfollowing A's employer touches no row of A's.
  [/^\/api\/app\/watch\/follows\/\{name\}/, 'follow'],
];
type Kind =
  'resume' | 'profile' | 'order' | 'job' | 'optimisation' | 'review' | 'flashBatch' | 'flashApplication' | 'flashLetter' | 'follow';
/** Routes that act on someone else's public thing for the caller's own row: any answer but a 5xx is right. */
const OWN_ROW_ON_PUBLIC = new Set(['POST /api/app/reviews/{id}/report']);

/** Bodies a schema cannot describe (a rule across fields); every other body is the smallest its schema allows. */
const BODY: Record<string, unknown> = {
  'PATCH /api/app/jobs/{id}/marks': { saved: false, applied: false, flash: false },
  // A reading needs a name (a rule over firstName and lastName together).
  'PUT /api/app/resumes/{id}/reading': { data: { firstName: 'B' } },
};

function smallest(schema: JsonSchema | undefined): unknown {
  if (!schema) return undefined;
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.enum[0];
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives?.length) return smallest(alternatives[0]);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  if (type === 'string')
    return schema.format === 'uuid'
      ? crypto.randomUUID()
      : schema.format === 'email'
        ? 'b@example.com'
        : 'x'.repeat(Math.max(1, schema.minLength ?? 1));
  if (type === 'integer' || type === 'number') return schema.minimum ?? 1;
  if (type === 'boolean') return true;
  if (type === 'array') return Array.from({ length: schema.minItems ?? 0 }, () => smallest(schema.items));
  return Object.fromEntries((schema.required ?? []).map((k) => [k, smallest(schema.properties?.[k])]));
}

const kindOf = (op: Operation): Kind | undefined => ID_KIND.find(([re]) => re.test(op.path))?.[1];

interface Caller {
  headers: Record<string, string>;
}

const ops: Operation[] = [];
let level1: Caller;
let level2: Caller;
let a: Caller & { username: string; email: string };
let b: Caller;
const ids = {} as Record<Kind, string>;
let reviewTarget = '';

async function activated() {
  const user = newUser();
  const { tokens } = await verifiedUser(ctx.app, user);
  const headers = { ...bearer(tokens.access_token), 'accept-language': 'en' };
  const res = await ctx.app.inject({ method: 'POST', url: '/api/users/activate', headers, payload: { code: 'MATRIX01' } });
  expect(res.statusCode, res.body).toBe(200);
  return { headers, username: user.username, email: user.email };
}

/** The path's ids: A's batch and application for Flash Apply's nested routes, else `{id}`. */
function pathValues(kind: Kind | undefined, id: string | undefined): Record<string, string> {
  if (!id) return {};
  if (kind === 'flashApplication') return { id: ids.flashBatch, applicationId: id };
  if (kind === 'flashLetter') return { applicationId: id };
  if (kind === 'follow') return { name: id };
  return { id };
}

function request(op: Operation, caller: Caller | null, id?: string) {
  const url = fillPath(op.path, pathValues(kindOf(op), id));
  const headers: Record<string, string> = { 'accept-language': 'en', ...(caller?.headers ?? {}) };
  if (op.method === 'GET' || op.method === 'DELETE') return ctx.app.inject({ method: op.method, url, headers });
  const json = op.bodies['application/json'];
  if (!json && op.method === 'POST' && /resumes|import|photo/.test(op.path)) {
    // A multipart route: the file comes last, so ownership is checked before a byte is stored.
    return smallPdf().then((bytes) => {
      const body = multipart({ name: 'cv.pdf', bytes }, { alias: 'From B' });
      return ctx.app.inject({ method: op.method, url, headers: { ...headers, ...body.headers }, payload: body.payload });
    });
  }
  const body = BODY[op.key] ?? smallest(json) ?? {};
  return ctx.app.inject({ method: op.method, url, headers, payload: body });
}

/** What A sees of A's own things, to compare before and after B's attempts. */
async function snapshot() {
  const get = async (url: string) => (await ctx.app.inject({ method: 'GET', url, headers: a.headers })).json();
  return {
    resumes: await get('/api/app/resumes'),
    profiles: await get('/api/app/profiles'),
    profile: await get(`/api/app/profiles/${ids.profile}`),
    orders: await get('/api/app/orders'),
    saved: await get('/api/app/jobs/saved'),
    applied: await get('/api/app/jobs/applied'),
    account: await get('/api/users/me'),
    flash: await get(`/api/app/flash/batches/${ids.flashBatch}`),
    reviews: await get(`/api/reviews?targetType=company&targetKey=${encodeURIComponent(reviewTarget)}`),
    watch: await get('/api/app/watch'),
  };
}

beforeAll(async () => {
  ops.push(...operations(ctx.app));
  await ctx.database.db.insert(activationCodes).values({ code: 'MATRIX01', maxUses: 100 });
  // A few jobs to mark (jobs are public; marks are each user's own).
  await storeJobs(ctx.database.db, demoJobs(new Date()).slice(0, 5), { thresholds: ctx.config.thresholds, isDemo: true });

  level1 = { headers: bearer((await signup(ctx.app)).tokens.access_token) };
  level2 = { headers: bearer((await verifiedUser(ctx.app)).tokens.access_token) };
  a = await activated();
  b = await activated();

  // A's things: two resumes (so a delete would be allowed), a profile, an order, a saved and applied job.
  const pdf = await smallPdf();
  for (const alias of ['A one', 'A two']) {
    const body = multipart({ name: 'a.pdf', bytes: pdf }, { alias });
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/app/resumes',
      headers: { ...a.headers, ...body.headers },
      payload: body.payload,
    });
    expect(res.statusCode, res.body).toBe(201);
    ids.resume = res.json().id;
  }
  const profile = await ctx.app.inject({
    method: 'POST',
    url: '/api/app/profiles',
    headers: a.headers,
    payload: { data: { firstName: 'Alice' } },
  });
  expect(profile.statusCode, profile.body).toBe(201);
  ids.profile = profile.json().id;
  const order = await ctx.app.inject({ method: 'POST', url: '/api/app/checkout', headers: a.headers, payload: { plan: 2, consent: true } });
  expect(order.statusCode, order.body).toBe(201);
  ids.order = order.json().orderId;
  // An optimisation of A's (recorded as the assistant records one; Basic has no helper uses to make one through the API).
  const [owner] = await ctx.database.db.select({ id: users.id }).from(users).where(eq(users.username, a.username));
  const [call] = await ctx.database.db
    .insert(aiCalls)
    .values({
      userId: owner!.id,
      kind: 'optimise',
      provider: 'built-in',
      model: 'jobbridge-rules-1',
      status: 'ok',
      result: { source: { kind: 'profile', id: ids.profile }, items: [], draft: {} },
    })
    .returning({ id: aiCalls.id });
  ids.optimisation = call!.id;
  const [job] = await ctx.database.db.select({ id: jobs.id }).from(jobs).limit(1);
  ids.job = String(job!.id);
  // A Flash Apply batch of A's with one written letter.
  const [batch] = await ctx.database.db
    .insert(flashBatches)
    .values({ userId: owner!.id, status: 'ready', resumeId: ids.resume, resumeName: 'A two' })
    .returning({ id: flashBatches.id });
  ids.flashBatch = batch!.id;
  const [application] = await ctx.database.db
    .insert(flashApplications)
    .values({
      batchId: batch!.id,
      userId: owner!.id,
      jobId: Number(ids.job),
      title: 'Analyst',
      company: 'Example Ltd',
      recipients: ['hr@example.com'],
      subject: 'Application',
      letter: 'Dear team,',
      letterStatus: 'success',
      messageId: '<matrix@example.com>',
    })
    .returning({ id: flashApplications.id });
  ids.flashApplication = application!.id;
  ids.flashLetter = application!.id;
  const [employer] = await ctx.database.db.select({ name: jobs.companyName }).from(jobs).limit(1);
  reviewTarget = employer!.name;
  // Reviewing needs an account at least a day old (decision 053).
  await ctx.database.db
    .update(users)
    .set({ createdAt: new Date(Date.now() - 2 * 86_400_000) })
    .where(eq(users.id, owner!.id));
  const review = await ctx.app.inject({
    method: 'PUT',
    url: '/api/app/reviews',
    headers: a.headers,
    payload: { targetType: 'company', targetKey: reviewTarget, rating: 4, text: 'A reviewed this' },
  });
  expect(review.statusCode, review.body).toBe(200);
  ids.review = review.json().id;
  const marked = await ctx.app.inject({
    method: 'PATCH',
    url: `/api/app/jobs/${ids.job}/marks`,
    headers: a.headers,
    payload: { saved: true, applied: true },
  });
  expect(marked.statusCode, marked.body).toBe(200);
  const followed = await ctx.app.inject({
    method: 'POST',
    url: '/api/app/watch/follows',
    headers: a.headers,
    payload: { jobId: Number(ids.job) },
  });
  expect(followed.statusCode, followed.body).toBe(201);
  ids.follow = followed.json<{ name: string }>().name;
});

describe('access matrix over the OpenAPI document', () => {
  it('walks the whole document', () => {
    expect(ops.length).toBeGreaterThan(50);
    expect(ops.filter((op) => op.path.startsWith('/api/app/')).length).toBeGreaterThan(25);
  });

  it('documents every /api/app/* route as secured', () => {
    const undocumented = ops.filter((op) => op.path.startsWith('/api/app/') && !op.secured).map((op) => op.key);
    expect(undocumented).toEqual([]);
  });

  it('refuses anonymous callers on every secured route, and levels 1 and 2 on every /api/app/* route', async () => {
    const wrong: string[] = [];
    for (const op of ops) {
      const id = kindOf(op) ? crypto.randomUUID() : undefined;
      if (op.secured || op.path.startsWith('/api/app/')) {
        const res = await request(op, null, id);
        if (res.statusCode !== 401 || res.json().error?.code !== 'UNAUTHORIZED')
          wrong.push(`${op.key} anonymous → ${res.statusCode} ${res.body.slice(0, 120)}`);
      }
      if (op.path.startsWith('/api/app/')) {
        for (const [caller, code] of [
          [level1, 'EMAIL_NOT_VERIFIED'],
          [level2, 'ACTIVATION_REQUIRED'],
        ] as const) {
          const res = await request(op, caller, id);
          if (res.statusCode !== 403 || res.json().error?.code !== code)
            wrong.push(`${op.key} ${code === 'EMAIL_NOT_VERIFIED' ? 'level 1' : 'level 2'} → ${res.statusCode} ${res.body.slice(0, 120)}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  it("answers 404 to B for every route that takes one of A's ids, and A's things stay as they were", async () => {
    const before = await snapshot();
    const wrong: string[] = [];
    const withIds = ops.filter((op) => op.path.startsWith('/api/app/') && op.params.some((p) => p.in === 'path'));
    expect(withIds.length).toBeGreaterThan(10);
    for (const op of withIds) {
      const kind = kindOf(op);
      if (!kind) {
        wrong.push(`${op.key}: which id does it take? Add it to ID_KIND`);
        continue;
      }
      const res = await request(op, b, ids[kind]);
      if (kind === 'job' || OWN_ROW_ON_PUBLIC.has(op.key)) {
        if (res.statusCode >= 500) wrong.push(`${op.key} B → ${res.statusCode}`);
      } else if (res.statusCode !== 404) {
        wrong.push(`${op.key} B with A's ${kind} → ${res.statusCode} ${res.body.slice(0, 160)}`);
      }
    }
    expect(wrong).toEqual([]);
    expect(await snapshot()).toEqual(before);
  });

  it("never shows A's things in B's answers", async () => {
    const lists = ops.filter((op) => op.path.startsWith('/api/app/') && op.method === 'GET' && !op.params.some((p) => p.in === 'path'));
    expect(lists.length).toBeGreaterThan(5);
    const secrets = [ids.resume, ids.profile, ids.order, a.username, a.email];
    for (const op of lists) {
      const res = await request(op, b);
      expect(res.statusCode, `${op.key} ${res.body.slice(0, 200)}`).toBeLessThan(400);
      for (const secret of secrets) expect(res.body, `${op.key} shows A's ${secret}`).not.toContain(secret);
    }
  });
});
