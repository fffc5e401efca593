import { Card, ErrorState, Skeleton } from '@/components/ui';
import { useAccountText } from '../lib/use-account-text';

/** Skeleton cards while the account loads. */
export function AccountSkeleton({ cards = 3 }: { cards?: number }) {
  const { t } = useAccountText();
  return (
    <div role="status" aria-busy="true" data-testid="account-loading" className="space-y-5">
      <span className="sr-only">{t('states.loading')}</span>
      {Array.from({ length: cards }, (_, i) => (
        <Card key={i} className="p-5 sm:p-6">
          <div className="flex items-center gap-3">
            <Skeleton className="size-10 rounded-xl" />
            <div className="flex-1 space-y-2">
              <Skeleton className="h-5 w-40" />
              <Skeleton className="h-4 w-2/3 max-w-sm" />
            </div>
          </div>
          <Skeleton className="mt-6 h-12 w-full rounded-xl" />
          <Skeleton className="mt-3 h-12 w-full rounded-xl" />
        </Card>
      ))}
    </div>
  );
}

/** What went wrong loading the account, and a retry. */
export function LoadError({ error, onRetry, retrying }: { error: unknown; onRetry: () => void; retrying: boolean }) {
  const { t, apiErrorText } = useAccountText();
  return (
    <ErrorState
      testId="account-load-error"
      title={t('states.loadFailed')}
      message={apiErrorText(error)}
      onRetry={onRetry}
      retrying={retrying}
      retryLabel={t('states.retry')}
    />
  );
}
