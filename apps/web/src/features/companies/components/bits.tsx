import type { JobCard, SalaryStatus, SponsorRating } from '@jobbridge/contracts';
import { BadgeCheck, Briefcase, CircleAlert, CircleHelp, ExternalLink, MapPin, ShieldCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Badge, type BadgeTone } from '@/components/ui';
import { cn } from '@/lib/cn';
import { formatNumber } from '@/lib/format';

/** Small pieces the company pages share: licence ratings, the salary check of a job, the job list. */

const coverLink = cn(
  'after:absolute after:inset-0 after:rounded-2xl hover:text-primary-800',
  'focus-visible:outline-none focus-visible:after:ring-4 focus-visible:after:ring-primary-200',
);

export const sponsorHref = (name: string) => `/company/visa/${encodeURIComponent(name)}`;

const RATING_TONE: Record<SponsorRating, BadgeTone> = { 'A Premium': 'primary', A: 'primary', B: 'warning', provisional: 'neutral' };

export function RatingBadge({ rating }: { rating: SponsorRating }) {
  const { t } = useTranslation('companies');
  return (
    <Badge tone={RATING_TONE[rating]} icon={<ShieldCheck className="size-3.5" aria-hidden="true" />}>
      {t(`rating.${rating}`)}
    </Badge>
  );
}

const SALARY_TONE: Record<SalaryStatus, { tone: BadgeTone; icon: ReactNode }> = {
  meets: { tone: 'success', icon: <BadgeCheck className="size-3.5" aria-hidden="true" /> },
  meets_new_entrant: { tone: 'success', icon: <BadgeCheck className="size-3.5" aria-hidden="true" /> },
  depends_on_offer: { tone: 'warning', icon: <CircleHelp className="size-3.5" aria-hidden="true" /> },
  below: { tone: 'danger', icon: <CircleAlert className="size-3.5" aria-hidden="true" /> },
  unknown: { tone: 'neutral', icon: <CircleHelp className="size-3.5" aria-hidden="true" /> },
};

function SalaryCheck({ status }: { status: SalaryStatus }) {
  const { t } = useTranslation('companies');
  const { tone, icon } = SALARY_TONE[status];
  return (
    <Badge tone={tone} icon={icon}>
      {t(`salaryCheck.${status}`)}
    </Badge>
  );
}

const money = (n: number) => `£${formatNumber(Math.round(n), 'en')}`;

/** The employer's open jobs: title (to the job's page), place, pay a year and the Skilled Worker salary check. */
export function CompanyJobs({ jobs, total }: { jobs: JobCard[]; total?: number }) {
  const { t } = useTranslation('companies');
  return (
    <section aria-labelledby="jobs-heading" className="space-y-3">
      <h2 id="jobs-heading" className="flex items-center gap-2 text-xl font-semibold text-slate-900">
        <Briefcase className="size-5 text-primary-700" aria-hidden="true" />
        {t('jobs.heading', { count: total ?? jobs.length })}
      </h2>
      {jobs.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-slate-300 px-5 py-6 text-[15px] text-slate-600">{t('jobs.none')}</p>
      ) : (
        <ul className="divide-y divide-slate-200 overflow-hidden rounded-2xl border border-slate-200 bg-white" data-testid="company-jobs">
          {jobs.map((job) => {
            const pay = job.verdict.salary;
            return (
              <li
                key={job.id}
                className="relative flex flex-col gap-2 p-4 hover:bg-slate-50 sm:flex-row sm:items-center sm:justify-between sm:p-5"
              >
                <div className="min-w-0">
                  <h3 className="font-semibold text-slate-900">
                    <Link to={`/jobs/${job.id}`} className={coverLink}>
                      {job.title}
                    </Link>
                  </h3>
                  <p className="mt-0.5 flex flex-wrap items-center gap-x-3 text-sm text-slate-600">
                    {job.location && (
                      <span className="inline-flex items-center gap-1">
                        <MapPin className="size-3.5" aria-hidden="true" />
                        {job.location}
                      </span>
                    )}
                    {pay.annualMin !== null && (
                      <span>
                        {pay.annualMax !== null && pay.annualMax !== pay.annualMin
                          ? t('jobs.payRange', { min: money(pay.annualMin), max: money(pay.annualMax) })
                          : t('jobs.pay', { pay: money(pay.annualMin) })}
                      </span>
                    )}
                  </p>
                </div>
                <div className="shrink-0">
                  <SalaryCheck status={pay.status} />
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

/** A label and its value in a definition list. */
export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="py-3 sm:grid sm:grid-cols-[10rem_1fr] sm:gap-4">
      <dt className="text-sm font-medium text-slate-500">{label}</dt>
      <dd className="mt-1 text-[15px] text-slate-900 sm:mt-0">{children}</dd>
    </div>
  );
}

/** An employer's own website, opened in a new tab and shown without its scheme. */
export function WebsiteLink({ href, className }: { href: string; className?: string }) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer nofollow"
      className={cn('inline-flex items-center gap-1 text-primary-800 hover:underline', className)}
    >
      {href.replace(/^https?:\/\//, '')}
      <ExternalLink className="size-3.5 shrink-0" aria-hidden="true" />
    </a>
  );
}
