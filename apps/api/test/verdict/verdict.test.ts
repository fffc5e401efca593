import { jobVerdictSchema } from '@jobbridge/contracts';
import { describe, expect, it } from 'vitest';
import { checkSalary } from '../../src/modules/ingest/verdict/salary-check.ts';
import { detectSponsorship, type SponsorshipDetection } from '../../src/modules/ingest/verdict/sponsorship-text.ts';
import {
  isBRated,
  isSkilledWorkerRoute,
  jobVerdict,
  MATCH_CONFIDENCE_MIN,
  NEAR_MISS_CONFIDENCE,
  type RegisterSponsor,
  type VerdictInput,
} from '../../src/modules/ingest/verdict/verdict.ts';

const SILENT: SponsorshipDetection = { stance: 'silent', strength: null, evidence: null, mixed: false };
const OFFERS = detectSponsorship('Visa sponsorship is available for this role.');
const OFFERS_POSSIBLE = detectSponsorship('Sponsorship may be considered for exceptional candidates.');
const REFUSES = detectSponsorship('We are unable to offer sponsorship.');
const NEEDS_RTW = detectSponsorship('You must have the right to work in the UK.');
const MIXED = detectSponsorship('Visa sponsorship is available.\nUnfortunately we cannot offer sponsorship for this role.');

const MONZO: RegisterSponsor = {
  organisationName: 'Monzo Bank Ltd',
  rating: 'Worker (A rating)',
  routes: ['Skilled Worker', 'Global Business Mobility: Senior or Specialist Worker'],
};
const THEATRE: RegisterSponsor = {
  organisationName: 'Some Theatre Ltd',
  rating: 'Temporary Worker (A rating)',
  routes: ['Creative Worker', 'Charity Worker '],
};
const B_RATED: RegisterSponsor = { organisationName: 'B Care Ltd', rating: 'Worker (B rating)', routes: ['Skilled Worker'] };

const salary = checkSalary({ min: 45_000, max: 50_000, period: 'year', currency: 'GBP' });

function verdict(overrides: Partial<VerdictInput>) {
  const v = jobVerdict({ sponsor: null, matchConfidence: 0, isAgency: false, sponsorship: SILENT, salary, ...overrides });
  expect(jobVerdictSchema.parse(v)).toEqual(v); // always what the API may return
  return v;
}

