import type { UseQueryResult } from '@tanstack/react-query';
import { SearchX } from 'lucide-react';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses, ErrorState, Skeleton } from '@/components/ui';
import { isApiError } from '@/lib/http';
import { useLanguage } from '@/lib/i18n';
import { translateError } from '@/lib/translate-error';

function PageSkeleton() {
  return (
    <div className="mx-auto w-full max-w-[1200px] space-y-4 px-4 py-10 sm:px-6" aria-busy="true">
      <Skeleton className="h-8 w-2/3 max-w-md" />
      <Skeleton className="h-5 w-1/3 max-w-xs" />
      <div className="grid gap-6 lg:grid-cols-[1fr_22rem]">
        <Skeleton className="h-64 w-full rounded-2xl" />
        <Skeleton className="h-40 w-full rounded-2xl" />
      </div>
    </div>
  );
}

/** No such organisation or employer: say so and offer the directory search with the name. */
function NotFound({ name }: { name: string }) {
  const { t } = useTranslation('companies');
  return (
    <div className="mx-auto max-w-xl px-4 py-16 text-center sm:px-6" data-testid="company-not-found">
      <SearchX className="mx-auto size-10 text-slate-400" aria-hidden="true" />
      <h1 className="mt-4 text-xl font-semibold text-slate-900">{t('notFound.title')}</h1>
      <p className="mt-2 text-[15px] text-slate-600">{t('notFound.body', { name })}</p>
      <Link to={`/company/visa?q=${encodeURIComponent(name)}`} className={buttonClasses({ className: 'mt-6' })}>
        {t('notFound.search')}
      </Link>
    </div>
  );
}

/**
 * What a company page shows before its data: the skeleton while loading, "not found" for a 404, the error with
 * a retry otherwise. Null once the data is there.
 */
export function CompanyQueryState({
  query,
  name,
  failedTitle,
}: {
  query: UseQueryResult<unknown>;
  name: string;
  failedTitle: string;
}): ReactElement | null {
  const { t } = useTranslation('companies');
  const { language } = useLanguage();
  if (query.isPending) return <PageSkeleton />;
  if (query.isError && isApiError(query.error) && query.error.status === 404) return <NotFound name={name} />;
  if (query.isError || !query.data)
    return (
      <div className="mx-auto max-w-[1200px] px-4 py-10 sm:px-6">
        <ErrorState
          title={failedTitle}
          message={translateError(query.error, language)}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
          retryLabel={t('retry')}
        />
      </div>
    );
  return null;
}
