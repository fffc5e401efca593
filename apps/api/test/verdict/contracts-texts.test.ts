import {
  fillVerdictText,
  jobVerdictSchema,
  VERDICT_KINDS,
  VERDICT_REASONS,
  verdictKindTexts,
  verdictReasonTexts,
} from '@jobbridge/contracts';
import { describe, expect, it } from 'vitest';

const hasHan = (s: string) => /\p{Script=Han}/u.test(s);

describe('verdict texts (packages/contracts/src/jobs/verdict.ts)', () => {
  it.each(VERDICT_KINDS)('kind %s has a cn and en label and explanation', (kind) => {
    const t = verdictKindTexts[kind];
    for (const text of [t.label.en, t.label.cn, t.explanation.en, t.explanation.cn]) expect(text.trim()).not.toBe('');
    expect(hasHan(t.label.cn) && hasHan(t.explanation.cn)).toBe(true);
    expect(hasHan(t.label.en) || hasHan(t.explanation.en)).toBe(false);
    expect(['positive', 'info', 'caution', 'negative']).toContain(t.tone);
  });

  it.each(VERDICT_REASONS)('reason %s has a cn and en sentence', (reason) => {
    const t = verdictReasonTexts[reason];
    expect(t.en.trim()).not.toBe('');
    expect(t.cn.trim()).not.toBe('');
    expect(hasHan(t.cn)).toBe(true);
    expect(hasHan(t.en)).toBe(false);
  });

  it('has texts for exactly the kinds and reasons', () => {
    expect(Object.keys(verdictKindTexts).sort()).toEqual([...VERDICT_KINDS].sort());
    expect(Object.keys(verdictReasonTexts).sort()).toEqual([...VERDICT_REASONS].sort());
  });

  it('uses the words a mainland reader in the UK knows', () => {
    expect(verdictKindTexts.licensed_sponsor.label.cn).toBe('持牌担保雇主');
    expect(verdictKindTexts.licensed_sponsor.explanation.cn).toContain('英国内政部');
    expect(verdictKindTexts.licensed_sponsor.explanation.cn).toContain('技术工人签证');
    expect(verdictReasonTexts.RATING_B.cn).toContain('担保证书（CoS）');
  });

  it('fills salary placeholders with whole pounds', () => {
    const salary = { annualMin: 39_000, annualMax: null, threshold: 41_700, newEntrantThreshold: 33_400 };
    expect(fillVerdictText(verdictReasonTexts.SALARY_MEETS_NEW_ENTRANT.en, salary)).toBe(
      'The advertised pay (£39,000 a year) is below the general threshold of £41,700 but meets the new-entrant ' +
        'rate of £33,400 (for example for recent graduates or applicants under 26).',
    );
    expect(fillVerdictText(verdictReasonTexts.SALARY_BELOW.cn, { ...salary, annualMin: null, annualMax: 30_000 })).toContain('£30,000');
    const range = { ...salary, annualMin: 30_000, annualMax: 45_000 };
    expect(fillVerdictText(verdictReasonTexts.SALARY_DEPENDS_ON_OFFER.en, range)).toBe(
      'The advertised range (£30,000 to £45,000 a year) runs from below to above a Skilled Worker salary threshold ' +
        '(£41,700, or £33,400 for new entrants), so whether the pay qualifies depends on the offer.',
    );
    expect(fillVerdictText(verdictReasonTexts.SALARY_DEPENDS_ON_OFFER.cn, range)).toContain('£30,000 至 £45,000');
    for (const reason of VERDICT_REASONS) {
      for (const text of [verdictReasonTexts[reason].en, verdictReasonTexts[reason].cn])
        expect(fillVerdictText(text, salary)).not.toMatch(/[{}]/);
    }
  });

  it('the schema rejects unknown kinds and reasons', () => {
    const ok = {
      kind: 'licensed_sponsor',
      rating: 'Worker (A rating)',
      routes: ['Skilled Worker'],
      salary: { status: 'meets', annualMin: 45_000, annualMax: null, threshold: 41_700, newEntrantThreshold: 33_400 },
      reasons: ['ON_REGISTER', 'AD_SILENT', 'SALARY_MEETS'],
      evidence: null,
    };
    expect(jobVerdictSchema.parse(ok)).toEqual(ok);
    expect(jobVerdictSchema.safeParse({ ...ok, kind: 'maybe' }).success).toBe(false);
    expect(jobVerdictSchema.safeParse({ ...ok, reasons: ['NOPE'] }).success).toBe(false);
  });
});
