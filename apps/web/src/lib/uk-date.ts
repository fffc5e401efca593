import { writeDate, type CalendarDay } from '@/lib/format';
import { perLanguage, type Language } from '@/lib/language';

const HOUR_MS = 3_600_000;

/** Midnight (UTC) of the last Sunday of `month` (0-11) in `year`. */
function lastSunday(year: number, month: number): number {
  const last = new Date(Date.UTC(year, month + 1, 0));
  return last.getTime() - last.getUTCDay() * 24 * HOUR_MS;
}

/**
 * The calendar day in London at `time`: summer time (UTC+1) from 01:00 UTC on the last Sunday of March to 01:00
 * UTC on the last Sunday of October, the rule since 1996; null outside 1996-2099 (left to Intl).
 */
function londonDay(time: number): CalendarDay | null {
  const year = new Date(time).getUTCFullYear();
  if (year < 1996 || year > 2099) return null;
  const summer = time >= lastSunday(year, 2) + HOUR_MS && time < lastSunday(year, 9) + HOUR_MS;
  const local = new Date(time + (summer ? HOUR_MS : 0));
  return { year: local.getUTCFullYear(), month: local.getUTCMonth(), day: local.getUTCDate() };
}

const dateFormats = perLanguage(
  (locale) => new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/London' }),
);

/**
 * An absolute date, UK time: "21 November 2026" / "2026年11月21日"; an em dash when it cannot be read. Written by
 * hand as Intl writes it (lib/format.ts).
 */
export function formatDate(iso: string, language: Language): string {
  const time = new Date(iso).getTime();
  if (Number.isNaN(time)) return '—';
  const day = londonDay(time);
  return day ? writeDate(day, language, 'long') : dateFormats[language].format(time);
}
