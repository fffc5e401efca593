import { CASE_SENSITIVE, EXACT_CASE, SKILLS, type Skill } from './lexicon.ts';

/** Text helpers shared by the built-in engine, the rubric, the matcher and the grounding check. */

export type CvLanguage = 'en' | 'cn';

const CJK = /[\u3400-\u9fff]/g;

/** A CV is Chinese when a good share of its letters are Chinese characters; English otherwise. */
export function detectLanguage(text: string): CvLanguage {
  const cjk = text.match(CJK)?.length ?? 0;
  const latin = text.match(/[A-Za-z]/g)?.length ?? 0;
  return cjk > 0 && cjk * 3 >= latin ? 'cn' : 'en';
}

/** Lower case, one kind of dash and quote, single spaces: for "is this written there" checks. */
export function normalise(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\u2010-\u2015\u2212]/g, '-')
    .replace(/[\u2018\u2019\u201b]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    .replace(/&/g, ' and ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Letters and digits only (for comparing names: "Barclays Bank PLC" ~ "barclays bank plc."). */
export const squash = (text: string) => normalise(text).replace(/[^\p{L}\p{N}+#]+/gu, '');

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A phrase as whole words: not inside a longer word or number ("Excel" is not in "Excellent"). */
export const wholeWords = (words: string, flags: string) => new RegExp(`(?<![\\p{L}\\p{N}])${escape(words)}(?![\\p{L}\\p{N}])`, flags);

/** A regular expression for a spelling as a whole word (skills like "C#", ".NET" and "Node.js" included). */
function wordPattern(spelling: string, flags: string): RegExp {
  // Chinese has no spaces between words: a Chinese spelling matches wherever it is written.
  if (/\p{Script=Han}/u.test(spelling)) return new RegExp(escape(spelling), flags);
  // A letter glued to another by "&" is part of an abbreviation ("R&D", "C&E", "P&C"), not a skill; one joined to a
  // word by a hyphen is part of that word ("C-suite", "A-level").
  const compound = spelling.length === 1 ? '|-\\p{L}' : '';
  return new RegExp(
    `(?<![\\p{L}\\p{N}_+#.]|\\p{L}&)${escape(spelling).replace(/ /g, '[\\s-]+')}(?![\\p{L}\\p{N}_+#]|\\.[\\p{L}\\p{N}]|&\\p{L}${compound})`,
    flags,
  );
}

const patterns = new Map<Skill, RegExp[]>();
function skillPatterns(skill: Skill): RegExp[] {
  let list = patterns.get(skill);
  if (!list) {
    list = skill.spellings.map((s) => (CASE_SENSITIVE.has(s) ? wordPattern(EXACT_CASE[s] ?? s, 'u') : wordPattern(s, 'iu')));
    patterns.set(skill, list);
  }
  return list;
}

/** The known skills a text mentions, with how many times, most mentioned first. */
export function findSkills(text: string): { name: string; count: number }[] {
  const found: { name: string; count: number }[] = [];
  for (const skill of SKILLS) {
    let count = 0;
    for (const pattern of skillPatterns(skill)) count += text.match(new RegExp(pattern.source, `${pattern.flags}g`))?.length ?? 0;
    if (count > 0) found.push({ name: skill.name, count });
  }
  return found.sort((a, b) => b.count - a.count || a.name.localeCompare(b.name));
}

/** Whether a text mentions one skill (by canonical name), in any of its spellings. */
export function mentionsSkill(text: string, name: string): boolean {
  const skill = SKILLS.find((s) => s.name === name);
  return skill ? skillPatterns(skill).some((p) => p.test(text)) : normalise(text).includes(normalise(name));
}

/** Sentences (and bullet lines): split at line ends, bullets and sentence ends. */
export function sentences(text: string): string[] {
  return text
    .split(/\n+|(?<=[.!?。！？])\s+(?=[A-Z\u3400-\u9fff"'(])|(?<=[。！？])/u)
    .map((s) => s.replace(/^\s*(?:[-*•▪●◦·–]|\d+[.)])\s*/u, '').trim())
    .filter((s) => /[\p{L}\p{N}]/u.test(s));
}

/** Bullet-like lines of a description: explicit bullets or lines, else its sentences. */
export function bulletsOf(description: string): string[] {
  const lines = description
    .split(/\n+|\s+(?=[•▪●◦]\s)/u)
    .map((l) => l.replace(/^\s*(?:[-*•▪●◦·–]|\d+[.)])\s*/u, '').trim())
    .filter(Boolean);
  if (lines.length > 1) return lines;
  return sentences(description);
}

/** Whether a bullet carries a figure (a count, a share, money, a multiple, a time), ignoring its dates. */
export function isQuantified(text: string): boolean {
  const withoutDates = text.replace(/\b(?:19|20)\d{2}\b/g, ' ').replace(/\b\d{1,2}\/\d{2,4}\b/g, ' ');
  return /\d/.test(withoutDates) || /[一二三四五六七八九十百千万]+(?:个|人|倍|%)/.test(withoutDates);
}

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

/** Dates as (year, month?) pairs: "March 2021", "Mar 2021", "03/2021", "2021-03", "2021年3月", "2021". */
export function datesIn(text: string): { year: number; month?: number }[] {
  const out: { year: number; month?: number }[] = [];
  const used = new Set<number>();
  const add = (index: number, year: number, month?: number) => {
    used.add(index);
    out.push(month ? { year, month } : { year });
  };
  for (const m of text.matchAll(/\b(jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?,?\s+((?:19|20)\d{2})\b/gi)) {
    add(m.index + m[0].length - 4, Number(m[2]), MONTHS.indexOf(m[1]!.slice(0, 3).toLowerCase()) + 1);
  }
  for (const m of text.matchAll(/\b(0?[1-9]|1[0-2])[/.](19|20)(\d{2})\b/g))
    add(m.index + m[0].length - 4, Number(`${m[2]}${m[3]}`), Number(m[1]));
  for (const m of text.matchAll(/\b((?:19|20)\d{2})[-/.](0[1-9]|1[0-2])\b/g)) add(m.index, Number(m[1]), Number(m[2]));
  for (const m of text.matchAll(/((?:19|20)\d{2})\s*年\s*(\d{1,2})\s*月/g)) add(m.index, Number(m[1]), Number(m[2]));
  for (const m of text.matchAll(/(?<!\d)((?:19|20)\d{2})(?!\d)/g)) if (!used.has(m.index)) out.push({ year: Number(m[1]) });
  return out;
}

/** Words of a text (letters and digits, lower case), for counting length. CJK characters count as 1/2 word each. */
export function wordCount(text: string): number {
  const latin = text.replace(CJK, ' ').match(/[\p{L}\p{N}][\p{L}\p{N}'’.+#-]*/gu)?.length ?? 0;
  const cjk = text.match(CJK)?.length ?? 0;
  return latin + Math.round(cjk / 2);
}

/** "A, B and C" (or "A、B和C" in Chinese). */
export function listOf(items: string[], language: CvLanguage): string {
  if (items.length <= 1) return items[0] ?? '';
  if (language === 'cn') return `${items.slice(0, -1).join('、')}和${items.at(-1)}`;
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

/** First letter upper case. */
export const capitalise = (s: string) => (s ? s[0]!.toUpperCase() + s.slice(1) : s);

/** First letter lower case, unless the first word is an acronym or a name ("SQL", "Python"). */
export function decapitalise(s: string): string {
  const first = s.split(/\s/)[0] ?? '';
  if (/^[A-Z0-9]{2,}/.test(first) || /[A-Z].*[A-Z]/.test(first)) return s;
  return s ? s[0]!.toLowerCase() + s.slice(1) : s;
}

/** One mention of a known skill: its canonical name and where it stands in the text. */
export interface SkillMention {
  name: string;
  start: number;
  end: number;
}

/**
 * Every mention of a known skill in reading order, a mention inside a longer one left out: "Data warehousing"
 * is one mention (of Data warehousing), not also one of Warehouse.
 */
export function skillMentions(text: string): SkillMention[] {
  const all: SkillMention[] = [];
  for (const skill of SKILLS)
    for (const pattern of skillPatterns(skill))
      for (const m of text.matchAll(new RegExp(pattern.source, `${pattern.flags}g`)))
        all.push({ name: skill.name, start: m.index, end: m.index + m[0].length });
  all.sort((a, b) => a.start - b.start || b.end - a.end);
  const out: SkillMention[] = [];
  for (const m of all) {
    const last = out[out.length - 1];
    if (last && m.start < last.end) continue; // inside (or overlapping) a longer, earlier mention
    out.push(m);
  }
  return out;
}

/** English advice starts with a capital even when it opens with a filled-in phrase ("the Data Analyst role…"). */
export function sentenceCase(text: string): string {
  return text.replace(/^(\s*["'“(]?)(\p{Ll})/u, (_, lead: string, c: string) => lead + c.toUpperCase());
}
