/**
 * npm run eval:ai -- [--resumes DIR] [--jobs FILE] [--pairs FILE] [--per-resume N] [--max-jobs N]
 *                    [--adversarial [--workload FILE] [--rounds N]] [--show]
 *
 * Measures the AI layer (decisions 027 and 050), per configured writer (the built-in engine always; a chat model
 * too when AI_BASE_URL, AI_MODEL and AI_API_KEY are set):
 * - what the claims guard removes from the writer's own text (cover letters, optimised summaries and bullets),
 *   before anything is shown: a writer of the person's own facts breaks no rule, so this should be 0;
 * - key-term coverage of the letters: of the job's key terms the resume shows, the share the letter names;
 * - letter length in words, and time per call;
 * - with --pairs (resume file name, job line number from 0, good|partial|poor; tab-separated), the Spearman
 *   correlation of the match score with the labels;
 * - with --adversarial: the real server with a model that plants claims (apps/api/test/fakes/adversarial-model.ts;
 *   the people, jobs and planted claims from FILE, default apps/api/test/ai/adversarial/workload.json), every
 *   operation through the HTTP API for N rounds; per operation and kind of claim, how many reached the person,
 *   and how many true sentences were removed.
 *
 * DIR holds resumes as PDF, plain text, Markdown or JSON Resume (searched recursively); FILE holds jobs as JSON
 * lines with title, company, location, salary, description. Without them: the resumes (and the text, Markdown and
 * JSON Resume ones beside the workload) and the job postings of the shared test data. Each resume gets letters
 * for the jobs it matches best. The last line:
 * `eval: leaked N of M planted claims, false removals K of T true sentences, key-term coverage X%, spearman R`
 * (M and T are 0 without --adversarial; R blank without pairs; X the lower coverage of two writers).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, extname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { sharedData } from '@jobbridge/test-data';
import { extractPdfText, parseResumePdf } from '@jobbridge/resume-pdf/reader';
import { matchResume } from '../apps/api/src/modules/ai/match.ts';
import { builtinWriter } from '../apps/api/src/modules/ai/builtin.ts';
import { factList, guardSentences, prepare } from '../apps/api/src/modules/ai/claims.ts';
import { rewriteItems } from '../apps/api/src/modules/ai/engine.ts';
import { jobKeyTerms, resumeHas } from '../apps/api/src/modules/ai/keyterms.ts';
import {
  isJsonResume,
  resumeFromJsonResume,
  resumeFromPdf,
  resumeFromText,
  type JobDoc,
  type ResumeDoc,
} from '../apps/api/src/modules/ai/resume-doc.ts';
import { mentionsSkill, wordCount } from '../apps/api/src/modules/ai/text.ts';
import { chatWriter, type AiWriter } from '../apps/api/src/modules/ai/writer.ts';
import { openAiChat } from '../apps/api/src/providers/ai/openai.ts';
import { emptyTally, loadWorkload, report, runRound } from '../apps/api/test/ai/adversarial/drive.ts';
import { startAdversarialModel } from '../apps/api/test/fakes/adversarial-model.ts';
import { build } from '../apps/api/test/helper.ts';
import { readJobLines, sharedJobs } from './job-docs.ts';

const { values: args } = parseArgs({
  options: {
    resumes: { type: 'string' },
    jobs: { type: 'string' },
    pairs: { type: 'string' },
    'per-resume': { type: 'string', default: '5' },
    'max-jobs': { type: 'string', default: '5000' },
    adversarial: { type: 'boolean', default: false },
    workload: { type: 'string' },
    rounds: { type: 'string', default: '3' },
    /** Print every letter and optimised line as the person would get them, to read them as the employer would. */
    show: { type: 'boolean', default: false },
  },
});

// ---------------------------------------------------------------------------------------------------------------
// Input

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? walk(path) : [path];
  });
}

