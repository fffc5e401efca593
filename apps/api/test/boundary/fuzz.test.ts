import { errorResponse } from '@jobbridge/contracts';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signAccessToken } from '../../src/modules/auth/jwt.ts';
import { signWebhook } from '../../src/providers/payments/stripe.ts';
import { bearer, me, someAddress, verifiedUser } from '../auth-helpers.ts';
import { rmSync } from 'node:fs';
import { Writable } from 'node:stream';
import { createTestDatabase } from '@jobbridge/db/testing';
import { buildApp, type App } from '../../src/app.ts';
import type { Config } from '../../src/config/env.ts';
import { testConfig } from '../helper.ts';
import { markWarm } from '../../src/modules/health/readiness.ts';
import { encodeSegment, fillPath, operations, type JsonSchema, type Operation } from './openapi.ts';

/**
 * Every route of the OpenAPI document, fed what its schemas allow and what they do not (wrong types, huge
 * strings, NUL, lone surrogates, `__proto__`/`constructor` keys, bad URL bytes, odd content types and tokens),
 * anonymous, signed in, and with a validly signed token whose claims are not ids. The server must never answer
 * 5xx, and every 4xx is `{ error: { code, message } }`. The seed is fixed so a failure repeats; FUZZ_SEED and
 * FUZZ_RUNS change it locally.
 */
const SEED = Number(process.env.FUZZ_SEED ?? 20261121);
const RUNS = Number(process.env.FUZZ_RUNS ?? 30);
/** Routes that render or parse PDFs take ~100 ms a case; fewer runs keep the file under a minute. */
const RUNS_FOR: Record<string, number> = {
  'POST /api/app/profiles/preview': 12,
  'POST /api/app/profiles/{id}/finish': 12,
  'POST /api/app/profiles/import': 12,
  'POST /api/auth/signup': 15,
};
/** Routes not fuzzed, each with its reason (printed). None today: the Stripe webhook is fuzzed signed and unsigned. */
const SKIPPED: Record<string, string> = {};

/** The real app with error logs kept, so a 5xx's cause appears in the failure. */
const ctx = {} as { app: App; config: Config };
const errorLogs: string[] = [];
let closeApp = async () => {};
beforeAll(async () => {
  const config = testConfig();
  const database = await createTestDatabase();
  const stream = new Writable({ write: (chunk, _enc, done) => (errorLogs.push(String(chunk)), done()) });
  const app = await buildApp({ config, database, logger: { level: 'error', stream } });
  await app.ready();
  markWarm(app); // as server.ts does once warm: /api/ready is 503 before
  Object.assign(ctx, { app, config });
  closeApp = async () => {
    await app.close();
    await database.close();
    rmSync(config.dataDir, { recursive: true, force: true });
  };
});
afterAll(() => closeApp());

// ---- values ---------------------------------------------------------------------------------------------------

const NASTY = [
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udfffy',
  '\ud83d',
  '😀',
  '中文',
  '__proto__',
  'constructor',
  'prototype',
  '%00',
  '%',
  '..',
  '../../etc/passwd',
  "' OR 1=1 --",
  '<script>alert(1)</script>',
  '',
  ' ',
  '\u202e',
  '\r\n',
  'NaN',
  '-1',
  '0',
  '1e309',
  '99999999999999999999',
  '0x10',
  'null',
  'true',
  '[]',
  '{}',
];
const proto = (json: string) => JSON.parse(json) as unknown;
const nastyString = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...NASTY) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.integer({ min: 1_000, max: 200_000 }).map((n) => 'x'.repeat(n)) },
);
const nastyValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: nastyString },
  {
    weight: 1,
    arbitrary: fc.oneof(fc.integer(), fc.double(), fc.constantFrom(2 ** 31, -(2 ** 31) - 1, Number.MAX_SAFE_INTEGER + 2, 1e308, -0)),
  },
  { weight: 1, arbitrary: fc.constantFrom(null, true, false, [], {}, [null], { '': '' }) },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      proto('{"__proto__":{"admin":true}}'),
      proto('{"constructor":{"prototype":{"admin":true}}}'),
      proto('{"a":{"__proto__":[]}}'),
    ),
  },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
);

