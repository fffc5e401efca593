import { toLanguage, type Language } from '@jobbridge/contracts';
import { useTranslation } from 'react-i18next';
import { translateError } from '@/lib/translate-error';

/** The `resumes` namespace, the current language, and the catalogue's text (SPEC §8) for an error or a code. */
export function useResumesText() {
  const { t, i18n } = useTranslation('resumes');
  const language: Language = toLanguage(i18n.resolvedLanguage ?? i18n.language);
  const errorText = (error: unknown): string => translateError(error, language);
  return { t, i18n, language, errorText };
}