async function readResume(path: string): Promise<ResumeDoc | null> {
  const ext = extname(path).toLowerCase();
  if (ext === '.pdf') {
    const bytes = readFileSync(path);
    const [{ text }, draft] = await Promise.all([extractPdfText(bytes), parseResumePdf(bytes)]);
    return resumeFromPdf(text, draft);
  }
  if (ext === '.txt' || ext === '.md' || ext === '.markdown' || ext === '.text') return resumeFromText(readFileSync(path, 'utf8'));
  if (ext === '.json') {
    try {
      const json: unknown = JSON.parse(readFileSync(path, 'utf8'));
      return isJsonResume(json) ? resumeFromJsonResume(json) : null;
    } catch {
      return null;
    }
  }
  return null;
}

// ---------------------------------------------------------------------------------------------------------------
// Measures

function ranks(values: number[]): number[] {
  const order = values.map((v, i) => ({ v, i })).sort((a, b) => a.v - b.v);
  const out = new Array<number>(values.length);
  for (let i = 0; i < order.length;) {
    let j = i;
    while (j + 1 < order.length && order[j + 1]!.v === order[i]!.v) j++;
    for (let k = i; k <= j; k++) out[order[k]!.i] = (i + j) / 2 + 1;
    i = j + 1;
  }
  return out;
}

/** Spearman's rho: Pearson's correlation of the ranks (ties take their average rank). */
export function spearman(x: number[], y: number[]): number {
  const rx = ranks(x);
  const ry = ranks(y);
  const mean = (a: number[]) => a.reduce((s, v) => s + v, 0) / a.length;
  const mx = mean(rx);
  const my = mean(ry);
  let num = 0;
  let dx = 0;
  let dy = 0;
  for (let i = 0; i < rx.length; i++) {
    num += (rx[i]! - mx) * (ry[i]! - my);
    dx += (rx[i]! - mx) ** 2;
    dy += (ry[i]! - my) ** 2;
  }
  return dx && dy ? num / Math.sqrt(dx * dy) : 0;
}

interface ProviderFigures {
  name: string;
  violations: number;
  violationKinds: Map<string, number>;
  covered: number;
  coverable: number;
  allTerms: number;
  allCovered: number;
  words: number[];
  ms: number[];
  failures: number;
  calls: number;
}

async function evaluate(
  writer: AiWriter,
  resumes: { file: string; doc: ResumeDoc }[],
  jobs: JobDoc[],
  perResume: number,
): Promise<ProviderFigures> {
  const f: ProviderFigures = {
    name: `${writer.provider} (${writer.model})`,
    violations: 0,
    violationKinds: new Map(),
    covered: 0,
    coverable: 0,
    allTerms: 0,
    allCovered: 0,
    words: [],
    ms: [],
    failures: 0,
    calls: 0,
  };
  const count = (list: { kind: string }[]) => {
    f.violations += list.length;
    for (const v of list) f.violationKinds.set(v.kind, (f.violationKinds.get(v.kind) ?? 0) + 1);
  };
  for (const { doc } of resumes) {
    const best = jobs
      .filter((j) => j.title && j.description)
      .map((job) => ({ job, score: matchResume(doc, job, 'en').score }))
      .sort((a, b) => b.score - a.score)
      .slice(0, perResume);
    for (const { job } of best) {
      const terms = jobKeyTerms(job).map((t) => t.term);
      const started = performance.now();
      f.calls += 1;
      try {
        const prepared = prepare({ resume: doc, job });
        const answer = await writer.coverLetter({
          resume: doc,
          facts: factList(prepared),
          job,
          target: { title: job.title, company: job.company, terms },
          language: doc.language,
        });
        f.ms.push(performance.now() - started);
        // What the writer wrote, before the guard takes anything out: a writer of the person's own facts breaks no rule.
        const checked = answer.value.paragraphs.map((p) => guardSentences(p.sentences, prepared));
        const found = checked.flatMap((c) => c.removed);
        if (process.env.EVAL_DEBUG) for (const v of found) console.log('violation', v.kind, v.claim, '|', v.sentence);
        count(found);
        // Latin terms touching Chinese characters ("所需的SQL、Power BI经验") read as words of their own.
        const letter = checked
          .map((c) => c.kept.map((k) => k.text).join(' '))
          .join('\n\n')
          .replace(/\p{Script=Han}+/gu, (m) => ` ${m} `);
        if (args.show) {
          const shown = checked.map((c) => c.kept.map((k) => k.text).join(doc.language === 'cn' ? '' : ' ')).join('\n\n');
          console.log(`\n--- ${doc.name || 'resume'} → ${job.title} at ${job.company}\n${shown}`);
        }
        f.words.push(wordCount(letter));
        const coverable = terms.filter((t) => resumeHas(doc, t));
        f.coverable += coverable.length;
        f.covered += coverable.filter((t) => mentionsSkill(letter, t)).length;
        f.allTerms += terms.length;
        f.allCovered += terms.filter((t) => mentionsSkill(letter, t)).length;
      } catch {
        f.failures += 1;
      }
    }
    // The optimiser's rewrites are held to the same rule.
    const target = { title: best[0]?.job.title ?? '', company: '', terms: best[0] ? jobKeyTerms(best[0].job).map((t) => t.term) : [] };
    try {
      const items = rewriteItems(doc);
      const started = performance.now();
      f.calls += 1;
      const prepared = prepare({ resume: doc, cv: true });
      const answer = await writer.optimise({ resume: doc, facts: factList(prepared), items, target });
      f.ms.push(performance.now() - started);
      for (const item of answer.value.items) {
        const found = guardSentences(item.sentences, prepared, [item.id.startsWith('work.') ? item.id : 'summary']).removed;
        if (process.env.EVAL_DEBUG) for (const v of found) console.log('violation', v.kind, v.claim, '|', v.sentence);
        if (args.show) console.log(`  ${item.id}: ${item.sentences.map((x) => x.text).join(doc.language === 'cn' ? '' : ' ')}`);
        count(found);
      }
    } catch {
      f.failures += 1;
    }
  }
  return f;
}