/** Values a JSON Schema allows (roughly), sometimes swapped for a hostile one at any depth. */
function fromSchema(schema: JsonSchema | undefined, depth = 0): fc.Arbitrary<unknown> {
  return fc.oneof({ weight: 5, arbitrary: valid(schema, depth) }, { weight: 1, arbitrary: nastyValue });
}

function valid(schema: JsonSchema | undefined, depth: number): fc.Arbitrary<unknown> {
  if (!schema || depth > 5) return fc.jsonValue({ maxDepth: 2 });
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives?.length) return fc.oneof(...alternatives.map((s) => valid(s, depth + 1)));
  if (schema.allOf?.length) return valid(schema.allOf[0], depth + 1);
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'string': {
      if (schema.format === 'email') return fc.emailAddress();
      if (schema.format === 'uuid') return fc.uuid();
      if (schema.format === 'date-time')
        return fc.date({ noInvalidDate: true, min: new Date('2000-01-01'), max: new Date('2100-01-01') }).map((d) => d.toISOString());
      if (schema.format === 'uri') return fc.webUrl();
      const min = schema.minLength ?? 0;
      return fc.string({ minLength: min, maxLength: Math.max(min, Math.min(schema.maxLength ?? 30, 30)) });
    }
    case 'integer':
      return fc.integer({ min: Math.max(schema.minimum ?? -1000, -2_000_000), max: Math.min(schema.maximum ?? 100_000, 2_000_000) });
    case 'number':
      return fc.double({ min: schema.minimum ?? -1e6, max: schema.maximum ?? 1e6, noNaN: true });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(fromSchema(schema.items, depth + 1), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.min(schema.maxItems ?? 3, 3),
      });
    case 'object':
    default: {
      if (!schema.properties) return fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 1 }), { maxKeys: 3 });
      const required = new Set(schema.required ?? []);
      const shape = Object.fromEntries(Object.entries(schema.properties).map(([k, s]) => [k, fromSchema(s, depth + 1)]));
      return fc.record(shape, { requiredKeys: Object.keys(shape).filter((k) => required.has(k)) }).chain((obj) =>
        // Keys the schema does not know, prototype keys among them.
        fc
          .option(
            fc.dictionary(fc.constantFrom('__proto__', 'constructor', 'extra', '\u0000', 'id', 'userId', 'tier'), nastyValue, {
              maxKeys: 2,
            }),
            { freq: 4, nil: undefined },
          )
          .map((extra) => {
            if (!extra) return obj;
            const out = { ...obj } as Record<string, unknown>;
            for (const [k, v] of Object.entries(extra))
              Object.defineProperty(out, k, { value: v, enumerable: true, writable: true, configurable: true });
            return out;
          }),
      );
    }
  }
}

const asText = (value: unknown) => (typeof value === 'string' ? value : (JSON.stringify(value) ?? ''));

// ---- requests -------------------------------------------------------------------------------------------------

type Body =
  | { kind: 'none' }
  | { kind: 'json'; value: unknown }
  | { kind: 'raw'; type: string; payload: string }
  | { kind: 'form'; pairs: Array<[string, string]> }
  | { kind: 'multipart'; parts: Array<{ name: string; filename?: string; value: string | Uint8Array }> }
  | { kind: 'webhook'; value: unknown };

type Role = 'anonymous' | 'user' | 'forged';

interface Case {
  role: Role;
  forged: { sub: string; sid: string };
  path: Record<string, string>;
  query: Array<[string, string]>;
  rawQuery: string;
  body: Body;
  header: string | undefined;
  language: string;
}

