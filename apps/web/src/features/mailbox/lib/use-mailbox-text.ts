import { toLanguage, type Language } from '@jobbridge/contracts/core';
import { useTranslation } from 'react-i18next';
import { translateError } from '@/lib/translate-error';

/** The `mailbox` namespace, the current language, and the catalogue's text for an API failure (never a raw error). */
export function useMailboxText() {
  const { t, i18n } = useTranslation('mailbox');
  const language: Language = toLanguage(i18n.resolvedLanguage ?? i18n.language);
  const apiErrorText = (error: unknown): string => translateError(error, language);
  return { t, language, apiErrorText };
}
