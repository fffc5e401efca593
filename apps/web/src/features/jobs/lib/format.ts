import type { JobCard, Language } from '@jobbridge/contracts';
import { formatDate, perLanguage } from '@/lib/language';

// Where this feature's dates come from (tests and components import them from here).
export { formatDate };

type Salary = JobCard['salary'];
/** The subset of i18next's `t` the formatters use. */
export type Translate = (key: string, options?: Record<string, unknown>) => string;

const formatters = new Map<string, Intl.NumberFormat>();

/** Pounds in en-GB format: £41,700; pence only when there are any (£12.50 an hour). */
export function formatMoney(amount: number, currency: string | null = 'GBP'): string {
  const code = currency && /^[A-Z]{3}$/.test(currency) ? currency : 'GBP';
  const whole = Number.isInteger(amount);
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

const DIVISIONS: { amount: number; unit: Intl.RelativeTimeFormatUnit }[] = [
  { amount: 60, unit: 'second' },
  { amount: 60, unit: 'minute' },
  { amount: 24, unit: 'hour' },
  { amount: 7, unit: 'day' },
  { amount: 4.34524, unit: 'week' },
  { amount: 12, unit: 'month' },
  { amount: Number.POSITIVE_INFINITY, unit: 'year' },
];

const relativeFormats = perLanguage((locale) => new Intl.RelativeTimeFormat(locale, { numeric: 'auto' }));
const countFormats = perLanguage((locale) => new Intl.NumberFormat(locale));

/** "3 days ago" / "3天前"; "today"-like wording under a minute. */
export function formatRelative(iso: string, language: Language, now: number = Date.now()): string {
  const time = new Date(iso).getTime();
  if (Number.isNaN(time)) return '—';
  let duration = Math.min(0, (time - now) / 1000);
  const formatter = relativeFormats[language];
  if (Math.abs(duration) < 60) return formatter.format(0, 'second');
  for (const division of DIVISIONS) {
    if (Math.abs(duration) < division.amount) return formatter.format(Math.round(duration), division.unit);
    duration /= division.amount;
  }
  return formatter.format(Math.round(duration), 'year');
}

/** A count in the language's digits grouping: 1,234. */
export function formatCount(n: number, language: Language): string {
  return countFormats[language].format(n);
}
