import { anyOf } from '../../lib/pattern.ts';
import { tagChinese } from '../search/index.ts';
import { resumeFacts, type Fact } from './facts.ts';
import { DEGREE_PATTERN } from './lexicon.ts';
import { quantitiesIn, sameQuantity } from './quantities.ts';
import type { JobDoc, ResumeDoc } from './resume-doc.ts';
import { findSkills, mentionsSkill, normalise, sentences } from './text.ts';
import { isAboutRightToWork as aboutRightToWork } from './right-to-work.ts';
import { strengthen } from './verbs.ts';

/**
 * The claims guard (decision 050; it replaces decision 027's grounding check). A writer answers sentence by
 * sentence, each with the ids of the resume facts it uses (facts.ts). A sentence is kept only when every
 * employer, title, school, degree, date, number (with what it counts) and skill in it is in the facts it cites;
 * a year must fall within a cited role's or course's dates. A sentence that cites nothing may carry only the
 * job's own words and plain connecting text, never a claim about the person. Anything about the right to work
 * is dropped whatever it cites: the app places the person's status sentence itself.
 */
type ClaimKind =
  'employer' | 'school' | 'degree' | 'skill' | 'number' | 'date' | 'work-rights' | 'name' | 'title' | 'uncited' | 'job-claim';

export interface Violation {
  kind: ClaimKind;
  /** The claim as written in the generated text. */
  claim: string;
  /** The sentence it was in (what removal takes out). */
  sentence: string;
}

/** One sentence as a writer answers it: its text and the ids of the facts it uses (absent: it cited nothing at all). */
export interface DraftSentence {
  text: string;
  facts?: string[];
}

export interface GuardContext {
  resume: ResumeDoc;
  /** The job written to: its own words may be named, never claimed as the person's. */
  job?: Pick<JobDoc, 'title' | 'company' | 'location' | 'description'>;
  /** CV text (a summary, bullets, About Me): every sentence is about the person. A letter may also address the job. */
  cv?: boolean;
  /** Whether a sentence is about the right to work (default: right-to-work.ts, decision 051). */
  isRightToWorkSentence?: (sentence: string) => boolean;
}

/** Capitalised words that carry no claim: letter forms, days and months, pronouns, our own headings. */
const FREE_WORDS = new Set(
  (
    'i im ive id dear hiring manager managers team recruitment recruiter yours faithfully sincerely kind regards best wishes thank thanks ' +
    'mr ms mrs miss dr sir madam monday tuesday wednesday thursday friday saturday sunday january february march april may june july ' +
    'august september october november december jan feb mar apr jun jul aug sep sept oct nov dec present summary profile experience ' +
    'education skills key role position cv resume re uk british english the a an in at as and for with of to my our your this that these ' +
    'it its on by from please look forward hope which who when where what while also currently most recently previously over during ' +
    'recent results result about me i’m i’ve i’d he she we they there here through since before after across within both each every ' +
    'having being as such in addition additionally furthermore moreover however overall today yes'
  ).split(' '),
);

/** Plain words that follow "at" ("at scale", "at least", "at pace"): not an employer's name. */
const AT_COMMON = new Set(
  (
    'a an the least most all once first last scale pace speed times work home risk length heart level board senior ' +
    'every each any some short ease odds large times one two its their our my your this that these those both either ' +
    'which what whose different multiple several various high low full peak'
  ).split(' '),
);

/** Places a sentence may name without a fact: where the person is applying. */
const CN_FREE_PLACES = new Set(['英国', '伦敦', '中国', '英格兰', '苏格兰', '威尔士', '欧洲', '全球', '国际', '海外', '国内']);
/** Letter forms the segmenter may tag as names ("此致 敬礼"). */
const CN_FREE_WORDS = new Set(['此致', '敬礼', '尊敬', '招聘', '负责人', '贵公司', '您好']);

