import { AI_ROLES } from '@jobbridge/contracts';
import { ROLE_TERMS, SOFT_SKILLS } from './lexicon.ts';
import type { JobDoc, ResumeDoc } from './resume-doc.ts';
import { findSkills, mentionsSkill, skillMentions, type SkillMention } from './text.ts';

/**
 * A job's key term: a known skill it asks for, with a weight. An ad that accepts any of several ("Python or R",
 * "ACCA/CIMA/ACA qualified") gives one term whose `anyOf` lists them all; the first is `term`.
 */
export interface KeyTerm {
  term: string;
  weight: number;
  anyOf?: string[];
}

/** At most this many terms: past it, the rest are mentioned once in passing and only dilute the score. */
const MAX_TERMS = 15;

/** What joins two alternatives: "A or B", "A/B", "A and/or B", "A, B or C", "A (or B)". */
const ALTERNATIVE_GAP = /^\s*(?:\/|,?\s*(?:and\/)?or\b|\(\s*or\b|,)\s*(?:equivalent\s*)?$/i;
const OR_GAP = /\/|\bor\b/i;

/** Mentions joined as alternatives, each group in reading order (a group of one is a plain mention). */
function mentionGroups(text: string): string[][] {
  const mentions = skillMentions(text);
  const groups: { names: string[]; gaps: string[] }[] = [];
  let prev: SkillMention | undefined;
  for (const m of mentions) {
    const gap = prev ? text.slice(prev.end, m.start) : '';
    const group = groups[groups.length - 1];
    if (prev && group && ALTERNATIVE_GAP.test(gap)) {
      group.names.push(m.name);
      group.gaps.push(gap);
    } else groups.push({ names: [m.name], gaps: [] });
    prev = m;
  }
  // A list joined by commas only ("SQL, Python, Tableau") asks for each; one with an "or" or a slash offers a choice.
  return groups.flatMap((g) => (g.gaps.some((gap) => OR_GAP.test(gap)) ? [[...new Set(g.names)]] : g.names.map((n) => [n])));
}

export function jobKeyTerms(job: Pick<JobDoc, 'title' | 'description'>): KeyTerm[] {
  const inTitle = new Set(findSkills(job.title).map((s) => s.name));
  const text = `${job.title}\n${job.description}`;
  const counts = new Map<string, number>();
  for (const m of skillMentions(text)) counts.set(m.name, (counts.get(m.name) ?? 0) + 1);
  // A skill offered as an alternative anywhere stays one: the ad does not ask for both.
  const choices = mentionGroups(text).filter((g) => g.length > 1);
  const inChoice = new Map<string, string[]>();
  for (const g of choices) for (const n of g) if (!inChoice.has(n)) inChoice.set(n, g);
  const terms: KeyTerm[] = [];
  const done = new Set<string>();
  const weightOf = (n: string) => (Math.min(3, counts.get(n) ?? 1) + (inTitle.has(n) ? 2 : 0)) * (SOFT_SKILLS.has(n) ? 0.5 : 1);
  for (const name of [...counts.keys()]) {
    if (done.has(name)) continue;
    const group = inChoice.get(name);
    // Asked for on its own in the title: required, whatever the text offers beside it.
    if (group && !inTitle.has(name)) {
      const members = group.filter((n) => !done.has(n) && !inTitle.has(n));
      for (const n of members) done.add(n);
      terms.push({ term: members[0]!, weight: Math.max(...members.map(weightOf)), anyOf: members });
    } else {
      done.add(name);
      terms.push({ term: name, weight: weightOf(name) });
    }
  }
  return terms.sort((a, b) => b.weight - a.weight || a.term.localeCompare(b.term)).slice(0, MAX_TERMS);
}

/** A role from the list (AI_ROLES): its usual key terms, all weighted alike. */
export function roleKeyTerms(roleId: string): KeyTerm[] {
  return (ROLE_TERMS[roleId] ?? []).map((term) => ({ term, weight: 1 }));
}

/** Whether the resume shows a term: in its text, or in the skills it lists. */
export function resumeHas(resume: ResumeDoc, term: string): boolean {
  return mentionsSkill(resume.text, term) || resume.skills.some((s) => s.toLowerCase() === term.toLowerCase());
}

/** The alternative of a key term the resume shows (the first it shows in use), or null. */
export function shownTerm(resume: ResumeDoc, key: KeyTerm): string | null {
  const options = key.anyOf ?? [key.term];
  return options.find((t) => termPlace(resume, t) === 'experience') ?? options.find((t) => resumeHas(resume, t)) ?? null;
}

/** A key term as advice names it: "Python" or "Python or R". */
export function termLabel(key: KeyTerm, or: string): string {
  const options = key.anyOf ?? [key.term];
  return options.length === 1 ? options[0]! : `${options.slice(0, -1).join(', ')} ${or} ${options.at(-1)}`;
}

/**
 * Where in the resume a term appears: in use (a role's bullets, the summary, a project, anywhere in the prose),
 * only in a skills list the person wrote, or nowhere. A resume without a skills list never has a "listed" term.
 */
export function termPlace(resume: ResumeDoc, term: string): 'experience' | 'listed' | 'missing' {
  if (!resumeHas(resume, term)) return 'missing';
  if (!resume.skillsList?.length) return 'experience';
  const inList = resume.skillsList.some((line) => mentionsSkill(line, term) || line.toLowerCase() === term.toLowerCase());
  if (!inList) return 'experience';
  // Shown outside the list too (bullets, summary, projects): in use.
  const prose = resume.skillsList.reduce((t, line) => t.split(line).join(' '), resume.text);
  return mentionsSkill(prose, term) ? 'experience' : 'listed';
}

/** A role's name as a pattern that also takes its common variants ("Financial Analyst" ~ "Finance Analyst"). */
function rolePattern(role: { en: string; cn: string }): RegExp {
  const words = role.en
    .toLowerCase()
    .split(/\s+/)
    .map((w) => (w.length >= 6 ? `${w.replace(/(?:ial|al|ing|s)$/, '')}\\w*` : w));
  return new RegExp(`\\b${words.join('[\\s-]+')}\\b|${role.cn}`, 'i');
}

/** The role families of a title ("Senior Finance Analyst" → financial-analyst). */
export function roleFamilies(title: string): string[] {
  return AI_ROLES.filter((r) => rolePattern(r).test(title)).map((r) => r.id);
}

/**
 * The role of the list a resume is about, from its headline, its roles (the latest counting most) and the key
 * terms its body shows: a finance analyst who once audited is a financial analyst, not an accountant.
 */
export function resumeRole(resume: ResumeDoc): string | null {
  let best: { id: string; score: number } | null = null;
  for (const r of AI_ROLES) {
    const pattern = rolePattern(r);
    let score = 0;
    if (pattern.test(resume.role)) score += 3;
    resume.work.forEach((w, i) => {
      if (pattern.test(w.role)) score += i === 0 ? 2 : 1;
    });
    if (score === 0) continue;
    const terms = ROLE_TERMS[r.id] ?? [];
    score += terms.length ? (2 * terms.filter((t) => resumeHas(resume, t)).length) / terms.length : 0;
    if (!best || score > best.score) best = { id: r.id, score };
  }
  return best?.id ?? null;
}
