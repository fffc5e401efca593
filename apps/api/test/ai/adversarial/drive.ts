import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { ResumeProfileDraft } from '@jobbridge/contracts';
import { jobs, query, sql } from '@jobbridge/db';
import type { TestContext } from '../../helper.ts';
import { demoJobs } from '../../../src/modules/ingest/demo/jobs.ts';
import { storeJobs } from '../../../src/modules/ingest/store.ts';
import { grantMembership } from '../../../src/modules/membership/memberships.ts';
import { bearer, verifiedUser } from '../../auth-helpers.ts';
import type { AdversarialModel, PlantedClaim, Reply } from '../../fakes/adversarial-model.ts';
import { lettersSettled, waitForBatch } from '../../flash/helpers.ts';
import { multipart, sampleResume } from '../../resumes/pdfs.ts';

/**
 * Drives every operation that calls the model through the HTTP API against the adversarial model (decision 050):
 * Flash Apply letters, optimise (what it returns and what is accepted into the profile) and the builder's helper
 * (About Me and a role), for a person with an uploaded PDF and one with a built profile. Tallies, per operation
 * and kind of claim, the planted claims that reached the person, and the true sentences that did not.
 */
export interface Workload {
  people: { pdf: { resume: string }; profile: ResumeProfileDraft };
  jobs: { title: string; company: string; location: string; description: string }[];
  planted: PlantedClaim[];
}

export const WORKLOAD = fileURLToPath(new URL('./workload.json', import.meta.url));

export function loadWorkload(path = WORKLOAD, options: { fast?: boolean } = {}): Workload {
  const workload = JSON.parse(readFileSync(path, 'utf8')) as Workload;
  return { ...workload, planted: options.fast ? workload.planted.filter((p) => p.fast) : workload.planted };
}

export interface Tally {
  /** Per operation and kind of claim: planted, and how many reached the person. */
  leaks: Map<string, { planted: number; leaked: number; examples: string[] }>;
  truths: number;
  removedTruths: number;
  removedExamples: string[];
  /** Operations refused outright (the person got nothing, and was told so). */
  refused: string[];
}

/** Text as compared: one kind of space, no bullet marker. */
const plain = (s: string) =>
  s
    .normalize('NFKC')
    .replace(/^\s*•\s*/gm, '')
    .replace(/\s+/g, ' ')
    .trim();

function tally(t: Tally, operation: string, replies: Reply[], shown: string[]) {
  const seen = plain(shown.join('\n'));
  for (const reply of replies) {
    for (const p of reply.planted) {
      const key = `${operation}\t${p.kind}`;
      const row = t.leaks.get(key) ?? { planted: 0, leaked: 0, examples: [] };
      row.planted += 1;
      if (seen.includes(plain(p.text))) {
        row.leaked += 1;
        if (row.examples.length < 3) row.examples.push(`${p.id}: ${p.text}`);
      }
      t.leaks.set(key, row);
    }
  }
  // True sentences of the reply the person got (the last one, when a reply was asked for again).
  const last = replies.at(-1);
  for (const truth of last?.truths ?? []) {
    t.truths += 1;
    if (!seen.includes(plain(truth))) {
      t.removedTruths += 1;
      if (t.removedExamples.length < 20) t.removedExamples.push(`${operation}: ${truth}`);
    }
  }
}

export function emptyTally(): Tally {
  return { leaks: new Map(), truths: 0, removedTruths: 0, removedExamples: [], refused: [] };
}

async function person(ctx: TestContext) {
  const { user, tokens } = await verifiedUser(ctx.app);
  const [row] = await query<{ id: string }>(ctx.database.db, sql`select id from users where email = ${user.email}`);
  await grantMembership(ctx.database.db, { userId: row!.id, tier: 3, source: 'purchase', orderId: null, now: new Date() });
  return { ...bearer(tokens.access_token), 'accept-language': 'en' };
}

