import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  checkSalary,
  DEFAULT_THRESHOLDS,
  hourlyPay,
  toAnnual,
  type SalaryInput,
  type SalaryPeriod,
} from '../../src/modules/ingest/verdict/salary-check.ts';

const gbp = (min: number | null, max: number | null, period: SalaryPeriod | null): SalaryInput => ({ min, max, period, currency: 'GBP' });

describe('checkSalary', () => {
  it('defaults to £41,700 general and £33,400 new entrant', () => {
    expect(DEFAULT_THRESHOLDS).toEqual({ general: 41_700, newEntrant: 33_400 });
    expect(checkSalary(gbp(50_000, null, 'year'))).toMatchObject({ threshold: 41_700, newEntrantThreshold: 33_400 });
  });

  it.each([
    // input, annualMin, annualMax, status
    [gbp(20, null, 'hour'), 39_000, null, 'meets_new_entrant'], // 20 × 37.5 × 52; below general, above new entrant
    [gbp(22, null, 'hour'), 42_900, null, 'meets'],
    [gbp(15, null, 'hour'), 29_250, null, 'below'],
    [gbp(12.4, 12.4, 'hour'), 24_180, 24_180, 'below'],
    [gbp(35_000, null, 'year'), 35_000, null, 'meets_new_entrant'],
    [gbp(41_700, null, 'year'), 41_700, null, 'meets'], // the threshold itself meets
    [gbp(41_699, null, 'year'), 41_699, null, 'meets_new_entrant'],
    [gbp(33_400, null, 'year'), 33_400, null, 'meets_new_entrant'],
    [gbp(33_399, null, 'year'), 33_399, null, 'below'],
    // A range across a threshold: the offer decides, it is not "below" (docs/decisions/019-user-trust-fixes.md).
    [gbp(30_000, 45_000, 'year'), 30_000, 45_000, 'depends_on_offer'],
    [gbp(38_000, 48_000, 'year'), 38_000, 48_000, 'meets_new_entrant'], // the bottom already meets a rate
    [gbp(30_000, 41_700, 'year'), 30_000, 41_700, 'depends_on_offer'], // reaching the threshold is enough
    [gbp(30_000, 36_000, 'year'), 30_000, 36_000, 'depends_on_offer'], // across the new-entrant rate
    [gbp(17, 23, 'hour'), 33_150, 44_850, 'depends_on_offer'],
    [gbp(25_000, 33_399, 'year'), 25_000, 33_399, 'below'], // the whole range is below
    [gbp(34_000, 41_699, 'year'), 34_000, 41_699, 'meets_new_entrant'],
    [gbp(42_000, 48_000, 'year'), 42_000, 48_000, 'meets'],
    [gbp(48_000, 42_000, 'year'), 42_000, 48_000, 'meets'], // a reversed range is put in order
    [gbp(3_500, 4_000, 'month'), 42_000, 48_000, 'meets'],
    [gbp(2_500, null, 'month'), 30_000, null, 'below'],
    [gbp(800, null, 'week'), 41_600, null, 'meets_new_entrant'],
    [gbp(450, 550, 'day'), 117_000, 143_000, 'meets'], // 5 × 52 = 260 days
    [gbp(120, null, 'day'), 31_200, null, 'below'],
    [gbp(34_000, 36_000, null), 34_000, 36_000, 'meets_new_entrant'], // a bare yearly figure (Adzuna, Reed)
    [gbp(null, 30_000, 'year'), null, 30_000, 'below'], // "up to £30,000": surely below
    [gbp(null, 45_000, 'year'), null, 45_000, 'unknown'], // "up to £45,000": could be anything below
  ] as const)('%o → %s / %s: %s', (input, annualMin, annualMax, status) => {
    expect(checkSalary(input)).toEqual({ status, annualMin, annualMax, threshold: 41_700, newEntrantThreshold: 33_400 });
  });

  it.each([
    ['no salary', gbp(null, null, null)],
    ['no salary, with a period', gbp(null, null, 'year')],
    ['zero', gbp(0, 0, 'year')],
    ['negative', gbp(-5, null, 'hour')],
    ['not a number', gbp(Number.NaN, null, 'year')],
    ['a small amount without a period', gbp(25, 30, null)],
    ['euros', { min: 60_000, max: 70_000, period: 'year', currency: 'EUR' } as SalaryInput],
    ['US dollars', { min: 90_000, max: null, period: 'year', currency: 'usd' } as SalaryInput],
  ])('%s → unknown', (_label, input) => {
    expect(checkSalary(input)).toEqual({
      status: 'unknown',
      annualMin: null,
      annualMax: null,
      threshold: 41_700,
      newEntrantThreshold: 33_400,
    });
  });

  it('takes GBP however written, and a missing currency as GBP', () => {
    for (const currency of ['GBP', 'gbp', ' £ ', null, '']) {
      expect(checkSalary({ min: 45_000, max: null, period: 'year', currency }).status).toBe('meets');
    }
  });

  it('uses thresholds from config', () => {
    const thresholds = { general: 38_700, newEntrant: 30_960 };
    expect(checkSalary(gbp(39_000, null, 'year'), thresholds)).toMatchObject({
      status: 'meets',
      threshold: 38_700,
      newEntrantThreshold: 30_960,
    });
    expect(checkSalary(gbp(31_000, null, 'year'), thresholds).status).toBe('meets_new_entrant');
    expect(checkSalary(gbp(null, null, null), thresholds)).toMatchObject({ status: 'unknown', threshold: 38_700 });
  });

  it('converts with 37.5 hours, 5 days and 52 weeks', () => {
    expect(toAnnual(1, 'hour')).toBe(1_950);
    expect(toAnnual(1, 'day')).toBe(260);
    expect(toAnnual(1, 'week')).toBe(52);
    expect(toAnnual(1, 'month')).toBe(12);
    expect(toAnnual(12.345, 'hour')).toBe(24_073); // rounded to whole pounds
  });
});

