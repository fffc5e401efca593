import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import cn from '@/locales/cn/jobs.json';
import en from '@/locales/en/jobs.json';
import { formatDate, formatHourlySalary, formatMoney, formatRelative, formatSalary, writeMoney, type Translate } from './format';

const salary = (over: Partial<Parameters<typeof formatSalary>[0]> = {}) => ({
  min: null,
  max: null,
  period: null,
  currency: 'GBP',
  text: null,
  estimated: false,
  hourly: null,
  ...over,
});

let tEn: Translate;
let tCn: Translate;
beforeAll(async () => {
  const i18n = i18next.createInstance();
  await i18n.init({
    lng: 'en',
    resources: { en: { jobs: en }, cn: { jobs: cn } },
    defaultNS: 'jobs',
    interpolation: { escapeValue: false },
  });
  tEn = i18n.getFixedT('en', 'jobs') as unknown as Translate;
  tCn = i18n.getFixedT('cn', 'jobs') as unknown as Translate;
});

describe('formatMoney', () => {
  it('writes pounds the en-GB way, pence only when there are any', () => {
    expect(formatMoney(41700)).toBe('£41,700');
    expect(formatMoney(12.5)).toBe('£12.50');
    expect(formatMoney(1_250_000)).toBe('£1,250,000');
    expect(formatMoney(30000, null)).toBe('£30,000');
    expect(formatMoney(30000, 'EUR')).toBe('€30,000');
  });
});

describe('formatHourlySalary (the job card)', () => {
  it("shows the server's hourly figures, and whether they were worked out from another period", () => {
    const yearly = salary({ min: 39000, max: 45000, period: 'year', hourly: { min: 20, max: 23.08, converted: true } });
    expect(formatHourlySalary(yearly, tEn)).toEqual({ text: '£20 – £23.08 an hour', converted: true });
    expect(formatHourlySalary(yearly, tCn)).toEqual({ text: '每小时 £20 – £23.08', converted: true });
    expect(formatHourlySalary(salary({ min: 3250, period: 'month', hourly: { min: 20, max: null, converted: true } }), tEn)?.text).toBe(
      'From £20 an hour',
    );
    expect(formatHourlySalary(salary({ max: 750, period: 'week', hourly: { min: null, max: 20, converted: true } }), tEn)?.text).toBe(
      'Up to £20 an hour',
    );
    const hourly = salary({ min: 12.5, max: 14, period: 'hour', hourly: { min: 12.5, max: 14, converted: false } });
    expect(formatHourlySalary(hourly, tEn)).toEqual({ text: '£12.50 – £14 an hour', converted: false });
  });

  it('without hourly figures, shows what the ad says, or nothing', () => {
    expect(formatHourlySalary(salary({ min: 41700 }), tEn)).toEqual({ text: 'From £41,700', converted: false });
    expect(formatHourlySalary(salary({ text: 'Competitive' }), tEn)).toEqual({ text: 'Competitive', converted: false });
    expect(formatHourlySalary(salary(), tEn)).toBeNull();
  });
});

describe('formatSalary', () => {
  it('states the period, in both languages', () => {
    expect(formatSalary(salary({ min: 45000, max: 55000, period: 'year' }), tEn)).toBe('£45,000 – £55,000 a year');
    expect(formatSalary(salary({ min: 45000, max: 55000, period: 'year' }), tCn)).toBe('每年 £45,000 – £55,000');
    expect(formatSalary(salary({ min: 12.5, max: 14, period: 'hour' }), tEn)).toBe('£12.50 – £14 an hour');
    expect(formatSalary(salary({ min: 12.5, max: 14, period: 'hour' }), tCn)).toBe('每小时 £12.50 – £14');
  });

  it('handles one end of the range, or none', () => {
    expect(formatSalary(salary({ min: 30000, period: 'year' }), tEn)).toBe('From £30,000 a year');
    expect(formatSalary(salary({ min: 30000, period: 'year' }), tCn)).toBe('每年 £30,000 起');
    expect(formatSalary(salary({ max: 500, period: 'day' }), tEn)).toBe('Up to £500 a day');
    expect(formatSalary(salary({ min: 41700, max: 41700, period: 'year' }), tEn)).toBe('£41,700 a year');
    expect(formatSalary(salary({ min: 41700 }), tEn)).toBe('From £41,700');
    expect(formatSalary(salary({ text: 'Competitive' }), tEn)).toBe('Competitive');
    expect(formatSalary(salary(), tEn)).toBeNull();
  });
});

