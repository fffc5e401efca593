import { Bookmark, CircleCheck, Search } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { LicenceWatchPanel } from '@/components/licence-watch';
import { ButtonLink } from '@/components/ui';
import { paths } from '@/config/paths';
import { ApplyPrompt } from '../components/apply-prompt';
import { JobCardItem } from '../components/job-card';
import { Pagination } from '../components/pagination';
import { SampleCards } from '../components/sample-cards';
import { EmptyState, ErrorState, JobListSkeleton } from '../components/states';
import { useMarkedJobs, type MarkedList } from '../api/jobs';
import { formatCount } from '../lib/format';
import { pageCount } from '../lib/search-params';
import { useJobsText } from '../lib/use-jobs-text';

const PAGE_SIZE = 20;

/** /app/savedJobs and /app/applied: the caller's jobs, newest first, paginated; examples when empty. */
function MarkedJobsPage({ list }: { list: MarkedList }) {
  const { t, language, errorText } = useJobsText();
  const [params] = useSearchParams();
  const raw = Number(params.get('page'));
  const page = Number.isInteger(raw) && raw >= 1 && raw <= 1000 ? raw : 1;
  const query = useMarkedJobs(list, page, PAGE_SIZE);
  const data = query.data;
  const Icon = list === 'saved' ? Bookmark : CircleCheck;

  return (
    <div data-testid={`${list}-jobs-page`}>
      <header className="mb-6">
        <h1 className="text-2xl font-semibold tracking-tight text-slate-900 sm:text-[28px]">{t(`${list}.title`)}</h1>
        <p className="mt-1.5 text-[15px] text-slate-600">{t(`${list}.intro`)}</p>
      </header>
      <LicenceWatchPanel />
      {query.isError ? (
        <ErrorState
          testId="marked-error"
          title={t('states.loadFailed')}
          message={errorText(query.error)}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      ) : !data ? (
        <JobListSkeleton count={3} label={t('results.loading')} />
      ) : data.items.length === 0 && page === 1 ? (
        <>
          <EmptyState
            testId="marked-empty"
            icon={<Icon className="size-6" aria-hidden="true" />}
            title={t(`${list}.emptyTitle`)}
            text={t(`${list}.emptyText`)}
          >
            <ButtonLink to={paths.jobs} className="mt-5" icon={<Search className="size-4" aria-hidden="true" />}>
              {t('saved.searchJobs')}
            </ButtonLink>
          </EmptyState>
          <SampleCards />
        </>
      ) : (
        <section aria-labelledby="marked-count">
          <h2 id="marked-count" className="mb-3 text-[15px] font-medium text-slate-700" data-testid="marked-count">
            {t(`${list}.count`, { count: data.total, formatted: formatCount(data.total, language) })}
          </h2>
          {data.items.length === 0 ? (
            <p className="text-[15px] text-slate-600">{t('states.pageEmpty')}</p>
          ) : (
            <ul className="space-y-3" data-testid="marked-list">
              {data.items.map((job) => (
                <li key={job.id}>
                  <JobCardItem job={job} showAppliedDate={list === 'applied'} headingLevel="h3" />
                </li>
              ))}
            </ul>
          )}
          <Pagination
            page={page}
            last={pageCount(data.total, data.pageSize)}
            hrefFor={(p) => (p > 1 ? `?page=${p}` : '?')}
            className="mt-6"
          />
        </section>
      )}
      <ApplyPrompt />
    </div>
  );
}

export function SavedJobsPage() {
  return <MarkedJobsPage list="saved" />;
}

export function AppliedJobsPage() {
  return <MarkedJobsPage list="applied" />;
}