describe('jobVerdict precedence', () => {
  it('1. an explicit refusal in the ad beats a licence (rating and routes kept)', () => {
    const v = verdict({ sponsor: MONZO, matchConfidence: 0.97, sponsorship: REFUSES });
    expect(v.kind).toBe('no_sponsorship');
    expect(v.reasons).toEqual(['AD_REFUSES', 'ON_REGISTER', 'SALARY_MEETS']);
    expect(v.rating).toBe('Worker (A rating)');
    expect(v.routes).toEqual(MONZO.routes);
    expect(v.evidence).toBe('We are unable to offer sponsorship.');
  });

  it('1. "must have the right to work in the UK" also gives no_sponsorship, with its own reason', () => {
    const v = verdict({ sponsor: MONZO, matchConfidence: 0.97, sponsorship: NEEDS_RTW });
    expect(v.kind).toBe('no_sponsorship');
    expect(v.reasons[0]).toBe('AD_REQUIRES_RIGHT_TO_WORK');
  });

  it('2. an explicit offer gives offers_sponsorship, keeping the register rating and routes', () => {
    const v = verdict({ sponsor: MONZO, matchConfidence: 0.95, sponsorship: OFFERS });
    expect(v).toMatchObject({ kind: 'offers_sponsorship', rating: 'Worker (A rating)', routes: MONZO.routes });
    expect(v.reasons).toEqual(['AD_OFFERS', 'ON_REGISTER', 'SALARY_MEETS']);
    expect(v.evidence).toBe('Visa sponsorship is available for this role.');
  });

  it('2. a hedged offer is still offers_sponsorship, with AD_OFFERS_POSSIBLE', () => {
    const v = verdict({ sponsor: null, matchConfidence: 0.1, sponsorship: OFFERS_POSSIBLE });
    expect(v.kind).toBe('offers_sponsorship');
    expect(v.reasons).toEqual(['AD_OFFERS_POSSIBLE', 'NOT_FOUND', 'SALARY_MEETS']);
    expect(v.rating).toBeNull();
    expect(v.routes).toEqual([]);
  });

  it('2. the ad beats the agency rule: an agency ad that offers still offers, without the agency licence', () => {
    const v = verdict({ sponsor: MONZO, matchConfidence: 0.99, isAgency: true, sponsorship: OFFERS });
    expect(v).toMatchObject({ kind: 'offers_sponsorship', rating: null, routes: [] });
    expect(v.reasons).toEqual(['AD_OFFERS', 'AGENCY_UNNAMED_CLIENT', 'SALARY_MEETS']);
  });

  it('3. an agency for an unnamed client is unknown, never its own licence', () => {
    const v = verdict({ sponsor: MONZO, matchConfidence: 1, isAgency: true });
    expect(v).toMatchObject({ kind: 'unknown', rating: null, routes: [] });
    expect(v.reasons).toEqual(['AGENCY_UNNAMED_CLIENT', 'AD_SILENT', 'SALARY_MEETS']);
  });

  it('4. a blank employer name is unknown', () => {
    const v = verdict({ sponsor: null, matchConfidence: 0, employerName: '  ' });
    expect(v.kind).toBe('unknown');
    expect(v.reasons).toEqual(['EMPLOYER_UNKNOWN', 'AD_SILENT', 'SALARY_MEETS']);
    expect(verdict({ sponsor: null, matchConfidence: 0, employerName: null }).kind).toBe('unknown');
  });

  it(`5. a confident match (≥ ${MATCH_CONFIDENCE_MIN}) with the Skilled Worker route is licensed_sponsor`, () => {
    const v = verdict({ sponsor: MONZO, matchConfidence: MATCH_CONFIDENCE_MIN, employerName: 'Monzo' });
    expect(v).toMatchObject({ kind: 'licensed_sponsor', rating: 'Worker (A rating)', routes: MONZO.routes, evidence: null });
    expect(v.reasons).toEqual(['ON_REGISTER', 'AD_SILENT', 'SALARY_MEETS']);
  });

  it('5. a B-rated licence is still licensed_sponsor, with RATING_B', () => {
    const v = verdict({ sponsor: B_RATED, matchConfidence: 0.95 });
    expect(v.kind).toBe('licensed_sponsor');
    expect(v.reasons).toEqual(['ON_REGISTER', 'RATING_B', 'AD_SILENT', 'SALARY_MEETS']);
  });

  it('5. a licence for other routes only (Creative/Charity Worker) is not a Skilled Worker licence', () => {
    const v = verdict({ sponsor: THEATRE, matchConfidence: 0.98 });
    expect(v).toMatchObject({ kind: 'not_on_register', rating: 'Temporary Worker (A rating)', routes: THEATRE.routes });
    expect(v.reasons).toEqual(['ON_REGISTER_OTHER_ROUTES_ONLY', 'AD_SILENT', 'SALARY_MEETS']);
  });

  it('6. a register candidate below the bar is unknown, and its licence is not shown', () => {
    const v = verdict({ sponsor: MONZO, matchConfidence: MATCH_CONFIDENCE_MIN - 0.01 });
    expect(v).toMatchObject({ kind: 'unknown', rating: null, routes: [] });
    expect(v.reasons).toEqual(['LOW_CONFIDENCE', 'AD_SILENT', 'SALARY_MEETS']);
  });

  it('7. no match with a real employer name is not_on_register', () => {
    const v = verdict({ sponsor: null, matchConfidence: 0.2, employerName: 'Beyond Meals Ltd' });
    expect(v.kind).toBe('not_on_register');
    expect(v.reasons).toEqual(['NOT_FOUND', 'AD_SILENT', 'SALARY_MEETS']);
  });

  it(`7. no match but a near miss (≥ ${NEAR_MISS_CONFIDENCE}) is unknown`, () => {
    const v = verdict({ sponsor: null, matchConfidence: NEAR_MISS_CONFIDENCE });
    expect(v.kind).toBe('unknown');
    expect(v.reasons[0]).toBe('LOW_CONFIDENCE');
  });

  it('an ad that both offers and refuses is ignored: the register decides, with AD_MIXED_SIGNALS', () => {
    expect(MIXED).toMatchObject({ stance: 'silent', mixed: true });
    const v = verdict({ sponsor: MONZO, matchConfidence: 0.95, sponsorship: MIXED });
    expect(v.kind).toBe('licensed_sponsor');
    expect(v.reasons).toEqual(['ON_REGISTER', 'AD_MIXED_SIGNALS', 'SALARY_MEETS']);
    expect(v.evidence).toBeNull();
  });

  it('the salary is reported and explained, and never changes the kind', () => {
    const low = checkSalary({ min: 12.5, max: null, period: 'hour', currency: 'GBP' });
    const v = verdict({ sponsor: MONZO, matchConfidence: 0.95, salary: low });
    expect(v.kind).toBe('licensed_sponsor');
    expect(v.salary).toEqual({ status: 'below', annualMin: 24_375, annualMax: null, threshold: 41_700, newEntrantThreshold: 33_400 });
    expect(v.reasons.at(-1)).toBe('SALARY_BELOW');
    const none = checkSalary({ min: null, max: null, period: null, currency: null });
    expect(verdict({ salary: none }).reasons.at(-1)).toBe('SALARY_UNKNOWN');
    const newEntrant = checkSalary({ min: 35_000, max: null, period: 'year', currency: 'GBP' });
    expect(verdict({ salary: newEntrant }).reasons.at(-1)).toBe('SALARY_MEETS_NEW_ENTRANT');
  });
});

describe('register helpers', () => {
  it('knows the Skilled Worker route as the register writes it', () => {
    expect(isSkilledWorkerRoute('Skilled Worker')).toBe(true);
    expect(isSkilledWorkerRoute(' skilled  worker ')).toBe(true);
    expect(isSkilledWorkerRoute('Tier 2 General')).toBe(true);
    for (const other of [
      'Creative Worker',
      'Charity Worker ',
      'Global Business Mobility: Senior or Specialist Worker',
      'Scale-up',
      'Tier 2 Ministers of Religion',
    ]) {
      expect(isSkilledWorkerRoute(other)).toBe(false);
    }
  });

  it('spots a B rating', () => {
    expect(isBRated('Worker (B rating)')).toBe(true);
    expect(isBRated('Temporary Worker (B rating)')).toBe(true);
    expect(isBRated('Worker (A rating)')).toBe(false);
    expect(isBRated('Worker (A (Premium))')).toBe(false);
    expect(isBRated(null)).toBe(false);
  });
});
