/**
 * Flash Apply end to end with a slow model and a slow Gmail (decision 034):
 *
 *   npm run bench:flash -- [--jobs FILE] [--resume FILE] [--count 30] [--ai-latency 1000] [--gmail-latency 200]
 *
 * FILE holds jobs as JSON lines (`title`, `company`, `location`, `salary`, `description`; default: the shared data's
 * postings); the first `count` distinct ones are applied to, in batches of ten (Premium's positions per batch), by a
 * Premium person with `--resume` (a PDF; default: a shared resume) and a linked Gmail. The model (an OpenAI-compatible
 * fake on 127.0.0.1) answers each letter after `--ai-latency` ms, the Gmail fake each send after `--gmail-latency` ms.
 * Prints the time from the first batch to the last email, its generate and send phases, and the sequential floor.
 */
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { jobs, query, sql } from '@jobbridge/db';
import { createTestDatabase } from '@jobbridge/db/testing';
import { sharedData } from '@jobbridge/test-data';
import { buildApp } from '../../apps/api/src/app.ts';
import { demoJobs } from '../../apps/api/src/modules/ingest/demo/jobs.ts';
import { grantMembership } from '../../apps/api/src/modules/membership/memberships.ts';
import { storeJobs } from '../../apps/api/src/modules/ingest/store.ts';
import { fakeLetter, linkGmail } from '../../apps/api/test/flash/helpers.ts';
import { startFakeGmail } from '../../apps/api/test/fakes/gmail.ts';
import { startFakeOpenAi } from '../../apps/api/test/fakes/openai.ts';
import { multipart } from '../../apps/api/test/resumes/pdfs.ts';
import { freePort } from '../../apps/api/test/server-process.ts';
import { testConfig } from '../../apps/api/test/helper.ts';
import { readJobLines, sharedJobs } from '../job-docs.ts';

const { values: args } = parseArgs({
  options: {
    jobs: { type: 'string' },
    resume: { type: 'string' },
    count: { type: 'string', default: '30' },
    'ai-latency': { type: 'string', default: '1000' },
    'gmail-latency': { type: 'string', default: '200' },
  },
});
const count = Number(args.count);
const aiLatency = Number(args['ai-latency']);
const gmailLatency = Number(args['gmail-latency']);
const PER_BATCH = 10;

const seen = new Set<string>();
const jobDocs = (args.jobs ? readJobLines(args.jobs) : sharedJobs()).filter((j) => {
  const key = `${j.title}|${j.company}`.toLowerCase();
  if (!j.title || !j.company || seen.has(key)) return false;
  seen.add(key);
  return true;
});
if (jobDocs.length < count) throw new Error(`only ${jobDocs.length} distinct jobs in ${args.jobs ?? 'the shared postings'}`);
const resumeBytes = readFileSync(args.resume ?? sharedData('resumes', 'resume-matcher', 'bruce_wayne_fullstack.pdf'));

const CLIENT_ID = 'bench-flash.apps.googleusercontent.com';
const CLIENT_SECRET = 'GOCSPX-bench-flash';
const gmail = await startFakeGmail(CLIENT_ID, CLIENT_SECRET);
gmail.sendLatencyMs = gmailLatency;
const ai = await startFakeOpenAi();
ai.latencyMs = aiLatency;
ai.otherwise = { kind: 'answer', content: fakeLetter };

const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const config = testConfig({
  PORT: String(port),
  PUBLIC_URL: base,
  ...gmail.serverEnv,
  AI_BASE_URL: ai.baseUrl,
  AI_API_KEY: 'sk-test-fake',
  AI_MODEL: 'bench-model',
  AI_RETRIES: '0',
  FLASH_COMPANY_DAILY_LIMIT: '500',
});
const database = await createTestDatabase();
const app = await buildApp({ config, database, logger: false });
await app.listen({ port, host: '127.0.0.1' });
const db = database.db;