const RAW_SEGMENTS = ['%', '%E0%A4%A', '%ED%A0%80', '%00', '%C0%AF', '%2F..%2F', 'a'.repeat(300), '%FF%FE'];
const RAW_BODIES: Array<[string, string]> = [
  ['application/json', '{"title": "Hello",'],
  ['application/json', '['.repeat(20_000) + ']'.repeat(20_000)],
  ['application/json', '{"__proto__":{"admin":true}}'],
  ['application/json', '{"constructor":{"prototype":{"admin":true}}}'],
  ['application/json', ''],
  ['application/json', '"\\u0000"'],
  ['application/json; charset=utf-16', '{}'],
  ['application/xml', '<a/>'],
  ['text/plain', 'hello'],
  ['application/json', JSON.stringify({ x: 'y'.repeat(1_100_000) })],
  ['multipart/form-data', 'no boundary'],
  ['multipart/form-data; boundary=x', '--x\r\nbroken'],
  ['application/x-www-form-urlencoded', 'a=%00&b=%ZZ&__proto__[x]=1'],
];

function caseFor(op: Operation): fc.Arbitrary<Case> {
  const pathParams = op.params.filter((p) => p.in === 'path');
  const queryParams = op.params.filter((p) => p.in === 'query');
  const path = fc.record(
    Object.fromEntries(
      pathParams.map((p) => [
        p.name,
        fc.oneof(
          { weight: 4, arbitrary: valid(p.schema, 1).map((v) => encodeSegment(asText(v))) },
          { weight: 2, arbitrary: nastyString.filter((s) => s.length < 2_000).map(encodeSegment) },
          { weight: 1, arbitrary: fc.constantFrom(...RAW_SEGMENTS) },
        ),
      ]),
    ),
  );
  const queryValue = (schema: JsonSchema | undefined) =>
    fromSchema(schema, 1)
      .map(asText)
      .filter((s) => s.length < 4_000);
  const query = fc
    .tuple(
      ...queryParams.map((p) =>
        fc.option(
          queryValue(p.schema).map((v): [string, string] => [p.name, v]),
          { freq: 3, nil: undefined },
        ),
      ),
      fc.array(
        fc.tuple(
          fc.constantFrom('__proto__', 'constructor', '__proto__[admin]', 'page', 'q', '\u0000', ...queryParams.map((p) => p.name)),
          nastyString.filter((s) => s.length < 4_000),
        ),
        { maxLength: 2 },
      ),
    )
    .map((parts) => parts.flat().filter((x): x is [string, string] => Array.isArray(x) && typeof x[0] === 'string'));
  const jsonSchema = op.bodies['application/json'];
  const hasBody = op.method !== 'GET';
  const file = fc.oneof(
    fc.uint8Array({ maxLength: 200 }),
    fc.uint8Array({ maxLength: 200 }).map((b) => new Uint8Array([...Buffer.from('%PDF-1.4\n'), ...b])),
  );
  const body: fc.Arbitrary<Body> = hasBody
    ? fc.oneof(
        { weight: jsonSchema ? 8 : 1, arbitrary: fromSchema(jsonSchema).map((value): Body => ({ kind: 'json', value })) },
        { weight: 1, arbitrary: fc.constant<Body>({ kind: 'none' }) },
        { weight: 1, arbitrary: fc.constantFrom(...RAW_BODIES).map(([type, payload]): Body => ({ kind: 'raw', type, payload })) },
        {
          weight: 1,
          arbitrary: fc
            .array(
              fc.tuple(
                fc.constantFrom('username', 'password', 'alias', '__proto__', 'x'),
                nastyString.filter((s) => s.length < 2_000),
              ),
              { maxLength: 3 },
            )
            .map((pairs): Body => ({ kind: 'form', pairs })),
        },
        {
          weight: op.bodies['application/json'] ? 1 : 4,
          arbitrary: fc
            .array(
              fc.record({
                name: fc.constantFrom('file', 'alias', 'username', 'password', 'photo', '\u0000'),
                filename: fc.option(
                  fc.oneof(
                    fc.constantFrom('cv.pdf', 'a\u0000.pdf', '\ud800.pdf', '../../x.pdf', 'x'.repeat(400)),
                    fc.string({ maxLength: 20 }),
                  ),
                  { nil: undefined },
                ),
                value: fc.oneof(
                  nastyString.filter((s) => s.length < 2_000),
                  file,
                ),
              }),
              { maxLength: 3 },
            )
            .map((parts): Body => ({ kind: 'multipart', parts })),
        },
        ...(op.key === 'POST /api/payments/stripe/webhook'
          ? [{ weight: 6, arbitrary: webhookEvent.map((value): Body => ({ kind: 'webhook', value })) }]
          : []),
      )
    : fc.constant<Body>({ kind: 'none' });
  return fc.record({
    role: fc.constantFrom<Role>('anonymous', 'user', 'user', 'user', 'forged'),
    forged: fc.record({
      sub: fc.oneof(
        nastyString.filter((s) => s.length < 500),
        fc.uuid(),
      ),
      sid: fc.oneof(
        nastyString.filter((s) => s.length < 500),
        fc.uuid(),
      ),
    }),
    path,
    query,
    rawQuery: fc.oneof(
      { weight: 6, arbitrary: fc.constant('') },
      { weight: 1, arbitrary: fc.constantFrom('%', '%ZZ=1', 'a=%E0%A4%A', 'q=%ED%A0%80', '&&==&', 'page[]=1&page[]=2') },
    ),
    body,
    header: fc.option(
      nastyString.filter((s) => s.length < 1_000 && /^[\x20-\x7e]*$/.test(s)),
      { nil: undefined },
    ),
    language: fc.constantFrom('en', 'zh-CN', '', 'xx;q=bad'),
  });
}

