import type { JobCard } from '@jobbridge/contracts';
import { CalendarCheck, MapPin } from 'lucide-react';
import { forwardRef, type MouseEvent } from 'react';
import { Link } from 'react-router';
import { cn } from '@/lib/cn';
import { formatDate, formatHourlySalary, formatRelative } from '../lib/format';
import { useJobsText } from '../lib/use-jobs-text';
import { MarkButtons } from './mark-buttons';
import { DemoTag, VerdictBadge } from '@/components/verdict-badge';

export const jobHref = (id: number) => `/jobs/${id}`;

/** A plain left click (no new tab or window wanted). */
export function isPlainClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

export interface JobCardItemProps {
  job: JobCard;
  /** Desktop split view: a plain click selects the job here instead of opening its page. */
  onSelect?: (id: number) => void;
  selected?: boolean;
  /** The applied list: the applied date, absolute. */
  showAppliedDate?: boolean;
  headingLevel?: 'h2' | 'h3';
}

/** One job in a list: title (a link to its page), employer, place, time, pay, verdict, marks. */
export const JobCardItem = forwardRef<HTMLAnchorElement, JobCardItemProps>(function JobCardItem(
  { job, onSelect, selected = false, showAppliedDate = false, headingLevel: Heading = 'h3' },
  ref,
) {
  const { t, language } = useJobsText();
  // docs/product.md §3: the card's price is an hourly range with a note that it is an estimate; the detail keeps the ad's own.
  const salary = formatHourlySalary(job.salary, t);
  const figures = job.salary.period !== null && (job.salary.min !== null || job.salary.max !== null);
  const salaryNote = !figures
    ? null
    : job.salary.estimated
      ? t('salary.cardNote.jobSite')
      : t(salary?.converted ? 'salary.cardNote.converted' : 'salary.cardNote.employer');
  const meta = [job.contractType && t(`contractType.${job.contractType}`), job.remote && t(`remote.${job.remote}`)].filter(Boolean);
  return (
    <article
      data-testid="job-card"
      data-job-id={job.id}
      data-selected={selected || undefined}
      className={cn(
        'group relative rounded-2xl border bg-white p-4 transition-shadow sm:p-5',
        selected ? 'border-primary-500 shadow-md ring-2 ring-primary-500' : 'border-slate-200 hover:border-slate-300 hover:shadow-md',
      )}
    >
      <div className="flex items-start justify-between gap-3">
        <Heading className="min-w-0 text-[17px] leading-snug font-semibold text-slate-900">
          <Link
            ref={ref}
            to={jobHref(job.id)}
            data-testid="job-card-link"
            aria-current={selected ? 'true' : undefined}
            onClick={(event) => {
              if (!onSelect || !isPlainClick(event)) return;
              event.preventDefault();
              onSelect(job.id);
            }}
            className={cn(
              "after:absolute after:inset-0 after:rounded-2xl after:content-[''] hover:text-primary-800",
              'focus-visible:outline-none focus-visible:after:ring-4 focus-visible:after:ring-primary-200',
            )}
          >
            {job.title}
          </Link>
        </Heading>
        <span className="flex shrink-0 gap-1.5">
          {job.closed && (
            <span
              className="rounded-md bg-slate-200 px-2 py-0.5 text-xs font-semibold text-slate-700"
              title={t('closedTitle')}
              data-testid="job-closed"
            >
              {t('closedTag')}
            </span>
          )}
          {job.isDemo && <DemoTag label={t('demo.tag')} title={t('demo.title')} />}
        </span>
      </div>
      <p className="mt-1 text-[15px] text-slate-700">{job.company}</p>
      <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-600">
        {job.location && (
          <span className="inline-flex items-center gap-1">
            <MapPin className="size-3.5" aria-hidden="true" />
            {job.location}
          </span>
        )}
        <time dateTime={job.postedAt} title={formatDate(job.postedAt, language)}>
          {formatRelative(job.postedAt, language)}
        </time>
        {meta.length > 0 && <span>{meta.join(' · ')}</span>}
      </p>
      {salary && (
        <p className="mt-2 flex flex-wrap items-baseline gap-x-2 gap-y-0.5">
          <span className="text-[15px] font-medium text-slate-900" data-testid="job-salary">
            {salary.text}
          </span>
          {salaryNote && (
            <span className="text-xs text-slate-500" data-testid="job-salary-note">
              {salaryNote}
            </span>
          )}
        </p>
      )}
      {job.snippet && <p className="mt-2 line-clamp-2 text-sm leading-relaxed text-slate-600">{job.snippet}</p>}
      <div className="mt-3 flex flex-wrap items-center gap-2">
        <VerdictBadge kind={job.verdict.kind} language={language} />
      </div>
      {showAppliedDate && job.marks.appliedAt && (
        <p className="mt-3 inline-flex items-center gap-1.5 text-sm font-medium text-emerald-800" data-testid="applied-date">
          <CalendarCheck className="size-4" aria-hidden="true" />
          {t('applied.on', { date: formatDate(job.marks.appliedAt, language) })}
        </p>
      )}
      <MarkButtons job={job} compact className="relative z-10 mt-3.5" />
    </article>
  );
});
