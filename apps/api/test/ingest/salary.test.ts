import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  annualise,
  annualiseRange,
  formatSalary,
  inferPeriod,
  parseSalary,
  SALARY_PERIODS,
  type SalaryPeriod,
} from '../../src/modules/ingest/index.ts';

type Expected = [min: number | null, max: number | null, period: SalaryPeriod] | null;

// Most strings are verbatim from the real ads in ../shared/data (Indeed, Adzuna, Reed); the rest
// are the formats named in the issue.
const TABLE: [string, Expected][] = [
  // the formats
  ['£45,000 - £55,000 a year', [45000, 55000, 'year']],
  ['£45k-£55k', [45000, 55000, 'year']],
  ['£25 per hour', [25, 25, 'hour']],
  ['£25ph', [25, 25, 'hour']],
  ['£120 - £150 per day', [120, 150, 'day']],
  ['£450/day', [450, 450, 'day']],
  ['Up to £60,000', [null, 60000, 'year']],
  ['From £30,000 per annum', [30000, null, 'year']],
  ['£30,000 pa + benefits', [30000, 30000, 'year']],
  ['£2,500 per month', [2500, 2500, 'month']],
  ['Competitive', null],
  ['Competitive salary and benefits', null],
  ['£40-45k', [40000, 45000, 'year']],
  ['£45kpa', [45000, 45000, 'year']],
  ['Pay: 4 weeks holiday plus bank holidays', null],
  ['Pay: 12.50 per hour', [12.5, 12.5, 'hour']],
  ['Salary: 30 hours per week', null],
  ['**Salary:** 11.55', [11.55, 11.55, 'hour']],
  ['£30,000 to £35,000 depending on experience', [30000, 35000, 'year']],
  ['between £30,000 and £35,000', [30000, 35000, 'year']],
  ['£30,000 basic, £45,000 OTE', [30000, 30000, 'year']],
  // Indeed "Pay:" lines
  ['Pay: £672.00-£911.00 per week', [672, 911, 'week']],
  ['Pay: Up to £46,000.00 per year', [null, 46000, 'year']],
  ['Pay: From £28,500.00 per year', [28500, null, 'year']],
  ['Pay: £12.20-£12.50 per hour', [12.2, 12.5, 'hour']],
  ['Pay: £6.40-£11.44 per hour', [6.4, 11.44, 'hour']],
  ['Pay: From £1,984.12 per month', [1984.12, null, 'month']],
  ['Pay: £500.00-£1,050.00 per week', [500, 1050, 'week']],
  ['Rate of pay: £1025 per week', [1025, 1025, 'week']],
  ['Salary: £6.40-11.44 per hour', [6.4, 11.44, 'hour']],
  ['**Salary:** £14.00p/h', [14, 14, 'hour']],
  ['**Rate of Pay:** £12.58 p/h', [12.58, 12.58, 'hour']],
  ['**Up to £11.44 p/h**', [null, 11.44, 'hour']],
  ['Salary: **£21 p/h + Paid Breaks**', [21, 21, 'hour']],
  ['Salary: From £14/hour. + overtime and weekend enhancements', [14, null, 'hour']],
  ['· Salary/Pay Rate: £11.75 to £15.00 per hour, plus travel time', [11.75, 15, 'hour']],
  ['Competitive rates of pay - £12.00 ph weekday and £13.00 ph weekend', [12, 12, 'hour']],
  ['£11.44 per hour + £1 Drop Rate + Tips', [11.44, 11.44, 'hour']],
  ['Field Service Engineer - starting salary &#163;8.21 ph Oldham', [8.21, null, 'hour']], // "starting": a lower bound
  ['WANT TO EARN &#163;350 to &#163;650 PER WEEK AS AN AGENCY CARER', [350, 650, 'week']],
  ['Rate of pay: &#163;9.16- &#163;9.78 per hour, depending on experience', [9.16, 9.78, 'hour']],
  // contract day rates (Adzuna/Reed snippets)
  ['Contract - £200 to £270 a day inside IR35', [200, 270, 'day']],
  ['Data Lead - £400 - £500 a day (Outside IR35) London', [400, 500, 'day']],
  ['Senior BA - Victoria | £250-285pd inside IR35', [250, 285, 'day']],
  ['Hybrid (4 days), To £650/day Security cleared', [null, 650, 'day']],
  ['Outside IR35 (Umbrella) Rate: Up to £540 per day Position', [null, 540, 'day']],
  // yearly in prose
  ['BI ANALYST LONDON/HYBRID UP TO £70,000 This is a rare opportunity', [null, 70000, 'year']],
  ['Salary: £68,000 - 108,000 per year Requirements', [68000, 108000, 'year']],
  ['Reports to: CISO. £75-£95k equity. About Bli', [75000, 95000, 'year']],
  ['Salary: Up to £88,000 (pro rata) A leading', [null, 88000, 'year']],
  ['Data Analyst (Financial Planning) Location: Chippenham Salary: 28,000 – 35,000 An established', [28000, 35000, 'year']],
  ['Salary &amp; Benefits: 34,000 - 36,000 + Holidays &amp; Package.', [34000, 36000, 'year']],
  ['the annual salary will be circa £40,000 depending on experience', [40000, 40000, 'year']],
  ['Job Title: Campaign Analyst Salary: £30-34k Location: London', [30000, 34000, 'year']],
  ['Senior Sottware Developer ... upto $150,000 per annum 20% bonus', [null, 150000, 'year']],
  // not pay, or not a usable figure
  ['£500 sign-on bonus. Salary £28,000', [28000, 28000, 'year']],
  ['Enjoy a £250 bonus through our refer-a-friend programme', null],
  ['refer a friend scheme of up to £1000 per referral, depending on the role', null],
  ['We pay £200 towards books, audio books & magazines', null],
  ['a turnover of £1.7bn and 50,000+ colleagues', null],
  ['to raise £1.8m from the public, delivering', null],
  ['£1m budget', null],
  ['£300 WELCOME BONUS!', null],
  ['Nights allowance paid at £15.00 per night.', null],
  ['Approx. £135 - £150 per 10-hour day shift', null],
  ['Agency day rates - £200.00 per shift.', null],
  ['extra £2.00 per hour for work during bank holidays', null],
  ['every tech gets £1,500 a year in training', null],
  ['Clinical CPD: £1,500 per year plus 3 days’ paid leave', null],
  ['£Excellent salary (Please enquire) + Overtime', null],
  ['Salary sacrifice bikes up to £2k', null],
];

