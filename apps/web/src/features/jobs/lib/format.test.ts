import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import cn from '@/locales/cn/jobs.json';
import en from '@/locales/en/jobs.json';
import { formatDate, formatHourlySalary, formatMoney, formatRelative, formatSalary, type Translate } from './format';

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
