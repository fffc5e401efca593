import { ROLE_TERMS, SOFT_SKILLS } from './lexicon.ts';
import type { JobDoc, ResumeDoc } from './resume-doc.ts';
import { findSkills, mentionsSkill } from './text.ts';

/** A job's key terms: the known skills its title and text ask for, the most asked first, with a weight each. */
export interface KeyTerm {
  term: string;
  weight: number;
}

/** At most this many terms: past it, the rest are mentioned once in passing and only dilute the score. */
const MAX_TERMS = 15;

export function jobKeyTerms(job: Pick<JobDoc, 'title' | 'description'>): KeyTerm[] {
  const inTitle = new Set(findSkills(job.title).map((s) => s.name));
  const found = findSkills(`${job.title}\n${job.description}`);
  return found
    .map((s) => ({ term: s.name, weight: (Math.min(3, s.count) + (inTitle.has(s.name) ? 2 : 0)) * (SOFT_SKILLS.has(s.name) ? 0.5 : 1) }))
    .sort((a, b) => b.weight - a.weight || a.term.localeCompare(b.term))
    .slice(0, MAX_TERMS);
}

/** A role from the list (AI_ROLES): its usual key terms, all weighted alike. */
export function roleKeyTerms(roleId: string): KeyTerm[] {
  return (ROLE_TERMS[roleId] ?? []).map((term) => ({ term, weight: 1 }));
}

/** Whether the resume shows a term: in its text, or in the skills it lists. */
export function resumeHas(resume: ResumeDoc, term: string): boolean {
  return mentionsSkill(resume.text, term) || resume.skills.some((s) => s.toLowerCase() === term.toLowerCase());
}

/** Where in the resume a term appears: in a role's bullets (shown in use), or only in a list. */
export function termPlace(resume: ResumeDoc, term: string): 'experience' | 'listed' | 'missing' {
  if (resume.work.some((w) => w.bullets.some((b) => mentionsSkill(b, term)))) return 'experience';
  return resumeHas(resume, term) ? 'listed' : 'missing';
}
