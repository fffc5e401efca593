import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { isAboutRightToWork, rightToWorkSentence, type RightToWork, type RightToWorkStatus } from '../../src/modules/ai/right-to-work.ts';

const sentences = (file: string) =>
  JSON.parse(readFileSync(new URL(file, import.meta.url), 'utf8')) as { about: string[]; notAbout: string[] };
const first = sentences('./right-to-work-sentences.json');
const heldOut = sentences('./right-to-work-held-out.json');

/**
 * The right-to-work classifier against sentences kept in JSON (add more there): the first set was written with
 * the rules, the held-out set afterwards without changing them to fit. Both must have no errors either way: a
 * missed sentence lets a model's claim about status through, a wrong one drops a sentence about the work.
 */
describe.each([
  ['the first set', first],
  ['the held-out set', heldOut],
])('isAboutRightToWork on %s', (_name, data) => {
  it('finds every sentence about the right to work (English and Chinese)', () => {
    expect(data.about.filter((s) => !isAboutRightToWork(s))).toEqual([]);
  });
  it('leaves every sentence that only shares the words (Visa Inc., trade settlement, halls of residence…)', () => {
    expect(data.notAbout.filter((s) => isAboutRightToWork(s))).toEqual([]);
  });
});

const STATUSES: RightToWorkStatus[] = [
  'british_irish',
  'settled',
  'pre_settled',
  'indefinite_leave',
  'graduate',
  'skilled_worker',
  'dependant',
  'student',
  'needs_sponsorship',
  'other',
];
/** Statuses whose sentence names the date the visa or status ends. */
const DATED = new Set<RightToWorkStatus>(['pre_settled', 'graduate', 'skilled_worker', 'dependant', 'student', 'other']);

describe('rightToWorkSentence', () => {
  it('writes the Graduate visa sentence a recruiter reads in both languages', () => {
    const rtw: RightToWork = { status: 'graduate', until: '2027-06-30' };
    expect(rightToWorkSentence(rtw, 'en')).toBe(
      'I hold a Graduate visa valid until June 2027, so I can work without sponsorship until then and would need Skilled Worker sponsorship after that.',
    );
    expect(rightToWorkSentence(rtw, 'cn')).toBe(
      '我持有毕业生签证（Graduate visa），有效期至2027年6月，在此之前工作无需担保，之后需要技术工人签证（Skilled Worker visa）担保。',
    );
  });

  it.each(STATUSES)('%s: one sentence per language, with its end date where it has one', (status) => {
    const rtw: RightToWork = { status, until: DATED.has(status) ? '2028-03-01' : null };
    const english = rightToWorkSentence(rtw, 'en');
    const chinese = rightToWorkSentence(rtw, 'cn');
    // One sentence: a single full stop, at the end.
    expect(english).toMatch(/^[A-Z][^.]*(?:\.[^\s.][^.]*)*\.$/);
    expect(english.split(/[.!?](?:\s|$)/).filter(Boolean)).toHaveLength(1);
    expect(chinese.match(/。/g)).toHaveLength(1);
    expect(chinese.endsWith('。')).toBe(true);
    expect(english.includes('March 2028')).toBe(DATED.has(status));
    expect(chinese.includes('2028年3月')).toBe(DATED.has(status));
    // A model writing the same would have it dropped: the app's sentence is the only one a letter carries.
    expect(isAboutRightToWork(english)).toBe(true);
    expect(isAboutRightToWork(chinese)).toBe(true);
  });

  it('says what each status means for sponsorship, as UK rules have it', () => {
    const en = (status: RightToWorkStatus, until: string | null = null) => rightToWorkSentence({ status, until }, 'en');
    for (const status of ['british_irish', 'settled', 'indefinite_leave'] as const) {
      expect(en(status)).toContain('without restriction');
      expect(en(status)).toContain('do not need visa sponsorship');
    }
    expect(en('pre_settled', '2029-01-15')).toContain('without visa sponsorship');
    expect(en('skilled_worker', '2028-05-01')).toContain('new Certificate of Sponsorship');
    expect(en('dependant', '2027-01-01')).toContain('within the conditions of my visa');
    expect(en('student', '2026-09-30')).toContain('part-time during term');
    expect(en('needs_sponsorship')).toBe('I would need Skilled Worker visa sponsorship to take up this role.');
    // "Other" claims nothing it does not know.
    expect(en('other')).toBe('I am happy to provide details of my right to work in the UK on request.');
    expect(en('other')).not.toMatch(/sponsor|visa|citizen/i);
  });
});
