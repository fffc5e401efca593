import type { JobCard, JobDetail } from '@jobbridge/contracts';
import { Briefcase, Clock, ExternalLink, Info, MapPin, SearchX } from 'lucide-react';
import { forwardRef, Suspense, type ReactNode } from 'react';
import { Link } from 'react-router';
import { FollowButton } from '@/components/licence-watch';
import { buttonClasses, ButtonLink } from '@/components/ui';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/http';
import { cn } from '@/lib/cn';
import { useJobDetail } from '../api/jobs';
import { formatDate, formatRelative, formatSalary } from '../lib/format';
import { useJobsText } from '../lib/use-jobs-text';
import { noteExternalOpen } from './apply-prompt';
import { isPlainClick, jobHref } from './job-card';
import { MarkButtons } from './mark-buttons';
import { EmptyState, ErrorState, JobDetailSkeleton } from './states';
import { DemoTag, VerdictBadge } from '@/components/verdict-badge';
import { VerdictBlock } from './verdict-block';

export interface JobDetailViewProps {
  id: number;
  /** The card from the list: its header shows at once while the rest loads. */
  card?: JobCard;
  /** 'page' (/jobs/{id}: h1) or 'panel' (beside the results: h2). */
  variant: 'page' | 'panel';
  /** In the panel, a related job opens in the panel. */
  onSelectRelated?: (id: number) => void;
  /** Shown under the verdict once the job has loaded (the page's resume match). */
  extra?: ReactNode;
}