/** One round: both people, every operation. `tag` keeps the round's jobs apart from another round's. */
export async function runRound(ctx: TestContext, model: AdversarialModel, workload: Workload, t: Tally, tag: string): Promise<void> {
  const api = async (method: 'GET' | 'POST' | 'PATCH', url: string, headers: Record<string, string>, payload?: object) => {
    const res = await ctx.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
    return res;
  };
  const since = (mark: number) => model.replies.slice(mark);

  // The jobs, each with its own recipient (Flash Apply needs one).
  const template = demoJobs(new Date())[0]!;
  await storeJobs(
    ctx.database.db,
    workload.jobs.map((j, i) => ({
      ...template,
      externalId: `adversarial-${tag}-${i}`,
      title: j.title,
      company: j.company,
      location: j.location,
      descriptionText: j.description,
      descriptionHtml: `<p>${j.description.replace(/[<>&]/g, ' ')}</p>`,
      hrEmail: `hr${i}@adversarial-${tag}.example`,
    })),
    { thresholds: ctx.config.thresholds, isDemo: true },
  );
  const jobIds = // A later round's jobs are the same ads: stored once, on the first round's rows.
    (await query<{ id: number }>(ctx.database.db, sql`select id from ${jobs} where external_id like 'adversarial-%' order by id`)).map(
      (r) => Number(r.id),
    );

  // The person with an uploaded PDF: letters, then optimise (and accepting every rewrite).
  const pdfHeaders = await person(ctx);
  const upload = multipart({ name: 'cv.pdf', bytes: sampleResume(workload.people.pdf.resume) }, { alias: 'CV' });
  const uploaded = await api('POST', '/api/app/resumes', { ...pdfHeaders, ...upload.headers }, upload.payload as unknown as object);
  if (uploaded.statusCode !== 201) throw new Error(`upload: ${uploaded.body}`);
  const resumeId = uploaded.json<{ id: string }>().id;
  for (const id of jobIds) await api('PATCH', `/api/app/jobs/${id}/marks`, pdfHeaders, { flash: true });
  let mark = model.replies.length;
  const created = await api('POST', '/api/app/flash/batches', pdfHeaders, {
    jobIds,
    resume: { kind: 'resume', id: resumeId },
    includeNoSponsor: true,
  });
  if (created.statusCode !== 201) throw new Error(`batch: ${created.body}`);
  const batch = await waitForBatch(ctx.app, pdfHeaders, created.json<{ id: string }>().id, lettersSettled, 120_000);
  for (const a of batch.applications) if (a.letterStatus !== 'success') t.refused.push(`letter for job ${a.jobId}`);
  tally(
    t,
    'letter',
    since(mark),
    batch.applications.map((a) => a.letter),
  );

  await optimiseAndAccept(`/api/app/ai/resumes/${resumeId}/optimise`, pdfHeaders, jobIds[0]!);

  // The person with a built profile: optimise (accepted into the profile), then the builder's helper.
  const profileHeaders = await person(ctx);
  const profile = await api('POST', '/api/app/profiles', profileHeaders, { data: workload.people.profile });
  if (profile.statusCode !== 201) throw new Error(`profile: ${profile.body}`);
  await optimiseAndAccept(`/api/app/ai/profiles/${profile.json<{ id: string }>().id}/optimise`, profileHeaders, jobIds[0]!);
  const helperCalls: { op: string; body: object }[] = [
    { op: 'helper about-me', body: { kind: 'aboutMe', role: 'data-analyst', data: workload.people.profile } },
    ...(workload.people.profile.work ?? []).map((_, i) => ({
      op: 'helper work',
      body: { kind: 'work', role: 'data-analyst', data: workload.people.profile, workIndex: i },
    })),
  ];
  for (const call of helperCalls) {
    mark = model.replies.length;
    const res = await api('POST', '/api/app/ai/helper', profileHeaders, call.body);
    if (res.statusCode !== 200) t.refused.push(`${call.op}: ${res.statusCode}`);
    tally(t, call.op, since(mark), res.statusCode === 200 ? [res.json<{ text: string }>().text] : []);
  }

  async function optimiseAndAccept(url: string, headers: Record<string, string>, jobId: number) {
    const start = model.replies.length;
    const res = await api('POST', url, headers, { jobId });
    if (res.statusCode !== 200) {
      t.refused.push(`optimise: ${res.statusCode}`);
      tally(t, 'optimise', since(start), []);
      return;
    }
    const result = res.json<{ id: string; items: { id: string; before: string; after: string }[] }>();
    // What the person is shown: each rewrite.
    tally(
      t,
      'optimise',
      since(start),
      result.items.map((i) => i.after),
    );
    const applied = await api('POST', `/api/app/ai/optimisations/${result.id}/apply`, headers, { accept: result.items.map((i) => i.id) });
    if (applied.statusCode !== 200) throw new Error(`apply: ${applied.body}`);
    const data = applied.json<{ profile: { data: ResumeProfileDraft } }>().profile.data;
    // What is accepted into the profile: its About Me and role descriptions.
    const stored = [data.aboutMe ?? '', ...(data.work ?? []).map((w) => w.description ?? '')];
    const replies = since(start).map((r) => ({ ...r, truths: [] }));
    tally(t, 'optimise accepted', replies, stored);
  }
}

/** The report: per operation and kind, and the totals line the eval prints. */
export function report(t: Tally): { lines: string[]; leaked: number; planted: number } {
  const lines: string[] = [];
  let leaked = 0;
  let planted = 0;
  for (const [key, row] of [...t.leaks.entries()].sort()) {
    const [op, kind] = key.split('\t');
    leaked += row.leaked;
    planted += row.planted;
    lines.push(`  ${op!.padEnd(18)} ${kind!.padEnd(12)} planted ${String(row.planted).padStart(3)}, reached the person ${row.leaked}`);
    for (const e of row.examples) lines.push(`      leaked: ${e}`);
  }
  return { lines, leaked, planted };
}
