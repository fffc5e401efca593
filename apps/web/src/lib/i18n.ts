import { DEFAULT_LANGUAGE, LANGUAGES, toLanguage, type Language } from '@jobbridge/contracts/core';
import i18n, { type LanguageDetectorModule } from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next, useTranslation } from 'react-i18next';
import { htmlLang, mapDetectedLanguage, otherLanguage } from '@/lib/language';
import { safeStorage, STORAGE_KEYS } from '@/lib/storage';

let started: Promise<unknown> | null = null;

/**
 * The visitor's language: the first supported one of ?lng=, the stored choice, the browser's languages and
 * <html lang>; a choice is stored under `language`. A few lines instead of i18next-browser-languagedetector,
 * which the first page would download for sources the app never writes (cookie, sessionStorage; decision 042).
 */
const languageDetector: LanguageDetectorModule = {
  type: 'languageDetector',
  detect: () =>
    [
      new URLSearchParams(window.location.search).get('lng'),
      safeStorage.get(STORAGE_KEYS.language),
      ...navigator.languages,
      document.documentElement.lang,
    ]
      .filter((tag): tag is string => !!tag)
      .map(mapDetectedLanguage),
  cacheUserLanguage: (language) => safeStorage.set(STORAGE_KEYS.language, language),
};

/**
 * The language i18next will pick: the first detected tag it supports, else the default. Known before i18next has
 * started (it detects after a tick), so the app can tell whether the server drew its first view in the same
 * language (decision 042).
 */
export function detectLanguage(): Language {
  const tags = languageDetector.detect() ?? [];
  const found = (Array.isArray(tags) ? tags : [tags]).find((tag): tag is Language => LANGUAGES.includes(tag as Language));
  return found ?? DEFAULT_LANGUAGE;
}

/** Starts i18next once. Each namespace of each language is its own lazily loaded chunk. */
export function initI18n(): Promise<unknown> {
  started ??= i18n
    .use(
      // The three-argument form lets us ask i18next to retry (up to maxRetries) when a chunk fails to load.
      resourcesToBackend((lng: string, ns: string, callback: (err: Error | null, data: unknown) => void) => {
        import(`../locales/${lng}/${ns}.json`)
          .then((mod: { default: unknown }) => callback(null, mod.default))
          .catch((err: Error) => (callback as (err: Error, retry: boolean) => void)(err, true));
      }),
    )
    .use(languageDetector)
    .use(initReactI18next)
    .init({
      supportedLngs: [...LANGUAGES],
      fallbackLng: DEFAULT_LANGUAGE,
      load: 'currentOnly',
      ns: ['common'],
      defaultNS: 'common',
      fallbackNS: false,
      maxRetries: 5,
      interpolation: { escapeValue: false },
      returnNull: false,
      react: { useSuspense: true },
    });
  return started;
}

i18n.on('languageChanged', (lng) => {
  if (typeof document === 'undefined') return;
  // Only when it changes: setting `lang`, even to the same value, makes the browser match every element's style
  // again (`:lang`), a long task while the server's page is already in that language (decision 042).
  const lang = htmlLang(toLanguage(lng));
  if (document.documentElement.lang !== lang) document.documentElement.lang = lang;
});

export function currentLanguage(): Language {
  return toLanguage(i18n.resolvedLanguage ?? i18n.language);
}

/** Switches the language and stores the choice under `language` (docs/product.md §2). */
export async function changeLanguage(language: Language): Promise<void> {
  await i18n.changeLanguage(language);
  safeStorage.set(STORAGE_KEYS.language, language);
}

export function useLanguage(): { language: Language; toggle: () => Promise<Language> } {
  const { i18n: instance } = useTranslation();
  const language = toLanguage(instance.resolvedLanguage ?? instance.language);
  return {
    language,
    toggle: async () => {
      const next = otherLanguage(language);
      await changeLanguage(next);
      return next;
    },
  };
}

export { i18n };