/** A job in full: header, apply and marks, the verdict block, the description and related jobs. */
export const JobDetailView = forwardRef<HTMLHeadingElement, JobDetailViewProps>(function JobDetailView(
  { id, card, variant, onSelectRelated, extra },
  headingRef,
) {
  const { t, errorText } = useJobsText();
  const query = useJobDetail(id);
  const detail = query.data;
  const job: JobCard | undefined = detail ?? card;

  if (query.isError && !detail) {
    if (isApiError(query.error) && query.error.status === 404) {
      return (
        <EmptyState
          testId="job-not-found"
          title={t('detail.notFound')}
          text={t('detail.notFoundText')}
          icon={<SearchX className="size-6" aria-hidden="true" />}
        >
          <ButtonLink to={paths.jobs} variant="secondary" className="mt-5">
            {t('detail.backToSearch')}
          </ButtonLink>
        </EmptyState>
      );
    }
    return (
      <ErrorState
        testId="job-detail-error"
        title={errorText('JOB_DETAILS_LOAD_FAILED')}
        message={isApiError(query.error) && query.error.code === 'NETWORK_ERROR' ? errorText(query.error) : undefined}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  if (!job) return <JobDetailSkeleton />;

  const Title = variant === 'page' ? 'h1' : 'h2';
  const Section = variant === 'page' ? 'h2' : 'h3';
  return (
    <article data-testid="job-detail" data-job-id={job.id} className="space-y-6">
      <JobHeader job={job} detail={detail} Title={Title} ref={headingRef} variant={variant} />
      {detail ? (
        <>
          <VerdictBlock verdict={detail.verdict} sponsor={detail.employer.sponsor} />
          {extra}
          <section aria-labelledby={`description-${detail.id}`}>
            <Section id={`description-${detail.id}`} className="text-lg font-semibold text-slate-900">
              {t('detail.description')}
            </Section>
            <div
              data-testid="job-description"
              className={cn(
                'mt-3 text-[15px] leading-relaxed break-words text-slate-800',
                '[&_a]:font-medium [&_a]:text-primary-700 [&_a]:underline [&_a]:underline-offset-2',
                '[&_h1]:mt-5 [&_h1]:text-base [&_h1]:font-semibold [&_h2]:mt-5 [&_h2]:text-base',
                '[&_h2]:font-semibold [&_h3]:mt-4 [&_h3]:font-semibold [&_h4]:mt-4 [&_h4]:font-semibold',
                '[&_li]:mt-1 [&_ol]:mt-3 [&_ol]:list-decimal [&_ol]:pl-5 [&_p]:mt-3 [&_strong]:font-semibold [&_ul]:mt-3 [&_ul]:list-disc [&_ul]:pl-5',
                '[&>:first-child]:mt-0',
              )}
              // Sanitised by the server (contracts: jobDetailResponse.descriptionHtml).
              dangerouslySetInnerHTML={{ __html: detail.descriptionHtml }}
            />
            {detail.descriptionTruncated && <p className="mt-3 text-sm text-slate-600">{t('detail.truncated')}</p>}
          </section>
          {detail.related.length > 0 && (
            <section aria-labelledby={`related-${detail.id}`}>
              <Section id={`related-${detail.id}`} className="text-lg font-semibold text-slate-900">
                {t('detail.related')}
              </Section>
              <ul className="mt-3 grid gap-2.5 sm:grid-cols-2" data-testid="related-jobs">
                {detail.related.slice(0, 6).map((related) => (
                  <li key={related.id}>
                    <RelatedCard job={related} onSelect={onSelectRelated} />
                  </li>
                ))}
              </ul>
            </section>
          )}
        </>
      ) : (
        <JobDetailSkeleton withHeader={false} />
      )}
    </article>
  );
});

const JobHeader = forwardRef<
  HTMLHeadingElement,
  { job: JobCard; detail: JobDetail | undefined; Title: 'h1' | 'h2'; variant: 'page' | 'panel' }
>(function JobHeader({ job, detail, Title, variant }, ref) {
  const { t, language } = useJobsText();
  const salary = formatSalary(job.salary, t);
  const facts: { icon: ReactNode; text: string; key: string }[] = [];
  if (job.location) facts.push({ key: 'location', icon: <MapPin className="size-4" aria-hidden="true" />, text: job.location });
  const kinds = [
    job.contractType && t(`contractType.${job.contractType}`),
    detail?.hours && t(`hours.${detail.hours}`),
    job.remote && t(`remote.${job.remote}`),
  ].filter(Boolean);
  if (kinds.length) facts.push({ key: 'kind', icon: <Briefcase className="size-4" aria-hidden="true" />, text: kinds.join(' · ') });

  return (
    <header>
      {job.isDemo && (
        <p
          className="mb-3 flex items-start gap-2 rounded-xl border border-dashed border-violet-300 bg-violet-50 px-3 py-2 text-sm text-violet-900"
          data-testid="demo-notice"
        >
          <DemoTag label={t('demo.tag')} title={t('demo.title')} />
          <span>{t('demo.notice')}</span>
        </p>
      )}
      <Title
        ref={ref}
        tabIndex={-1}
        data-testid="job-title"
        className={cn(
          'font-semibold tracking-tight text-slate-900 outline-none',
          variant === 'page' ? 'text-2xl sm:text-[28px]' : 'text-xl sm:text-2xl',
        )}
      >
        {job.title}
      </Title>
      <p className="mt-1.5 text-base text-slate-700">{job.company}</p>
      <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1.5 text-sm text-slate-600">
        {facts.map((fact) => (
          <li key={fact.key} className="inline-flex items-center gap-1.5">
            {fact.icon}
            {fact.text}
          </li>
        ))}
        <li className="inline-flex items-center gap-1.5">
          <Clock className="size-4" aria-hidden="true" />
          <time dateTime={job.postedAt} title={formatDate(job.postedAt, language)}>
            {t('detail.posted', { when: formatRelative(job.postedAt, language) })}
          </time>
        </li>
      </ul>
      {salary && (
        <p className="mt-3 text-lg font-semibold text-slate-900" data-testid="detail-salary">
          {salary}
        </p>
      )}
      {job.salary.estimated && (
        <p className="mt-1 flex items-center gap-1.5 text-sm text-slate-600">
          <Info className="size-4 shrink-0" aria-hidden="true" />
          {t('salary.estimate')}
        </p>
      )}
      <div className="mt-3">
        <VerdictBadge kind={job.verdict.kind} language={language} />
      </div>
      <div className="mt-5 flex flex-wrap items-center gap-2">
        {job.url && (
          <a
            href={job.url}
            target="_blank"
            rel="noopener noreferrer"
            data-testid="apply-external"
            onClick={() => noteExternalOpen(job)}
            className={buttonClasses({ size: 'md' })}
          >
            <ExternalLink className="size-4" aria-hidden="true" />
            {t('detail.apply')}
            <span className="sr-only">{t('detail.newTab')}</span>
          </a>
        )}
        <MarkButtons job={job} />
        {detail?.employer.sponsor && (
          // Its own boundary: loading the button's translations must not remount the header (and lose its focus).
          <Suspense fallback={null}>
            <FollowButton employer={detail.employer.sponsor.organisationName} jobId={job.id} />
          </Suspense>
        )}
      </div>
      {job.marks.applied && job.marks.appliedAt && (
        <p className="mt-2 text-sm text-emerald-800" data-testid="detail-applied-date">
          {t('applied.on', { date: formatDate(job.marks.appliedAt, language) })}
        </p>
      )}
    </header>
  );
});

function RelatedCard({ job, onSelect }: { job: JobCard; onSelect?: (id: number) => void }) {
  const { t, language } = useJobsText();
  const salary = formatSalary(job.salary, t);
  return (
    <div
      className="relative h-full rounded-xl border border-slate-200 bg-white p-3.5 hover:border-slate-300 hover:shadow-sm"
      data-testid="related-job"
    >
      <Link
        to={jobHref(job.id)}
        onClick={(event) => {
          if (!onSelect || !isPlainClick(event)) return;
          event.preventDefault();
          onSelect(job.id);
        }}
        className={cn(
          'text-[15px] leading-snug font-semibold text-slate-900 after:absolute after:inset-0',
          "after:rounded-xl after:content-[''] hover:text-primary-800 focus-visible:outline-none",
          'focus-visible:after:ring-4 focus-visible:after:ring-primary-200',
        )}
      >
        {job.title}
      </Link>
      <p className="mt-0.5 text-sm text-slate-700">{job.company}</p>
      <p className="mt-0.5 text-sm text-slate-600">{[job.location, salary].filter(Boolean).join(' · ')}</p>
      <div className="mt-2 flex flex-wrap items-center gap-1.5">
        <VerdictBadge kind={job.verdict.kind} language={language} />
        {job.isDemo && <DemoTag label={t('demo.tag')} title={t('demo.title')} />}
      </div>
    </div>
  );
}
