import { ArrowLeft, Building2, History, ShieldCheck } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { FollowButton } from '@/components/licence-watch';
import { ReviewsPanel } from '@/components/reviews';
import { Card } from '@/components/ui';
import { useLanguage } from '@/lib/i18n';
import { useSponsor } from '../api/companies';
import { CompanyJobs, Fact, RatingBadge, WebsiteLink } from '../components/bits';
import { CompanyQueryState } from '../components/states';

/** /company/visa/{companyName}: a licensed sponsor's licence, register history, open jobs and reviews. */
export function SponsorPage() {
  const { t } = useTranslation('companies');
  const { language } = useLanguage();
  const name = useParams().companyName ?? '';
  const sponsor = useSponsor(name);
  const data = sponsor.data;
  const date = (iso: string) => new Intl.DateTimeFormat(language === 'cn' ? 'zh-CN' : 'en-GB', { dateStyle: 'long' }).format(new Date(iso));
  useEffect(() => {
    document.title = `${data?.name ?? name} · ${t('sponsor.pageTitle')} · JobBridge`;
  }, [data?.name, name, t]);

  if (!data) return <CompanyQueryState query={sponsor} name={name} failedTitle={t('sponsor.failed')} />;

  return (
    <div className="mx-auto w-full max-w-[1200px] px-4 py-6 sm:px-6 sm:py-10">
      <Link to="/company/visa" className="inline-flex items-center gap-1 text-sm font-medium text-primary-800 hover:underline">
        <ArrowLeft className="size-4" aria-hidden="true" />
        {t('sponsor.back')}
      </Link>
      <header className="mt-4 mb-6 flex flex-wrap items-start justify-between gap-4">
        <div className="flex min-w-0 items-start gap-3">
          <span className="flex size-12 shrink-0 items-center justify-center rounded-2xl bg-primary-50 text-primary-700">
            <Building2 className="size-6" aria-hidden="true" />
          </span>
          <div className="min-w-0">
            <h1 className="text-2xl font-semibold tracking-tight break-words text-slate-900 sm:text-[28px]" data-testid="company-name">
              {data.name}
            </h1>
            <p className="mt-1 inline-flex items-center gap-1.5 text-[15px] font-medium text-primary-800">
              <ShieldCheck className="size-4" aria-hidden="true" />
              {t('sponsor.licensed')}
            </p>
          </div>
        </div>
        <FollowButton employer={data.name} />
        {data.reviews.count > 0 && (
          <a href="#reviews-heading" className="rounded-xl bg-amber-50 px-3 py-2 text-sm font-medium text-amber-900">
            {t('sponsor.reviewsSummary', { average: data.reviews.average?.toFixed(1), count: data.reviews.count })}
          </a>
        )}
      </header>

      <div className="grid gap-6 lg:grid-cols-[1fr_22rem]">
        <div className="min-w-0 space-y-8">
          <Card className="p-5 sm:p-6">
            <h2 className="text-lg font-semibold text-slate-900">{t('sponsor.licence')}</h2>
            <dl className="mt-2 divide-y divide-slate-100">
              <Fact label={t('sponsor.rating')}>
                <span className="flex flex-wrap gap-1.5">
                  {data.ratings.map((r) => (
                    <RatingBadge key={r} rating={r} />
                  ))}
                </span>
                <span className="mt-1 block text-sm text-slate-500">{data.typeRatings.join(' · ')}</span>
              </Fact>
              <Fact label={t('sponsor.routes')}>
                <ul className="flex flex-wrap gap-1.5">
                  {data.routes.map((r) => (
                    <li key={r} className="rounded-lg bg-slate-100 px-2 py-0.5 text-sm text-slate-700">
                      {r}
                    </li>
                  ))}
                </ul>
              </Fact>
              <Fact label={t('sponsor.town')}>{data.towns.join(', ') || '–'}</Fact>
              <Fact label={t('sponsor.county')}>{data.counties.join(', ') || '–'}</Fact>
              {data.website && (
                <Fact label={t('sponsor.website')}>
                  <WebsiteLink href={data.website} className="break-all" />
                </Fact>
              )}
            </dl>
            <p className="mt-3 rounded-xl bg-slate-50 px-4 py-3 text-sm leading-relaxed text-slate-600">{t('sponsor.ratingHelp')}</p>
          </Card>

          <CompanyJobs jobs={data.jobs} total={data.openJobs} />

          <ReviewsPanel targetType="company" targetKey={data.reviewKey} targetName={data.name} />
        </div>

        <aside className="space-y-4">
          <Card className="p-5">
            <h2 className="flex items-center gap-2 font-semibold text-slate-900">
              <History className="size-4 text-primary-700" aria-hidden="true" />
              {t('history.heading')}
            </h2>
            <ol className="mt-3 space-y-3 border-l-2 border-slate-200 pl-4 text-sm" data-testid="register-history">
              {data.changes.map((c) => (
                <li key={`${c.change}-${c.importedAt}`}>
                  <p className="font-medium text-slate-900">{t(`history.${c.change}`)}</p>
                  <p className="text-slate-500">{date(c.importedAt)}</p>
                </li>
              ))}
              {data.firstSeen && data.changes.length === 0 && (
                <li>
                  <p className="font-medium text-slate-900">{data.listedFromStart ? t('history.fromStart') : t('history.added')}</p>
                  <p className="text-slate-500">{date(data.firstSeen.importedAt)}</p>
                </li>
              )}
              {data.detailsChangedAt && (
                <li>
                  <p className="font-medium text-slate-900">{t('history.detailsChanged')}</p>
                  <p className="text-slate-500">{date(data.detailsChangedAt)}</p>
                </li>
              )}
              {data.lastSeen && (
                <li>
                  <p className="font-medium text-slate-900">{t('history.lastSeen')}</p>
                  <p className="text-slate-500">{date(data.lastSeen.importedAt)}</p>
                </li>
              )}
            </ol>
          </Card>
          <Card className="p-5 text-sm leading-relaxed text-slate-600">
            <h2 className="font-semibold text-slate-900">{t('sponsor.whatItMeans')}</h2>
            <p className="mt-2">{t('sponsor.whatItMeansBody')}</p>
          </Card>
        </aside>
      </div>
    </div>
  );
}
