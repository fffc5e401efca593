import { describe, expect, it } from 'vitest';
import { maskMonthYear, normaliseMonthYear } from './month-year';

describe('MM/YYYY input', () => {
  it('adds the slash as the user types digits', () => {
    expect(maskMonthYear('0')).toBe('0');
    expect(maskMonthYear('1')).toBe('1');
    expect(maskMonthYear('05')).toBe('05/');
    expect(maskMonthYear('052')).toBe('05/2');
    expect(maskMonthYear('052021')).toBe('05/2021');
    expect(maskMonthYear('0520219')).toBe('05/2021');
  });

  it('reads a lone month digit above 1 as that month, and a typed separator as the slash', () => {
    expect(maskMonthYear('5')).toBe('05/');
    expect(maskMonthYear('5/')).toBe('05/');
    expect(maskMonthYear('5-2021')).toBe('05/2021');
    expect(maskMonthYear('12.20')).toBe('12/20');
    expect(maskMonthYear('ab')).toBe('');
  });

  it('keeps a pasted year-first date for tidying on blur', () => {
    expect(maskMonthYear('2021-05')).toBe('2021-05');
    expect(normaliseMonthYear(maskMonthYear('2021-05'))).toBe('05/2021');
  });

  it('lets the user delete back through the slash', () => {
    expect(maskMonthYear('05', '05/')).toBe('05');
    expect(maskMonthYear('0', '05')).toBe('0');
  });

  it('tidies common forms to MM/YYYY on leaving the field, and leaves what it cannot read', () => {
    expect(normaliseMonthYear('5/2021')).toBe('05/2021');
    expect(normaliseMonthYear(' 2021-05 ')).toBe('05/2021');
    expect(normaliseMonthYear('052021')).toBe('05/2021');
    expect(normaliseMonthYear('12.1999')).toBe('12/1999');
    expect(normaliseMonthYear('13/2021')).toBe('13/2021');
    expect(normaliseMonthYear('May 2021')).toBe('May 2021');
    expect(normaliseMonthYear('')).toBe('');
  });
});
