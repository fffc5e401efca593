import type { JobCard } from '@jobbridge/contracts';
import { MousePointerClick, Search } from 'lucide-react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { paths } from '@/config/paths';
import { isFullySignedIn, useAuth } from '@/lib/auth';
import { useMediaQuery } from '@/lib/use-media-query';
import { ApplyPrompt } from '../components/apply-prompt';
import { FilterBar, FilterPanelButton } from '../components/filters';
import { JobCardItem } from '../components/job-card';
import { JobDetailView } from '../components/job-detail';
import { Pagination } from '../components/pagination';
import { SearchBar } from '../components/search-bar';
import { UnderstoodLine } from '../components/understood-line';
import { Recommendations } from '../components/recommendations';
import { EmptyState, ErrorState, JobListSkeleton } from '../components/states';
import { useJobSearch } from '../api/jobs';
import { formatCount } from '../lib/format';
import { recordLocalSearch } from '../lib/local-history';
import {
  activeFilterCount,
  emptyFilters,
  hasQuery,
  pageCount,
  parseJobId,
  parseSearchParams,
  toApiQuery,
  toSearchParams,
  type JobFilters,
  type JobSearchState,
  type SortOrder,
} from '../lib/search-params';
import { useRefreshSearchHistory } from '../lib/use-search-history';
import { useJobsText } from '../lib/use-jobs-text';
import { cn } from '@/lib/cn';

/** The split view needs room for a list and a detail side by side. */
const SPLIT_QUERY = '(min-width: 1024px)';
/** Searches to start from (the ads are in English, so are the words searched for). */
const SUGGESTIONS = [
  { key: 'dataAnalyst', q: 'data analyst', location: '' },
  { key: 'nurse', q: 'nurse', location: '' },
  { key: 'softwareEngineer', q: 'software engineer', location: '' },
  { key: 'london', q: '', location: 'London' },
] as const;

/**
 * /jobs and /search: keyword and location, filters, sort, history, results; on wide screens the selected
 * job's detail beside the list (`?job=`), on small screens a tap opens /jobs/{id}. The URL holds the whole
 * search, so results are shareable and Back works.
 */
