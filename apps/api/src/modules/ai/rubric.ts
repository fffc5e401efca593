import { scoreBand, type Language, type ScoreBand } from '@jobbridge/contracts';
import { startsWithActionVerb, strengthen } from './verbs.ts';
import { shownTerm, termLabel, termPlace, type KeyTerm } from './keyterms.ts';
import { PERSONAL_DETAILS } from './lexicon.ts';
import type { ResumeDoc } from './resume-doc.ts';
import { isQuantified, wordCount } from './text.ts';
import { message, quote, type MessageKey } from './messages.ts';

/**
 * The resume score (docs/product.md §10): 100 points over seven criteria, every lost point carried by a
 * suggestion the person can act on (the suggestions' points add up to 100 minus the score).
 *
 * | criterion   | max | full marks when                                                                |
 * |-------------|-----|--------------------------------------------------------------------------------|
 * | sections    | 15  | summary 4, experience 5, education 4, skills 2                                 |
 * | contact     | 10  | name 2, email 3, phone 3, town 1, a LinkedIn/portfolio link 1                  |
 * | quantified  | 15  | at least half the bullets carry a figure                                       |
 * | verbs       | 15  | at least 70% of bullets open with a strong action verb                         |
 * | length      | 10  | 350-900 words (1-2 pages); 6 for 250-349 or 901-1200; 3 for 150-249 or 1201-1500 |
 * | uk          | 10  | no date of birth or age (4), no photo (3), no marital status, gender, religion  |
 * |             |     | or nationality (3)                                                             |
 * | keywords    | 25  | the target's key terms (a chosen role or a job) all appear, weighted by how    |
 * |             |     | much the target asks for them; with no target, 8 or more recognised skills      |
 *
 * Bands: Excellent 80-100, Good 60-79, Needs Improvement 0-59 (`scoreBand` in packages/contracts).
 */
export type CriterionId = 'sections' | 'contact' | 'quantified' | 'verbs' | 'length' | 'uk' | 'keywords';

export const CRITERIA_MAX: Record<CriterionId, number> = {
  sections: 15,
  contact: 10,
  quantified: 15,
  verbs: 15,
  length: 10,
  uk: 10,
  keywords: 25,
};

interface Suggestion {
  id: string;
  criterion: CriterionId;
  /** Points this suggestion would win back. */
  points: number;
  text: string;
  /** The resume item it is about (`summary`, `work.<role>.<bullet>`), when it is about one. */
  item: string | null;
}

interface Criterion {
  id: CriterionId;
  points: number;
  max: number;
}

export interface ScoreTarget {
  kind: 'role' | 'job' | 'none';
  /** The role's or job's title as shown. */
  title: string;
  terms: KeyTerm[];
}

export interface ScoreReport {
  score: number;
  band: ScoreBand;
  criteria: Criterion[];
  suggestions: Suggestion[];
  keyTerms: { found: string[]; missing: string[] };
  words: number;
}

interface Loss {
  key: MessageKey;
  params?: Record<string, string | number>;
  /** Share of the criterion's lost points this suggestion carries (relative to the others). */
  weight: number;
  item?: string;
}

/** Splits a criterion's lost points over its suggestions (largest remainder), so they add up exactly. */
function allocate(lost: number, losses: Loss[]): number[] {
  const total = losses.reduce((s, l) => s + l.weight, 0) || 1;
  const raw = losses.map((l) => (lost * l.weight) / total);
  const out = raw.map(Math.floor);
  let rest = lost - out.reduce((s, n) => s + n, 0);
  const order = raw.map((r, i) => ({ i, frac: r - Math.floor(r) })).sort((a, b) => b.frac - a.frac);
  for (const { i } of order) {
    if (rest <= 0) break;
    out[i]! += 1;
    rest -= 1;
  }
  return out;
}

const LENGTH = { min: 350, max: 900 };