/** Stripe-like events, signed with the app's webhook secret so the handler behind the signature is reached too. */
const webhookEvent = fc.record({
  id: fc.oneof(fc.constant('evt_1'), fc.string({ maxLength: 30 }), nastyValue),
  type: fc.oneof(
    fc.constantFrom(
      'checkout.session.completed',
      'checkout.session.expired',
      'checkout.session.async_payment_failed',
      'charge.refunded',
      'unknown.type',
    ),
    nastyValue,
  ),
  data: fc.oneof(
    fc.record({
      object: fc.record({
        id: fc.oneof(fc.string({ maxLength: 20 }), nastyValue),
        client_reference_id: fc.oneof(fc.uuid(), nastyValue),
        metadata: fc.oneof(fc.record({ orderId: fc.oneof(fc.uuid(), nastyValue), userId: fc.oneof(fc.uuid(), nastyValue) }), nastyValue),
        payment_status: fc.oneof(fc.constantFrom('paid', 'unpaid'), nastyValue),
        amount_total: fc.oneof(fc.integer(), nastyValue),
        currency: fc.oneof(fc.constantFrom('gbp', 'usd'), nastyValue),
        payment_intent: fc.oneof(fc.string({ maxLength: 20 }), nastyValue),
      }),
    }),
    nastyValue,
  ),
  object: fc.constant('event'),
  created: fc.integer({ min: 0, max: 2 ** 31 }),
});

