import { useTranslation } from 'react-i18next';

type LooseT = (key: string, options?: Record<string, unknown>) => unknown;

/**
 * Reads the `pages` namespace. `text` always returns a string; `raw` returns the object or array under a key
 * (`returnObjects: true`) for the guards in lib/content.ts to check. `locale` is a BCP 47 tag for Intl and `lang`.
 */
export function usePagesText() {
  const { t, i18n } = useTranslation('pages');
  // Keys are built from content ids at run time, so they are looser than typed i18next keys allow.
  const loose = t as unknown as LooseT;
  const lng = i18n.resolvedLanguage ?? i18n.language ?? 'cn';
  const locale = lng === 'en' ? 'en-GB' : 'zh-CN';
  const text = (key: string, options?: Record<string, unknown>): string => {
    const value = loose(key, options);
    return typeof value === 'string' ? value : '';
  };
  const raw = (key: string): unknown => loose(key, { returnObjects: true });
  return { text, raw, locale };
}
