import { toLanguage, type Language } from '@jobbridge/contracts';
import { useTranslation } from 'react-i18next';
import { translateError } from '@/lib/translate-error';

/** The `jobs` namespace, the current language, and the catalogue's text (SPEC §8) for an error. */
export function useJobsText() {
  const { t, i18n } = useTranslation('jobs');
  const language: Language = toLanguage(i18n.resolvedLanguage ?? i18n.language);
  const errorText = (error: unknown): string => translateError(error, language);
  return { t, i18n, language, errorText };
}