// ---------------------------------------------------------------------------------------------------------------

// Without --resumes: the shared PDFs, and resumes in text, Markdown and JSON Resume written for the purpose.
const resumeDirs = args.resumes
  ? [args.resumes]
  : [sharedData('resumes'), fileURLToPath(new URL('../apps/api/test/ai/adversarial/resumes', import.meta.url))];
const resumeDir = resumeDirs.join(' and ');
const resumes: { file: string; doc: ResumeDoc }[] = [];
const skipped: string[] = [];
for (const path of resumeDirs.flatMap(walk).sort()) {
  try {
    const doc = await readResume(path);
    if (doc) resumes.push({ file: basename(path), doc });
    else skipped.push(basename(path));
  } catch (err) {
    skipped.push(`${basename(path)} (${err instanceof Error ? err.message : String(err)})`);
  }
}
const jobs = (args.jobs ? readJobLines(args.jobs) : sharedJobs()).slice(0, Number(args['max-jobs']));
console.log(
  `resumes: ${resumes.length} read from ${resumeDir}${skipped.length ? `; not resumes or unreadable: ${skipped.join(', ')}` : ''}`,
);
console.log(`jobs: ${jobs.filter((j) => j.title).length} from ${args.jobs ?? 'the shared job postings'}`);

const writers: AiWriter[] = [builtinWriter];
if (process.env.AI_BASE_URL && process.env.AI_MODEL) {
  writers.push(
    chatWriter(
      openAiChat({
        baseUrl: process.env.AI_BASE_URL,
        apiKey: process.env.AI_API_KEY,
        model: process.env.AI_MODEL,
        timeoutMs: Number(process.env.AI_TIMEOUT_MS ?? 45_000),
        retries: Number(process.env.AI_RETRIES ?? 2),
      }),
    ),
  );
}

