import { AlertTriangle, RotateCw } from 'lucide-react';
import { Button, Card, Skeleton } from '@/components/ui';
import { useAccountText } from '../lib/use-account-text';

/** The page's heading and one-line introduction. */
export function PageHeading({ title, intro }: { title: string; intro: string }) {
  return (
    <header className="mb-6">
      <h1 className="text-2xl font-semibold tracking-tight text-slate-900 sm:text-[28px]">{title}</h1>
      <p className="mt-1.5 text-[15px] text-slate-600">{intro}</p>
    </header>
  );
}

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
    <Card className="p-6 sm:p-8" data-testid="account-load-error">
      <div role="alert" className="flex items-start gap-3">
        <AlertTriangle className="mt-0.5 size-6 shrink-0 text-amber-600" aria-hidden="true" />
        <div>
          <p className="font-semibold text-slate-900">{t('states.loadFailed')}</p>
          <p className="mt-1 text-[15px] text-slate-600">{apiErrorText(error)}</p>
        </div>
      </div>
      <Button variant="secondary" className="mt-5" onClick={onRetry} loading={retrying} icon={<RotateCw className="size-4" aria-hidden="true" />}>
        {t('states.retry')}
      </Button>
    </Card>
  );
}

/** A form's message that is not about one field (e.g. a network failure). */
export function FormAlert({ message, testId }: { message?: string; testId?: string }) {
  if (!message) return null;
  return (
    <p role="alert" data-testid={testId} className="rounded-xl border border-rose-200 bg-rose-50 px-4 py-3 text-sm text-rose-800">
      {message}
    </p>
  );
}
