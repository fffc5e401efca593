import { toLanguage, type Language } from '@jobbridge/contracts/core';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/lib/http';
import { translateError } from '@/lib/translate-error';
import { isLocalError, type FieldError } from './rules';

/**
 * The `account` namespace, the current language, and the text for a field's problem: this feature's own
 * words for its local checks, the catalogue's (docs/product.md §8) for error codes. Never a raw error.
 */
export function useAccountText() {
  const { t, i18n } = useTranslation('account');
  const language: Language = toLanguage(i18n.resolvedLanguage ?? i18n.language);
  const errorText = (error: FieldError | undefined): string | undefined => {
    if (!error) return undefined;
    return isLocalError(error) ? t(`errors.${error}`) : translateError(error, language);
  };
  const apiErrorText = (error: unknown): string => translateError(error, language);
  return { t, i18n, language, errorText, apiErrorText };
}

/** A server's per-field message of a VALIDATION_ERROR (already in the request's language), if any. */
export function serverFieldMessage(error: unknown, field: string): string | undefined {
  if (!isApiError(error) || !error.fields) return undefined;
  return error.fields.find((issue) => issue.field === field)?.message;
}

/** The error code of an API failure, or null for anything else. */
export function errorCode(error: unknown): string | null {
  return isApiError(error) ? error.code : null;
}