export function scoreResume(resume: ResumeDoc, target: ScoreTarget, language: Language): ScoreReport {
  const criteria: Criterion[] = [];
  const suggestions: Suggestion[] = [];
  const bullets = resume.work.flatMap((w, wi) => w.bullets.map((b, bi) => ({ text: b, current: w.current, item: `work.${wi}.${bi}` })));

  const add = (id: CriterionId, fraction: number, losses: Loss[]) => {
    const max = CRITERIA_MAX[id];
    let points = Math.max(0, Math.min(max, Math.round(max * fraction)));
    // A criterion with nothing to suggest keeps full marks: every lost point must be one the person can act on.
    if (!losses.length) points = max;
    criteria.push({ id, points, max });
    const lost = max - points;
    if (lost <= 0) return;
    allocate(lost, losses).forEach((p, i) => {
      const loss = losses[i]!;
      if (p > 0)
        suggestions.push({
          id: `${id}.${i}`,
          criterion: id,
          points: p,
          text: message(language, loss.key, loss.params),
          item: loss.item ?? null,
        });
    });
  };

  // Sections
  {
    const parts: [string, number, MessageKey][] = [
      ['summary', 4, 'sections.summary'],
      ['experience', 5, 'sections.experience'],
      ['education', 4, 'sections.education'],
      ['skills', 2, 'sections.skills'],
    ];
    const has = (kind: string) =>
      kind === 'summary'
        ? !!resume.summary.trim()
        : kind === 'experience'
          ? resume.work.length > 0
          : kind === 'education'
            ? resume.education.length > 0
            : resume.sections.includes('skills') || resume.skills.length >= 3;
    const missing = parts.filter(([kind]) => !has(kind));
    const got = parts.filter(([kind]) => has(kind)).reduce((s, [, w]) => s + w, 0);
    const examples =
      target.terms
        .slice(0, 3)
        .map((t) => t.term)
        .join(', ') || 'Excel, SQL';
    add(
      'sections',
      got / 15,
      missing.map(([, w, key]) => ({ key, weight: w, params: { examples } })),
    );
  }

  // Contact details
  {
    const parts: [boolean, number, MessageKey][] = [
      [!!resume.name, 2, 'contact.name'],
      [!!resume.email, 3, 'contact.email'],
      [!!resume.phone, 3, 'contact.phone'],
      [!!resume.location, 1, 'contact.location'],
      [resume.links.length > 0, 1, 'contact.link'],
    ];
    const got = parts.filter(([ok]) => ok).reduce((s, [, w]) => s + w, 0);
    add(
      'contact',
      got / 10,
      parts.filter(([ok]) => !ok).map(([, weight, key]) => ({ key, weight })),
    );
  }

  // Quantified bullets: at least half carry a figure.
  {
    if (!bullets.length) add('quantified', 0, [{ key: 'quantified.none', weight: 1 }]);
    else {
      const needed = Math.ceil(bullets.length / 2);
      const have = bullets.filter((b) => isQuantified(b.text)).length;
      const short = Math.max(0, needed - have);
      const candidates = bullets.filter((b) => !isQuantified(b.text)).slice(0, short);
      add(
        'quantified',
        Math.min(1, have / needed),
        candidates.map((b) => ({ key: 'quantified.bullet', weight: 1, params: { bullet: quote(b.text) }, item: b.item })),
      );
    }
  }

  // Action verbs: at least 70% of bullets open with one.
  {
    if (!bullets.length) add('verbs', 0, [{ key: 'quantified.none', weight: 1 }]);
    else {
      const needed = Math.ceil(bullets.length * 0.7);
      const weak = bullets.filter((b) => !startsWithActionVerb(b.text, b.current));
      const have = bullets.length - weak.length;
      const short = Math.max(0, needed - have);
      const losses = weak.slice(0, short).map((b): Loss => {
        const after = strengthen(b.text, b.current);
        return after !== b.text.replace(/\.\s*$/, '') && startsWithActionVerb(after, b.current)
          ? { key: 'verbs.bullet', weight: 1, params: { bullet: quote(b.text, 70), after: quote(after, 70) }, item: b.item }
          : { key: 'verbs.plain', weight: 1, params: { bullet: quote(b.text) }, item: b.item };
      });
      add('verbs', Math.min(1, have / needed), losses);
    }
  }

  // Length
  const words = wordCount(resume.text);
  {
    const fraction =
      words >= LENGTH.min && words <= LENGTH.max ? 1 : words >= 250 && words <= 1200 ? 0.6 : words >= 150 && words <= 1500 ? 0.3 : 0;
    add(
      'length',
      fraction,
      fraction === 1 ? [] : [{ key: words < LENGTH.min ? 'length.short' : 'length.long', weight: 1, params: { words, ...LENGTH } }],
    );
  }

  // UK conventions
  {
    const found = new Set(PERSONAL_DETAILS.filter((d) => d.pattern.test(resume.text)).map((d) => d.id));
    if (resume.hasPhoto) found.add('photo');
    const losses: Loss[] = [];
    let got = 10;
    if (found.has('dob') || found.has('age')) {
      got -= 4;
      losses.push({ key: found.has('dob') ? 'uk.dob' : 'uk.age', weight: 4 });
    }
    if (found.has('photo')) {
      got -= 3;
      losses.push({ key: 'uk.photo', weight: 3 });
    }
    const personal = (['marital', 'gender', 'religion', 'nationality'] as const).filter((id) => found.has(id));
    if (personal.length) {
      got -= 3;
      for (const id of personal) losses.push({ key: `uk.${id}`, weight: 3 / personal.length });
    }
    add('uk', got / 10, losses);
  }

  // Key terms of the target
  const found: string[] = [];
  const missing: string[] = [];
  {
    if (target.terms.length) {
      const total = target.terms.reduce((s, t) => s + t.weight, 0);
      let got = 0;
      const losses: Loss[] = [];
      const label =
        target.kind === 'job'
          ? message(language, 'target.job')
          : target.title
            ? message(language, 'target.role', { role: target.title })
            : message(language, 'target.resume');
      for (const t of target.terms) {
        const shown = shownTerm(resume, t);
        if (shown) {
          got += t.weight;
          found.push(shown);
        } else {
          const term = termLabel(t, language === 'cn' ? '或' : 'or');
          missing.push(term);
          losses.push({ key: 'keywords.missing', weight: t.weight, params: { target: label, term } });
        }
      }
      add('keywords', got / total, losses);
      // Not a lost point, but worth doing: a term shown only in a list reads weaker than one shown in use.
      for (const term of found.filter((t) => termPlace(resume, t) === 'listed').slice(0, 3)) {
        suggestions.push({
          id: `keywords.listed.${term}`,
          criterion: 'keywords',
          points: 0,
          text: message(language, 'keywords.listed', { term }),
          item: null,
        });
      }
    } else {
      const n = resume.skills.length;
      add('keywords', Math.min(1, n / 8), [
        { key: 'keywords.choose', weight: 2 },
        { key: 'keywords.more', weight: 1 },
      ]);
    }
  }

  const score = criteria.reduce((s, c) => s + c.points, 0);
  suggestions.sort((a, b) => b.points - a.points);
  return { score, band: scoreBand(score), criteria, suggestions, keyTerms: { found, missing }, words };
}
