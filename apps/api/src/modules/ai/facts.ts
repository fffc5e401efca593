import type { ResumeDoc } from './resume-doc.ts';
import { datesIn, normalise, sentences } from './text.ts';

/**
 * The resume as numbered facts (decision 050): a writer cites, for every sentence it writes, the facts the
 * sentence uses, and the guard (claims.ts) holds each sentence to those facts only.
 *
 *   profile      the person's name, headline role and contact details
 *   summary      their own summary / About Me (without what it says about the right to work)
 *   work.N       role N: title, employer, place, dates, and its bullets
 *   work.N.M     bullet M of role N (its role's title, employer and dates come with it)
 *   edu.N        education entry N
 *   skill.N      skill N as the resume lists it
 *   other.N      any other line of the resume (projects, certificates, languages) not in the facts above
 */
export interface Fact {
  id: string;
  text: string;
  /** The years the fact spans (a role's or a course's dates), when it has any. */
  years?: { from: number; to: number; length: number };
}

/** At most this many `other` lines: a two-page CV has fewer. */
const MAX_OTHER = 60;

const now = () => new Date();

/** A role's or course's span: its years, and its length in years (months counted where the dates give them). */
function span(start: string, end: string, current: boolean): Fact['years'] {
  const first = datesIn(start)[0] ?? datesIn(end)[0];
  const open = current || /present|current|now|至今|现在/i.test(end);
  const last = open ? { year: now().getUTCFullYear(), month: now().getUTCMonth() + 1 } : (datesIn(end)[0] ?? first);
  if (!first || !last) return undefined;
  const months = last.year * 12 + (last.month ?? 12) - (first.year * 12 + (first.month ?? 1)) + 1;
  return { from: Math.min(first.year, last.year), to: Math.max(first.year, last.year), length: Math.max(0, months) / 12 };
}

export function resumeFacts(resume: ResumeDoc, options: { isRightToWork: (sentence: string) => boolean }): Fact[] {
  const facts: Fact[] = [];
  facts.push({
    id: 'profile',
    text: [resume.name, resume.role, resume.email, resume.phone, resume.location, ...resume.links].filter(Boolean).join('\n'),
  });
  const summary = sentences(resume.summary).filter((s) => !options.isRightToWork(s));
  if (summary.length) facts.push({ id: 'summary', text: summary.join(' ') });
  resume.work.forEach((w, wi) => {
    const years = span(w.start, w.end, w.current);
    const header = [w.role, w.company, w.location, [w.start, w.current ? 'Present' : w.end].filter(Boolean).join(' – ')]
      .filter(Boolean)
      .join(' | ');
    facts.push({ id: `work.${wi}`, text: [header, ...w.bullets].join('\n'), years });
    w.bullets.forEach((b, bi) => facts.push({ id: `work.${wi}.${bi}`, text: `${header}\n${b}`, years }));
  });
  resume.education.forEach((e, ei) =>
    facts.push({
      id: `edu.${ei}`,
      text: [e.degree, e.major, e.school, [e.start, e.end].filter(Boolean).join(' – ')].filter(Boolean).join(' | '),
      years: span(e.start, e.end, false),
    }),
  );
  resume.skills.forEach((s, si) => facts.push({ id: `skill.${si}`, text: s }));
  // What the structured facts do not hold (a PDF's projects, certificates, languages): one fact per line.
  const known = normalise(facts.map((f) => f.text).join('\n'));
  const other = sentences(resume.text)
    .filter((s) => !options.isRightToWork(s) && /\p{L}{2}/u.test(s) && !known.includes(normalise(s)))
    .slice(0, MAX_OTHER);
  other.forEach((s, i) => facts.push({ id: `other.${i}`, text: s }));
  return facts;
}
