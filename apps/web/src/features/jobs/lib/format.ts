import type { JobCard, Language } from '@jobbridge/contracts';
import { formatNumber, groupDigits } from '@/lib/format';
import { perLanguage } from '@/lib/language';
import { formatDate } from '@/lib/uk-date';

// Where this feature's dates come from (tests and components import them from here).
export { formatDate };

type Salary = JobCard['salary'];
/** The subset of i18next's `t` the formatters use. */
export type Translate = (key: string, options?: Record<string, unknown>) => string;

const formatters = new Map<string, Intl.NumberFormat>();

const CURRENCY_SYMBOLS: Record<string, string> = { GBP: '£', EUR: '€', USD: 'US$' };

/**
 * An amount of money as en-GB's currency format writes it, by hand (no Intl set-up while the page starts, decision
 * 042): whole amounts without decimals ("£41,700"), others rounded half up to the penny ("£12.50", from the
 * shortest decimal that reads back as the number, as ICU does); null when it is not a plain case (a negative or
 * huge amount, another currency).
 */
export function writeMoney(amount: number, currency: string, whole: boolean): string | null {
  const symbol = CURRENCY_SYMBOLS[currency];
  if (!symbol || !(amount >= 0) || amount >= 1e13) return null;
  if (whole) return Number.isInteger(amount) ? symbol + groupDigits(String(amount)) : null;
  const decimal = /^(\d+)(?:\.(\d+))?$/.exec(String(amount));
  if (!decimal) return null;
  const fraction = (decimal[2] ?? '').padEnd(3, '0');
  const pence = Number(decimal[1]) * 100 + Number(fraction.slice(0, 2)) + (fraction.charCodeAt(2) >= 53 ? 1 : 0);
  return `${symbol}${groupDigits(String(Math.floor(pence / 100)))}.${String(pence % 100).padStart(2, '0')}`;
}

/** Pounds in en-GB format: £41,700; pence only when there are any (£12.50 an hour). */
export function formatMoney(amount: number, currency: string | null = 'GBP'): string {
  const code = currency && /^[A-Z]{3}$/.test(currency) ? currency : 'GBP';
  const whole = Number.isInteger(amount);
  // Pounds, euros and dollars by hand, the rest with Intl.
  const written = writeMoney(amount, code, whole);
  if (written !== null) return written;
  const key = `${code}:${whole}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat('en-GB', {
      style: 'currency',
      currency: code,
      minimumFractionDigits: whole ? 0 : 2,
      maximumFractionDigits: whole ? 0 : 2,
    });
    formatters.set(key, formatter);
  }
  return formatter.format(amount);
}

/**
 * The pay with its period: "£45,000 – £55,000 a year" / "每年 £45,000 – £55,000"; "From £30,000 a year"; the
 * ad's own wording when it has no figures; null when the ad gives no pay at all.
 */
export function formatSalary(salary: Salary, t: Translate): string | null {
  const { min, max, period, currency } = salary;
  let amount: string | null = null;
  if (min !== null && max !== null && min !== max) amount = `${formatMoney(min, currency)} – ${formatMoney(max, currency)}`;
  else if (min !== null) amount = max === min ? formatMoney(min, currency) : t('salary.from', { amount: formatMoney(min, currency) });
  else if (max !== null) amount = t('salary.upTo', { amount: formatMoney(max, currency) });
  if (amount === null) return salary.text?.trim() || null;
  const text = period ? t(`salary.period.${period}`, { amount }) : amount;
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * The job card's pay: an hourly range ("£18.46 – £21.54 an hour"). The server works the hourly figures out
 * (`salary.hourly`, the same hours as its salary check); `converted` says they were worked out from another
 * period (docs/decisions/020-a-web-trust-fixes.md). Without figures, the card shows what `formatSalary` would
 * (the ad's words or nothing).
 */
export function formatHourlySalary(salary: Salary, t: Translate): { text: string; converted: boolean } | null {
  if (!salary.hourly) {
    const text = formatSalary(salary, t);
    return text === null ? null : { text, converted: false };
  }
  const { min, max, converted } = salary.hourly;
  const text = formatSalary({ ...salary, min, max, period: 'hour' }, t);
  return text === null ? null : { text, converted };
}

type PastUnit = 'second' | 'minute' | 'hour' | 'day' | 'week' | 'month' | 'year';

const DIVISIONS: { amount: number; unit: PastUnit }[] = [
  { amount: 60, unit: 'second' },
  { amount: 60, unit: 'minute' },
  { amount: 24, unit: 'hour' },
  { amount: 7, unit: 'day' },
  { amount: 4.34524, unit: 'week' },
  { amount: 12, unit: 'month' },
  { amount: Number.POSITIVE_INFINITY, unit: 'year' },
];

const relativeFormats = perLanguage((locale) => new Intl.RelativeTimeFormat(locale, { numeric: 'auto' }));

const EN_UNITS: Record<PastUnit, { last: string | null; unit: string }> = {
  second: { last: null, unit: 'second' },
  minute: { last: null, unit: 'minute' },
  hour: { last: null, unit: 'hour' },
  day: { last: 'yesterday', unit: 'day' },
  week: { last: 'last week', unit: 'week' },
  month: { last: 'last month', unit: 'month' },
  year: { last: 'last year', unit: 'year' },
};
const CN_UNITS: Record<PastUnit, { last: string | null; unit: string }> = {
  second: { last: null, unit: '秒钟' },
  minute: { last: null, unit: '分钟' },
  hour: { last: null, unit: '小时' },
  day: { last: '昨天', unit: '天' },
  week: { last: '上周', unit: '周' },
  month: { last: '上个月', unit: '个月' },
  year: { last: '去年', unit: '年' },
};

/**
 * `value` (a whole number, at most -1) `unit`s ago as `Intl.RelativeTimeFormat` with `numeric: 'auto'` writes it
 * in en-GB and zh-CN ("yesterday", "3 days ago"; "昨天", "前天", "3天前"), by hand: no Intl set-up while the
 * page starts (decision 042).
 */
function writePast(value: number, unit: PastUnit, language: Language): string {
  const count = -value;
  if (language === 'cn') {
    if (unit === 'day' && count === 2) return '前天';
    return (count === 1 && CN_UNITS[unit].last) || `${formatNumber(count, language)}${CN_UNITS[unit].unit}前`;
  }
  if (count === 1) return EN_UNITS[unit].last ?? `1 ${EN_UNITS[unit].unit} ago`;
  return `${formatNumber(count, language)} ${EN_UNITS[unit].unit}s ago`;
}

function relative(value: number, unit: PastUnit, language: Language): string {
  return Number.isSafeInteger(value) && value <= -1 ? writePast(value, unit, language) : relativeFormats[language].format(value, unit);
}

/** "3 days ago" / "3天前"; "now" / "现在" under a minute. */
export function formatRelative(iso: string, language: Language, now: number = Date.now()): string {
  const time = new Date(iso).getTime();
  if (Number.isNaN(time)) return '—';
  let duration = Math.min(0, (time - now) / 1000);
  if (Math.abs(duration) < 60) return language === 'cn' ? '现在' : 'now';
  for (const division of DIVISIONS) {
    if (Math.abs(duration) < division.amount) return relative(Math.round(duration), division.unit, language);
    duration /= division.amount;
  }
  return relative(Math.round(duration), 'year', language);
}

/** A count in the language's digits grouping: 1,234. */
export function formatCount(n: number, language: Language): string {
  return formatNumber(n, language);
}
