import { toLanguage, type Language } from '@jobbridge/contracts/core';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { translateError } from '@/lib/translate-error';

/** The `flash` namespace, the current language, and the catalogue's text for an error or an error code. */
export function useFlashText() {
  const { t, i18n } = useTranslation('flash');
  const language: Language = toLanguage(i18n.resolvedLanguage ?? i18n.language);
  const errorText = useCallback((error: unknown): string => translateError(error, language), [language]);
  return { t, language, errorText };
}