// The person: signed up and verified through the API, Premium, a resume, a linked Gmail.
const email = `bench${process.pid}@example.com`;
const signup = await app.inject({
  method: 'POST',
  url: '/api/auth/signup',
  payload: { username: `bench${process.pid}`, email, password: 'secret123', acceptTerms: true },
});
const token = signup.json<{ access_token: string }>().access_token;
const outbox = await app.inject({ method: 'GET', url: `/api/dev/mail?to=${encodeURIComponent(email)}` });
const verify = new URL(/https?:\/\/\S*\/email-verify\S*/.exec(outbox.json<{ text: string }[]>()[0]!.text)![0]).searchParams.get('token');
await app.inject({ method: 'POST', url: '/api/auth/verify-email', payload: { token: verify } });
const headers = { authorization: `Bearer ${token}`, 'accept-language': 'en' };
const me = await app.inject({ method: 'GET', url: '/api/users/me', headers });
await grantMembership(db, { userId: me.json<{ id: string }>().id, tier: 3, source: 'purchase', orderId: null, now: new Date() });
const upload = multipart({ name: 'cv.pdf', bytes: resumeBytes }, { alias: 'Bench CV' });
const resume = await app.inject({
  method: 'POST',
  url: '/api/app/resumes',
  headers: { ...headers, ...upload.headers },
  payload: upload.payload,
});
if (resume.statusCode !== 201) throw new Error(`upload: ${resume.body}`);
gmail.consent = { email };
await linkGmail(base, headers);

// The jobs, from the workload file, each with its own HR address.
const template = demoJobs(new Date())[0]!;
await storeJobs(
  db,
  jobDocs.slice(0, count).map((j, i) => ({
    ...template,
    externalId: `bench-flash-${i}`,
    title: j.title.slice(0, 200),
    company: j.company.slice(0, 200),
    location: j.location || null,
    salaryText: j.salary || null,
    descriptionText: j.description,
    descriptionHtml: `<p>${j.description.replace(/[<>&]/g, ' ')}</p>`,
    hrEmail: `hr${i}@bench-flash.example`,
  })),
  { thresholds: config.thresholds, isDemo: false },
);
const jobIds = (await query<{ id: number }>(db, sql`select id from ${jobs} where external_id like 'bench-flash-%' order by id`)).map((r) =>
  Number(r.id),
);

interface Batch {
  id: string;
  status: string;
  applications: { sendStatus: string; letterStatus: string }[];
}
const get = async (id: string) => (await app.inject({ method: 'GET', url: `/api/app/flash/batches/${id}`, headers })).json<Batch>();
const until = async (id: string, done: (b: Batch) => boolean) => {
  for (;;) {
    const b = await get(id);
    if (done(b)) return b;
    await new Promise((r) => setTimeout(r, 25));
  }
};

const t0 = performance.now();
const batches: string[] = [];
for (let i = 0; i < jobIds.length; i += PER_BATCH) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/app/flash/batches',
    headers,
    payload: { jobIds: jobIds.slice(i, i + PER_BATCH), resume: { kind: 'resume', id: resume.json<{ id: string }>().id } },
  });
  if (res.statusCode !== 201) throw new Error(`batch: ${res.body}`);
  batches.push(res.json<Batch>().id);
}
const readyAt: number[] = [];
const results = await Promise.all(
  batches.map(async (id) => {
    await until(id, (b) => b.status === 'ready');
    readyAt.push(performance.now());
    const confirmed = await app.inject({ method: 'POST', url: `/api/app/flash/batches/${id}/confirm`, headers });
    if (confirmed.statusCode !== 200) throw new Error(`confirm: ${confirmed.body}`);
    return until(id, (b) => b.status === 'done');
  }),
);
const t1 = performance.now();
const apps = results.flatMap((b) => b.applications);
const sent = apps.filter((a) => a.sendStatus === 'sent').length;
const generated = Math.max(...readyAt) - t0;

console.log(
  `uptime load average: ${loadavg()
    .map((n) => n.toFixed(2))
    .join(', ')}`,
);
console.log(
  `workload: ${count} jobs from ${args.jobs ?? 'the shared postings'}; AI latency ${aiLatency} ms; Gmail latency ${gmailLatency} ms`,
);
console.log(
  `letters: ${apps.filter((a) => a.letterStatus === 'success').length}/${apps.length}; emails sent: ${sent}; received by the fake: ${gmail.sent.length}`,
);
console.log(
  `generate phase (last batch ready): ${(generated / 1000).toFixed(2)} s; send phase: ${((t1 - Math.max(...readyAt)) / 1000).toFixed(2)} s`,
);
console.log(`sequential floor would be: ${((count * (aiLatency + gmailLatency)) / 1000).toFixed(1)} s`);
console.log(`bench:flash: ${count} applications in ${((t1 - t0) / 1000).toFixed(2)} s`);

await app.close();
await database.close();
await gmail.close();
await ai.close();
