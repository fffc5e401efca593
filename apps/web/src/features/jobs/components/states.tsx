import { SearchX } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import { Card, ErrorState as SharedErrorState, Skeleton } from '@/components/ui';
import { useJobsText } from '../lib/use-jobs-text';

/** Skeleton job cards while a list loads (docs/design.md: skeletons, not spinners, for lists). */
export function JobListSkeleton({ count = 5, label }: { count?: number; label: string }) {
  return (
    <div role="status" aria-busy="true" data-testid="jobs-loading" className="space-y-3">
      <span className="sr-only">{label}</span>
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className="rounded-2xl border border-slate-200 bg-white p-4 sm:p-5">
          <Skeleton className="h-5 w-3/4" />
          <Skeleton className="mt-2.5 h-4 w-1/2" />
          <Skeleton className="mt-2 h-4 w-2/3" />
          <Skeleton className="mt-3 h-4 w-1/3" />
          <div className="mt-4 flex gap-2">
            <Skeleton className="h-6 w-28 rounded-full" />
          </div>
          <div className="mt-4 flex gap-2">
            <Skeleton className="h-8 w-16 rounded-lg" />
            <Skeleton className="h-8 w-16 rounded-lg" />
            <Skeleton className="h-8 w-16 rounded-lg" />
          </div>
        </div>
      ))}
    </div>
  );
}

/** The detail view's skeleton. */
export function JobDetailSkeleton({ withHeader = true }: { withHeader?: boolean }) {
  const { t } = useJobsText();
  return (
    <div role="status" aria-busy="true" data-testid="job-detail-loading" className="space-y-5">
      <span className="sr-only">{t('detail.loading')}</span>
      {withHeader && (
        <div>
          <Skeleton className="h-7 w-3/4" />
          <Skeleton className="mt-3 h-4 w-1/2" />
          <Skeleton className="mt-2 h-4 w-1/3" />
          <div className="mt-5 flex gap-2">
            <Skeleton className="h-11 w-48 rounded-xl" />
            <Skeleton className="h-10 w-24 rounded-lg" />
          </div>
        </div>
      )}
      <Skeleton className="h-40 w-full rounded-2xl" />
      <div className="space-y-2">
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-11/12" />
        <Skeleton className="h-4 w-5/6" />
        <Skeleton className="h-4 w-2/3" />
      </div>
    </div>
  );
}

/** Something could not be loaded (the shared ErrorState with this feature's retry words). */
export function ErrorState(props: Omit<ComponentProps<typeof SharedErrorState>, 'retryLabel'>) {
  const { t } = useJobsText();
  return <SharedErrorState {...props} retryLabel={t('states.retry')} />;
}

/** Nothing to show, and what to do next. */
export function EmptyState({
  title,
  text,
  icon,
  children,
  testId,
}: {
  title: string;
  text?: ReactNode;
  icon?: ReactNode;
  children?: ReactNode;
  testId?: string;
}) {
  return (
    <Card className="p-6 text-center sm:p-10" data-testid={testId}>
      <span className="mx-auto flex size-12 items-center justify-center rounded-2xl bg-primary-50 text-primary-700">
        {icon ?? <SearchX className="size-6" aria-hidden="true" />}
      </span>
      <p className="mt-4 text-lg font-semibold text-slate-900">{title}</p>
      {text && <div className="mx-auto mt-2 max-w-md text-[15px] leading-relaxed text-slate-600">{text}</div>}
      {children}
    </Card>
  );
}
