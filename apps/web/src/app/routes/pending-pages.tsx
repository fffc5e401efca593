import { House } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { BeingBuilt } from '@/components/being-built';
import { paths, type PathName } from '@/config/paths';

/** A route that a later issue builds: the page's translated name and the "being built" panel. */
export function PendingPage({ page, dashboard = false }: { page: PathName; dashboard?: boolean }) {
  const { t } = useTranslation();
  return (
    <BeingBuilt
      title={t(`pageTitles.${page}`)}
      text={dashboard ? t('beingBuilt.dashboard') : undefined}
      embedded={dashboard}
    />
  );
}

/** /jobs and /search: being built, with the visitor's query echoed back. */
export function PendingSearchPage({ page }: { page: 'jobs' | 'search' }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const q = params.get('q')?.trim() ?? '';
  const location = params.get('location')?.trim() ?? '';
  const rows = [
    { label: t('beingBuilt.keyword'), value: q },
    { label: t('beingBuilt.location'), value: location },
  ].filter((row) => row.value);

  return (
    <BeingBuilt
      title={t(`pageTitles.${page}`)}
      text={rows.length ? t('beingBuilt.searchText') : t('beingBuilt.noQuery')}
      action={{ to: paths.home, label: t('actions.backHome'), icon: <House className="size-4" aria-hidden="true" /> }}
    >
      {rows.length > 0 && (
        <dl data-testid="search-echo" className="mt-5 grid gap-3 rounded-xl bg-slate-50 p-4 sm:grid-cols-2">
          {rows.map((row) => (
            <div key={row.label}>
              <dt className="text-sm text-slate-500">{row.label}</dt>
              <dd className="mt-0.5 font-medium break-words text-slate-900">{row.value}</dd>
            </div>
          ))}
        </dl>
      )}
    </BeingBuilt>
  );
}
