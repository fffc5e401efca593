import { useTranslation } from 'react-i18next';

export const MAIN_ID = 'main-content';

export function SkipLink() {
  const { t } = useTranslation();
  return (
    <a
      href={`#${MAIN_ID}`}
      className="sr-only z-50 rounded-lg bg-white px-4 py-2 font-medium text-primary-800 shadow focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
    >
      {t('nav.skipToContent')}
    </a>
  );
}
