import { useTranslation } from 'react-i18next';
import { LogoMark } from '@/components/logo';
import { Spinner } from '@/components/ui';
import { useAppState } from '@/lib/app-state';

/** Full-screen overlay while the shared `loading` flag is set (docs/product.md §2). */
export function LoadingOverlay() {
  const { loading } = useAppState();
  const { t } = useTranslation();
  if (!loading) return null;
  return (
    <div
      role="alertdialog"
      aria-modal="true"
      aria-busy="true"
      aria-labelledby="global-loading-text"
      data-testid="global-loading-overlay"
      className="fixed inset-0 z-[70] flex flex-col items-center justify-center gap-5 bg-white/90 px-6 text-center backdrop-blur-sm"
    >
      <LogoMark className="size-14" />
      <Spinner size="lg" className="text-primary-700" />
      <p id="global-loading-text" className="max-w-xs text-base font-medium text-slate-800">
        {t('loading.overlay')}
      </p>
    </div>
  );
}