const perResume = Number(args['per-resume']);
const results: ProviderFigures[] = [];
for (const writer of writers) {
  const f = await evaluate(writer, resumes, jobs, perResume);
  results.push(f);
  const mean = (a: number[]) => (a.length ? a.reduce((s, v) => s + v, 0) / a.length : 0);
  const kinds = [...f.violationKinds.entries()].map(([k, n]) => `${k} ${n}`).join(', ');
  console.log(`\n${f.name}`);
  console.log(
    `  calls: ${f.calls} (${f.failures} failed), time per call: mean ${mean(f.ms).toFixed(1)} ms, max ${Math.max(0, ...f.ms).toFixed(1)} ms`,
  );
  console.log(`  claims the guard removes from the writer's own text: ${f.violations}${kinds ? ` (${kinds})` : ''}`);
  console.log(
    `  key-term coverage of letters: ` +
      `${f.coverable ? ((100 * f.covered) / f.coverable).toFixed(1) : '0.0'}% of the terms the resume shows ` +
      `(${f.covered}/${f.coverable}); ` +
      `${f.allTerms ? ((100 * f.allCovered) / f.allTerms).toFixed(1) : '0.0'}% of all the jobs' terms`,
  );
  console.log(
    `  letter length: mean ${mean(f.words).toFixed(0)} words, min ` +
      `${Math.min(...f.words, Infinity) === Infinity ? 0 : Math.min(...f.words)}, ` +
      `max ${Math.max(0, ...f.words)}`,
  );
}

let rho = '';
if (args.pairs) {
  const labels: Record<string, number> = { good: 2, partial: 1, poor: 0 };
  const scores: number[] = [];
  const wanted: number[] = [];
  const missing: string[] = [];
  for (const line of readFileSync(args.pairs, 'utf8')
    .split(/\r?\n/)
    .filter((l) => l.trim() && !l.startsWith('#'))) {
    const [file, lineNo, label] = line.split('\t').map((s) => s.trim());
    const resume = resumes.find((r) => r.file === file);
    const job = jobs[Number(lineNo)];
    if (!resume || !job?.title || !(label! in labels)) {
      missing.push(line);
      continue;
    }
    scores.push(matchResume(resume.doc, job, 'en').score);
    wanted.push(labels[label!]!);
  }
  rho = scores.length > 1 ? spearman(scores, wanted).toFixed(3) : '';
  console.log(
    `\nmatch score vs labels: ${scores.length} ` +
      `pairs${missing.length ? ` (${missing.length} skipped: resume or job not found, or label not good/partial/poor)` : ''}, Spearman ${rho || 'n/a'}`,
  );
}

// With --adversarial: the real server, pointed at a model that plants claims (decision 050), every operation
// through the HTTP API; what reached the person, per operation and kind of claim.
const adversarial = { leaked: 0, planted: 0, removed: 0, truths: 0 };
if (args.adversarial) {
  const workload = loadWorkload(args.workload);
  const model = await startAdversarialModel(workload.planted);
  const ctx = await build({ AI_BASE_URL: model.baseUrl, AI_API_KEY: 'sk-test-fake', AI_MODEL: 'adversarial', AI_RETRIES: '0' });
  const tally = emptyTally();
  try {
    for (let round = 0; round < Number(args.rounds); round++) await runRound(ctx, model, workload, tally, `eval-${round}`);
  } finally {
    await ctx.close();
    await model.close();
  }
  const { lines, leaked, planted } = report(tally);
  console.log(
    `\nadversarial: ${workload.planted.length} kinds of planted claim, ${args.rounds} rounds, ${model.replies.length} model replies`,
  );
  for (const line of lines) console.log(line);
  console.log(`  true sentences removed: ${tally.removedTruths} of ${tally.truths}`);
  for (const e of tally.removedExamples) console.log(`      removed: ${e}`);
  if (tally.refused.length) console.log(`  refused: ${tally.refused.join(', ')}`);
  Object.assign(adversarial, { leaked, planted, removed: tally.removedTruths, truths: tally.truths });
}

const coverage = Math.min(...results.map((f) => (f.coverable ? (100 * f.covered) / f.coverable : 0)));
console.log(
  `eval: leaked ${adversarial.leaked} of ${adversarial.planted} planted claims, false removals ${adversarial.removed} of ` +
    `${adversarial.truths} true sentences, key-term coverage ${coverage.toFixed(1)}%, spearman ${rho}`,
);