describe('checkSalary: higher pay never gives a worse status', () => {
  const rank = { below: 0, depends_on_offer: 1, meets_new_entrant: 2, meets: 3 } as const;
  const period = fc.constantFrom<SalaryPeriod>('year', 'month', 'week', 'day', 'hour');
  const amount = fc.double({ min: 1, max: 200_000, noNaN: true });

  it('raising the bottom of the range (same period) never lowers the band', () => {
    fc.assert(
      fc.property(period, amount, amount, fc.option(fc.double({ min: 0, max: 50_000, noNaN: true })), (p, a, b, spread) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        const lower = checkSalary(gbp(low, spread === null ? null : low + spread, p));
        const higher = checkSalary(gbp(high, spread === null ? null : high + spread, p));
        expect(lower.status).not.toBe('unknown');
        expect(higher.status).not.toBe('unknown');
        expect(rank[higher.status as keyof typeof rank]).toBeGreaterThanOrEqual(rank[lower.status as keyof typeof rank]);
      }),
    );
  });

  it('the same pay per year gives the same band whatever the period', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 5_000 }), (perHour) => {
        const yearly = checkSalary(gbp(perHour * 1_950, null, 'year')).status;
        expect(checkSalary(gbp(perHour, null, 'hour')).status).toBe(yearly);
        expect(checkSalary(gbp(perHour * 7.5, null, 'day')).status).toBe(yearly);
        expect(checkSalary(gbp(perHour * 37.5, null, 'week')).status).toBe(yearly);
      }),
    );
  });

  it('with only a top of range: below, then unknown once it reaches the new-entrant rate, never back', () => {
    fc.assert(
      fc.property(period, amount, amount, (p, a, b) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        const lower = checkSalary(gbp(null, low, p)).status;
        const higher = checkSalary(gbp(null, high, p)).status;
        expect(['below', 'unknown']).toContain(lower);
        if (lower === 'unknown') expect(higher).toBe('unknown');
      }),
    );
  });
});

describe("hourlyPay (the job card's price)", () => {
  it.each([
    [gbp(30_000, 45_000, 'year'), { min: 15.38, max: 23.08, converted: true }], // ÷ 1,950 hours
    [gbp(12.5, 14, 'hour'), { min: 12.5, max: 14, converted: false }], // as advertised
    [gbp(3_250, null, 'month'), { min: 20, max: null, converted: true }],
    [gbp(null, 500, 'day'), { min: null, max: 66.67, converted: true }],
    [gbp(45_000, 30_000, null), { min: 15.38, max: 23.08, converted: true }], // a bare yearly figure, reversed
  ] as const)('%o → %o', (input, hourly) => {
    expect(hourlyPay(input)).toEqual(hourly);
  });

  it('is null without a usable pound figure', () => {
    expect(hourlyPay(gbp(null, null, 'year'))).toBeNull();
    expect(hourlyPay(gbp(25, 30, null))).toBeNull();
    expect(hourlyPay({ min: 60_000, max: null, period: 'year', currency: 'EUR' })).toBeNull();
  });
});
