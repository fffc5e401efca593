import { useTranslation } from 'react-i18next';
import { Skeleton } from '@/components/ui';

/** Placeholder while a page's code or translations load. */
export function PageSkeleton() {
  return (
    <div className="mx-auto w-full max-w-[1200px] px-4 py-10 sm:px-6" role="status" aria-busy="true">
      <PageSkeletonLabel />
      <Skeleton className="h-8 w-2/3 max-w-md" />
      <Skeleton className="mt-4 h-4 w-full max-w-2xl" />
      <Skeleton className="mt-2 h-4 w-5/6 max-w-xl" />
      <div className="mt-8 grid gap-4 sm:grid-cols-2">
        <Skeleton className="h-32 rounded-2xl" />
        <Skeleton className="h-32 rounded-2xl" />
      </div>
    </div>
  );
}

/** The label may not be loaded yet when this shows, so it suspends on its own. */
function PageSkeletonLabel() {
  const { t, ready } = useTranslation('common', { useSuspense: false });
  return ready ? <span className="sr-only">{t('loading.page')}</span> : null;
}
