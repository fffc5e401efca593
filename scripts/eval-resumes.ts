/**
 * npm run eval:resumes -- [--verbose]
 *
 * Reads every resume of the corpus (apps/api/test/fixtures/resumes: each person as plain text, labelled text,
 * Markdown, JSON Resume and a builder PDF, in English and Chinese) and prints, per field, the share read right.
 * With --verbose, every miss (document, field, what was read, what the resume says).
 * Then the match score on the labelled resume–job pairs (apps/api/test/fixtures/match): each pair's score, the
 * good fits scored below 60 and the Spearman correlation of the scores with the labels.
 * The last lines: `eval: resume fields right N%, lowest FIELD X%` and `eval: N labelled pairs, good fits below 60:
 * K, spearman R`.
 */
import { parseArgs } from 'node:util';
import { corpus } from '../apps/api/test/fixtures/resumes/corpus.ts';
import { scorePairs, spearman } from '../apps/api/test/fixtures/match/pairs.ts';
import { FIELDS, accuracy, readDoc, scoreReading, type FieldResult } from '../apps/api/test/fixtures/resumes/score.ts';

const { values: args } = parseArgs({ options: { verbose: { type: 'boolean', default: false } } });

const docs = corpus();
const all: FieldResult[] = [];
const byFormat = new Map<string, FieldResult[]>();
for (const doc of docs) {
  const results = scoreReading(await readDoc(doc), doc.person);
  all.push(...results);
  const key = `${doc.format}/${doc.person.lang}`;
  byFormat.set(key, [...(byFormat.get(key) ?? []), ...results]);
  if (args.verbose) for (const r of results.filter((x) => !x.ok)) console.log(`miss ${doc.id} ${r.field}: got "${r.got}" want "${r.want}"`);
}
const acc = accuracy(all);
console.log(`${docs.length} resumes (${[...byFormat.keys()].join(', ')})`);
console.log('field      right / total');
for (const f of FIELDS)
  console.log(`${f.padEnd(10)} ${String(acc[f].right).padStart(5)} / ${acc[f].total}  ${(acc[f].share * 100).toFixed(1)}%`);
for (const [key, results] of byFormat) {
  const right = results.filter((r) => r.ok).length;
  console.log(`${key.padEnd(12)} ${((right / results.length) * 100).toFixed(1)}%`);
}
const total = all.filter((r) => r.ok).length / all.length;
const lowest = FIELDS.reduce((a, b) => (acc[a].share <= acc[b].share ? a : b));
console.log(`eval: resume fields right ${(total * 100).toFixed(1)}%, lowest ${lowest} ${(acc[lowest].share * 100).toFixed(1)}%`);

// Advice: the labelled resume–job pairs (apps/api/test/fixtures/match).
const scored = await scorePairs();
const goodLow = scored.filter((s) => s.label === 'good' && s.report.score < 60);
for (const s of scored) console.log(`${s.label.padEnd(8)} ${String(s.report.score).padStart(3)}  ${s.person} → ${s.job}`);
console.log(`eval: ${scored.length} labelled pairs, good fits below 60: ${goodLow.length}, spearman ${spearman(scored).toFixed(3)}`);
