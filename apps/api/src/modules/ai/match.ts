import { scoreBand, type Language, type ScoreBand } from '@jobbridge/contracts';
import { jobKeyTerms, roleFamilies, shownTerm, termLabel, termPlace } from './keyterms.ts';
import type { JobDoc, ResumeDoc } from './resume-doc.ts';
import { normalise } from './text.ts';
import { message } from './messages.ts';

/**
 * A resume against one job (docs/product.md §10): 85 points for the job's key terms the resume shows (weighted
 * by how much the job asks for each, ways of working at half weight; a term shown only in a list counts three
 * quarters; four fifths of them by weight earn all 85; of terms offered as alternatives, either counts), 15 for
 * how much of the job's title the person's own titles share. A job that names fewer than four terms' worth gives
 * its terms less and its title more, in proportion (one ask at half weight: 11 points; none: the title is all).
 * Every missing term is a change to make.
 */
export interface MatchReport {
  score: number;
  band: ScoreBand;
  found: { term: string; place: 'experience' | 'listed' }[];
  missing: string[];
  changes: string[];
}

const TITLE_NOISE = new Set([
  'senior',
  'junior',
  'lead',
  'principal',
  'graduate',
  'trainee',
  'head',
  'of',
  'and',
  'the',
  'a',
  'in',
  'for',
  'i',
  'ii',
  'iii',
  'mid',
  'level',
  'remote',
  'hybrid',
  'contract',
  'permanent',
  'uk',
  'london',
  '-',
  '&',
]);

/** The share of an ad's key terms (by weight) that earns full marks. */
const FULL_COVERAGE = 0.8;

function titleWords(text: string): string[] {
  return normalise(text)
    .replace(/\(.*?\)/g, ' ')
    .split(/[^\p{L}\p{N}+#]+/u)
    .filter((w) => w.length > 1 && !TITLE_NOISE.has(w));
}

/** Share of the job title's words that the person's own titles (headline and roles) use. */
function titleOverlap(resume: ResumeDoc, jobTitle: string): number {
  const wanted = [...new Set(titleWords(jobTitle))];
  if (!wanted.length) return 0;
  const ownText = [resume.role, ...resume.work.map((w) => w.role), resume.summary.slice(0, 200)].join(' ');
  // The same family under another name ("Finance Analyst" for "Financial Analyst", 数据分析师 for Data Analyst).
  const families = roleFamilies(jobTitle);
  if (families.length && roleFamilies(ownText).some((f) => families.includes(f))) return 1;
  const own = new Set(titleWords(ownText));
  return wanted.filter((w) => own.has(w) || own.has(w.replace(/s$/, ''))).length / wanted.length;
}

export function matchResume(resume: ResumeDoc, job: JobDoc, language: Language): MatchReport {
  const terms = jobKeyTerms(job);
  const found: MatchReport['found'] = [];
  const missing: string[] = [];
  let got = 0;
  const total = terms.reduce((s, t) => s + t.weight, 0);
  const or = language === 'cn' ? '或' : 'or';
  for (const t of terms) {
    const shown = shownTerm(resume, t);
    if (!shown) missing.push(termLabel(t, or));
    else {
      const place = termPlace(resume, shown) === 'listed' ? 'listed' : 'experience';
      found.push({ term: shown, place });
      got += place === 'experience' ? t.weight : t.weight * 0.75;
    }
  }
  const title = titleOverlap(resume, job.title);
  // A job whose text names few known terms is judged more on its title (on its title alone when it names none):
  // the terms' share grows with their weight up to 85 points at four terms' worth.
  const titleShare = 1 - 0.85 * Math.min(1, total / 4);
  // Few ads are met line by line: four fifths of what the ad asks for (by weight) is full marks.
  const coverage = total > 0 ? Math.min(1, got / total / FULL_COVERAGE) : 0;
  const score = Math.round(100 * ((1 - titleShare) * coverage + titleShare * title));
  const target = message(language, 'target.job');
  const changes = [
    ...missing.map((term) => message(language, 'keywords.missing', { target, term })),
    ...found.filter((f) => f.place === 'listed').map((f) => message(language, 'keywords.listed', { term: f.term })),
    ...(title < 1 && job.title ? [message(language, 'match.title', { title: job.title })] : []),
  ];
  return { score, band: scoreBand(score), found, missing, changes };
}
