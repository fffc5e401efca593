import { DIRECTORY_SORTS, SPONSOR_RATINGS } from '@jobbridge/contracts/values';
import { Building2, ChevronLeft, ChevronRight, MapPin, Search } from 'lucide-react';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { DIRECTORY_KEYS } from '@/config/page-params';
import { Button, ErrorState, Skeleton } from '@/components/ui';
import { cn } from '@/lib/cn';
import { useLanguage } from '@/lib/i18n';
import { formatLocalDate, formatNumber } from '@/lib/format';
import { translateError } from '@/lib/translate-error';
import { useSponsorDirectory } from '../api/companies';
import { SponsorCardItem } from '../components/sponsor-card';

/** The register's routes, as it names them (official names, shown as published). */
const ROUTES = [
  'Skilled Worker',
  'Global Business Mobility: Senior or Specialist Worker',
  'Global Business Mobility: Graduate Trainee',
  'Global Business Mobility: UK Expansion Worker',
  'Global Business Mobility: Service Supplier',
  'Global Business Mobility: Secondment Worker',
  'Scale-up',
  'Creative Worker',
  'Charity Worker',
  'Religious Worker',
  'Tier 2 Ministers of Religion',
  'International Sportsperson',
  'Government Authorised Exchange',
  'International Agreement',
  'Seasonal Worker',
];

const focus = 'hover:border-slate-400 focus:border-primary-600 focus:outline-none focus-visible:ring-4 focus-visible:ring-primary-100';
const selectClass = cn('h-11 w-full rounded-xl border border-slate-300 bg-white px-3 text-[15px] text-slate-900', focus);
const inputClass = cn(
  'h-12 w-full rounded-xl border border-slate-300 bg-white pr-4 pl-11 text-base text-slate-900 placeholder:text-slate-500',
  focus,
);

