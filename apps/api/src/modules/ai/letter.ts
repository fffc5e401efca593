import { ACTION_VERB_SET, GERUND_TO_PRESENT, PRESENT_TO_PAST } from './lexicon.ts';
import { bestBullets, degreeLine, employers, roleFacts, skillFacts, strengthen } from './builtin.ts';
import type { DraftSentence } from './claims.ts';
import { capitalise, decapitalise, listOf, mentionsSkill } from './text.ts';
import type { CoverLetterInput } from './writer.ts';

/** The built-in engine's cover letters (decision 050: each sentence cites the facts it is assembled from). */

/**
 * "a" or "an" by how a degree is said: "a BSc", "a Master's", but "an MSc", "an MEng", "an HND": an
 * abbreviation starting F, H, L, M, N, R, S or X is said with a vowel sound first.
 */
function articleFor(degree: string): 'a' | 'an' {
  if (/^[AEIOU]/.test(degree)) return 'an';
  return /^[FHLMNRSX](?:[A-Z]|\.|Sc|Eng|Phil|Res|Ed)/.test(degree) ? 'an' : 'a';
}

/** First person for a letter: "Reduced costs by 10%" → "I reduced costs by 10%". */
function firstPerson(bullet: string, current: boolean): string {
  const strong = strengthen(bullet, current);
  const first = (strong.split(/\s/)[0] ?? '').toLowerCase();
  if (first in GERUND_TO_PRESENT) return `I am ${decapitalise(strong)}`;
  if (ACTION_VERB_SET.has(first) || first in PRESENT_TO_PAST || /ed$/.test(first)) return `I ${decapitalise(strong)}`;
  return `my work included ${decapitalise(strong)}`;
}

type Paragraph = { sentences: DraftSentence[] };
const paragraph = (...sentences: (DraftSentence | null | false | '')[]): Paragraph => ({
  sentences: sentences.filter((s): s is DraftSentence => !!s && !!s.text.trim()),
});

export function writeCoverLetter(input: CoverLetterInput): Paragraph[] {
  const { resume, job, target, facts } = input;
  const language = resume.language;
  const role = resume.role || resume.work[0]?.role || '';
  const have = target.terms.filter((t) => mentionsSkill(resume.text, t) || resume.skills.some((s) => s.toLowerCase() === t.toLowerCase()));
  const haveShown = have.slice(0, 6).filter((t) => skillFacts(facts, [t]).length);
  const haveFacts = skillFacts(facts, haveShown);
  const evidence = bestBullets(resume, { ...target, terms: have }, 3);
  const degree = degreeLine(resume, language);
  const places = employers(resume.work).slice(0, 3);
  const background = roleFacts(resume, role, places);
  const name = resume.name;
  if (language === 'cn') {
    const who = [
      role ? `我目前的职业方向是${role}` : '',
      places.length
        ? `曾就职于${listOf(
            places.map((p) => p.name),
            'cn',
          )}`
        : '',
    ]
      .filter(Boolean)
      .join('，');
    return [
      paragraph({ text: '尊敬的招聘负责人：', facts: [] }),
      paragraph(
        { text: `我写信申请贵公司（${job.company}）的${job.title}职位。`, facts: [] },
        !!who && { text: `${who}。`, facts: background },
      ),
      paragraph(
        ...evidence.map((e) => ({ text: `在${e.work.company || e.work.role}，${e.bullet.replace(/[。.]$/, '')}。`, facts: [e.fact] })),
      ),
      paragraph(haveShown.length > 0 && { text: `我具备该职位所需的${listOf(haveShown, 'cn')}经验。`, facts: haveFacts }),
      paragraph(!!degree && { text: `我的教育背景：${degree.text}。`, facts: [degree.fact] }),
      paragraph({ text: `期待有机会进一步沟通我能为${job.company}带来的贡献。`, facts: [] }, { text: '感谢您的时间与考虑。', facts: [] }),
      paragraph({ text: `此致\n敬礼\n${name}`, facts: [] }),
    ].filter((p) => p.sentences.length);
  }
  const intro = { text: `I am writing to apply for the ${job.title} role at ${job.company}.`, facts: [] };
  const about = [
    role ? `I am a ${role}` : '',
    places.length
      ? `${role ? ' with' : 'I have'} experience at ${listOf(
          places.map((p) => p.name),
          'en',
        )}`
      : '',
  ].join('');
  return [
    paragraph({ text: 'Dear Hiring Manager,', facts: [] }),
    paragraph(intro, !!about && { text: `${about}.`, facts: background }),
    paragraph(
      ...evidence.map((e) => ({
        text: capitalise(`${e.work.company ? `At ${e.work.company}, ` : ''}${firstPerson(e.bullet, e.work.current).replace(/\.$/, '')}.`),
        facts: [e.fact],
      })),
    ),
    paragraph(
      haveShown.length > 0 && { text: `My experience with ${listOf(haveShown, 'en')} matches what this role asks for.`, facts: haveFacts },
    ),
    paragraph(
      !!degree && {
        text: `I hold ${articleFor(degree.text)} ${degreeLine(resume, language, ' from ')!.text}.`,
        facts: [degree.fact],
      },
    ),
    paragraph(
      { text: `I would welcome the chance to discuss how I could contribute to ${job.company}.`, facts: [] },
      { text: 'Thank you for your time and consideration.', facts: [] },
    ),
    paragraph({ text: `Yours faithfully,\n${name}`, facts: [] }),
  ].filter((p) => p.sentences.length);
}
