import { toLanguage, type Language } from '@jobbridge/contracts/core';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { translateError } from '@/lib/translate-error';

/** The `jobs` namespace, the current language, and the catalogue's text (docs/product.md §8) for an error. */
export function useJobsText() {
  const { t, i18n } = useTranslation('jobs');
  const language: Language = toLanguage(i18n.resolvedLanguage ?? i18n.language);
  // Stable per language, so effects may depend on it without running on every render.
  const errorText = useCallback((error: unknown): string => translateError(error, language), [language]);
  return { t, i18n, language, errorText };
}
