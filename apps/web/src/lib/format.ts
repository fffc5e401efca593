import { intlLocale, perLanguage, type Language } from '@/lib/language';

/**
 * Dates and numbers written by hand, as Intl writes them in en-GB and zh-CN (the tests compare them over a wide
 * range): a page's first Intl number or date format sets up ICU, which takes a phone 50 to 200 ms of one task
 * while the page starts (Total Blocking Time, decision 042). What these do not cover (fractions, far-off years)
 * still goes to Intl, with the same result.
 */

export interface CalendarDay {
  year: number;
  /** 0-11 */
  month: number;
  day: number;
}

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** "21 November 2026" (long) or "21 Nov 2026" (medium: en-GB shortens September to "Sept"); Chinese writes both "2026年11月21日". */
export function writeDate({ year, month, day }: CalendarDay, language: Language, style: 'long' | 'medium'): string {
  if (language === 'cn') return `${year}年${month + 1}月${day}日`;
  const name = MONTHS[month] ?? '';
  return `${day} ${style === 'long' ? name : name.slice(0, month === 8 ? 4 : 3)} ${year}`;
}

/**
 * An absolute date in the reader's time zone: `long` "21 November 2026", `medium` "21 Nov 2026" (Chinese:
 * "2026年11月21日"), as `Intl.DateTimeFormat` with `{ dateStyle }` (or day, long month and year) writes it.
 */
export function formatLocalDate(iso: string, language: Language, style: 'long' | 'medium'): string {
  const date = new Date(iso);
  const year = date.getFullYear();
  if (year >= 1000 && year <= 9999) return writeDate({ year, month: date.getMonth(), day: date.getDate() }, language, style);
  return new Intl.DateTimeFormat(intlLocale(language), { dateStyle: style }).format(date);
}

/** A whole number's digits in groups of three: "1234567" → "1,234,567" (en-GB and zh-CN group alike). */
export function groupDigits(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

const numberFormats = perLanguage((locale) => new Intl.NumberFormat(locale));

/** A number as `toLocaleString` writes it in the language: 1,234 (fractions and huge numbers go to Intl). */
export function formatNumber(n: number, language: Language): string {
  if (!Number.isSafeInteger(n)) return numberFormats[language].format(n);
  return (n < 0 || Object.is(n, -0) ? '-' : '') + groupDigits(String(Math.abs(n)));
}
