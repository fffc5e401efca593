import { useCallback } from 'react';
import { useLanguage } from '@/lib/i18n';
import { translateError } from '@/lib/translate-error';

/** `(codeOrError) => text` in the current language: the catalogue's words, never a raw error. */
export function useErrorText(): (error: unknown) => string {
  const { language } = useLanguage();
  return useCallback((error: unknown) => translateError(error, language), [language]);
}
