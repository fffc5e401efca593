import { anyOf } from '../../lib/pattern.ts';
import { strengthen } from './verbs.ts';
import type { DraftSentence } from './claims.ts';
import type { Fact } from './facts.ts';
import { ACTION_VERB_SET, PRESENT_TO_PAST } from './lexicon.ts';
import type { JobDoc, ResumeDoc, WorkItem } from './resume-doc.ts';
import { capitalise, decapitalise, isQuantified, listOf, mentionsSkill, wholeWords, type CvLanguage } from './text.ts';
import type { CoverLetterInput } from './writer.ts';

/**
 * The built-in engine's cover letters (decision 056). A letter is built from the ad's top requirements matched to
 * the person's strongest evidence (bullets with figures, in the first person), something the ad itself says about
 * the employer or the role, and the person's degree; each sentence cites the facts it is assembled from (decision
 * 050), and sentences citing nothing speak only about the job, never about the person.
 *
 * Every slot (opening, introduction, each piece of evidence, the ad, skills, degree, closing) has at least ten
 * wordings; a letter takes wording (seed + variant) of each slot, where the seed comes from the resume and the
 * variant is the letter's place in its batch, so the letters of one batch (at most ten) never share a sentence.
 */

type Paragraph = { sentences: DraftSentence[] };

/** The length a letter aims at, in words (letterWords). */
const LETTER_WORDS = { min: 180, max: 300 };

/**
 * A letter's length in English words: Latin words, plus Chinese characters at 1.6 to a word (what a translation
 * between the two takes, about 1.5-1.8), so a Chinese letter of 180-300 "words" is 290-480 characters.
 */
