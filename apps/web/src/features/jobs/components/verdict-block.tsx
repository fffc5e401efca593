import type { JobDetail, JobVerdict } from '@jobbridge/contracts';
import { fillVerdictText, verdictKindTexts, verdictReasonTexts } from '@jobbridge/contracts/values';
import { Building2, Quote } from 'lucide-react';
import { useId } from 'react';
import { cn } from '@/lib/cn';
import { useJobsText } from '../lib/use-jobs-text';
import { VerdictBadge, verdictIcon } from '@/components/verdict-badge';
import { VisaTermsPopover } from './visa-terms';

const frame: Record<JobVerdict['kind'], string> = {
  offers_sponsorship: 'border-emerald-200 bg-emerald-50/60',
  licensed_sponsor: 'border-blue-200 bg-blue-50/60',
  unknown: 'border-amber-200 bg-amber-50/60',
  no_sponsorship: 'border-rose-200 bg-rose-50/50',
  not_on_register: 'border-slate-200 bg-slate-50',
};

/** The verdict of one job: badge, plain explanation, register entry, reasons and the ad's own sentence. */
export function VerdictBlock({ verdict, sponsor }: { verdict: JobVerdict; sponsor: JobDetail['employer']['sponsor'] | null }) {
  const { t, language } = useJobsText();
  const headingId = useId();
  const Icon = verdictIcon(verdict.kind);
  const rating = verdict.rating ?? sponsor?.typeRatings[0] ?? null;
  const routes = verdict.routes.length ? verdict.routes : (sponsor?.routes ?? []);
  return (
    <section
      aria-labelledby={headingId}
      data-testid="verdict-block"
      data-kind={verdict.kind}
      className={cn('rounded-2xl border p-4 sm:p-5', frame[verdict.kind])}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={headingId} className="flex items-center gap-2 text-base font-semibold text-slate-900">
          <Icon className="size-5 text-slate-600" aria-hidden="true" />
          {t('verdict.title')}
        </h2>
        <VisaTermsPopover threshold={verdict.salary.threshold} newEntrantThreshold={verdict.salary.newEntrantThreshold} />
      </div>
      <VerdictBadge kind={verdict.kind} language={language} size="md" className="mt-3" />
      <p data-testid="verdict-explanation" className="mt-3 text-[15px] leading-relaxed text-slate-800">
        {verdictKindTexts[verdict.kind].explanation[language]}
      </p>

      {sponsor && (
        <div data-testid="verdict-register" className="mt-4 rounded-xl border border-white/80 bg-white/80 p-3.5">
          <p className="flex items-center gap-2 text-sm font-semibold text-slate-900">
            <Building2 className="size-4 text-slate-500" aria-hidden="true" />
            {t('verdict.register')}
          </p>
          <dl className="mt-2 grid gap-x-4 gap-y-1.5 text-sm sm:grid-cols-[8rem_minmax(0,1fr)]">
            <dt className="text-slate-500">{t('verdict.organisation')}</dt>
            <dd className="font-medium break-words text-slate-900">{sponsor.organisationName}</dd>
            {sponsor.town && (
              <>
                <dt className="text-slate-500">{t('verdict.town')}</dt>
                <dd className="text-slate-900">{sponsor.town}</dd>
              </>
            )}
            {rating && (
              <>
                <dt className="text-slate-500">{t('verdict.rating')}</dt>
                <dd className="text-slate-900">{rating}</dd>
              </>
            )}
            {routes.length > 0 && (
              <>
                <dt className="text-slate-500">{t('verdict.routes')}</dt>
                <dd className="text-slate-900">{routes.join(t('verdict.listSeparator'))}</dd>
              </>
            )}
          </dl>
        </div>
      )}
      {!sponsor && (rating || routes.length > 0) && (
        <p className="mt-3 text-sm text-slate-700">{[rating, routes.join(t('verdict.listSeparator'))].filter(Boolean).join(' · ')}</p>
      )}

      {verdict.reasons.length > 0 && (
        <div className="mt-4">
          <p className="text-sm font-semibold text-slate-900">{t('verdict.why')}</p>
          <ul
            data-testid="verdict-reasons"
            className="mt-1.5 list-disc space-y-1 pl-5 text-sm leading-relaxed text-slate-700 marker:text-slate-400"
          >
            {verdict.reasons.map((reason) => (
              <li key={reason}>{fillVerdictText(verdictReasonTexts[reason][language], verdict.salary, verdict.group)}</li>
            ))}
          </ul>
        </div>
      )}

      {verdict.evidence && (
        <figure data-testid="verdict-evidence" className="mt-4 rounded-xl border-l-4 border-slate-300 bg-white/70 px-3.5 py-2.5">
          <figcaption className="flex items-center gap-1.5 text-xs font-semibold tracking-wide text-slate-500 uppercase">
            <Quote className="size-3.5" aria-hidden="true" />
            {t('verdict.evidence')}
          </figcaption>
          <blockquote lang="en" className="mt-1 text-sm text-slate-800 italic">
            “{verdict.evidence}”
          </blockquote>
        </figure>
      )}
    </section>
  );
}
