import type { DraftSentence } from './claims.ts';
import type { Fact } from './facts.ts';
import type { ResumeDoc, WorkItem } from './resume-doc.ts';
import { capitalise, isQuantified, listOf, mentionsSkill, sentences, wholeWords, type CvLanguage } from './text.ts';
import { isAboutRightToWork as aboutRightToWork } from './right-to-work.ts';
import { writeCoverLetter } from './letter.ts';
import { rewriteBullet } from './rewrite.ts';
import { startsWithActionVerb, strengthen } from './verbs.ts';
import type { AiWriter } from './writer.ts';
import type { DescribeInput, OptimiseInput, Target } from './writer-input.ts';

/**
 * The built-in engine: used when no AI_BASE_URL is set, so the assistant works with no keys. Deterministic, and
 * it writes only from the person's own facts: it reorders, strengthens openers, fixes tense and assembles
 * sentences from what the resume says, each citing the facts it comes from; it never adds a number, an
 * employer or a skill (the claims guard holds it to that like any model).
 */

const ZERO = { promptTokens: 0, completionTokens: 0 };

/** The person's skills that the target asks for first, then the rest, at most `n`. */
function orderedSkills(resume: ResumeDoc, target: Target, n: number): string[] {
  // A skill word inside an employer's name ("Northwind Retail Ltd") is not one of the person's skills.
  const text = resume.work.reduce((t, w) => (w.company ? t.split(w.company).join(' ') : t), resume.text);
  const own = resume.skills.filter((s) => mentionsSkill(text, s) || !mentionsSkill(resume.text, s));
  const wanted = target.terms.filter((t) => own.some((s) => s.toLowerCase() === t.toLowerCase()) || mentionsSkill(text, t));
  const rest = own.filter((s) => !wanted.some((w) => w.toLowerCase() === s.toLowerCase()));
  return [...wanted, ...rest].slice(0, n);
}

/** The facts that show a skill: the skill as listed, else the first bullet or line that mentions it. */
function skillFacts(facts: Fact[], skills: string[]): string[] {
  return skills.flatMap((skill) => {
    const listed = facts.find((f) => f.id.startsWith('skill.') && f.text.toLowerCase() === skill.toLowerCase());
    const shown = listed ?? facts.find((f) => /^(?:work\.\d+\.\d+|other\.\d+|summary)$/.test(f.id) && mentionsSkill(f.text, skill));
    return shown ? [shown.id] : [];
  });
}

/** The person's employers (first role at each), with the fact of that role. */
const employers = (work: WorkItem[]) => {
  const seen = new Map<string, string>();
  work.forEach((w, wi) => {
    if (w.company && !seen.has(w.company)) seen.set(w.company, `work.${wi}`);
  });
  return [...seen.entries()].map(([name, fact]) => ({ name, fact }));
};

/** "BSc in Economics, University of Leeds" ("… from University of Leeds" with `from`) / "利兹大学，经济学学士", with its fact. */
function degreeLine(resume: ResumeDoc, language: CvLanguage, joiner = ', '): { text: string; fact: string } | null {
  const index = resume.education.findIndex((x) => x.school || x.degree);
  const e = resume.education[index];
  if (!e) return null;
  const fact = `edu.${index}`;
  if (language === 'cn') return { text: [e.school, [e.major, e.degree].filter(Boolean).join('')].filter(Boolean).join('，'), fact };
  const degree = [e.degree, e.major].filter(Boolean).join(' in ');
  return { text: [degree, e.school].filter(Boolean).join(degree ? joiner : ''), fact };
}

/** The person's strongest bullet for a target: one that uses a wanted term and has a figure, else either. */
function bestBullets(resume: ResumeDoc, target: Target, n: number): { work: WorkItem; bullet: string; fact: string }[] {
  const scored = resume.work.flatMap((work, wi) =>
    work.bullets.map((bullet, bi) => {
      const terms = target.terms.filter((t) => mentionsSkill(bullet, t)).length;
      return {
        work,
        bullet,
        fact: `work.${wi}.${bi}`,
        score: terms * 2 + (isQuantified(bullet) ? 2 : 0) + (startsWithActionVerb(bullet) ? 1 : 0) - wi * 0.5 - bi * 0.1,
      };
    }),
  );
  const picked: { work: WorkItem; bullet: string; fact: string }[] = [];
  for (const item of scored.sort((a, b) => b.score - a.score)) {
    if (picked.length >= n) break;
    if (item.bullet.length < 12 || item.bullet.length > 260) continue;
    if (picked.some((p) => p.bullet === item.bullet)) continue;
    picked.push(item);
  }
  return picked;
}

/** Ways of working a summary need not list ("Skilled in Teamwork" tells a recruiter nothing). */
const SOFT_SKILLS = new Set([
  'teamwork',
  'time management',
  'leadership',
  'communication',
  'attention to detail',
  'problem solving',
  'organisation',
  'customer service',
  'negotiation',
  'adaptability',
]);

