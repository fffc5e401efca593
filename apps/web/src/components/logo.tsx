import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';

/** The mark: a bridge over a road, in the primary blue. Decorative; the wordmark or a label names it. */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" focusable="false" className={cn('size-9 shrink-0', className)}>
      <rect width="32" height="32" rx="8" className="fill-primary-700" />
      <path d="M6 21.5c3.2-6.4 6.5-9.6 10-9.6s6.8 3.2 10 9.6" fill="none" stroke="#fff" strokeWidth="2.6" strokeLinecap="round" />
      <path d="M10.5 21.5v-4.2M16 21.5v-9.6M21.5 21.5v-4.2" className="stroke-primary-300" strokeWidth="2.2" strokeLinecap="round" />
      <path d="M5 24.5h22" stroke="#fff" strokeWidth="2.2" strokeLinecap="round" />
    </svg>
  );
}

/** Mark and wordmark: the name in the current language, the other name beneath it. */
export function Logo({ className, inverted = false }: { className?: string; inverted?: boolean }) {
  const { t } = useTranslation();
  return (
    <span className={cn('inline-flex items-center gap-2.5', className)}>
      <LogoMark />
      <span className="flex flex-col leading-tight">
        <span className={cn('text-[17px] font-semibold tracking-tight', inverted ? 'text-white' : 'text-slate-900')}>
          {t('brand.name')}
        </span>
        <span className={cn('text-xs', inverted ? 'text-primary-200' : 'text-slate-500')}>{t('brand.alt')}</span>
      </span>
    </span>
  );
}
