import { FlaskConical } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** Said once on a page that shows demo agencies: they are invented examples. */
export function DemoNotice() {
  const { t } = useTranslation('agencies');
  return (
    <div
      role="note"
      data-testid="agency-demo-notice"
      className="flex items-start gap-3 rounded-2xl border border-amber-200 bg-amber-50 p-4"
    >
      <FlaskConical className="mt-0.5 size-5 shrink-0 text-amber-700" aria-hidden="true" />
      <div>
        <p className="font-semibold text-amber-950">{t('demo.title')}</p>
        <p className="mt-0.5 text-[15px] leading-relaxed text-amber-900">{t('demo.body')}</p>
      </div>
    </div>
  );
}

export function DemoTag() {
  const { t } = useTranslation('agencies');
  return (
    <span
      title={t('card.demoTitle')}
      className="inline-flex items-center gap-1 rounded-full bg-amber-50 px-2 py-0.5 text-xs font-medium text-amber-900 ring-1 ring-inset ring-amber-200"
    >
      <FlaskConical className="size-3" aria-hidden="true" />
      {t('card.demo')}
    </span>
  );
}