/** /company/visa: every licensed sponsor, searched by name (typos forgiven), filtered, sorted and paged in the address. */
export function SponsorDirectoryPage() {
  const { t } = useTranslation('companies');
  const { language } = useLanguage();
  const [params, setParams] = useSearchParams();
  const ids = useId();
  const apiParams = new URLSearchParams();
  for (const key of DIRECTORY_KEYS) {
    const value = params.get(key);
    if (value) apiParams.set(key, value);
  }
  const apiQuery = apiParams.toString();
  const directory = useSponsorDirectory(apiQuery);
  const [q, setQ] = useState(params.get('q') ?? '');
  const [town, setTown] = useState(params.get('town') ?? '');
  useEffect(() => {
    setQ(params.get('q') ?? '');
    setTown(params.get('town') ?? '');
  }, [params]);
  useEffect(() => {
    document.title = `${t('directory.title')} · JobBridge`;
  }, [t]);

  const update = (changes: Record<string, string>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    if (!('page' in changes)) next.delete('page');
    setParams(next);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    update({ q: q.trim(), town: town.trim() });
  };

  const page = Number(params.get('page') ?? '1') || 1;
  const data = directory.data;
  const last = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  const filtered = DIRECTORY_KEYS.some((key) => key !== 'page' && key !== 'sort' && params.get(key));

  return (
    <div className="mx-auto w-full max-w-[1200px] px-4 py-6 sm:px-6 sm:py-10">
      <header className="mb-6">
        <h1 className="text-2xl font-semibold tracking-tight text-slate-900 sm:text-[28px]">{t('directory.title')}</h1>
        <p className="mt-1.5 max-w-3xl text-[15px] leading-relaxed text-slate-600">{t('directory.intro')}</p>
      </header>

      <form
        onSubmit={submit}
        role="search"
        className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
        data-testid="directory-search"
      >
        <div className="grid gap-3 md:grid-cols-[1fr_16rem_auto]">
          <div className="relative">
            <label htmlFor={`${ids}-q`} className="sr-only">
              {t('directory.q')}
            </label>
            <Search className="pointer-events-none absolute top-1/2 left-3.5 size-5 -translate-y-1/2 text-slate-500" aria-hidden="true" />
            <input
              id={`${ids}-q`}
              type="search"
              value={q}
              onChange={(e) => setQ(e.target.value)}
              placeholder={t('directory.qPlaceholder')}
              maxLength={200}
              className={inputClass}
            />
          </div>
          <div className="relative">
            <label htmlFor={`${ids}-town`} className="sr-only">
              {t('directory.town')}
            </label>
            <MapPin className="pointer-events-none absolute top-1/2 left-3.5 size-5 -translate-y-1/2 text-slate-500" aria-hidden="true" />
            <input
              id={`${ids}-town`}
              value={town}
              onChange={(e) => setTown(e.target.value)}
              placeholder={t('directory.townPlaceholder')}
              maxLength={100}
              className={inputClass}
            />
          </div>
          <Button type="submit" size="lg">
            {t('directory.search')}
          </Button>
        </div>
        <div className="mt-3 grid grid-cols-2 gap-3 md:grid-cols-4">
          <div>
            <label htmlFor={`${ids}-route`} className="mb-1 block text-xs font-medium text-slate-600">
              {t('directory.route')}
            </label>
            <select
              id={`${ids}-route`}
              className={selectClass}
              value={params.get('route') ?? ''}
              onChange={(e) => update({ route: e.target.value })}
            >
              <option value="">{t('directory.anyRoute')}</option>
              {ROUTES.map((r) => (
                <option key={r} value={r}>
                  {r}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor={`${ids}-rating`} className="mb-1 block text-xs font-medium text-slate-600">
              {t('directory.rating')}
            </label>
            <select
              id={`${ids}-rating`}
              className={selectClass}
              value={params.get('rating') ?? ''}
              onChange={(e) => update({ rating: e.target.value })}
            >
              <option value="">{t('directory.anyRating')}</option>
              {SPONSOR_RATINGS.map((r) => (
                <option key={r} value={r}>
                  {t(`rating.${r}`)}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor={`${ids}-jobs`} className="mb-1 block text-xs font-medium text-slate-600">
              {t('directory.hasJobs')}
            </label>
            <select
              id={`${ids}-jobs`}
              className={selectClass}
              value={params.get('hasJobs') ?? ''}
              onChange={(e) => update({ hasJobs: e.target.value })}
            >
              <option value="">{t('directory.jobsAny')}</option>
              <option value="true">{t('directory.jobsYes')}</option>
              <option value="false">{t('directory.jobsNo')}</option>
            </select>
          </div>
          <div>
            <label htmlFor={`${ids}-sort`} className="mb-1 block text-xs font-medium text-slate-600">
              {t('directory.sort')}
            </label>
            <select
              id={`${ids}-sort`}
              className={selectClass}
              value={params.get('sort') ?? 'relevance'}
              onChange={(e) => update({ sort: e.target.value === 'relevance' ? '' : e.target.value })}
            >
              {DIRECTORY_SORTS.map((s) => (
                <option key={s} value={s}>
                  {t(`directory.sorts.${s}`)}
                </option>
              ))}
            </select>
          </div>
        </div>
      </form>

      <div className="mt-6" aria-live="polite" aria-busy={directory.isFetching}>
        {directory.isPending ? (
          <ul className="space-y-3" aria-label={t('directory.loading')}>
            {Array.from({ length: 6 }, (_, i) => (
              <li key={i}>
                <Skeleton className="h-[118px] w-full rounded-2xl" />
              </li>
            ))}
          </ul>
        ) : directory.isError || !data ? (
          <ErrorState
            title={t('directory.failed')}
            message={translateError(directory.error, language)}
            onRetry={() => void directory.refetch()}
            retrying={directory.isFetching}
            retryLabel={t('retry')}
          />
        ) : (
          <>
            <p className="mb-3 text-sm text-slate-600" data-testid="directory-total">
              {t(data.totalIsCapped ? 'directory.totalCapped' : 'directory.total', {
                count: data.total,
                formatted: formatNumber(data.total, language),
              })}
              {data.registerDate && (
                <span className="text-slate-500">
                  {' · '}
                  {t('directory.registerDate', { date: formatLocalDate(data.registerDate, language, 'medium') })}
                </span>
              )}
            </p>
            {data.items.length === 0 ? (
              <div className="rounded-2xl border border-dashed border-slate-300 px-6 py-10 text-center">
                <Building2 className="mx-auto size-8 text-slate-400" aria-hidden="true" />
                <p className="mt-3 font-medium text-slate-900">{t('directory.emptyTitle')}</p>
                <p className="mt-1 text-[15px] text-slate-600">{filtered ? t('directory.emptyFiltered') : t('directory.empty')}</p>
                {filtered && (
                  <Button variant="secondary" className="mt-4" onClick={() => setParams(new URLSearchParams())}>
                    {t('directory.clear')}
                  </Button>
                )}
              </div>
            ) : (
              <ul
                className={directory.isPlaceholderData ? 'space-y-3 opacity-60 transition-opacity' : 'space-y-3'}
                data-testid="directory-results"
              >
                {data.items.map((sponsor) => (
                  <SponsorCardItem key={sponsor.name} sponsor={sponsor} />
                ))}
              </ul>
            )}
            {last > 1 && (
              <nav className="mt-6 flex items-center justify-center gap-3" aria-label={t('directory.pages')} data-testid="pagination">
                <Button
                  variant="secondary"
                  disabled={page <= 1}
                  onClick={() => update({ page: String(page - 1) })}
                  icon={<ChevronLeft className="size-4" aria-hidden="true" />}
                >
                  {t('directory.previous')}
                </Button>
                <span className="text-sm text-slate-600">{t('directory.pageOf', { page, last: Math.min(last, 1000) })}</span>
                <Button variant="secondary" disabled={page >= Math.min(last, 1000)} onClick={() => update({ page: String(page + 1) })}>
                  {t('directory.next')}
                  <ChevronRight className="size-4" aria-hidden="true" />
                </Button>
              </nav>
            )}
          </>
        )}
      </div>
    </div>
  );
}