/** A skill as the resume writes it ("pandas", "reporting"), else its canonical name. */
function asWritten(skill: string, text: string): string {
  return wholeWords(skill, 'iu').exec(text)?.[0] ?? skill;
}

/** "Patient care", "Mentoring" → lower case in running text; names (Excel, Power BI, SQL) as they are. */
function common(skill: string): string {
  const plain =
    /^[A-Z][a-z]+(?: [a-z]+)+$/.test(skill) || /^[A-Z][a-z]+ing$/.test(skill) || /^(?:Audit|Statistics|Accounting)$/.test(skill);
  return plain ? skill.toLowerCase() : skill;
}

/** Chinese text with a space either side of a Latin run, as the resume writes "使用 SQL 和 Python". */
const spaced = (text: string) => text.replace(/(\p{Script=Han})([A-Za-z])/gu, '$1 $2').replace(/([A-Za-z0-9])(\p{Script=Han})/gu, '$1 $2');

/**
 * Each employer with the title held there, so a summary never gives the headline's title to a role the person
 * held under another ("Data Analyst with experience at Meituan" when the role there was Operations Analyst).
 */
function rolesAt(resume: ResumeDoc, headline: string): { text: string; fact: string; same: boolean }[] {
  return employers(resume.work)
    .slice(0, 3)
    .map((place) => {
      const work = resume.work[Number(place.fact.split('.')[1])]!;
      return {
        text: work.role,
        fact: place.fact,
        same: !!work.role && work.role.toLowerCase() === headline.toLowerCase(),
        name: place.name,
      };
    })
    .map((x) => ({ ...x, text: x.text && !x.same ? `${x.text} at ${x.name}` : `at ${x.name}`, cn: `${x.name}${x.text}` }))
    .map(({ text, fact, same, cn }) => ({ text: resume.language === 'cn' ? cn : text, fact, same }));
}

/**
 * A summary from the person's facts: their own summary kept whole (openers strengthened), led by a line naming
 * the role and each employer with the title held there when it does not already, then the target's terms they
 * have, their degree and their best result with a figure, where the summary does not say them yet.
 */
function writeSummary(resume: ResumeDoc, target: Target, facts: Fact[], isRightToWork: (s: string) => boolean): DraftSentence[] {
  const language = resume.language;
  const role = resume.role || resume.work[0]?.role || '';
  const summary = resume.summary;
  const says = (text: string) => !!text && summary.toLowerCase().includes(text.toLowerCase());
  const places = rolesAt(resume, role);
  const wanted = orderedSkills(resume, target, 6).filter(
    (s) =>
      !mentionsSkill(summary, s) &&
      !SOFT_SKILLS.has(s.toLowerCase()) &&
      (language !== 'cn' || asWritten(s, resume.text) !== s || /^[\x20-\x7e]+$/.test(s)),
  );
  // "Skilled in" names only what the resume names in words, its skills section included ("Stakeholder management"
  // is not read from "15 stakeholders", nor "Data visualisation" from "dashboards").
  const named = (s: string) => [s, s.replace(/is(ation|e)\b/g, 'iz$1')].some((name) => wholeWords(name, 'iu').test(resume.text));
  const shown = wanted
    .filter((s) => skillFacts(facts, [s]).length && named(s))
    .map((s) => ({ skill: s, written: asWritten(s, resume.text) }));
  // In a Chinese CV only skills written as such ("SQL", "Excel") are named: "Accounting" would be English in Chinese text.
  const listed = language === 'cn' ? shown.filter((x) => x.written !== x.skill || resume.text.includes(x.skill)) : shown;
  const wantedFacts = skillFacts(
    facts,
    listed.map((x) => x.skill),
  );
  const degree = degreeLine(resume, language);
  // The person's status is placed by the application, never rewritten.
  const own = sentences(summary)
    .filter((s) => !isRightToWork(s))
    .map((s) => strengthen(s, true));
  const opening: DraftSentence[] = [];
  const extra: DraftSentence[] = [];
  const school = resume.education[0]?.school;
  const placesNamed = places.length > 0 && places.every((p) => says(p.text.replace(/^at /, '')) || summary.includes(p.text));
  const headFacts = [...new Set([...(role && resume.role === role ? ['profile'] : []), ...places.map((p) => p.fact)])];
  if (language === 'cn') {
    if ((role && !says(role)) || !placesNamed) {
      const [first, ...rest] = places;
      const earlier = rest.map((p) => p.text).join('、');
      const where = !first
        ? ''
        : resume.work[0]?.current
          ? `现任${first.text}${earlier ? `，此前曾任${earlier}` : ''}`
          : `曾任${[first.text, ...rest.map((p) => p.text)].join('、')}`;
      const head = [role && !first?.same ? role : '', where].filter(Boolean).join('，');
      if (head) opening.push({ text: `${head}。`, facts: headFacts.length ? headFacts : ['profile'] });
    }
    for (const s of own) opening.push({ text: /[。！？.]$/.test(s) ? s : `${s}。`, facts: ['summary'] });
    if (listed.length)
      extra.push({
        text: spaced(`技能：${listed.map((x) => x.written).join('、')}。`),
        facts: wantedFacts,
      });
    if (degree && !(school && says(school))) extra.push({ text: `${degree.text}。`, facts: [degree.fact] });
    return [...opening, ...extra.slice(0, Math.max(0, 6 - opening.length))];
  }
  const placesLine: DraftSentence[] = [];
  if ((role && !says(role)) || !placesNamed) {
    const [first, ...rest] = places;
    const now = resume.work[0]?.current ? 'currently' : 'most recently';
    const where = first
      ? `${role ? `${now} ` : ''}${first.text}${
          rest.length
            ? `; before that, ${listOf(
                rest.map((p) => p.text),
                'en',
              )}`
            : ''
        }`
      : '';
    // The summary already names the role ("Business analyst with four years…"): it leads, and the places follow
    // without the role said twice ("Currently at X; before that, Data Analyst at Y.").
    const roleSaid = !!role && says(role) && own.length > 0;
    const text =
      role && !roleSaid
        ? `${capitalise(role)}${where ? `, ${where}` : ''}.`
        : `${capitalise(where.replace(/^at /, roleSaid ? 'at ' : 'Experience at '))}.`;
    if (role || where) (roleSaid ? placesLine : opening).push({ text, facts: headFacts.length ? headFacts : ['profile'] });
  }
  for (const s of own) opening.push({ text: /[.!?]$/.test(s) ? s : `${s}.`, facts: ['summary'] });
  opening.push(...placesLine);
  if (listed.length)
    extra.push({
      text: `Skilled in ${listOf(
        listed.map((x) => common(x.written)),
        'en',
      )}.`,
      facts: wantedFacts,
    });
  if (degree && !(school && says(school))) extra.push({ text: `${degree.text}.`, facts: [degree.fact] });
  const best = bestBullets(resume, target, 1)[0];
  if (best && isQuantified(best.bullet) && !says(best.bullet.slice(0, 30))) {
    extra.push({
      // CV style, no pronoun: the result, then where ("Cut the close from 8 to 5 days at B&Q.").
      text: `${capitalise(rewriteBullet(strengthen(best.bullet, false), false).replace(/\.$/, ''))}${
        best.work.company && !best.bullet.includes(best.work.company) ? ` at ${best.work.company}` : ''
      }.`,
      facts: [best.fact],
    });
  }
  // The person's own sentences all stay; what is added stops at about six sentences in all (read in seconds).
  return [...opening, ...extra.slice(0, Math.max(1, 6 - opening.length))];
}

