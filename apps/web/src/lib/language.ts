import { toLanguage, type Language } from '@jobbridge/contracts/core';

export type { Language };

function isKnownTag(tag: string): boolean {
  const code = tag.trim().toLowerCase();
  return code === 'cn' || code === 'zh' || code.startsWith('zh-') || code === 'en' || code.startsWith('en-');
}

/**
 * The detector's `convertDetectedLanguage`: zh*, cn → cn and en* → en. Other tags stay as they are, so
 * i18next skips them as unsupported and tries the next source in the detection order (then falls back to cn).
 */
export function mapDetectedLanguage(tag: string): string {
  return isKnownTag(tag) ? toLanguage(tag) : tag;
}

/** The value for `<html lang>` and the API's `Accept-Language`. */
export function htmlLang(language: Language): 'zh-CN' | 'en' {
  return language === 'en' ? 'en' : 'zh-CN';
}

export function otherLanguage(language: Language): Language {
  return language === 'en' ? 'cn' : 'en';
}

/** Locale for Intl formatting of dates and numbers. */
export function intlLocale(language: Language): 'en-GB' | 'zh-CN' {
  return language === 'en' ? 'en-GB' : 'zh-CN';
}

/**
 * One formatter per language, made when first used: building an Intl formatter costs far more than using it, and
 * a page of job cards formats hundreds of dates and numbers (blocking time, decision 042).
 */
export function perLanguage<T>(make: (locale: 'en-GB' | 'zh-CN') => T): Record<Language, T> {
  const made: Partial<Record<Language, T>> = {};
  return {
    get cn() {
      return (made.cn ??= make(intlLocale('cn')));
    },
    get en() {
      return (made.en ??= make(intlLocale('en')));
    },
  };
}