describe('parseSalary on real-world strings', () => {
  it('has a table of at least 40 strings', () => {
    expect(TABLE.length).toBeGreaterThanOrEqual(40);
  });

  it.each(TABLE)('%s', (text, expected) => {
    const result = parseSalary(text);
    if (expected === null) {
      expect(result).toBeNull();
      return;
    }
    expect(result).not.toBeNull();
    expect([result!.min, result!.max, result!.period]).toEqual(expected);
    expect(result!.currency).toBe(text.includes('$') ? 'USD' : 'GBP');
    expect(
      text
        .replace(/&#163;/g, '£')
        .replace(/&amp;/g, '&')
        .replace(/\s+/g, ' '),
    ).toContain(result!.text.replace(/^(?:up\s*to|from|circa|between)\s*/i, ''));
  });

  it('keeps the statement text and flags OTE and pro rata', () => {
    expect(parseSalary('£45,000 - £55,000 a year plus bonus')?.text).toBe('£45,000 - £55,000 a year');
    expect(parseSalary('From £30,000 per annum')?.text).toBe('From £30,000 per annum');
    expect(parseSalary('£35,000 OTE')).toMatchObject({ min: 35000, ote: true });
    expect(parseSalary('£30,000 basic, £45,000 OTE')).toMatchObject({ min: 30000, ote: false });
    expect(parseSalary('Salary: Up to £88,000 (pro rata)')).toMatchObject({ proRata: true });
    expect(parseSalary('€50,000 - €60,000')?.currency).toBe('EUR');
  });

  it('picks the labelled statement, else the first one', () => {
    const indeed =
      '**Weekly Salary £624 for Monday to Friday (£13.00ph).**\n\nJob Types: Full-time, Permanent\n\nPay: £672.00-£911.00 per week';
    expect(parseSalary(indeed)).toMatchObject({ min: 672, max: 911, period: 'week' });
    expect(parseSalary('£25,000 - £28,000 per annum. After probation £30,000.')).toMatchObject({ min: 25000, max: 28000 });
    expect(parseSalary('Weekly Salary £624 for Monday to Friday')).toMatchObject({ min: 624, period: 'week' });
  });

  it('handles empty input', () => {
    expect(parseSalary('')).toBeNull();
    expect(parseSalary(null)).toBeNull();
    expect(parseSalary(undefined)).toBeNull();
  });
});

describe('annualise', () => {
  it('uses 37.5 h × 52 weeks, 5 days × 52 weeks, 52 weeks, 12 months', () => {
    expect(annualise(20, 'hour')).toBe(39000);
    expect(annualise(11.44, 'hour')).toBe(22308);
    expect(annualise(450, 'day')).toBe(117000);
    expect(annualise(672, 'week')).toBe(34944);
    expect(annualise(2500, 'month')).toBe(30000);
    expect(annualise(45000, 'year')).toBe(45000);
    expect(annualise(null, 'hour')).toBeNull();
    expect(annualiseRange({ min: null, max: 25, period: 'hour' })).toEqual({ min: null, max: 48750 });
  });
});

describe('inferPeriod and formatSalary', () => {
  it('reads the period from a matching statement, else from the size', () => {
    expect(inferPeriod(350, 650, 'Earn £350 to £650 per week')).toBe('week');
    expect(inferPeriod(9, 18)).toBe('hour');
    expect(inferPeriod(150, 173)).toBe('day');
    expect(inferPeriod(2500, 3000)).toBe('month');
    expect(inferPeriod(30000, 40000)).toBe('year');
    expect(inferPeriod(null, null)).toBeNull();
  });

  it('writes figures as people read them', () => {
    expect(formatSalary(30000, 34000, 'year', 'GBP')).toBe('£30,000 - £34,000 a year');
    expect(formatSalary(11.44, 11.44, 'hour', 'GBP')).toBe('£11.44 an hour');
    expect(formatSalary(null, 63000, 'year', 'GBP')).toBe('Up to £63,000 a year');
    expect(formatSalary(500, null, 'day', 'GBP')).toBe('From £500 a day');
  });
});

describe('properties', () => {
  const period = fc.constantFrom(...SALARY_PERIODS);
  const amount = fc.double({ min: 0, max: 1_000_000, noNaN: true });

  it('annualise is monotonic in the amount, for every period', () => {
    fc.assert(
      fc.property(amount, amount, period, (a, b, p) => {
        const [lo, hi] = a <= b ? [a, b] : [b, a];
        expect(annualise(lo, p)).toBeLessThanOrEqual(annualise(hi, p));
      }),
    );
  });

  it('a longer period never annualises below a shorter one for the same amount', () => {
    const order: SalaryPeriod[] = ['year', 'month', 'week', 'day', 'hour'];
    fc.assert(
      fc.property(amount, (a) => {
        const yearly = order.map((p) => annualise(a, p));
        for (let i = 1; i < yearly.length; i += 1) expect(yearly[i]!).toBeGreaterThanOrEqual(yearly[i - 1]! - 1);
      }),
    );
  });

  it('a parsed range has min ≤ max, both positive, whatever surrounds it', () => {
    const money = fc.integer({ min: 1, max: 300_000 }).map((n) => n.toLocaleString('en-GB'));
    const unit = fc.constantFrom('', ' per hour', ' a year', ' per day', 'pa', ' per week', 'k', ' pcm', ' per annum', '/day');
    const sep = fc.constantFrom('-', ' - ', ' to ', '–', '—');
    const noise = fc.string({ maxLength: 30 });
    fc.assert(
      fc.property(noise, money, sep, money, unit, noise, (before, a, s, b, u, after) => {
        const result = parseSalary(`${before} £${a}${s}£${b}${u} ${after}`);
        if (!result) return;
        if (result.min !== null) expect(result.min).toBeGreaterThan(0);
        if (result.max !== null) expect(result.max).toBeGreaterThan(0);
        if (result.min !== null && result.max !== null) expect(result.min).toBeLessThanOrEqual(result.max);
        expect(SALARY_PERIODS).toContain(result.period);
      }),
    );
  });

  it('never throws on arbitrary text', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 200 }), (text) => {
        parseSalary(text);
      }),
    );
  });
});
