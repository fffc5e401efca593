import { describe, expect, it } from 'vitest';
import { formatLocalDate, formatNumber } from './format';
import { intlLocale, type Language } from './language';
import { formatDate } from './uk-date';

describe('dates and numbers written without Intl (decision 042)', () => {
  // A fixed pseudo-random sequence: the same cases on every run.
  let seed = 42;
  const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  const intl = {
    number: (language: Language) => new Intl.NumberFormat(intlLocale(language)),
    london: (language: Language) =>
      new Intl.DateTimeFormat(intlLocale(language), { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/London' }),
    local: (language: Language, dateStyle: 'long' | 'medium') => new Intl.DateTimeFormat(intlLocale(language), { dateStyle }),
  };

  it('writes numbers as Intl does in both languages', () => {
    const numbers = [0, -0, 1, -1, 7, 999, 1000, -1000, 12_345, 1_234_567, 2 ** 53 - 1, 2 ** 53, 1e21, 0.5, 1234.5678, NaN, Infinity];
    for (let i = 0; i < 2000; i++) numbers.push(Math.floor(random() * 10 ** Math.floor(random() * 15)) * (random() < 0.1 ? -1 : 1));
    for (const language of ['cn', 'en'] as const) {
      const format = intl.number(language);
      for (const n of numbers) expect(formatNumber(n, language), String(n)).toBe(format.format(n));
    }
  });

  it('writes London dates as Intl does, across the clock changes', () => {
    const times: number[] = [];
    for (let year = 1996; year <= 2099; year++) {
      for (const month of [2, 9]) {
        // Around 01:00 UTC on the last Sunday of March and October, and around midnight in London.
        const last = new Date(Date.UTC(year, month + 1, 0));
        const sunday = last.getTime() - last.getUTCDay() * 86_400_000;
        for (const hours of [-25, -1, -0.5, 0, 0.5, 0.99, 1, 1.01, 22.5, 23, 23.5, 24, 25]) times.push(sunday + hours * 3_600_000);
      }
    }
    for (let i = 0; i < 3000; i++) times.push(Date.UTC(1990, 0, 1) + random() * 120 * 365 * 86_400_000);
    for (const language of ['cn', 'en'] as const) {
      const format = intl.london(language);
      for (const time of times)
        expect(formatDate(new Date(time).toISOString(), language), new Date(time).toISOString()).toBe(format.format(time));
    }
    expect(formatDate('not a date', 'en')).toBe('—');
  });

  it("writes dates in the reader's time zone as Intl does, long and medium", () => {
    const zone = process.env.TZ;
    try {
      for (const tz of ['UTC', 'Europe/London', 'Asia/Shanghai', 'America/Los_Angeles']) {
        process.env.TZ = tz;
        for (let i = 0; i < 500; i++) {
          const iso = new Date(Date.UTC(1995, 0, 1) + random() * 40 * 365 * 86_400_000).toISOString();
          for (const language of ['cn', 'en'] as const) {
            for (const style of ['long', 'medium'] as const) {
              expect(formatLocalDate(iso, language, style), `${tz} ${iso}`).toBe(intl.local(language, style).format(new Date(iso)));
            }
          }
        }
      }
      // Every month's abbreviation (September is "Sept" in en-GB).
      for (let month = 0; month < 12; month++) {
        const iso = new Date(2026, month, 15).toISOString();
        expect(formatLocalDate(iso, 'en', 'medium')).toBe(intl.local('en', 'medium').format(new Date(iso)));
      }
    } finally {
      if (zone === undefined) delete process.env.TZ;
      else process.env.TZ = zone;
    }
  });
});
