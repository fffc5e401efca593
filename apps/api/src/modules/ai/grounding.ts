import { DEGREE_PATTERN, WORK_RIGHTS_PATTERN } from './lexicon.ts';
import type { JobDoc, ResumeDoc } from './resume-doc.ts';
import { blankSkills, datesIn, digitsOf, findSkills, mentionsSkill, normalise, numbersIn, squash } from './text.ts';

/**
 * The grounding check (docs/product.md §10, decision 027): every employer, school, degree, skill, number, date
 * and statement about visas or the right to work in generated text must be found in the person's own resume or
 * profile; the employer being written to (and the job's title and place) may come from the job. A sentence
 * that carries an ungrounded claim is removed; when too much would go, the whole output is rejected. Both
 * engines' output goes through here, so the built-in engine is held to the same rule as a model.
 */
type ClaimKind = 'employer' | 'school' | 'degree' | 'skill' | 'number' | 'date' | 'work-rights' | 'name';

export interface Violation {
  kind: ClaimKind;
  /** The claim as written in the generated text. */
  claim: string;
  /** The sentence it was in (what removal takes out). */
  sentence: string;
}

export interface GroundingSource {
  resume: ResumeDoc;
  /** The job written to: its employer, title and place may be named. */
  job?: Pick<JobDoc, 'title' | 'company' | 'location'>;
}

/** Capitalised words that carry no claim: letter forms, days and months, pronouns, our own headings. */
const FREE_WORDS = new Set(
  (
    'i im ive id dear hiring manager managers team recruitment recruiter yours faithfully sincerely kind regards best wishes thank thanks ' +
    'mr ms mrs miss dr sir madam monday tuesday wednesday thursday friday saturday sunday january february march april may june july ' +
    'august september october november december jan feb mar apr jun jul aug sep sept oct nov dec present summary profile experience ' +
    'education skills key role position cv resume re uk british english the a an in at as and for with of to my our your this that these ' +
    'it its on by from please look forward hope which who when where what while also currently most recently previously over during ' +
    'recent results result about me'
  ).split(' '),
);

const ORG_NAME = /[\u4e00-\u9fff]{2,16}(?:公司|大学|学院|银行|集团|医院|学校|研究所|研究院)/gu;
const SCHOOLISH = /\b(?:university|college|school|institute|academy|polytechnic)\b|大学|学院|学校/i;
const CONNECTORS = new Set(['of', 'and', '&', 'for', 'the', 'de', 'la', 'von', 'van']);

interface Index {
  text: string;
  squashed: string;
  words: Set<string>;
  numbers: Set<string>;
  years: Set<number>;
  months: Set<string>;
  degrees: Set<string>;
  rights: string[];
  jobText: string;
}