/** About Me for the builder, from the chosen role and what the person entered. */
function writeAboutMe(input: DescribeInput, isRightToWork: (s: string) => boolean): DraftSentence[] {
  // The role chosen from the list is what the text aims at, not a title the person holds: the opening names
  // their own (the builder's Role field), which the target's terms then serve.
  const { resume, target, roleName } = input;
  const withRole = resume.role ? resume : { ...resume, role: resume.work[0]?.role ?? '' };
  return writeSummary(withRole, { ...target, title: target.title || roleName }, input.facts, isRightToWork);
}

/** One role's description as bullets, from what the person wrote about it. */
function writeWork(input: DescribeInput): DraftSentence[] {
  const work = input.resume.work[input.workIndex];
  if (!work) return [];
  const bullets = work.bullets
    .map((b, bi) => ({ b: rewriteBullet(strengthen(b, work.current), work.current), fact: `work.${input.workIndex}.${bi}` }))
    .filter((x) => x.b.length > 2);
  // Bullets that show the target's terms first, so a recruiter scanning for them sees them.
  const ranked = bullets
    .map((x, i) => ({ ...x, i, hits: input.target.terms.filter((t) => mentionsSkill(x.b, t)).length + (isQuantified(x.b) ? 1 : 0) }))
    .sort((a, b) => b.hits - a.hits || a.i - b.i);
  return ranked.map((x) => ({ text: `• ${x.b}`, facts: [x.fact] }));
}

export const builtinWriter: AiWriter = {
  provider: 'built-in',
  model: 'jobbridge-rules-1',
  async optimise(input: OptimiseInput) {
    const items = input.items.map((item) => ({
      id: item.id,
      sentences:
        item.kind === 'summary'
          ? writeSummary(input.resume, input.target, input.facts, aboutRightToWork)
          : [{ text: rewriteBullet(strengthen(item.text, item.current), item.current), facts: [item.id] }],
    }));
    return { value: { items }, usage: ZERO };
  },
  async describe(input) {
    return { value: { sentences: input.kind === 'aboutMe' ? writeAboutMe(input, aboutRightToWork) : writeWork(input) }, usage: ZERO };
  },
  async coverLetter(input) {
    return { value: { paragraphs: writeCoverLetter(input, { variant: input.variant }) }, usage: ZERO };
  },
};