/** A claim about the person: their work, time, roles or results (not the application itself). */
/** Words that make a first-person sentence a claim about the person's past ("I worked", "my five years"). */
const PERSON_CLAIM_VERBS = [
  'worked|work(?:ing)? (?:at|for|as|with)|served|spent|joined|employed|years?|months?|experience|previously',
  'already|held|was|were|have been|had been|led|managed|ran|built|delivered|achieved|grew|increased|reduced',
  'launched|founded|owned|headed|oversaw|trained|graduated|studied|earned|hold|holding|as (?:a|an|the)',
];
const PERSON_CLAIM = new RegExp(
  [
    String.raw`\b(?:i|i'm|i’m|i've|i’ve|i'd|i’d|my|me|we)\b[^.]*\b${anyOf(PERSON_CLAIM_VERBS)}\b`,
    String.raw`^(?:as (?:a|an|the)\b|having\b|with\b[^.]*\b(?:years?|experience)\b)`,
  ].join('|'),
  'i',
);
const CN_PERSON_CLAIM =
  /我[^。！？]*(?:曾|担任|任职|就职|工作|经验|经历|负责|带领|领导|加入|做过|从事|毕业|获得|持有|管理|主导|实现|提升|年)/;
/** What a letter says in the first person without claiming anything: applying, hoping, thanking. */
const APPLYING_WORDS = ['writing|applying|excited|keen|eager|delighted|pleased|interested|enclosing|attaching'];
const WOULD_WORDS = ['welcome|like|love|appreciate|be (?:glad|happy|delighted|grateful)'];
const APPLYING = new RegExp(
  [
    String.raw`^\W*(?:i am|i'm|i’m) ${anyOf(APPLYING_WORDS)}\b`,
    String.raw`^\W*i would ${anyOf(WOULD_WORDS)}\b`,
    String.raw`^\W*i (?:look forward|hope)\b|^\W*thank you\b|^\W*please\b`,
    String.raw`^\W*我(?:写信|希望|期待|申请|很高兴|非常高兴)|^\W*(?:感谢|期待)`,
  ].join('|'),
  'i',
);
const FIRST_PERSON = /\b(?:i|i'm|i’m|i've|i’ve|i'd|i’d|my|me|myself)\b|我/i;

const tokenRe = /[\p{L}\p{N}][\p{L}\p{N}&/'’+#.-]*[\p{L}\p{N}+#]|[\p{L}\p{N}]/gu;
const tokensOf = (text: string) => (text.normalize('NFKC').match(tokenRe) ?? []).map((t) => t.toLowerCase().replace(/[’]/g, "'"));
const hasHan = (s: string) => /\p{Script=Han}/u.test(s);
/** Latin words touching Chinese characters ("搭建Power BI仪表板") read as words of their own. */
const spacedHan = (s: string) => s.replace(/\p{Script=Han}+/gu, (m) => ` ${m} `);
/** A fact's lines as the writers put them, opening verb in the past ("Leading a team" → "Led a team"). */
const inPastTense = (text: string) =>
  sentences(text)
    .map((line) => strengthen(line, false))
    .join('. ');
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Whether a phrase is in a text as whole words, in any case ("google deepmind" is "Google DeepMind"). */
function contains(text: string, phrase: string): boolean {
  const p = normalise(phrase);
  if (!p) return false;
  if (hasHan(p)) return normalise(text).includes(p);
  return new RegExp(`(?<![\\p{L}\\p{N}])${escape(p).replace(/ /g, '\\s+')}(?![\\p{L}\\p{N}])`, 'u').test(normalise(text));
}

const degreeKey = (d: string) =>
  d
    .toLowerCase()
    .replace(/[.\s'’-]/g, '')
    .replace(/s$/, '');

interface Prepared {
  facts: Map<string, Fact>;
  resumeText: string;
  /** Lower-case words the resume and the job use: a capitalised one of these is a common word, not a name. */
  commonWords: Set<string>;
  /** Employers, titles and schools of the resume: named only with the fact they belong to. */
  names: { name: string; kind: ClaimKind }[];
  jobNames: string[];
  name: string;
  /** The resume's employers, with the index of their role. */
  employers: { name: string; index: number }[];
  /** The words of those names and the job's (a sentence's first word is checked only when it is one of them). */
  nameTokens: Set<string>;
  jobText: string;
  cv: boolean;
  isRightToWork: (sentence: string) => boolean;
}

/** Everything the guard reads once per resume and job. */
export function prepare(context: GuardContext): Prepared {
  const { resume, job } = context;
  const reading = context.isRightToWorkSentence ?? aboutRightToWork;
  // An employer's or school's own name is not a statement ("at Monzo and Visa", "the Home Office"): read without it.
  const ownNames = [...resume.work.map((w) => w.company), ...resume.education.map((e) => e.school)]
    .filter((n) => n && n.trim().length > 1)
    .sort((a, b) => b.length - a.length);
  const isRightToWork = (sentence: string) => reading(ownNames.reduce((s, n) => s.split(n).join(' '), sentence));
  const facts = new Map(resumeFacts(resume, { isRightToWork }).map((f) => [f.id, f]));
  const jobText = job ? [job.title, job.company, job.location, job.description].join('\n') : '';
  const lowerWords = (text: string) => text.match(/(?<![\p{L}])[a-z][a-z'-]*/gu) ?? [];
  const names = [
    ...resume.work.flatMap((w) => [
      { name: w.company, kind: 'employer' as const },
      { name: w.role, kind: 'title' as const },
    ]),
    ...resume.education.map((e) => ({ name: e.school, kind: 'school' as const })),
  ].filter((n) => n.name && n.name.trim().length > 1);
  return {
    facts,
    resumeText: resume.text,
    commonWords: new Set([...lowerWords(resume.text), ...lowerWords(jobText)]),
    names,
    jobNames: job ? [job.company, job.title].filter((n) => n && n.trim().length > 1) : [],
    name: resume.name,
    employers: resume.work.map((w, index) => ({ name: w.company, index })).filter((e) => e.name.trim().length > 1),
    nameTokens: new Set(
      tokensOf([...names.map((n) => n.name), job?.company ?? '', job?.title ?? ''].join(' ')).filter((t) => !FREE_WORDS.has(t)),
    ),
    jobText,
    cv: !!context.cv,
    isRightToWork,
  };
}

/** The ids a writer may cite, for its prompt. */
export function factList(prepared: Prepared): Fact[] {
  return [...prepared.facts.values()];
}

/** Runs of capitalised words and abbreviations ("Wayne Enterprises", "M&S", "C-suite"); the sentence's first word is marked. */
function capitalisedTokens(sentence: string): { token: string; first: boolean }[] {
  const out: { token: string; first: boolean }[] = [];
  let first = true;
  for (const m of sentence.normalize('NFKC').matchAll(/[\p{L}\p{N}][\p{L}\p{N}&/'’+#.-]*[\p{L}\p{N}+#]|[\p{L}\p{N}]|[.!?:;•\n]/gu)) {
    const t = m[0];
    if (/^[.!?:;•\n]$/.test(t)) {
      first = true;
      continue;
    }
    if (/^\p{Lu}/u.test(t) || /^\p{Ll}+\p{Lu}/u.test(t)) out.push({ token: t.replace(/['’]s$/, ''), first });
    first = false;
  }
  return out;
}

/** Every reason a sentence cannot be kept (none: it may be kept). */
export function checkSentence(draft: DraftSentence, prepared: Prepared, implicit: string[] = []): Violation[] {
  const sentence = draft.text;
  const out: Violation[] = [];
  const seen = new Set<string>();
  const add = (kind: ClaimKind, claim: string) => {
    const key = `${kind}:${claim.toLowerCase()}`;
    if (!seen.has(key)) {
      seen.add(key);
      out.push({ kind, claim, sentence });
    }
  };
  if (prepared.isRightToWork(sentence)) {
    add('work-rights', sentence);
    return out;
  }
  if (!draft.facts) {
    add('uncited', sentence);
    return out;
  }
  const unknown = draft.facts.filter((id) => !prepared.facts.has(id));
  if (unknown.length) {
    add('uncited', unknown.join(', '));
    return out;
  }
  const cited = [...new Set([...draft.facts, ...implicit])].map((id) => prepared.facts.get(id)!).filter(Boolean);
  // The person's name may close any letter; their headline and contact details only where `profile` is cited.
  const evidence = [...cited.map((f) => f.text), prepared.name].join('\n');
  const evidenceTokens = new Set(tokensOf(spacedHan(evidence)));
  // In a CV every sentence is about the person; in a letter, any but applying, hoping and thanking.
  const claimsAboutPerson =
    prepared.cv ||
    PERSON_CLAIM.test(sentence) ||
    CN_PERSON_CLAIM.test(sentence) ||
    (FIRST_PERSON.test(sentence) && !APPLYING.test(sentence));
  // The job's own words may be named when the sentence claims nothing about the person.
  const jobAllowed = (phrase: string) => !claimsAboutPerson && !!prepared.jobText && contains(prepared.jobText, phrase);

  // The job's employer or title, claimed as the person's: "I previously worked at <employer>", "N years as <title>".
  for (const name of prepared.jobNames) {
    if (contains(sentence, name) && !contains(evidence, name) && claimsAboutPerson) add('job-claim', name);
  }
  // An employer, school or title of the resume, named beside facts it does not belong to.
  for (const { name, kind } of prepared.names) {
    if (contains(sentence, name) && !contains(evidence, name) && !prepared.jobNames.some((j) => contains(j, name) && jobAllowed(j)))
      add(kind, name);
  }

  // Numbers, with what they count; years within the cited dates; durations within them.
  const factQuantities = cited.flatMap((f) => quantitiesIn(f.text));
  // Dates and durations are the named employer's when the sentence names one ("two years at Uber" is Uber's to
  // ground, not the cited role's); that role must then be cited.
  const named = prepared.employers.filter((e) => contains(sentence, e.name)).map((e) => e.index);
  const dated = named.length ? cited.filter((f) => named.some((i) => f.id === `work.${i}` || f.id.startsWith(`work.${i}.`))) : cited;
  const spans = dated.map((f) => f.years).filter((y): y is NonNullable<Fact['years']> => !!y);
  // A duration may say at most what the cited dates span, rounded to the nearest year ("four years" for 4 years 8 months).
  const spanLength = spans.reduce((n, s) => n + s.length, 0);
  const spaced = spacedHan(sentence);
  for (const q of quantitiesIn(sentence)) {
    if (q.kind === 'year') {
      const within = spans.some((s) => q.value >= s.from && q.value <= s.to);
      const written = factQuantities.some((f) => f.kind === 'year' && f.value === q.value);
      if (!within && !written && !(jobAllowed(q.raw) && !claimsAboutPerson)) add('date', q.raw);
      continue;
    }
    if (factQuantities.some((f) => sameQuantity(q, f))) continue;
    if (q.kind === 'duration' && spans.length && q.value <= Math.round(q.unit === 'year' ? spanLength : spanLength * 12)) continue;
    if (!claimsAboutPerson && prepared.jobText && quantitiesIn(prepared.jobText).some((f) => sameQuantity(q, f))) continue;
    add('number', q.raw);
  }

  // Skills and tools.
  for (const skill of findSkills(spaced)) {
    const cites = cited.some(
      (f) =>
        mentionsSkill(spacedHan(f.text), skill.name) ||
        mentionsSkill(inPastTense(f.text), skill.name) ||
        normalise(f.text) === normalise(skill.name),
    );
    // The job's own skill, in any of its spellings ("accounts" is the ad's Accounting), outside a claim.
    const inJob = !claimsAboutPerson && !!prepared.jobText && mentionsSkill(spacedHan(prepared.jobText), skill.name);
    if (!cites && !inJob && !jobAllowed(skill.name)) add('skill', skill.name);
  }
  // Degrees and qualifications.
  const evidenceDegrees = new Set((evidence.match(DEGREE_PATTERN) ?? []).map(degreeKey));
  for (const degree of sentence.match(DEGREE_PATTERN) ?? []) {
    if (!evidenceDegrees.has(degreeKey(degree)) && !jobAllowed(degree)) add('degree', degree);
  }

  // Names: capitalised words and abbreviations ("M&S", "B&Q", "GD&T") that are neither in the cited facts, nor
  // common words the resume or the job uses in lower case, nor the job's own (outside a claim about the person).
  const skillWords = new Set(findSkills(spaced).flatMap((s) => tokensOf(s.name)));
  for (const { token, first } of capitalisedTokens(spaced)) {
    const lower = token.toLowerCase().replace(/[’]/g, "'");
    if (evidenceTokens.has(lower) || FREE_WORDS.has(lower.replace(/'/g, '')) || skillWords.has(lower)) continue;
    // Numbers ("Q3", "24/7") are read as numbers, above.
    if (/\d/.test(token) || hasHan(token)) continue;
    // A sentence's first word is capitalised anyway: a claim only when it is part of a name the guard knows.
    if (first && !prepared.nameTokens.has(lower)) continue;
    const common = prepared.commonWords.has(lower) && !contains(prepared.names.map((n) => n.name).join('\n'), token);
    if (common) continue;
    if (jobAllowed(token)) continue;
    // Part of a degree already checked ("BSc", "MSc").
    if (DEGREE_PATTERN.test(token)) {
      DEGREE_PATTERN.lastIndex = 0;
      continue;
    }
    DEGREE_PATTERN.lastIndex = 0;
    add(/\b(?:university|college|school)\b/i.test(token) ? 'school' : 'employer', token);
  }

  // An employer written in lower case ("four years at google deepmind"): words after "at" or "joined" that
  // neither the cited facts, nor the resume or the job in lower case, nor plain English use.
  for (const m of spaced.normalize('NFKC').matchAll(/\b(?:at|joined)\s+((?:[a-z][\p{L}&'-]*\s*){1,3})/gu)) {
    const words = m[1]!.trim().split(/\s+/);
    const head = words[0]!;
    if (AT_COMMON.has(head) || FREE_WORDS.has(head)) continue;
    const unknown = words.filter((w) => !evidenceTokens.has(w) && !prepared.commonWords.has(w) && !FREE_WORDS.has(w) && !AT_COMMON.has(w));
    if (unknown.length && !unknown.every((w) => contains(prepared.jobText, w) && jobAllowed(w))) add('employer', m[1]!.trim());
  }

  // Chinese: names the segmenter tags (people, places, organisations, other proper nouns, unknown words where an
  // employer would stand), and Latin runs inside Chinese text.
  if (hasHan(sentence)) {
    const tagged = tagChinese(sentence.normalize('NFKC'));
    // An English sentence naming a Chinese title or employer: its English words were checked above as English.
    const latinWords = sentence.match(/[A-Za-z]+/g)?.length ?? 0;
    const english = latinWords >= 4 && latinWords * 2 > (sentence.match(/\p{Script=Han}/gu)?.length ?? 0);
    for (let i = 0; i < tagged.length; i++) {
      const { word, tag } = tagged[i]!;
      if (tag === 'eng' && english) continue;
      if (tag === 'eng') {
        let run = word;
        // "Power BI", "M&S", "C-suite": one run across spaces and joiners.
        while (
          tagged[i + 1] &&
          (tagged[i + 1]!.tag === 'eng' || (/^[\s&/.-]$/.test(tagged[i + 1]!.word) && tagged[i + 2]?.tag === 'eng'))
        ) {
          run += tagged[++i]!.word;
        }
        const ok =
          contains(spacedHan(evidence), run) ||
          tokensOf(run).every((t) => evidenceTokens.has(t) || FREE_WORDS.has(t)) ||
          skillWords.has(run.toLowerCase()) ||
          jobAllowed(run);
        if (!ok && !findSkills(run).length) add('employer', run);
        continue;
      }
      if (!hasHan(word) || [...word].length < 2) continue;
      const proper = /^(?:nr|nrt|nrfg|ns|nt|nz)$/.test(tag);
      const prev = tagged[i - 1]?.word ?? '';
      const unknownAsEmployer = tag === 'x' && /^(?:在|于|加入|就职于|任职于|为)$/.test(prev);
      if (!proper && !unknownAsEmployer) continue;
      if (evidence.includes(word) || CN_FREE_PLACES.has(word) || CN_FREE_WORDS.has(word) || jobAllowed(word)) continue;
      add(tag === 'nr' || tag === 'nrfg' ? 'name' : 'employer', word);
    }
  }
  return out;
}

export interface Checked {
  /** The sentences kept, in order, with their facts. */
  kept: DraftSentence[];
  removed: Violation[];
  total: number;
  dropped: number;
}

/** Checks a writer's sentences: keeps those that hold, reports each one removed with why. */
export function guardSentences(sentences: DraftSentence[], prepared: Prepared, implicit: string[] = []): Checked {
  const kept: DraftSentence[] = [];
  const removed: Violation[] = [];
  let dropped = 0;
  let total = 0;
  for (const s of sentences) {
    if (!s.text.trim()) continue;
    total += 1;
    const violations = checkSentence(s, prepared, implicit);
    if (violations.length) {
      dropped += 1;
      removed.push(...violations);
    } else kept.push(s);
  }
  return { kept, removed, total, dropped };
}