const degreeKey = (d: string) =>
  d
    .toLowerCase()
    .replace(/[.\s'’-]/g, '')
    .replace(/s$/, '');

function indexOf(source: GroundingSource): Index {
  const text = source.resume.text;
  const jobText = source.job ? [source.job.company, source.job.title, source.job.location].filter(Boolean).join(' \n ') : '';
  const words = new Set(
    normalise(`${text}\n${jobText}`)
      .match(/[\p{L}\p{N}][\p{L}\p{N}'+#.-]*/gu)
      ?.map((w) => w.replace(/[.'-]+$/, '')) ?? [],
  );
  const dates = datesIn(text);
  return {
    text,
    squashed: squash(`${text}\n${jobText}`),
    words,
    numbers: new Set([...numbersIn(text), ...numbersIn(source.job?.title ?? '')].map(digitsOf)),
    years: new Set(dates.map((d) => d.year)),
    months: new Set(dates.filter((d) => d.month).map((d) => `${d.year}-${d.month}`)),
    degrees: new Set((text.match(DEGREE_PATTERN) ?? []).map(degreeKey)),
    rights: source.resume.workRights.map(normalise),
    jobText,
  };
}

/** The sentence with the job's own words blanked out (naming the job applied for is not a claim about the person). */
function withoutJob(sentence: string, job: GroundingSource['job']): string {
  let out = sentence;
  for (const part of [job?.title, job?.company, job?.location]) {
    if (part && part.trim().length > 1) out = out.split(part).join(' ');
  }
  return out;
}

/** Runs of capitalised words ("Wayne Enterprises", "University of Leeds"), joined by connectors, broken by punctuation. */
function capitalisedRuns(sentence: string): { words: string[]; first: boolean }[] {
  const runs: { words: string[]; first: boolean }[] = [];
  let run: string[] = [];
  let runFirst = false;
  let lastEnd = 0;
  let index = 0;
  const close = () => {
    while (run.length && CONNECTORS.has(run.at(-1)!.toLowerCase())) run.pop();
    if (run.length) runs.push({ words: run, first: runFirst });
    run = [];
  };
  for (const m of sentence.matchAll(/[\p{L}\p{N}][\p{L}\p{N}'’&.+#-]*/gu)) {
    const word = m[0].replace(/[.'’-]+$/, '');
    const gap = sentence.slice(lastEnd, m.index);
    lastEnd = m.index + m[0].length;
    if (run.length && /\S/.test(gap)) close();
    if (/^\p{Lu}/u.test(word) || (/^[A-Z0-9]+$/.test(word) && /[A-Z]/.test(word))) {
      if (!run.length) runFirst = index === 0;
      run.push(word);
    } else if (run.length && CONNECTORS.has(word.toLowerCase())) {
      run.push(word);
    } else close();
    index += 1;
  }
  close();
  return runs;
}

/** Every ungrounded claim in a text. */
export function findViolations(generated: string, source: GroundingSource): Violation[] {
  const index = indexOf(source);
  const out: Violation[] = [];
  for (const sentence of splitSentences(generated).flatMap((line) => line.parts)) out.push(...sentenceViolations(sentence, source, index));
  return out;
}

function sentenceViolations(sentence: string, source: GroundingSource, index: Index): Violation[] {
  const out: Violation[] = [];
  const seen = new Set<string>();
  const add = (kind: ClaimKind, claim: string) => {
    const key = `${kind}:${claim.toLowerCase()}`;
    if (!seen.has(key)) {
      seen.add(key);
      out.push({ kind, claim, sentence });
    }
  };
  const own = withoutJob(sentence, source.job);

  if (WORK_RIGHTS_PATTERN.test(sentence)) {
    const s = normalise(sentence).replace(/[.!。]+$/, '');
    const recorded = index.rights.some((r) => {
      const rr = r.replace(/[.!。]+$/, '');
      return rr.length > 0 && (s.includes(rr) || rr.includes(s));
    });
    if (!recorded) add('work-rights', sentence.match(WORK_RIGHTS_PATTERN)?.[0] ?? sentence);
  }
  for (const skill of findSkills(own)) {
    if (!mentionsSkill(index.text, skill.name) && !source.resume.skills.some((s) => s.toLowerCase() === skill.name.toLowerCase()))
      add('skill', skill.name);
  }
  for (const degree of own.match(DEGREE_PATTERN) ?? []) {
    if (!index.degrees.has(degreeKey(degree))) add('degree', degree);
  }
  for (const date of datesIn(own)) {
    const ok = date.month
      ? index.months.has(`${date.year}-${date.month}`) || (index.years.has(date.year) && !hasMonthsFor(index, date.year))
      : index.years.has(date.year);
    if (!ok) add('date', date.month ? `${date.month}/${date.year}` : String(date.year));
  }
  const withoutDates = own.replace(/\b(?:19|20)\d{2}\b/g, ' ');
  for (const n of numbersIn(withoutDates)) {
    const digits = digitsOf(n);
    if (digits && !index.numbers.has(digits)) add('number', n);
  }
  for (const name of own.match(ORG_NAME) ?? []) {
    if (!index.text.includes(name) && !index.jobText.includes(name)) add(SCHOOLISH.test(name) ? 'school' : 'employer', name);
  }
  // What is left of the capitalised words names organisations and places (skills and degrees are checked above).
  for (const run of capitalisedRuns(own)) {
    // The first word of a sentence is capitalised anyway: alone it claims nothing.
    const words = run.first ? run.words.slice(1) : run.words;
    if (run.first && run.words.length === 1) continue;
    const rest = blankSkills(words.join(' ')).replace(DEGREE_PATTERN, ' ').split(/\s+/).filter(Boolean);
    const claimed = rest.filter((w) => !FREE_WORDS.has(w.toLowerCase().replace(/['’]/g, '')) && !CONNECTORS.has(w.toLowerCase()));
    if (!claimed.length) continue;
    const phrase = run.words.join(' ');
    const missing = claimed.filter((w) => !index.words.has(normalise(w)));
    const orgLike =
      /\b(?:ltd|limited|plc|inc|llp|llc|group|bank|university|college|school|institute|trust|council|nhs|corp|corporation|company|academy)\b/i.test(
        phrase,
      );
    // "Acme Ltd and Globex" names two organisations: each must be there (or the whole, for "Marks and Spencer").
    const named = (ws: string[]) => index.squashed.includes(squash(ws.join(' ')));
    const parts = words
      .join(' ')
      .split(/\s+(?:and|&)\s+/i)
      .map((p) => p.split(' '));
    if (missing.length || (orgLike && !named(words) && !parts.every(named))) {
      add(
        SCHOOLISH.test(phrase)
          ? 'school'
          : /[A-Z]/.test(phrase) && source.resume.name && squash(phrase).includes(squash(source.resume.name.split(' ')[0] ?? '-'))
            ? 'name'
            : 'employer',
        words.join(' '),
      );
    }
  }
  return out;
}

/** A year the resume gives with months: a month the resume does not give for it is not grounded. */
function hasMonthsFor(index: Index, year: number): boolean {
  for (const m of index.months) if (m.startsWith(`${year}-`)) return true;
  return false;
}

/** Lines, each split into sentences, so a sentence can be taken out and the rest put back as it was. */
function splitSentences(text: string): { line: string; parts: string[] }[] {
  return text.split('\n').map((line) => ({ line, parts: line.split(/(?<=[.!?。！？])\s+(?=\S)|(?<=[。！？])/u).filter((p) => p.trim()) }));
}

export interface Grounded {
  text: string;
  removed: Violation[];
  /** Too much was ungrounded to keep the rest: the output must not be used. */
  rejected: boolean;
}

/**
 * Takes out every sentence with an ungrounded claim. Rejects the output when more than `maxRemovedShare` of
 * its sentences had to go, or nothing is left.
 */
export function enforceGrounding(generated: string, source: GroundingSource, options: { maxRemovedShare?: number } = {}): Grounded {
  const index = indexOf(source);
  const removed: Violation[] = [];
  let total = 0;
  let dropped = 0;
  const lines: string[] = [];
  for (const { line, parts } of splitSentences(generated)) {
    if (!parts.length) {
      lines.push(line);
      continue;
    }
    const kept: string[] = [];
    for (const part of parts) {
      total += 1;
      const violations = sentenceViolations(part, source, index);
      if (violations.length) {
        dropped += 1;
        removed.push(...violations);
      } else kept.push(part);
    }
    if (kept.length) lines.push(kept.join(' '));
  }
  const text = lines
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  const rejected = !text || (total > 0 && dropped / total > (options.maxRemovedShare ?? 0.5));
  return { text: rejected ? '' : text, removed, rejected };
}