function multipartBody(parts: Extract<Body, { kind: 'multipart' }>['parts']) {
  const boundary = '----fuzz7MA4YWxkTrZu0gW';
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = `form-data; name="${part.name}"${part.filename === undefined ? '' : `; filename="${part.filename}"`}`;
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: ${disposition}\r\n${part.filename === undefined ? '' : 'Content-Type: application/pdf\r\n'}\r\n`,
      ),
    );
    chunks.push(typeof part.value === 'string' ? Buffer.from(part.value) : Buffer.from(part.value));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { type: `multipart/form-data; boundary=${boundary}`, payload: Buffer.concat(chunks) };
}

// ---- the run --------------------------------------------------------------------------------------------------

let token = '';
const tally = { cases: 0, byStatus: new Map<string, number>(), byRoute: new Map<string, number>() };

/** The signed-in user; fuzzing may log it out, change its password or delete it, so it is remade when gone. */
async function signedIn(): Promise<string> {
  if (token && (await me(ctx.app, token)).statusCode === 200) return token;
  token = (await verifiedUser(ctx.app)).tokens.access_token;
  return token;
}

async function send(op: Operation, c: Case) {
  const headers: Record<string, string> = { 'accept-language': c.language };
  if (c.role === 'user') Object.assign(headers, bearer(await signedIn()));
  if (c.role === 'forged')
    Object.assign(headers, bearer(await signAccessToken(ctx.config.JWT_SECRET, { userId: c.forged.sub, sessionId: c.forged.sid }, 600)));
  const search = [...c.query.map(([k, v]) => `${encodeSegment(k)}=${encodeSegment(v)}`), ...(c.rawQuery ? [c.rawQuery] : [])].join('&');
  const url = fillPath(op.path, c.path) + (search ? `?${search}` : '');
  let payload: string | Buffer | undefined;
  const body = c.body;
  if (body.kind === 'json') {
    const text = JSON.stringify(body.value);
    if (text !== undefined) {
      headers['content-type'] = 'application/json';
      payload = text;
    }
  } else if (body.kind === 'raw') {
    headers['content-type'] = body.type;
    payload = body.payload;
  } else if (body.kind === 'form') {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    payload = body.pairs.map(([k, v]) => `${encodeSegment(k)}=${encodeSegment(v)}`).join('&');
  } else if (body.kind === 'multipart') {
    const built = multipartBody(body.parts);
    headers['content-type'] = built.type;
    payload = built.payload;
  } else if (body.kind === 'webhook') {
    payload = JSON.stringify(body.value);
    headers['content-type'] = 'application/json';
    headers['stripe-signature'] = signWebhook(payload, ctx.config.stripeWebhookSecret!);
  }
  if (c.header !== undefined && body.kind !== 'webhook') headers['stripe-signature'] = c.header;
  const res = await ctx.app.inject({ method: op.method, url, headers, payload, remoteAddress: someAddress() });
  return { res, url };
}

const ops: Operation[] = [];
beforeAll(() => {
  ops.push(...operations(ctx.app));
});

afterAll(() => {
  const statuses = [...tally.byStatus.entries()]
    .sort((a, b) => a[0].localeCompare(b[0]))
    .map(([s, n]) => `${s}×${n}`)
    .join(', ');
  console.log(`fuzz: ${tally.cases} requests over ${tally.byRoute.size} operations (seed ${SEED}); by role and status: ${statuses}`);
  for (const [key, why] of Object.entries(SKIPPED)) console.log(`fuzz: skipped ${key}: ${why}`);
});

describe('fuzz over the OpenAPI document', () => {
  it('finds the whole document (so a broken walk cannot pass by testing nothing)', () => {
    expect(ops.length).toBeGreaterThan(50);
    for (const key of Object.keys(SKIPPED))
      expect(
        ops.map((o) => o.key),
        `skipped route ${key} no longer exists`,
      ).toContain(key);
  });

  it('answers every case without a 5xx, and every 4xx in the error shape', async () => {
    for (const op of ops) {
      if (SKIPPED[op.key]) continue;
      await fc.assert(
        fc.asyncProperty(caseFor(op), async (c) => {
          const { res, url } = await send(op, c);
          tally.cases += 1;
          tally.byRoute.set(op.key, (tally.byRoute.get(op.key) ?? 0) + 1);
          tally.byStatus.set(`${c.role} ${res.statusCode}`, (tally.byStatus.get(`${c.role} ${res.statusCode}`) ?? 0) + 1);
          const where = `${op.method} ${url.slice(0, 300)} as ${c.role} → ${res.statusCode} ${res.body.slice(0, 300)}`;
          expect(res.statusCode, `${where}\n${errorLogs.slice(-1).join('')}`).toBeLessThan(500);
          if (res.statusCode >= 400) {
            expect(res.headers['content-type'], where).toMatch(/^application\/json/);
            expect(errorResponse.safeParse(res.json()).success, where).toBe(true);
          }
        }),
        { seed: SEED, numRuns: RUNS_FOR[op.key] ?? RUNS, endOnFailure: true },
      );
    }
    expect(tally.byRoute.size).toBe(ops.length - Object.keys(SKIPPED).length);
  }, 300_000);
});
