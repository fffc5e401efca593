import { toLanguage, type Language } from '@jobbridge/contracts/core';
import { useTranslation } from 'react-i18next';
import { intlLocale } from '@/lib/language';
import { formatDate } from '@/lib/uk-date';

import { translateError } from '@/lib/translate-error';

// Where this feature's dates come from (tests and components import them from here).
export { formatDate };

/** The `membership` namespace, the current language, dates and money, and the catalogue's text for an error. */
export function useMembershipText() {
  const { t, i18n } = useTranslation('membership');
  const language: Language = toLanguage(i18n.resolvedLanguage ?? i18n.language);
  const errorText = (error: unknown): string => translateError(error, language);
  return {
    t,
    i18n,
    language,
    errorText,
    date: (iso: string) => formatDate(iso, language),
    dateTime: (iso: string) => formatDateTime(iso, language),
    shortDate: (iso: string) => formatShortDate(iso, language),
    time: (iso: string) => formatTime(iso, language),
  };
}

/** Absolute, for tables: "21 Nov 2026, 14:05" / "2026/11/21 14:05". */
export function formatDateTime(iso: string, language: Language): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '—';
  return new Intl.DateTimeFormat(intlLocale(language), {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'Europe/London',
  }).format(date);
}

/** "21 Nov 2026" / "2026年11月21日", for table cells. */
function formatShortDate(iso: string, language: Language): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '—';
  return new Intl.DateTimeFormat(intlLocale(language), {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'Europe/London',
  }).format(date);
}

/** "14:05" (UK time). */
function formatTime(iso: string, language: Language): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(intlLocale(language), { hour: '2-digit', minute: '2-digit', timeZone: 'Europe/London' }).format(date);
}
