import type { ComponentProps, ReactNode } from 'react';
import { Card, ErrorState as SharedErrorState, Skeleton } from '@/components/ui';
import { useMembershipText } from '../lib/use-membership-text';

/** Skeleton cards while a page loads (docs/design.md: skeletons, not spinners). */
export function CardsSkeleton({ cards = 2, testId = 'membership-loading' }: { cards?: number; testId?: string }) {
  const { t } = useMembershipText();
  return (
    <div role="status" aria-busy="true" data-testid={testId} className="space-y-4">
      <span className="sr-only">{t('states.loading')}</span>
      {Array.from({ length: cards }, (_, i) => (
        <Card key={i} className="p-5 sm:p-6">
          <Skeleton className="h-6 w-40" />
          <Skeleton className="mt-3 h-4 w-2/3 max-w-sm" />
          <div className="mt-5 grid gap-3 sm:grid-cols-3">
            <Skeleton className="h-14 rounded-xl" />
            <Skeleton className="h-14 rounded-xl" />
            <Skeleton className="h-14 rounded-xl" />
          </div>
        </Card>
      ))}
    </div>
  );
}

/** Something could not be loaded (the shared ErrorState with this feature's retry words). */
export function ErrorState(props: Omit<ComponentProps<typeof SharedErrorState>, 'retryLabel'>) {
  const { t } = useMembershipText();
  return <SharedErrorState {...props} retryLabel={t('states.retry')} />;
}

/** A coloured notice with an icon and words (never colour alone). */
export function Notice({
  tone,
  icon,
  title,
  children,
  testId,
}: {
  tone: 'info' | 'success' | 'warning' | 'danger';
  icon: ReactNode;
  title: string;
  children?: ReactNode;
  testId?: string;
}) {
  const tones = {
    info: 'border-primary-200 bg-primary-50 text-primary-900',
    success: 'border-emerald-200 bg-emerald-50 text-emerald-900',
    warning: 'border-amber-200 bg-amber-50 text-amber-900',
    danger: 'border-rose-200 bg-rose-50 text-rose-900',
  } as const;
  return (
    <div role="status" data-testid={testId} className={`mb-6 flex items-start gap-3 rounded-2xl border p-4 sm:p-5 ${tones[tone]}`}>
      <span className="mt-0.5 shrink-0">{icon}</span>
      <div className="min-w-0">
        <p className="font-semibold">{title}</p>
        {children && <div className="mt-1 text-[15px] leading-relaxed opacity-90">{children}</div>}
      </div>
    </div>
  );
}