describe('dates', () => {
  const now = Date.parse('2026-03-14T12:00:00Z');
  it('are relative when recent', () => {
    expect(formatRelative('2026-03-11T12:00:00Z', 'en', now)).toBe('3 days ago');
    expect(formatRelative('2026-03-11T12:00:00Z', 'cn', now)).toBe('3天前');
    expect(formatRelative('2026-03-14T09:00:00Z', 'en', now)).toBe('3 hours ago');
    expect(formatRelative('2026-03-13T12:00:00Z', 'en', now)).toBe('yesterday');
    expect(formatRelative('2026-03-14T11:59:50Z', 'en', now)).toBe('now');
    expect(formatRelative('not a date', 'en', now)).toBe('—');
  });

  it('are absolute in lists of records', () => {
    expect(formatDate('2026-03-14T12:00:00Z', 'en')).toBe('14 March 2026');
    expect(formatDate('2026-03-14T12:00:00Z', 'cn')).toBe('2026年3月14日');
  });
});

describe('formatRelative, written without Intl (decision 042)', () => {
  it('says what Intl.RelativeTimeFormat says, from seconds to years, in both languages', () => {
    const now = Date.UTC(2026, 10, 27, 12);
    const DIVISIONS = [60, 60, 24, 7, 4.34524, 12, Number.POSITIVE_INFINITY];
    const UNITS = ['second', 'minute', 'hour', 'day', 'week', 'month', 'year'] as const;
    // What the function did with Intl alone.
    const expected = (seconds: number, locale: string) => {
      const format = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
      let duration = Math.min(0, seconds);
      if (Math.abs(duration) < 60) return format.format(0, 'second');
      for (const [i, amount] of DIVISIONS.entries()) {
        if (Math.abs(duration) < amount) return format.format(Math.round(duration), UNITS[i]!);
        duration /= amount;
      }
      return '';
    };
    const ages = [0, 1, 59, 60, 61, 89, 90, 3599, 3600, 5400, 86_399, 86_400, 129_600, 172_800, 259_200, 604_799, 604_800, 1_209_600];
    for (let days = 1; days < 3000; days += 0.37) ages.push(days * 86_400);
    for (const age of ages) {
      const iso = new Date(now - age * 1000).toISOString();
      expect(formatRelative(iso, 'en', now), `${age} s`).toBe(expected(-age, 'en-GB'));
      expect(formatRelative(iso, 'cn', now), `${age} s`).toBe(expected(-age, 'zh-CN'));
    }
    // In the future (a clock ahead of the server's): "now".
    expect(formatRelative(new Date(now + 60_000).toISOString(), 'en', now)).toBe('now');
  });
});

describe('writeMoney (decision 042)', () => {
  let seed = 7;
  const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;

  it('writes prices as the en-GB currency format does, and leaves the rest to Intl', () => {
    const amounts = [0, 1, 12.5, 12.345, 1.005, 0.125, 0.994, 0.995, 9.999, 41_700, 1_250_000, 18.46, 21.54, 1e12 + 0.5];
    for (let i = 0; i < 3000; i++) {
      const scale = 10 ** Math.floor(random() * 8);
      amounts.push(Math.round(random() * scale * 1000) / 1000, random() * scale, Math.round(random() * scale));
    }
    for (const currency of ['GBP', 'EUR', 'USD']) {
      for (const amount of amounts) {
        const whole = Number.isInteger(amount);
        const format = new Intl.NumberFormat('en-GB', {
          style: 'currency',
          currency,
          minimumFractionDigits: whole ? 0 : 2,
          maximumFractionDigits: whole ? 0 : 2,
        });
        expect(writeMoney(amount, currency, whole), `${currency} ${amount}`).toBe(format.format(amount));
      }
    }
    expect(writeMoney(-5, 'GBP', true)).toBeNull();
    expect(writeMoney(5, 'JPY', true)).toBeNull();
  });
});
