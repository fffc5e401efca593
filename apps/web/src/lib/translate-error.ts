import { errorCatalog, isErrorCode, type ErrorCode, type Language } from '@jobbridge/contracts/core';
import { isApiError } from '@/lib/http';

/** The user-facing text for an error: the catalogue's text for its code in `language`; never a raw error. */
export function translateError(error: unknown, language: Language): string {
  const code: ErrorCode = isApiError(error) && isErrorCode(error.code) ? error.code : isErrorCode(error) ? error : 'INTERNAL_ERROR';
  return errorCatalog[code][language];
}
