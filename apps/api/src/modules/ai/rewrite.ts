import { anyOf } from '../../lib/pattern.ts';
import { GERUND_TO_PRESENT, PRESENT_TO_PAST } from './lexicon.ts';
import { NUMBER_WORDS } from './quantities.ts';
import { capitalise } from './text.ts';

/**
 * The built-in engine's bullet rewrite for optimise and the builder's helper (decision 057): a weak opener
 * becomes a strong verb, filler goes, small numbers written as words become digits a recruiter's eye catches,
 * and a result with a figure that trails the sentence ("…, which cut costs by 12%") leads it. Every fact stays:
 * nothing is added but a verb for an opener that had none, and nothing true is removed.
 */

/** Past form → "-ing" form, for the outcome-first rewrite ("built" → "building"). */
const PAST_TO_GERUND: Record<string, string> = {
  ...Object.fromEntries(
    Object.entries(PRESENT_TO_PAST).map(([present, past]) => [
      past,
      Object.entries(GERUND_TO_PRESENT).find(([, p]) => p === present)?.[0] ?? `${present}ing`,
    ]),
  ),
  added: 'adding',
  audited: 'auditing',
  cut: 'cutting',
  introduced: 'introducing',
  mapped: 'mapping',
  partnered: 'partnering',
  moved: 'moving',
  rebuilt: 'rebuilding',
  redesigned: 'redesigning',
  rewrote: 'rewriting',
  set: 'setting',
  wrote: 'writing',
};

const RESULT_VERB_WORDS = [
  'cut|reduced|saved|increased|raised|grew|improved|halved|doubled|tripled|lowered|boosted|lifted|shortened|sped',
  'speeded|generated|brought|won|delivered',
];
/** Verbs that state a result ("…, which saved 10 hours a week"). */
const RESULT_VERBS = new RegExp(String.raw`^${anyOf(RESULT_VERB_WORDS)}$`, 'i');

const RESULT_PAST: Record<string, string> = {
  cut: 'cut',
  save: 'saved',
  grow: 'grew',
  raise: 'raised',
  lower: 'lowered',
  boost: 'boosted',
  halve: 'halved',
  double: 'doubled',
  lift: 'lifted',
  shorten: 'shortened',
  generate: 'generated',
  win: 'won',
};

/** Words that say nothing a recruiter reads for. */
const FILLER: [RegExp, string][] = [
  [/\b(?:successfully|effectively|efficiently) (?=[a-z])/gi, ''],
  [/\bin order to\b/gi, 'to'],
  [/\bon a (daily|weekly|monthly|quarterly|yearly) basis\b/gi, '$1'],
  [/\b(?:was|were) able to (?=[a-z])/gi, ''],
  [/\butili[sz](e|ed|es|ing)\b/gi, 'us$1'],
  [/\bhelped to (?=[a-z])/gi, 'helped '],
  [/,?\s+etc\.?$/i, ''],
];

/** Openers a strong verb replaces, beyond "Responsible for" and the like (which `strengthen` handles). */
const OPENERS: [RegExp, string, string][] = [
  // [pattern, past, present (a current role)]
  // Not "Partnered with": the lexicon reads that as stakeholder management, a skill the line never claimed.
  [/^worked (?:closely )?(?:with|alongside)\b/i, 'Collaborated with', 'Collaborate with'],
  [/^handled\b/i, 'Managed', 'Manage'],
  [/^(?:was\s+)?part of\b/i, 'Contributed to', 'Contribute to'],
  [/^took part in\b/i, 'Contributed to', 'Contribute to'],
  [/^looked after\b/i, 'Managed', 'Manage'],
];

/**
 * "three Excel reports" → "3 Excel reports": only before a word, never in "one of" or a date, and only the words
 * the pattern names (values from quantities.ts).
 */