function letterWords(text: string): number {
  const han = text.match(/\p{Script=Han}/gu)?.length ?? 0;
  const latin = text.replace(/\p{Script=Han}/gu, ' ').match(/[\p{L}\p{N}][\p{L}\p{N}'’.+#-]*/gu)?.length ?? 0;
  return latin + Math.round(han / 1.6);
}
/** An employer is named at most this often in one letter. */
const MAX_EMPLOYER_MENTIONS = 2;

function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

/** "a Finance Analyst", "an Audit Associate", "an MSc", "an HR Advisor", "a BSc", "a MERN", "a Master of …". */
function withArticle(phrase: string): string {
  const word = phrase.trim().split(/\s/)[0] ?? '';
  // An abbreviation said letter by letter: F, H, L, M, N, R, S, X start with a vowel sound ("an MSc", "an HR").
  // One of four letters or more with a vowel among its first three is said as a word ("a MERN", "a NEBOSH").
  const saidAsWord = /^[A-Z]{4,}\b/.test(word) && /^[A-Z]{0,2}[AEIOU]/.test(word);
  const spelt = !saidAsWord && /^[A-Z]{2,}|^[A-Z](?:Sc|Eng|Phil|Res|Ed|Ch|Pharm|Litt)\b/.test(word);
  const vowelSound = spelt ? /^[AEFHILMNORSX]/.test(word) : /^[aeiou]/i.test(word) && !/^(?:uni|use|usu|eu|one\b)/i.test(word);
  return `${vowelSound ? 'an' : 'a'} ${phrase.trim()}`;
}

/** Words after a comma that start the tail of an ad's job title: "Analyst, London", "Chef, Full time". */
const TITLE_TAIL_WORDS = ['remote|hybrid|london|manchester|part|full|permanent|contract'];
/** Where an ad's job title ends: a dash, a pipe, a bracket (not "(Hons)") or a comma before a place, pay or contract. */
const TITLE_TAIL = new RegExp(
  String.raw`\s+[-–—|]\s*|\s*[-–—|]\s+|\s*\|\s*|\s*\((?![^)]*\b(?:hons|senior|junior)\b)|,\s*(?=£|\d|${anyOf(TITLE_TAIL_WORDS)}\b)`,
  'i',
);
/** A job title as a person writes it in a sentence: without the ad's location, salary or contract tail. */
function cleanTitle(title: string): string {
  const cut = title
    .split(TITLE_TAIL)[0]!
    .replace(/[*_#]+/g, '')
    .trim();
  return shouted(cut || title.trim());
}

/** Abbreviations a title in capitals keeps as they are; the small words go to lower case. */
const KEEP_CAPS = new Set([
  'BI',
  'HR',
  'IT',
  'UX',
  'UI',
  'QA',
  'PR',
  'HGV',
  'CNC',
  'ICT',
  'SEO',
  'SEN',
  'AI',
  'ML',
  'CAD',
  'NHS',
  'CRM',
  'ERP',
  'SQL',
  'AWS',
]);
const SMALL_WORDS = new Set(['and', 'of', 'the', 'for', 'in', 'to', 'or', 'with']);

/** A title written in capitals ("DATA ANALYST / BI ANALYST") in title case ("Data Analyst / BI Analyst"). */
function shouted(text: string): string {
  if (/\p{Ll}/u.test(text)) return text;
  return text.replace(/\p{Lu}+/gu, (word, at: number) => {
    if (KEEP_CAPS.has(word)) return word;
    if (at > 0 && SMALL_WORDS.has(word.toLowerCase())) return word.toLowerCase();
    return word[0] + word.slice(1).toLowerCase();
  });
}

/** The employer as a sentence names it: without the site the ad added ("Oaklands Farm Eggs, Edstaston", "Skanska - Royal Derby Hospital"). */
function cleanCompany(company: string): string {
  return company.split(/,\s+(?!(?:Inc|Ltd|LLP|LLC|Limited|plc|PLC|Co)\b)|\s+[-–—|]\s+/)[0]!.trim();
}

/** Markdown and escapes out of an ad's text. */
const plainAd = (text: string) =>
  text
    .replace(/\\([*_#\\[\]()-])/g, '$1')
    .replace(/[*_#]{1,3}/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/<[^>]+>/g, ' ');

interface AdSpecifics {
  /** What the ad says the employer is: "a leading provider of …" (from "We are …" / "<Company> is …"). */
  about: string | null;
  /** A duty the ad names, as "to …" would continue it: "lead the monthly forecast for your stores". */
  duty: string | null;
}

const PERSONAL = /\b(?:i|me|my|we|us|we're|we've|ourselves)\b/i;

/** Words after "you will be" that describe the person or the terms, not a duty. */
const NOT_A_DUTY_WORDS = [String.raw`a|an|the|someone|able|expected|required|paid|based|working\s+(?:hours|on\s+a)`];
/** "You will build…": a duty in the ad's words, at least a short phrase long. */
const YOU_WILL_DO = new RegExp(
  String.raw`\byou(?:'ll| will)\s+(?:also\s+)?((?!be\s+${anyOf(NOT_A_DUTY_WORDS)}\b)[a-z](?:[^.;:!?]|\.(?=\S)){14,})`,
  'i',
);

/** Something specific the ad says about the employer and the role, from its own words (never invented). */
function adSpecifics(job: JobDoc): AdSpecifics {
  const text = plainAd(job.description);
  const lines = text
    .split(/\n+|(?<=[.!?])\s+/)
    .map((l) => l.trim())
    .filter(Boolean);
  const company = job.company.trim();
  const esc = company.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const tidy = (s: string) =>
    s
      .replace(/\bour\b/gi, 'your')
      .replace(/\s+/g, ' ')
      .replace(/[\s,;:–-]+$/, '')
      .trim();
  let about: string | null = null;
  // "We are a …", "<Company> is a …" → "is a …"; "<Company> designs and manufactures …" → that clause.
  const aboutRe = new RegExp(
    `^(?:we(?:'re| are)|${esc ? `${esc}(?:\\s+(?:Ltd|Limited|plc|Group))?\\s+(?:is|are)` : 'we are'})\\s+((?:a|an|one of|the)\\s+[^.;!?]{12,})`,
    'i',
  );
  const doesRe = esc
    ? new RegExp(`^${esc}(?:\\s+(?:Ltd|Limited|plc|Group))?\\s+((?!is\\b|are\\b|has\\b|have\\b)[a-z]+s\\b[^.;!?]{12,})`)
    : null;
  for (const line of lines) {
    const m = aboutRe.exec(line);
    const d = m ? null : doesRe?.exec(line);
    if (!m && !d) continue;
    let phrase = tidy(
      (m ? m[1]! : d![1]!).split(/\s+(?:and|who|which|that) (?:we|are looking|is looking|seek)\b|\s+(?:looking|seeking) (?:for|to)\b/i)[0]!,
    );
    // A long sentence: up to its last comma within 150 characters, never cut inside a word.
    if (phrase.length > 150) {
      const cut = /^(.{12,150}),\s/.exec(phrase);
      if (!cut) continue;
      phrase = tidy(cut[1]!);
    }
    if (phrase.split(' ').length >= 4 && !PERSONAL.test(phrase) && !/\byou\b/i.test(phrase)) {
      about = m ? `is ${phrase}` : phrase;
      break;
    }
  }
  let duty: string | null = null;
  for (const line of lines) {
    const m = YOU_WILL_DO.exec(line);
    if (!m) continue;
    let phrase = tidy(m[1]!.split(/,\s*(?:and\s+)?(?:you|we|this)\b|\s+(?:so that|because)\b/i)[0]!);
    // A long list of duties: its first duty (up to a comma or "and" that leaves a phrase of its own).
    if (phrase.length > 110) {
      const cut = /^(.{20,110}?),\s+/.exec(phrase);
      // Never inside a list of nouns ("ensure the accuracy, integrity and timeliness of …").
      if (!cut || /^[\w-]+(?:\s[\w-]+)?(?:,|\s+(?:and|or)\b)/.test(phrase.slice(cut[0].length))) continue;
      phrase = tidy(cut[1]!);
    }
    // A duty the ad left unfinished ("be responsible for …", "work with the") is no duty to quote.
    const unfinished = /…|\.\.|\b(?:for|to|of|with|and|or|the|a|an|in|on|at|by|as)$|,\s*[\w-]+$/i.test(phrase);
    if (phrase.split(' ').length >= 4 && !unfinished && !PERSONAL.test(phrase) && !/\byou(?:r)?\b[^]*\byou\b/i.test(phrase)) {
      duty = phrase.replace(/\byourself\b/gi, 'oneself').replace(/^be responsible for\b/i, 'take responsibility for');
      break;
    }
  }
  return { about, duty };
}

interface Evidence {
  work: WorkItem;
  workIndex: number;
  bullet: string;
  fact: string;
  /** The bullet in the first person, past tense, without its full stop: "I built …" / "我用…". */
  said: string;
}

/** "Built the model" → "I built the model"; null when the bullet does not start with something a person did. */
function firstPerson(bullet: string, language: CvLanguage): string | null {
  if (language === 'cn') {
    const text = bullet
      .replace(/^[•·\-\s]+/, '')
      .replace(/[。.；;，,\s]+$/, '')
      .trim();
    if ([...text].length < 4) return null;
    return text.startsWith('我') ? text : `我${text}`;
  }
  const strong = strengthen(bullet.replace(/^(?:i|we)\s+/i, ''), false)
    .replace(/\s*[.;]+$/, '')
    .trim();
  const first = (strong.split(/\s/)[0] ?? '').toLowerCase().replace(/[^a-z]/g, '');
  const past = PRESENT_TO_PAST[first];
  const isVerb = ACTION_VERB_SET.has(first) || IRREGULAR_PAST.has(first) || !!past || /^[a-z]{3,}ed$/.test(first);
  if (!isVerb) return null;
  const body = past ? `${past}${strong.slice(strong.split(/\s/)[0]!.length)}` : decapitalise(strong);
  return `I ${body.replace(/\bour\b/g, 'the').replace(/\s+/g, ' ')}`;
}

/** The person's strongest evidence for the ad: bullets using its terms (the first terms count most) and figures. */
function pickEvidence(resume: ResumeDoc, terms: string[], n: number, language: CvLanguage): Evidence[] {
  const scored = resume.work.flatMap((work, wi) =>
    work.bullets.map((bullet, bi) => {
      const said = firstPerson(bullet, language);
      const termScore = terms.reduce((s, t, i) => s + (mentionsSkill(bullet, t) ? Math.max(1, 4 - i * 0.3) : 0), 0);
      const score = termScore + (isQuantified(bullet) ? 3 : 0) - wi * 0.6 - bi * 0.1;
      return { work, workIndex: wi, bullet, fact: `work.${wi}.${bi}`, said, score };
    }),
  );
  const picked: Evidence[] = [];
  const ok = (b: string) => (language === 'cn' ? [...b].length >= 6 : b.length >= 15) && b.length <= 240;
  for (const item of scored.sort((a, b) => b.score - a.score)) {
    if (picked.length >= n) break;
    if (!item.said || !ok(item.bullet) || picked.some((p) => p.bullet === item.bullet)) continue;
    picked.push({ ...item, said: item.said });
  }
  // Told in the order they happened: the latest role first, as a recruiter reads a CV.
  return picked.sort((a, b) => a.workIndex - b.workIndex);
}

/**
 * How a piece of evidence follows the ones before it (they come latest role first): the letter's first, one from an
 * earlier role (when the letter can name the role or employer), a second from the same role, or a later one from it.
 */
function evidenceTurn(evidence: Evidence[], i: number, canPlace: boolean): 'first' | 'earlier' | 'same' | 'onward' {
  if (i === 0) return 'first';
  const e = evidence[i]!;
  if (e.workIndex !== evidence[i - 1]!.workIndex && canPlace) return 'earlier';
  return i === 1 || e.workIndex !== evidence[i - 2]!.workIndex ? 'same' : 'onward';
}

/** A later piece's slot: the fifth takes the fourth's wordings shifted by five, so the two never read alike. */
function onwardSlot(at: Slotter, i: number): { seed: number; variant: number } {
  const slot = at(`evidence-${Math.min(i, 3)}-same`);
  return i > 3 ? { ...slot, seed: slot.seed + 5 } : slot;
}

/** Whole years the cited roles span (overlaps not counted twice), or 0 when the dates do not say. */
function yearsOf(facts: Fact[], workFacts: string[]): number {
  const spans = facts.filter((f) => workFacts.includes(f.id) && f.years).map((f) => f.years!);
  if (!spans.length) return 0;
  const total = spans.reduce((n, s) => n + s.length, 0);
  const range = Math.max(...spans.map((s) => s.to)) - Math.min(...spans.map((s) => s.from)) + 1;
  return Math.floor(Math.min(total, range));
}

/** Past forms a bullet may open with that the lexicon's verbs and "-ed" do not cover. */
const IRREGULAR_PAST = new Set(
  (
    'kept ran led won made wrote grew cut set took gave drove brought sold taught built began found met oversaw spent held ' +
    'bought chose spoke told sought stood understood dealt put read sent paid drew broke became'
  ).split(' '),
);

const EN_NUMBERS = ['no', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];
const CN_NUMBERS = ['零', '一', '两', '三', '四', '五', '六', '七', '八', '九', '十'];

/**
 * A term as a sentence writes it, or null when the text does not use it: names keep their case ("Excel", "SQL",
 * "Power BI"); a common noun the lexicon capitalises ("Forecasting", "Data visualisation") is written in lower
 * case when the texts use it so, or when it reads as one (-ing, -ment, -tion… words).
 */
function asWritten(term: string, text: string, others = ''): string | null {
  if (!wholeWords(term, 'iu').test(text)) return null;
  if (/[A-Z].*[A-Z]|\d/.test(term) || !/^[A-Z]/.test(term)) return term;
  const lower = term.toLowerCase();
  const usedLower = wholeWords(lower, 'u').test(`${text}\n${others}`);
  const reads = /^[A-Z][a-z]+(?:ing|ment|tion|sion|ance|ence|ity|ics|ness|sis|ship|s)$/.test(term.split(' ')[0]!) || / [a-z]/.test(term);
  return usedLower || reads ? lower : term;
}

/** A summary that opens with a noun phrase naming what the person is. */
const SUMMARY_NOUN_WORDS = [
  'analyst|engineer|developer|manager|nurse|supervisor|scientist|partner|marketer|chef|cook|accountant|designer',
  'consultant|executive|officer|assistant|specialist|professional|graduate|leader|administrator|coordinator|carer',
  'teacher|technician|de partie',
];
const SUMMARY_NOUN = new RegExp(String.raw`^(?!i\b|my\b|as\b|with\b)(?:[\p{L}&-]+\s){0,3}${anyOf(SUMMARY_NOUN_WORDS)}\b`, 'iu');

/** Qualifications and registrations: held, not used, so not in a sentence about skills. */
const QUALIFICATION =
  /^(?:ACCA|CIMA|ACA|CIPD|NMC|CFA|CPA|AAT|ICAEW|ICAS|PRINCE2|CSCS|SIA|HNC|HND|NVQ|RGN|PGCE|QTS|MBA)\b|licen[cs]e|registration|degree|qualified/i;

/** The person's skills the ad asks for, as the resume writes them, each with the fact that shows it. */
function matchedSkills(facts: Fact[], terms: string[], others: string): { skill: string; fact: string }[] {
  const out: { skill: string; fact: string }[] = [];
  for (const term of terms) {
    if (QUALIFICATION.test(term)) continue;
    const candidates = facts.filter((f) => /^(?:skill\.\d+|work\.\d+\.\d+)$/.test(f.id));
    for (const f of candidates) {
      const written = asWritten(term, f.id.startsWith('skill.') ? f.text : (f.text.split('\n')[1] ?? ''), others);
      // As the resume writes it: a skill the lexicon read from other words ("报表") is not named in its English form.
      if (written && asWritten(term, others) && !out.some((o) => o.skill.toLowerCase() === term.toLowerCase()))
        out.push({ skill: written, fact: f.id });
    }
  }
  return out.slice(0, 4);
}

/** "the University of Leeds", "Imperial College London", "Derby College". */
const schoolName = (school: string) =>
  /^(?:university|college|institute|school|royal college) of\b/i.test(school) ? `the ${school}` : school;

/** Counts what a letter names, so no employer (the ad's or one of the person's) is named more than twice. */
class Mentions {
  private counts = new Map<string, number>();
  can(name: string, times = 1): boolean {
    return !!name && (this.counts.get(name.toLowerCase()) ?? 0) + times <= MAX_EMPLOYER_MENTIONS;
  }
  use(name: string): string {
    this.counts.set(name.toLowerCase(), (this.counts.get(name.toLowerCase()) ?? 0) + 1);
    return name;
  }
}

/** The wording of a slot: slot seed + the letter's variant, so two letters of one batch differ in every slot. */
const choose = <T>(options: T[], seed: number, variant: number): T => options[(seed + variant) % options.length]!;

export interface LetterOptions {
  /** The letter's place in its batch (0-based): letters with different variants share no sentence. */
  variant?: number;
}

export function writeCoverLetter(input: CoverLetterInput, options: LetterOptions = {}): Paragraph[] {
  const { resume, job } = input;
  // The built-in engine writes from the person's own words, so in the resume's language (decision 056).
  const language = resume.language;
  const variant = options.variant ?? hash(`${job.title}\n${job.company}`) % 10;
  const seed = hash(`${resume.name}\n${resume.email}\n${resume.work.map((w) => w.company).join('\n')}`);
  const slot = (name: string) => hash(`${seed}:${name}`);
  const letter = language === 'cn' ? chineseLetter : englishLetter;
  return letter(input, (name) => ({ seed: slot(name), variant }));
}

type Slotter = (name: string) => { seed: number; variant: number };
const pick = <T>(options: T[], at: { seed: number; variant: number }) => choose(options, at.seed, at.variant);

/** Drops optional sentences (last first) while the letter is too long, adds extra ones while it is too short. */
function fitLength(parts: { paragraph: number; sentence: DraftSentence; optional: boolean }[], extras: typeof parts): typeof parts {
  const words = (list: typeof parts) => letterWords(list.map((p) => p.sentence.text).join(' '));
  const out = [...parts];
  for (const extra of extras) {
    if (words(out) >= LETTER_WORDS.min + 15) break;
    out.push(extra);
  }
  for (let i = out.length - 1; i >= 0 && words(out) > LETTER_WORDS.max; i--) if (out[i]!.optional) out.splice(i, 1);
  return out;
}

/** Sentences grouped into paragraphs; a paragraph number of 5.5 puts a sentence at the end of paragraph 5. */
function assemble(parts: { paragraph: number; sentence: DraftSentence }[]): Paragraph[] {
  const byParagraph = new Map<number, DraftSentence[]>();
  for (const p of [...parts].sort((a, b) => a.paragraph - b.paragraph)) {
    const n = Math.floor(p.paragraph);
    byParagraph.set(n, [...(byParagraph.get(n) ?? []), p.sentence]);
  }
  return [...byParagraph.values()].map((sentences) => ({ sentences })).filter((p) => p.sentences.length);
}

function englishLetter(input: CoverLetterInput, at: Slotter): Paragraph[] {
  const { resume, job, facts } = input;
  const terms = input.target.terms;
  // An ad in Chinese: its title and employer are not put inside English sentences.
  const han = /\p{Script=Han}/u;
  const title = han.test(job.title) ? '' : cleanTitle(job.title);
  const mentions = new Mentions();
  const company = han.test(job.company) ? '' : cleanCompany(job.company);
  const employer = () => (company && mentions.can(company) ? mentions.use(company) : '');
  const parts: { paragraph: number; sentence: DraftSentence; optional: boolean }[] = [];
  const extras: typeof parts = [];
  const lastResort: typeof parts = [];
  const add = (paragraph: number, text: string, cites: string[], optional = false) =>
    text && parts.push({ paragraph, sentence: { text: text.replace(/\s+/g, ' ').replace(/\s+([,.;:])/g, '$1'), facts: cites }, optional });

  // 1. Opening: the role and the employer (first naming).
  const at1 = employer();
  const where = at1 ? ` at ${at1}` : '';
  const openings = title
    ? [
        `I am writing to apply for the ${title} position${where}.`,
        `Please accept my application for the ${title} role${where}.`,
        `I am interested in the ${title} vacancy${where} and enclose my CV.`,
        `I am keen to apply for the role of ${title}${where}.`,
        `I would like to be considered for the ${title} post${where}.`,
        `I am delighted to apply for the ${title} position${where}.`,
        `I am writing in response to your advertisement for ${withArticle(title)}${where}.`,
        `I would like to apply for the ${title} role${where}, and my CV is attached.`,
        `I am pleased to submit my application for the post of ${title}${where}.`,
        `I am eager to apply for the ${title} opportunity${where}.`,
      ]
    : [
        `I am writing to apply for the advertised position${where}.`,
        `Please accept my application for the role you have advertised${where}.`,
        `I am interested in your advertised vacancy${where} and enclose my CV.`,
        `I am keen to apply for the role in your recent advertisement${where}.`,
        `I would like to be considered for the advertised post${where}.`,
        `I am delighted to apply for the position you have advertised${where}.`,
        `I am writing in response to your recent advertisement${where}.`,
        `I would like to apply for the advertised role${where}, and my CV is attached.`,
        `I am pleased to submit my application for the advertised post${where}.`,
        `I am eager to apply for the opportunity you have advertised${where}.`,
      ];
  add(1, pick(openings, at('opening')), []);

  // 2. Who the person is: headline role, years, current employer.
  const role = resume.role || resume.work[0]?.role || '';
  const latest = resume.work[0];
  const workFacts = resume.work.map((_, i) => `work.${i}`);
  const years = yearsOf(facts, workFacts);
  // The person's own count of years, when their summary gives one, is not contradicted by one from the dates.
  const yearsText = years >= 2 && years <= 10 && !/\byears?\b/i.test(resume.summary) ? `${EN_NUMBERS[years]} years` : '';
  // The person's own summary, when it opens with what they are ("Finance analyst with four years in FP&A …").
  const own =
    resume.summary
      .split(/(?<=[.!?])\s+/)[0]
      ?.trim()
      .replace(/[.!?]+$/, '') ?? '';
  if (SUMMARY_NOUN.test(own) && own.split(' ').length <= 32 && !/\n/.test(own)) {
    const first = own.split(' ')[0]!;
    const phrase = /^[A-Z]{2,}|[A-Z].*[A-Z]/.test(first) ? own : decapitalise(own);
    const lead = pick(
      [
        'I am',
        'By background, I am',
        'Professionally, I am',
        'In short, I am',
        'As my CV shows, I am',
        'To introduce myself, I am',
        'By way of introduction, I am',
        'In terms of background, I am',
        'Briefly, I am',
        'By profession, I am',
      ],
      at('who'),
    );
    add(1, `${lead} ${withArticle(phrase)}.`, ['summary']);
  } else if (role) {
    const aRole = withArticle(role);
    const roleFacts = [resume.role && role === resume.role ? 'profile' : 'work.0', ...(yearsText ? workFacts : [])];
    const leads = [
      `I am ${aRole}`,
      `By background I am ${aRole}`,
      `Professionally, I am ${aRole}`,
      `${latest?.current ? 'I currently work' : 'I have worked'} as ${aRole}`,
      `I come to this application as ${aRole}`,
    ];
    const tails = yearsText
      ? [
          ` with ${yearsText} of experience behind me`,
          `, with ${yearsText} of work experience`,
          ` and have ${yearsText} of professional experience`,
          `, bringing ${yearsText} of practical experience`,
        ]
      : [
          ` and my CV gives the detail of my roles so far`,
          ` who enjoys work where results can be measured`,
          `, and the attached CV sets out my roles in full`,
          ` and take pride in work whose results can be measured`,
        ];
    // Five leads by four tails: twenty wordings, distinct for any ten consecutive variants.
    const base = at('who').seed + at('who').variant;
    const lead = leads[base % leads.length]!;
    const tail = tails[Math.floor(base / leads.length) % tails.length]!;
    add(1, `${lead}${tail}.`, [...new Set(roleFacts)]);
  }
  // 3. What the ad says: what the employer does, the duty it names, the requirements it stresses.
  const specifics = adSpecifics(job);
  const adText = plainAd(`${job.title}\n${job.description}`);
  const written = terms.map((t) => asWritten(t, adText)).filter((t): t is string => !!t);
  const top = written.slice(0, 3);
  const stressed = top.length ? listOf(top, 'en') : '';
  const adSentences: string[] = [];
  if (specifics.about) {
    const who = company && mentions.can(company) ? company : 'the organisation';
    const text = pick(
      [
        `Your advert explains that ${who} ${specifics.about}.`,
        `The advert sets out that ${who} ${specifics.about}.`,
        `It is clear from the advert that ${who} ${specifics.about}.`,
        `According to the advert, ${who} ${specifics.about}.`,
        `The advert notes that ${who} ${specifics.about}.`,
        `Your advert makes clear that ${who} ${specifics.about}.`,
        `In your advert's words, ${who} ${specifics.about}.`,
        `The advert describes how ${who} ${specifics.about}.`,
        `The advert mentions that ${who} ${specifics.about}.`,
        `From the advert, it is clear that ${who} ${specifics.about}.`,
      ],
      at('about'),
    );
    if (who === company) mentions.use(company);
    adSentences.push(text);
  }
  if (specifics.duty) {
    adSentences.push(
      pick(
        [
          `The chance to ${specifics.duty} is what stands out in this role.`,
          `What stands out most is the chance to ${specifics.duty}.`,
          `The opportunity to ${specifics.duty} is a strong reason to apply.`,
          `The role offers the chance to ${specifics.duty}.`,
          `The prospect of being asked to ${specifics.duty} is especially appealing.`,
          `Of the duties listed, the chance to ${specifics.duty} appeals most.`,
          `The responsibility to ${specifics.duty} is a central reason for this application.`,
          `The chance to ${specifics.duty} is a large part of the role's appeal.`,
          `Being trusted to ${specifics.duty} is especially appealing.`,
          `The duty to ${specifics.duty} makes this role particularly interesting.`,
        ],
        at('duty'),
      ),
    );
  }
  if (stressed) {
    adSentences.push(
      pick(
        [
          `The advert puts particular weight on ${stressed}.`,
          `The emphasis the advert places on ${stressed} is clear.`,
          `The requirements of the role centre on ${stressed}.`,
          `It is evident that ${stressed} matter${top.length > 1 ? '' : 's'} most in this role.`,
          `The advert makes ${stressed} the heart of the role.`,
          `Your advert highlights ${stressed} as the core requirement${top.length > 1 ? 's' : ''}.`,
          `At the centre of the role, the advert places ${stressed}.`,
          `The skills the advert stresses are ${stressed}.`,
          `Among the requirements, ${stressed} stand${top.length > 1 ? '' : 's'} out.`,
          `The advert's focus is on ${stressed}.`,
        ],
        at('stressed'),
      ),
    );
  }
  adSentences.forEach((s, i) => add(2, s, [], i > 0));

  // 4. Evidence: two or three achievements, the ones with figures and the ad's terms first.
  const evidence = pickEvidence(resume, terms, 5, 'en');
  // The first piece names its employer; the next ones say whether they come from the same role or an earlier one,
  // rather than chaining "In addition, … What is more, …". Each kind has ten wordings per place (see choose).
  const rest = (e: Evidence) => e.said.replace(/^I /, '');
  const firstLeads: ((e: Evidence) => string)[] = [
    (e) => `At ${e.work.company}, ${e.said}.`,
    (e) => `In my time at ${e.work.company}, ${e.said}.`,
    (e) => `As ${withArticle(e.work.role)} at ${e.work.company}, ${e.said}.`,
    (e) => `One example comes from ${e.work.company}: ${e.said}.`,
    (e) => `My work at ${e.work.company} shows this well: ${e.said}.`,
    (e) => `As part of my role at ${e.work.company}, ${e.said}.`,
    (e) => `During my time at ${e.work.company}, ${e.said}.`,
    (e) => `At ${e.work.company}, where I ${e.work.current ? 'work' : 'worked'} as ${withArticle(e.work.role)}, ${e.said}.`,
    (e) => `Working at ${e.work.company}, ${e.said}.`,
    (e) => `A good example is my work at ${e.work.company}, where ${e.said}.`,
  ];
  const unnamedFirst: ((e: Evidence) => string)[] = [
    (e) => `For example, ${e.said}.`,
    (e) => `To give one example, ${e.said}.`,
    (e) => `In practical terms, ${e.said}.`,
    (e) => `As ${withArticle(e.work.role)}, ${e.said}.`,
    (e) => `In my role as ${withArticle(e.work.role)}, ${e.said}.`,
    (e) => `One result stands out: ${e.said}.`,
    (e) => `To take one case, ${e.said}.`,
    (e) => `Most notably, ${e.said}.`,
    (e) => `While working as ${withArticle(e.work.role)}, ${e.said}.`,
    (e) => `Concretely, ${e.said}.`,
  ];
  // The second piece from the same role says so; a third reads on without a link word, since a chain of
  // "Beyond that… As well as this… Separately…" sounds assembled.
  const sameRole: ((e: Evidence) => string)[] = [
    (e) => `I also ${rest(e)}.`,
    (e) => `In the same role, ${e.said}.`,
    (e) => `There, I also ${rest(e)}.`,
    (e) => `Another result from that role: ${e.said}.`,
    (e) => `Alongside this, ${e.said}.`,
    (e) => `It was there, too, that ${e.said}.`,
    (e) => `From the same role: ${e.said}.`,
    (e) => `The same role is where ${e.said}.`,
    (e) => `In addition, ${e.said}.`,
    (e) => `Also in that role, ${e.said}.`,
  ];
  // A third piece from the same role: a plain sentence, or one that only places it (no "Beyond that…").
  const onward: ((e: Evidence) => string)[] = [
    (e) => `${e.said}.`,
    (e) => `${e.said}, too.`,
    (e) => `That role also meant that ${e.said}.`,
    (e) => `Over the same period, ${e.said}.`,
    (e) => `In that job, ${e.said}.`,
    (e) => `My work there also included this: ${e.said}.`,
    (e) => `During that time, ${e.said}.`,
    (e) => `While there, ${e.said}.`,
    (e) => `Within that role, ${e.said}.`,
    (e) => `Another part of that role: ${e.said}.`,
  ];
  const earlierRole: ((place: string, e: Evidence) => string)[] = [
    (place, e) => `Earlier, ${place}, ${e.said}.`,
    (place, e) => `Before that, ${place}, ${e.said}.`,
    (place, e) => `In an earlier role, ${place}, ${e.said}.`,
    (place, e) => `${capitalise(place)}, ${e.said}.`,
    (place, e) => `Previously, ${place}, ${e.said}.`,
    (place, e) => `At an earlier stage, ${place}, ${e.said}.`,
    (place, e) => `Going back further, ${place}, ${e.said}.`,
    (place, e) => `Prior to that, ${place}, ${e.said}.`,
    (place, e) => `When I worked ${place}, ${e.said}.`,
    (place, e) => `My earlier work shows the same: ${place}, ${e.said}.`,
  ];
  const evidenceParts: { text: string; fact: string }[] = [];
  evidence.forEach((e, i) => {
    const canName = !!e.work.company && mentions.can(e.work.company);
    const place = [e.work.role ? `as ${withArticle(e.work.role)}` : '', canName ? `at ${e.work.company}` : ''].filter(Boolean).join(' ');
    const turn = evidenceTurn(evidence, i, !!place);
    // An employer already named twice is not named again: a lead that names none is taken instead.
    const text = capitalise(
      turn === 'first'
        ? pick(canName ? firstLeads : unnamedFirst, at('evidence-0'))(e)
        : turn === 'earlier'
          ? pick(earlierRole, at(`evidence-${i}-earlier`))(place, e)
          : turn === 'same'
            ? pick(sameRole, at(`evidence-${i}-same`))(e)
            : pick(onward, onwardSlot(at, i))(e),
    );
    if (e.work.company && text.includes(e.work.company)) mentions.use(e.work.company);
    evidenceParts.push({ text, fact: e.fact });
  });
  // One piece of evidence tied back to a requirement of the ad it shows.
  const named = top.filter((t) => /[A-Z]| /.test(t));
  const bridged = evidence.findIndex((e) => named.some((t) => asWritten(t, e.bullet)));
  evidenceParts.forEach((p, i) => {
    // Three pieces in the body; a fourth when the letter is short, a fifth only when nothing else is left to say.
    if (i === 3) extras.push({ paragraph: 3, sentence: { text: p.text, facts: [p.fact] }, optional: true });
    else if (i === 4) lastResort.push({ paragraph: 3, sentence: { text: p.text, facts: [p.fact] }, optional: true });
    else add(3, p.text, [p.fact], i >= 2);
    if (i !== bridged || i >= 3) return;
    const term = asWritten(
      named.find((t) => asWritten(t, evidence[i]!.bullet))!,
      evidence[i]!.bullet,
    )!;
    add(
      3,
      pick(
        [
          `That work relied on ${term}, which the advert lists among its requirements.`,
          `${capitalise(term)} was central to that work, as it would be in this role.`,
          `It is the same use of ${term} that the advert asks for.`,
          `That is the ${term} work your advert describes.`,
          `The advert asks for ${term}, and that result shows it in practice.`,
          `That work drew on ${term}, which the role also needs.`,
          `That is a direct match for the ${term} requirement in the advert.`,
          `That result shows ${term} in use, as the advert requires.`,
          `It shows ${term} applied to a real business problem, as the role demands.`,
          `The role calls for ${term}, and that work relied on it.`,
        ],
        at('bridge'),
      ),
      [p.fact],
    );
  });

  // 5. The ad's terms the person shows, with the facts that show them.
  const skills = matchedSkills(facts, terms, resume.text).filter((s) => !evidence.some((e) => asWritten(s.skill, e.bullet)));
  if (skills.length) {
    const list = listOf(
      skills.map((s) => s.skill),
      'en',
    );
    const plural = skills.length > 1;
    add(
      4,
      pick(
        [
          `I also use ${list} in my day-to-day work.`,
          `${capitalise(list)} ${plural ? 'are' : 'is'} part of my everyday work.`,
          `${capitalise(list)} ${plural ? 'are' : 'is'} a regular part of my work.`,
          `My day-to-day work draws on ${list}.`,
          `I have hands-on experience of ${list}.`,
          `${capitalise(list)} ${plural ? 'are' : 'is'} among the skills I rely on at work.`,
          `I bring working knowledge of ${list}.`,
          `I also bring ${list}, as my CV shows.`,
          `${capitalise(list)} ${plural ? 'have' : 'has'} been a regular part of my work.`,
          `My strengths include ${list}.`,
        ],
        at('skills'),
      ),
      skills.map((s) => s.fact),
    );
  }

  // 6. The degree.
  const eduIndex = resume.education.findIndex((e) => e.degree || e.school);
  const edu = resume.education[eduIndex];
  if (edu && edu.degree && !/[\p{Script=Han}]/u.test(`${edu.degree}${edu.school}`)) {
    const degree = withArticle(edu.degree);
    const field = edu.major ? ` in ${edu.major}` : '';
    const school = edu.school ? schoolName(edu.school) : '';
    const from = school ? ` from ${school}` : '';
    const at_ = school ? ` at ${school}` : '';
    add(
      4,
      pick(
        [
          `I hold ${degree}${field}${from}.`,
          `I graduated${from} with ${degree}${field}.`,
          `My academic background is ${degree}${field}${from}.`,
          `I completed ${degree}${field}${at_}.`,
          `I earned ${degree}${field}${at_}.`,
          `On the academic side, I have ${degree}${field}${from}.`,
          `I studied${field ? ` ${edu.major}` : ''}${at_}, graduating with ${degree}.`,
          `My qualifications include ${degree}${field}${from}.`,
          `I also hold ${degree}${field}${from}.`,
          `Academically, I have ${degree}${field}${from}.`,
        ],
        at('degree'),
      ),
      [`edu.${eduIndex}`],
      true,
    );
  }

  // 7. Closing: an interview, then thanks (the employer named a second time only if it has not been yet).
  const at2 = employer();
  add(
    5,
    pick(
      [
        `I would welcome the chance to discuss how I could contribute${at2 ? ` to ${at2}` : ''}.`,
        `I would be glad to talk through my experience in an interview.`,
        `I would welcome a conversation about the role at a time that suits you.`,
        `I would be happy to discuss my application in more detail${at2 ? ` with the team at ${at2}` : ''}.`,
        `I look forward to the possibility of discussing the role with you.`,
        `I would appreciate the opportunity to meet and discuss the position.`,
        `I would be delighted to discuss how I could help${at2 ? ` ${at2}` : ' the team'} in this role.`,
        `I hope to have the chance to discuss my application with you.`,
        `I would welcome an interview at your convenience.`,
        `I look forward to hearing from you about the next steps.`,
      ],
      at('closing'),
    ),
    [],
  );
  add(
    5.5,
    pick(
      [
        'Thank you for your time and consideration.',
        'Thank you for considering my application.',
        'Thank you for reading my letter.',
        'Thank you for your consideration.',
        'Thank you for taking the time to review my application.',
        'Thank you very much for your time.',
        'Thank you in advance for considering me.',
        'Thank you for reviewing my CV and this letter.',
        'Thank you for your attention to my application.',
        'Thank you for giving my application your consideration.',
      ],
      at('thanks'),
    ),
    [],
  );

  // Too short for a recruiter to learn anything: where the CV has more, the ad's further terms, a line of intent.
  extras.push({
    paragraph: 4,
    sentence: {
      text: pick(
        [
          'The attached CV gives the full detail of each role.',
          'My CV, attached, sets out each role in more detail.',
          'The CV attached to this email covers each role in full.',
          'Further detail on each role is in the attached CV.',
          'My attached CV gives dates and detail for each position.',
          'The enclosed CV sets out the detail behind these examples.',
          'More detail on each of these examples is in my CV.',
          'The attached CV lists each role with its dates.',
          'Each role is described in more detail in the attached CV.',
          'My CV, enclosed, gives the background to these examples.',
        ],
        at('cv'),
      ),
      facts: [],
    },
    optional: true,
  });
  extras.push({
    paragraph: 2,
    sentence: {
      text: pick(
        [
          'I am keen to take on a role of this scope.',
          'I am eager to take the next step in a role like this one.',
          'I am excited by the range of responsibilities the role offers.',
          'I am interested in the breadth of the role as the advert describes it.',
          'I am keen to contribute to a team with these priorities.',
          'I am excited about the challenge this role sets out.',
          'I am eager to bring a practical approach to these responsibilities.',
          'I am interested in how the role brings these responsibilities together.',
          'I am keen to grow with a team that sets out its expectations so clearly.',
          'I am excited to apply for a role with such a clear remit.',
        ],
        at('intent'),
      ),
      facts: [],
    },
    optional: true,
  });
  extras.push({
    paragraph: 5.5,
    sentence: {
      text: pick(
        [
          'I hope to hear from you soon.',
          'I look forward to your reply.',
          'I hope we can speak soon.',
          'I look forward to the next stage.',
          'I hope this letter is of interest.',
          'I look forward to your response.',
          'I hope my application is of interest to you.',
          'I look forward to speaking with you.',
          'I hope to speak with you soon.',
          'I look forward to being in touch.',
        ],
        at('soon'),
      ),
      facts: [],
    },
    optional: true,
  });
  extras.push({
    paragraph: 5.5,
    sentence: {
      text: pick(
        [
          'References are available on request.',
          'I can provide references on request.',
          'References can be supplied on request.',
          'I would be glad to supply references if needed.',
          'Referees can be provided whenever you need them.',
          'I am pleased to provide references at any stage.',
          'References are available whenever they are needed.',
          'I would be happy to put you in touch with my referees.',
          'Details of referees are available on request.',
          'I can supply the names of referees on request.',
        ],
        at('references'),
      ),
      facts: [],
    },
    optional: true,
  });
  const more = written.slice(3, 6);
  if (more.length)
    extras.push({
      paragraph: 2,
      sentence: { text: `The advert also mentions ${listOf(more, 'en')}, which round out the role.`, facts: [] },
      optional: true,
    });
  extras.push({
    paragraph: 5,
    sentence: {
      text: pick(
        [
          'I would be glad to hear how the team is organised and where this role fits within it.',
          'I would welcome the chance to learn more about the team and its plans for the year ahead.',
          'I would like to hear what success in this role would look like.',
          'I would be interested to learn how the role has developed and where it is heading.',
          'I would value the chance to hear more about the team I would be joining.',
          'I would like to learn more about the priorities of the role in its first months.',
          'I would welcome the chance to hear how the team measures success.',
          'I would be keen to learn which parts of the role matter most to the team right now.',
          'I would appreciate hearing more about how the team works day to day.',
          'I would be glad to learn more about the projects this role would support.',
        ],
        at('question'),
      ),
      facts: [],
    },
    optional: true,
  });
  const fitted = fitLength(parts, [...extras, ...lastResort]);
  return [
    { sentences: [{ text: 'Dear Hiring Manager,', facts: [] }] },
    ...assemble(fitted),
    { sentences: [{ text: resume.name ? `Yours faithfully,\n${resume.name}` : 'Yours faithfully,', facts: [] }] },
  ];
}

/** Ways a Chinese letter introduces what the ad says about the employer. */
const CN_ABOUT_OPENERS = [
  '从招聘信息了解到，',
  '据招聘信息介绍，',
  '招聘信息显示，',
  '根据职位介绍，',
  '从职位描述可以看到，',
  '招聘信息提到，',
  '据介绍，',
  '从招聘信息看，',
  '职位信息中提到，',
  '按照招聘信息的介绍，',
];
/** Ways a Chinese letter introduces the job's duties. */
const CN_DUTY_OPENERS = [
  '这一岗位的主要职责是',
  '该职位的日常工作包括',
  '岗位职责包括',
  '这个职位需要',
  '该岗位的工作内容是',
  '这一职位要求',
  '根据职位描述，岗位需要',
  '该职位主要负责的是',
  '职位的核心工作是',
  '这份工作的主要内容是',
];

function chineseLetter(input: CoverLetterInput, at: Slotter): Paragraph[] {
  const { resume, job, facts } = input;
  const terms = input.target.terms;
  const title = cleanTitle(job.title);
  const mentions = new Mentions();
  const company = job.company.trim();
  const employer = () => (company && mentions.can(company) ? mentions.use(company) : '');
  const parts: { paragraph: number; sentence: DraftSentence; optional: boolean }[] = [];
  const extras: typeof parts = [];
  const add = (paragraph: number, text: string, cites: string[], optional = false) =>
    text && parts.push({ paragraph, sentence: { text, facts: cites }, optional });

  const c1 = employer();
  const org = c1 ? `贵公司（${c1}）` : '贵公司';
  add(
    1,
    pick(
      [
        `我写信申请${org}的${title}职位。`,
        `我希望应聘${org}招聘的${title}一职。`,
        `我申请${org}的${title}岗位，随信附上我的简历。`,
        `我很高兴向${org}递交${title}职位的申请。`,
        `我希望申请${org}的${title}职位，并附上个人简历供您参考。`,
        `我非常高兴看到${org}正在招聘${title}，特此申请。`,
        `我写信是为了申请${org}的${title}一职。`,
        `我希望成为${org}的${title}，特此递交申请。`,
        `我申请${org}发布的${title}职位。`,
        `我很高兴有机会申请${org}的${title}岗位。`,
      ],
      at('opening'),
    ),
    [],
  );

  const role = resume.role || resume.work[0]?.role || '';
  const workFacts = resume.work.map((_, i) => `work.${i}`);
  const years = yearsOf(facts, workFacts);
  const latest = resume.work[0];
  if (role) {
    // The person's own count of years (their summary) is not contradicted by one from the dates.
    const yearsText = years >= 2 && years <= 10 && !/年|years?/i.test(resume.summary) ? `${CN_NUMBERS[years]}年` : '';
    const roleFacts = [resume.role && role === resume.role ? 'profile' : 'work.0', ...(yearsText ? workFacts : [])];
    const current = latest?.current && latest.company && mentions.can(latest.company) ? latest.company : '';
    const text = pick(
      [
        `我是一名${role}${yearsText ? `，拥有${yearsText}相关工作经验` : ''}。`,
        `我的职业方向是${role}${yearsText ? `，已在这一领域工作${yearsText}` : ''}。`,
        `作为一名${role}，我${yearsText ? `积累了${yearsText}的实践经验` : '始终注重用结果说话'}。`,
        `我目前从事${role}工作${yearsText ? `，至今已有${yearsText}` : ''}。`,
        `我是${role}${yearsText ? `，有${yearsText}的从业经历` : '，一直在这一方向上深耕'}。`,
        `我长期从事${role}相关工作${yearsText ? `，累计${yearsText}` : ''}。`,
        `简单介绍一下自己：我是一名${role}${yearsText ? `，工作${yearsText}` : ''}。`,
        `我的本职工作是${role}${yearsText ? `，前后已有${yearsText}` : ''}。`,
        `我一直从事${role}工作${yearsText ? `，已有${yearsText}经验` : ''}。`,
        `先介绍一下我的背景：我是${role}${yearsText ? `，有${yearsText}工作经验` : ''}。`,
      ],
      at('who'),
    );
    // The years span every role, so the current employer then gets a sentence of its own: in the same sentence the
    // years would read (and be checked) as that employer's alone.
    const atCurrent = current && !text.includes(current);
    const withCurrent =
      atCurrent && !yearsText ? text.replace(/。$/, `，${text.includes('目前') ? '现' : '目前'}就职于${mentions.use(current)}。`) : text;
    add(1, withCurrent, [...new Set([...roleFacts, ...(current && withCurrent.includes(current) ? ['work.0'] : [])])]);
    if (atCurrent && yearsText) add(1, `目前我就职于${mentions.use(current)}。`, ['work.0']);
  }

  // The person's own summary, in the first person: "三年互联网数据分析经验，…" → "我有三年…".
  const summary =
    resume.summary
      .split(/(?<=[。！？])/)[0]
      ?.trim()
      .replace(/[。！？.]+$/, '') ?? '';
  if (summary && /\p{Script=Han}/u.test(summary) && [...summary].length <= 90) {
    const body = /^我/.test(summary)
      ? summary
      : /^(?:[一二两三四五六七八九十\d]+|多|近)\s*年/.test(summary)
        ? `我有${summary}`
        : /^(?:熟|擅长|负责|曾|具有|拥有|专注|从事|精通)/.test(summary)
          ? `我${summary}`
          : `我是${summary}`;
    const lead = pick(
      [
        '概括来说，',
        '简要地说，',
        '总的来说，',
        '简单来说，',
        '总结起来，',
        '整体而言，',
        '从整体上看，',
        '归纳一下，',
        '一句话概括，',
        '大体而言，',
      ],
      at('summary'),
    );
    add(1, `${lead}${body}。`, ['summary']);
  }

  const adText = plainAd(`${job.title}\n${job.description}`);
  // What a Chinese ad says about the employer and the duties, in its own words.
  if (/\p{Script=Han}/u.test(adText)) {
    const about = company ? new RegExp(`${company.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}是(一家[^。\n]{6,60})`, 'u').exec(adText) : null;
    if (about && mentions.can(company)) {
      add(2, `${pick(CN_ABOUT_OPENERS, at('about'))}${mentions.use(company)}是${about[1]}。`, []);
    }
    const duty = /(?:岗位职责|工作职责|职位描述)[:：]\s*([^。\n]{6,60})/u.exec(adText);
    if (duty) add(2, `${pick(CN_DUTY_OPENERS, at('duty'))}${duty[1]!.replace(/^负责/, '')}。`, []);
  }
  const stressed = terms
    .map((t) => asWritten(t, adText))
    .filter((t): t is string => !!t)
    .slice(0, 3);
  if (stressed.length) {
    const list = listOf(stressed, 'cn');
    add(
      2,
      pick(
        [
          `从招聘信息来看，这一职位尤其看重${list}。`,
          `招聘信息中特别强调了${list}。`,
          `这一岗位的核心要求是${list}。`,
          `职位描述把${list}放在了突出的位置。`,
          `仔细阅读职位描述后可以看出，${list}是这一岗位的重点。`,
          `这份招聘信息对${list}提出了明确要求。`,
          `该职位的要求集中在${list}等方面。`,
          `招聘要求中，${list}最为关键。`,
          `职位说明里反复提到${list}。`,
          `从职位描述看，${list}是日常工作的重心。`,
        ],
        at('stressed'),
      ),
      [],
    );
  }
  const evidence = pickEvidence(resume, terms, 5, 'cn');
  const named = stressed.filter((t) => /[A-Z]| /.test(t));
  const bridged = evidence.findIndex((e) => named.some((t) => asWritten(t, e.bullet)));
  // As in English: the first piece names its employer, a piece from an earlier role says which (evidence comes latest
  // role first), a second piece from the same role says so, and a third reads on without a link word.
  const rest = (e: Evidence) => e.said.replace(/^我/, '');
  const firstLeads: ((e: Evidence, n: string) => string)[] = [
    (e, n) => `在${n}担任${e.work.role}期间，${e.said}。`,
    (e, n) => `在${n}，${e.said}。`,
    (e, n) => `以我在${n}的工作为例，${e.said}。`,
    (e, n) => `在${n}工作时，${e.said}。`,
    (e, n) => `我在${n}担任${e.work.role}，其间${rest(e)}。`,
    (e, n) => `举例来说，在${n}期间，${e.said}。`,
    (e, n) => `就职于${n}时，${e.said}。`,
    (e, n) => `在${n}的${e.work.role}岗位上，${e.said}。`,
    (e, n) => `我在${n}的主要成绩之一是：${rest(e)}。`,
    (e, n) => `以${n}的经历来说，${e.said}。`,
  ];
  const unnamedFirst: ((e: Evidence) => string)[] = [
    (e) => `举例来说，${e.said}。`,
    (e) => `以一个具体的例子来说，${e.said}。`,
    (e) => `在${e.work.role}岗位上，${e.said}。`,
    (e) => `担任${e.work.role}期间，${e.said}。`,
    (e) => `比如，${e.said}。`,
    (e) => `最能说明这一点的是，${e.said}。`,
    (e) => `具体到工作成果，${e.said}。`,
    (e) => `作为${e.work.role}，${e.said}。`,
    (e) => `一个例子是：${rest(e)}。`,
    (e) => `从实际工作来看，${e.said}。`,
  ];
  const sameRole: ((e: Evidence) => string)[] = [
    (e) => `此外，${e.said}。`,
    (e) => `我也${rest(e)}。`,
    (e) => `同一岗位上，${e.said}。`,
    (e) => `我还${rest(e)}。`,
    (e) => `在这段工作中，${e.said}。`,
    (e) => `与此同时，${e.said}。`,
    (e) => `另外，${e.said}。`,
    (e) => `也是在这个岗位上，${e.said}。`,
    (e) => `除此之外，${e.said}。`,
    (e) => `同样在这段经历中，${e.said}。`,
  ];
  const onwardCn: ((e: Evidence) => string)[] = [
    (e) => `${e.said}。`,
    (e) => `这期间，${e.said}。`,
    (e) => `任职期间，${e.said}。`,
    (e) => `那段时间里，${e.said}。`,
    (e) => `同一时期，${e.said}。`,
    (e) => `在该岗位上，${e.said}。`,
    (e) => `工作中，${e.said}。`,
    (e) => `这段时间，${e.said}。`,
    (e) => `在职期间，${e.said}。`,
    (e) => `日常工作中，${e.said}。`,
  ];
  const earlierRole: ((place: string, e: Evidence) => string)[] = [
    (place, e) => `此前${place}时，${e.said}。`,
    (place, e) => `更早${place}期间，${e.said}。`,
    (place, e) => `之前${place}时，${e.said}。`,
    (place, e) => `${place}期间，${e.said}。`,
    (place, e) => `再往前，${place}时，${e.said}。`,
    (place, e) => `早前${place}期间，${e.said}。`,
    (place, e) => `回看更早的经历，${place}时，${e.said}。`,
    (place, e) => `此前${place}期间，${e.said}。`,
    (place, e) => `更早一些，${place}时，${e.said}。`,
    (place, e) => `之前${place}期间，${e.said}。`,
  ];
  evidence.forEach((e, i) => {
    const name = e.work.company && mentions.can(e.work.company) ? e.work.company : '';
    const place = [name ? `在${name}` : '', e.work.role ? `担任${e.work.role}` : ''].join('');
    const turn = evidenceTurn(evidence, i, !!place);
    const text =
      turn === 'first'
        ? name
          ? pick(firstLeads, at('evidence-0'))(e, name)
          : pick(unnamedFirst, at('evidence-0'))(e)
        : turn === 'earlier'
          ? pick(earlierRole, at(`evidence-${i}-earlier`))(place, e)
          : turn === 'same'
            ? pick(sameRole, at(`evidence-${i}-same`))(e)
            : pick(onwardCn, onwardSlot(at, i))(e);
    if (name && text.includes(name)) mentions.use(name);
    // Three pieces in the body; more only when the letter is short.
    if (i >= 3) extras.push({ paragraph: 3, sentence: { text, facts: [e.fact] }, optional: true });
    else add(3, text, [e.fact], i >= 2);
    const term = i === bridged && i < 3 ? named.map((t) => asWritten(t, e.bullet)).find(Boolean) : null;
    if (term)
      add(
        3,
        pick(
          [
            `这项工作用到的正是招聘要求中提到的${term}。`,
            `这段经历直接对应职位描述里的${term}要求。`,
            `${term}正是这一职位看重的能力。`,
            `招聘信息强调${term}，这正是我在这项工作中用到的。`,
            `这项工作用到的${term}，也是该岗位的要求之一。`,
            `这与职位描述中对${term}的要求一致。`,
            `职位要求中的${term}，我已在这项工作中实际运用。`,
            `这说明我能把${term}用在实际业务中。`,
            `${term}是这项工作的核心，也是该职位的重点。`,
            `这一成果体现了招聘要求中的${term}。`,
          ],
          at('bridge'),
        ),
        [e.fact],
      );
  });

  const skills = matchedSkills(facts, terms, resume.text).filter((s) => !evidence.some((e) => asWritten(s.skill, e.bullet)));
  if (skills.length) {
    const list = listOf(
      skills.map((s) => s.skill),
      'cn',
    );
    add(
      4,
      pick(
        [
          `我在日常工作中经常使用${list}。`,
          `${list}是我工作中常用的技能。`,
          `我熟练掌握${list}。`,
          `我的工作离不开${list}。`,
          `我能够熟练运用${list}。`,
          `${list}也是我擅长的方面。`,
          `我具备扎实的${list}能力。`,
          `我对${list}都有实际应用经验。`,
          `${list}是我日常使用的工具。`,
          `我在${list}方面有扎实的基础。`,
        ],
        at('skills'),
      ),
      skills.map((s) => s.fact),
    );
  }

  const eduIndex = resume.education.findIndex((e) => e.degree || e.school);
  const edu = resume.education[eduIndex];
  if (edu && edu.school) {
    const major = edu.major ? `${edu.major}专业` : '';
    const degree = edu.degree && !/本科|大专|专科/.test(edu.degree) ? `${edu.degree}学位` : '';
    const level = /本科/.test(edu.degree) ? '本科' : '';
    add(
      4,
      pick(
        [
          `我${level}毕业于${edu.school}${major}${degree ? `，获${degree}` : ''}。`,
          `教育方面，我${level}就读于${edu.school}${major}${degree ? `，取得${degree}` : ''}。`,
          `我的教育背景是${edu.school}${major}${level}${degree ? `，${degree}` : ''}。`,
          `我${level}就读于${edu.school}，主修${edu.major || '相关专业'}${degree ? `，获${degree}` : ''}。`,
          `学历方面，我${level}毕业于${edu.school}${major}${degree ? `，获${degree}` : ''}。`,
          `我在${edu.school}完成了${major}${level ? '本科' : ''}学业${degree ? `，取得${degree}` : ''}。`,
          `我${level}毕业于${edu.school}，专业为${edu.major || '相关方向'}${degree ? `，获${degree}` : ''}。`,
          `在学历上，我${level}就读于${edu.school}${major}${degree ? `并获得${degree}` : ''}。`,
          `我毕业于${edu.school}${edu.major ? `，所学专业为${edu.major}` : ''}。`,
          `我的学业在${edu.school}完成，${edu.major ? `主修${edu.major}` : '专业对口'}${degree ? `，获${degree}` : ''}。`,
        ],
        at('degree'),
      ),
      [`edu.${eduIndex}`],
      true,
    );
  }

  // A hope about the role, in the ad's own terms (or its title): says nothing about the person.
  const focus = stressed[0] ?? (title ? `${title}岗位` : '这一岗位');
  if (focus)
    add(
      5,
      pick(
        [
          `我希望进一步了解贵团队在${focus}方面的安排，也希望有机会当面交流。`,
          `我希望能有机会当面了解这一岗位在${focus}方面的具体要求。`,
          `我期待进一步了解团队当前在${focus}方面的重点。`,
          `我希望在面试中进一步了解贵团队对${focus}的要求。`,
          `我很高兴有机会了解贵团队如何推进${focus}相关的项目。`,
          `我希望能进一步了解这一职位对${focus}的具体期待。`,
          `我期待与您交流这一岗位在${focus}方面的目标和计划。`,
          `我希望有机会了解${focus}在这一岗位中的比重。`,
          `我期待听您介绍团队在${focus}方面的规划。`,
          `我希望能在面试中进一步了解${focus}相关的内容。`,
        ],
        at('hope'),
      ),
      [],
    );
  const c2 = employer();
  add(
    5,
    pick(
      [
        '如需更多资料，请随时与我联系。',
        '如需补充材料，我可以随时提供。',
        '如有任何问题，欢迎随时联系我。',
        '我的联系方式见简历，欢迎随时联系。',
        '如需进一步信息，请随时告知。',
        '随信附上简历，供您参考。',
        '详细情况请参阅随信附上的简历。',
        '我的简历已随信附上，敬请查阅。',
        '如需推荐人信息，我可以随时提供。',
        '如需安排面试，我可以灵活配合时间。',
      ],
      at('contact'),
    ),
    [],
  );
  add(
    5,
    pick(
      [
        `期待有机会与您进一步交流我能为${c2 || '贵公司'}带来的价值。`,
        `期待能有机会参加面试，当面向您介绍我的经历。`,
        `我希望有机会与您详细交流这一职位。`,
        `期待您的回复，也希望能有机会进一步交流。`,
        `我希望能有机会为${c2 || '贵团队'}贡献自己的力量。`,
        `期待与您面谈，进一步交流岗位的具体要求。`,
        `我希望能在面试中更详细地介绍自己。`,
        `期待在方便的时候与您进一步交流。`,
        `我希望有机会成为${c2 || '贵公司'}团队的一员。`,
        `期待收到您的消息。`,
      ],
      at('closing'),
    ),
    [],
  );
  add(
    5,
    pick(
      [
        '感谢您抽出时间阅读我的申请。',
        '感谢您的时间与考虑。',
        '感谢您审阅我的简历和申请。',
        '感谢您的关注与考虑。',
        '感谢您在百忙之中阅读此信。',
        '感谢您考虑我的申请。',
        '感谢您的耐心阅读。',
        '感谢您对我申请的关注。',
        '感谢您花时间了解我的经历。',
        '感谢您的垂阅。',
      ],
      at('thanks'),
    ),
    [],
  );
  extras.push({
    paragraph: 4,
    sentence: {
      text: pick(
        [
          '各段经历的详细情况见随信附上的简历。',
          '每段经历的具体内容都写在简历中。',
          '简历中列有各段经历的时间和详细内容。',
          '以上经历的细节可在简历中查阅。',
          '简历里对每个岗位都有更完整的介绍。',
          '更多细节请见简历中对应的岗位介绍。',
          '以上各项的背景与细节，简历中都有说明。',
          '上述经历在简历中有更详细的描述。',
          '简历按时间顺序列出了每段经历。',
          '具体的时间与职责请以简历为准。',
        ],
        at('cv'),
      ),
      facts: [],
    },
    optional: true,
  });
  extras.push({
    paragraph: 2,
    sentence: {
      text: pick(
        [
          `我希望在${title}这样的岗位上继续成长。`,
          `我期待在${title}岗位上承担更多责任。`,
          `我很高兴看到这一职位的要求如此清晰。`,
          `我希望把下一步的发展方向放在${title}这类岗位上。`,
          `我期待在新的团队中迎接${title}岗位的挑战。`,
          `我希望能在${title}岗位上学到更多。`,
          `我很高兴有机会申请${title}这样的岗位。`,
          `我希望新的岗位能让我接触更多样的项目。`,
          `我期待在英国的团队中开展${title}相关的事务。`,
          `我希望在这一岗位上不断提升自己。`,
        ],
        at('intent'),
      ),
      facts: [],
    },
    optional: true,
  });
  extras.push({
    paragraph: 5,
    sentence: {
      text: pick(
        [
          '我的联系方式写在简历顶部。',
          '简历上留有我的电话和邮箱。',
          '您可以通过简历上的邮箱联系我。',
          '我的电话和邮箱都在简历中。',
          '如需联系，简历上有我的邮箱。',
          '联系方式请见简历首页。',
          '简历首页列有我的联系方式。',
          '可通过简历中的电话与我联系。',
          '简历中的邮箱可以随时联系到我。',
          '我的邮箱与电话见随信简历。',
        ],
        at('reach'),
      ),
      facts: [],
    },
    optional: true,
  });
  extras.push({
    paragraph: 5,
    sentence: {
      text: pick(
        [
          '期待早日收到您的回复。',
          '盼望能尽快得到您的消息。',
          '希望不久能与您取得联系。',
          '静候您的佳音。',
          '期待与您进一步联系。',
          '希望能尽快收到您的答复。',
          '期待您在方便时回复。',
          '盼望有机会与您面谈。',
          '期待能进入下一轮面试。',
          '希望很快能与您交流。',
        ],
        at('soon'),
      ),
      facts: [],
    },
    optional: true,
  });
  const more = terms
    .map((t) => asWritten(t, adText))
    .filter((t): t is string => !!t)
    .slice(3, 6);
  if (more.length)
    extras.push({ paragraph: 2, sentence: { text: `此外，职位描述还提到了${listOf(more, 'cn')}。`, facts: [] }, optional: true });
  // Chinese text with Latin words and figures: a space between them, as the person's own bullets write it.
  const spaced = (t: string) =>
    t.replace(/(\p{Script=Han})([A-Za-z0-9£$])/gu, '$1 $2').replace(/([A-Za-z0-9%])(\p{Script=Han})/gu, '$1 $2');
  const fitted = fitLength(parts, extras).map((p) => ({ ...p, sentence: { ...p.sentence, text: capitalise(spaced(p.sentence.text)) } }));
  return [
    { sentences: [{ text: '尊敬的招聘负责人：', facts: [] }] },
    ...assemble(fitted),
    { sentences: [{ text: resume.name ? `此致\n敬礼\n${resume.name}` : '此致\n敬礼', facts: [] }] },
  ];
}

/**
 * What makes a written letter unfit to send (decision 056): used on a model's letter after the guard, which is
 * replaced by the built-in engine's when any is found. Field labels, pipes and Markdown are a resume pasted in;
 * US work authorisation lines do not belong in a UK letter (and the right to work is the app's sentence).
 */
export function letterProblems(text: string, names: string[], language: CvLanguage): string[] {
  const problems: string[] = [];
  const body = text.trim();
  if (/(?:^|\s)(?:Title|Company|Name|Basics|Dates|Institution|Degree|Email|Phone|Position|Employer)\s*:/m.test(body))
    problems.push('label');
  if (/\|/.test(body)) problems.push('pipe');
  if (/\*\*|__|^#{1,6}\s|^\s*[-*•]\s|\[[^\]]+\]\([^)]+\)|`/m.test(body)) problems.push('markdown');
  if (/authori[sz]ed to work in the (?:US|U\.S\.|United States)|\bU\.?S\.? citizen|green card|\bH-?1B\b|\bEAD\b/i.test(body))
    problems.push('us-work');
  if (
    /\ba (?:MSc|MA|MBA|MEng|MPhil|MRes|HR|HND|NVQ|NMC|LLB|SEO|FP&A|[aeio][a-z]+)\b|\ban (?:BSc|BA|BEng|PhD|[b-df-gj-np-tv-z][a-z]+)\b/.test(
      body,
    )
  )
    problems.push('article');
  for (const name of names) {
    if (!name.trim()) continue;
    const escaped = name.trim().replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const count = body.match(new RegExp(`(?<![\\p{L}\\p{N}])${escaped}(?![\\p{L}\\p{N}])`, 'giu'))?.length ?? 0;
    if (count > MAX_EMPLOYER_MENTIONS) problems.push(`employer:${name}`);
  }
  const words = letterWords(body);
  if (words < LETTER_WORDS.min) problems.push('short');
  if (words > LETTER_WORDS.max + 40) problems.push('long');
  if (language === 'cn' ? !/\p{Script=Han}/u.test(body) : /\p{Script=Han}{4}/u.test(body)) problems.push('language');
  return problems;
}