export function JobsSearchPage() {
  const { t, language, errorText } = useJobsText();
  const { level } = useAuth();
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => parseSearchParams(params), [params]);
  const selectedParam = parseJobId(params.get('job'));
  const wide = useMediaQuery(SPLIT_QUERY);
  const valid = hasQuery(state);
  const apiQuery = toApiQuery(state);
  const refreshHistory = useRefreshSearchHistory();
  const [filtersOpen, setFiltersOpen] = useState(false);
  const focusDetail = useRef(false);
  const listTop = useRef<HTMLHeadingElement>(null);

  const query = useJobSearch(apiQuery, valid);
  const data = query.data;

  // History: the server records signed-in searches (refresh the list); visitors' stay on this device.
  useEffect(() => {
    if (!valid || isFullySignedIn(level)) return;
    recordLocalSearch(state.q, state.location);
  }, [valid, level, state.q, state.location]);
  useEffect(() => {
    if (isFullySignedIn(level) && query.dataUpdatedAt) refreshHistory();
  }, [level, query.dataUpdatedAt, refreshHistory]);

  const go = useCallback(
    (next: JobSearchState, options: { job?: number | null; replace?: boolean } = {}) =>
      setParams(toSearchParams(next, options.job), { replace: options.replace ?? false }),
    [setParams],
  );

  const runSearch = (query: { q: string; location: string }) => go({ ...state, ...query, page: 1 });
  const setFilters = (filters: JobFilters) => go({ ...state, filters, page: 1 });
  const setSort = (sort: SortOrder) => go({ ...state, sort, page: 1 });
  const select = (id: number) => {
    focusDetail.current = true;
    go(state, { job: id, replace: true });
  };

  const items = data?.items ?? [];
  const selectedId = wide ? (selectedParam ?? items[0]?.id ?? null) : null;
  const selectedCard: JobCard | undefined = items.find((item) => item.id === selectedId);
  const focusHeading = useCallback((element: HTMLHeadingElement | null) => {
    if (!element || !focusDetail.current) return;
    focusDetail.current = false;
    element.focus({ preventScroll: true });
    element.closest('[data-detail-scroll]')?.scrollTo({ top: 0 });
  }, []);

  const threshold = data?.items[0]?.verdict.salary.threshold ?? null;
  // "200+" while more exist than were counted; "about 48,000" for an estimate (decision 039).
  const countText = data
    ? data.totalKind === 'atLeast'
      ? `${formatCount(data.total, language)}+`
      : formatCount(data.total, language)
    : null;
  const last = data ? pageCount(data.total, data.pageSize) : 1;
  const hrefFor = (page: number) => `?${toSearchParams({ ...state, page }).toString()}`;
  const filterProps = { filters: state.filters, facets: data?.facets, threshold, onChange: setFilters };
  const filtersOn = activeFilterCount(state.filters) > 0;

  return (
    <div className="w-full" data-testid="jobs-page">
      <div className="border-b border-slate-200 bg-white">
        <div className="mx-auto max-w-[1200px] px-4 pt-5 pb-4 sm:px-6 sm:pt-7">
          <h1 className="mb-4 text-xl font-semibold tracking-tight text-slate-900 sm:text-2xl">{t('search.title')}</h1>
          <SearchBar q={state.q} location={state.location} onSearch={runSearch} />
          {valid && data && (
            <UnderstoodLine understood={data.understood ?? []} notUnderstood={data.notUnderstood ?? []} inChinese={data.inChinese} />
          )}
          {valid && (
            <div className="mt-4 flex flex-wrap items-center justify-between gap-3">
              <div className="hidden md:block">
                <FilterBar {...filterProps} />
              </div>
              <div className="md:hidden">
                <FilterPanelButton
                  {...filterProps}
                  open={filtersOpen}
                  onOpenChange={setFiltersOpen}
                  results={data && countText ? { count: data.total, formatted: countText } : null}
                />
              </div>
              <SortSelect value={state.sort} onChange={setSort} />
            </div>
          )}
        </div>
      </div>

      <div className="mx-auto w-full max-w-[1200px] px-4 py-5 sm:px-6 sm:py-6">
        {!valid ? (
          startState()
        ) : query.isError ? (
          <ErrorState
            testId="jobs-error"
            title={t('results.errorTitle')}
            message={errorText(query.error)}
            onRetry={() => void query.refetch()}
            retrying={query.isFetching}
          />
        ) : !data ? (
          <div className="lg:grid lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:gap-6">
            <JobListSkeleton label={t('results.loading')} />
            <div className="hidden lg:block">
              <div className="rounded-2xl border border-slate-200 bg-white p-6">
                <JobListSkeleton count={1} label={t('results.loading')} />
              </div>
            </div>
          </div>
        ) : items.length === 0 ? (
          noResults()
        ) : (
          <div className="lg:grid lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:items-start lg:gap-6">
            <section aria-labelledby="results-heading" className="min-w-0">
              <h2
                id="results-heading"
                ref={listTop}
                tabIndex={-1}
                className="mb-3 text-[15px] font-medium text-slate-700 outline-none"
                data-testid="results-count"
              >
                {data.totalKind === 'about'
                  ? t('results.countAbout', { count: data.total, formatted: countText })
                  : data.totalKind === 'atLeast'
                    ? t('results.countCapped', { count: data.total, formatted: countText })
                    : t('results.count', { count: data.total, formatted: countText })}
                {query.isFetching && <span className="sr-only">{t('results.loading')}</span>}
              </h2>
              {data.partial && (
                <p role="status" className="mb-3 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900" data-testid="results-partial">
                  {t('results.partial')}
                </p>
              )}
              <ul className="space-y-3" data-testid="results" aria-busy={query.isFetching || undefined}>
                {/* Cards below the fold are laid out when they come near it (about 290 px each until then): the
                    first paint and every style change while the app starts skip them (decision 042). The clip
                    margin keeps the cards' shadows and focus rings, which paint containment would cut. */}
                {items.map((job) => (
                  <li key={job.id} className="[contain-intrinsic-size:auto_290px] [content-visibility:auto] [overflow-clip-margin:16px]">
                    <JobCardItem job={job} onSelect={wide ? select : undefined} selected={job.id === selectedId} />
                  </li>
                ))}
              </ul>
              {/* The page the server answered: one asked past the pages a search has is its last (decision 043). */}
              <Pagination page={data?.page ?? state.page} last={last} hrefFor={hrefFor} className="mt-6" />
            </section>
            {wide && selectedId !== null && (
              <aside
                aria-label={t('detail.panelLabel')}
                data-testid="detail-panel"
                data-detail-scroll
                className="sticky top-20 max-h-[calc(100dvh-6rem)] overflow-y-auto rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
              >
                <JobDetailView
                  key={selectedId}
                  id={selectedId}
                  card={selectedCard}
                  variant="panel"
                  onSelectRelated={select}
                  ref={focusHeading}
                />
              </aside>
            )}
          </div>
        )}
      </div>
      <ApplyPrompt />
    </div>
  );

  function startState() {
    return (
      <>
        <EmptyState
          testId="jobs-start"
          icon={<Search className="size-6" aria-hidden="true" />}
          title={t('start.title')}
          text={
            <>
              <p>{t('start.text')}</p>
              {suggestions()}
            </>
          }
        />
        <Recommendations className="mt-10" />
      </>
    );
  }

  function noResults() {
    const onClearFilters = () => setFilters(emptyFilters);
    const unknown = data?.notUnderstood ?? [];
    return (
      <EmptyState
        testId="jobs-empty"
        title={t('results.emptyTitle')}
        text={
          <>
            <ul className="mt-1 space-y-1 text-left sm:inline-block">
              {unknown.length > 0 && (
                <li data-testid="empty-not-understood">· {t('results.emptyTips.notUnderstood', { words: unknown.join('、') })}</li>
              )}
              <li>· {t('results.emptyTips.spelling')}</li>
              <li>· {t('results.emptyTips.broader')}</li>
              {filtersOn && <li>· {t('results.emptyTips.filters')}</li>}
            </ul>
            {filtersOn && (
              <p className="mt-4">
                <button
                  type="button"
                  onClick={onClearFilters}
                  className="font-medium text-primary-700 underline-offset-2 hover:underline"
                  data-testid="empty-clear-filters"
                >
                  {t('filters.clear')}
                </button>
              </p>
            )}
            {suggestions()}
          </>
        }
      />
    );
  }

  function suggestions() {
    return (
      <div className="mt-5">
        <p className="text-sm font-medium text-slate-700">{t('start.try')}</p>
        <ul className="mt-2 flex flex-wrap justify-center gap-2">
          {SUGGESTIONS.map(({ key, ...suggestion }) => {
            return (
              <li key={key}>
                <Link
                  to={`${paths.jobs}?${toSearchParams({ ...state, ...suggestion, filters: emptyFilters, page: 1 }).toString()}`}
                  className={cn(
                    'inline-flex h-9 items-center gap-1.5 rounded-full border border-slate-300 bg-white px-3.5',
                    'text-sm font-medium text-slate-700 hover:border-primary-400 hover:text-primary-800',
                  )}
                >
                  <MousePointerClick className="size-4" aria-hidden="true" />
                  {t(`start.suggestions.${key}`)}
                </Link>
              </li>
            );
          })}
        </ul>
      </div>
    );
  }
}

function SortSelect({ value, onChange }: { value: SortOrder; onChange: (sort: SortOrder) => void }) {
  const { t } = useJobsText();
  return (
    <label className="ml-auto flex items-center gap-2 text-sm text-slate-700">
      <span className="whitespace-nowrap">{t('sort.label')}</span>
      <select
        value={value}
        data-testid="sort-select"
        onChange={(event) => onChange(event.target.value === 'time' ? 'time' : 'relevance')}
        className={cn(
          'h-10 rounded-xl border border-slate-300 bg-white px-3 text-sm font-medium text-slate-900',
          'hover:border-slate-400 focus:border-primary-600 focus:outline-none',
        )}
      >
        <option value="relevance">{t('sort.relevance')}</option>
        <option value="time">{t('sort.time')}</option>
      </select>
    </label>
  );
}