function digits(text: string): string {
  return text.replace(
    /\b(two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty)\b(?=[ -][a-z£$€]|[ -]\d)/gi,
    (word, _w, offset: number) => {
      // "from five days to three": a range reads better with both as digits, but a lone word at the start stays prose.
      if (offset === 0) return word;
      return String(NUMBER_WORDS[word.toLowerCase()]);
    },
  );
}

/** "Used Python to automate three reports" → "Automated three reports with Python". */
function usedTo(text: string, current: boolean): string {
  const m = /^(?:used|uses|use|using)\s+(.{2,60}?)\s+to\s+([a-z]+)\s+(.+)$/i.exec(text);
  if (!m) return text;
  const [, tool, verb, rest] = m as unknown as [string, string, string, string];
  const past = PRESENT_TO_PAST[verb.toLowerCase()];
  if (!past) return text;
  // The tool stays with what it did, before any result clause ("…, which saved 6 hours").
  const [, what, result = ''] = /^(.+?)((?:,? (?:which|that) |, ).+)?$/.exec(rest.replace(/[.;]$/, ''))!;
  return `${capitalise(current ? verb.toLowerCase() : past)} ${what} with ${tool}${result}`;
}

/** "Built dashboards that cut late deliveries by 12%" → "Cut late deliveries by 12% by building dashboards". */
function outcomeFirst(text: string): string {
  // "Partnered with finance to cut courier costs by 8%" → "Cut courier costs by 8% by partnering with finance".
  const aim = /^([A-Za-z]+) (.{4,120}?) to ([a-z]+) (.+)$/.exec(text);
  if (aim) {
    const [, verb, object, result, rest] = aim as unknown as [string, string, string, string, string];
    const gerund = PAST_TO_GERUND[verb.toLowerCase()];
    const past = PRESENT_TO_PAST[result] ?? RESULT_PAST[result];
    if (gerund && past && RESULT_VERBS.test(past) && /\d/.test(rest) && !/\d/.test(object))
      return `${capitalise(past)} ${rest} by ${gerund} ${object}`;
  }
  const m = /^([A-Za-z]+) (.{4,120}?),? (?:which|that) ([a-z]+) (.+)$/.exec(text);
  if (!m) return text;
  const [, verb, object, result, rest] = m as unknown as [string, string, string, string, string];
  const gerund = PAST_TO_GERUND[verb.toLowerCase()];
  if (!gerund || !RESULT_VERBS.test(result) || !/\d/.test(rest) || /\d/.test(object)) return text;
  return `${capitalise(result)} ${rest} by ${gerund} ${object}`;
}

/** Two bullets run together ("… by 8% Responsible for …"): a capitalised verb inside is the next one's start. */
function runOn(text: string): boolean {
  return text
    .split(/\s+/)
    .slice(1)
    .some(
      (w) =>
        /^[A-Z][a-z]+$/.test(w) &&
        (w.toLowerCase() in PAST_TO_GERUND || w.toLowerCase() in PRESENT_TO_PAST || /^(?:responsible|duties)$/i.test(w)),
    );
}

/**
 * One bullet, its opener already strengthened (`strengthen` in builtin.ts), rewritten further for a CV; the
 * same text back when nothing here would make it stronger.
 */
export function rewriteBullet(bullet: string, current: boolean): string {
  // Chinese bullets keep their wording: a rule cannot tell 负责 from 主导 without changing what was claimed.
  if (/\p{Script=Han}/u.test(bullet)) return bullet.trim();
  let text = bullet.trim();
  for (const [pattern, past, present] of OPENERS) {
    if (pattern.test(text)) {
      text = text.replace(pattern, current ? present : past);
      break;
    }
  }
  for (const [pattern, replacement] of FILLER) text = text.replace(pattern, replacement);
  // Moving parts of a sentence around needs one sentence: a run-on keeps its order.
  const single = !runOn(text);
  if (single) text = usedTo(text, current);
  text = digits(text);
  if (!current && single) text = outcomeFirst(text);
  return capitalise(text.replace(/\s+/g, ' ').trim()).replace(/[.;]$/, '');
}
