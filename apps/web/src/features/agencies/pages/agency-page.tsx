import type { Agency } from '@jobbridge/contracts';
import { ArrowLeft, Globe, Mail, MapPin, Phone, ShieldAlert, type LucideIcon } from 'lucide-react';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ReviewsPanel } from '@/components/reviews';
import { ButtonLink, Card, ErrorState, Skeleton } from '@/components/ui';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/http';
import { currentLanguage } from '@/lib/i18n';
import { translateError } from '@/lib/translate-error';
import { useAgency } from '../api/agencies';
import { DemoNotice, DemoTag } from '../components/demo-notice';
import { TierBadge } from '../components/tier-badge';
import { label } from '../lib/labels';

/** /company/jobagency/:slug: one agency's services, contact details and reviews (the shared reviews panel, target type 'agency', key = slug). */
export function AgencyPage() {
  const { t } = useTranslation('agencies');
  const { slug = '' } = useParams();
  const agency = useAgency(slug);

  useEffect(() => {
    if (agency.data) document.title = `${agency.data.name} · ${t('brand')}`;
  }, [agency.data, t]);

  return (
    <div className="flex-1 bg-slate-50/60" data-testid="agency-page">
      <div className="mx-auto w-full max-w-5xl px-4 py-6 sm:px-6 sm:py-10">
        {agency.isPending ? (
          <DetailSkeleton />
        ) : agency.isError ? (
          isApiError(agency.error) && agency.error.status === 404 ? (
            <Card className="p-8 text-center" data-testid="agency-not-found">
              <p className="text-lg font-semibold text-slate-900">{t('detail.notFound')}</p>
              <p className="mt-1 text-[15px] text-slate-600">{t('detail.notFoundHint')}</p>
              <ButtonLink to={paths.jobAgency} className="mt-5">
                {t('detail.toDirectory')}
              </ButtonLink>
            </Card>
          ) : (
            <ErrorState
              title={t('states.detailError')}
              message={translateError(agency.error, currentLanguage())}
              onRetry={() => void agency.refetch()}
              retrying={agency.isFetching}
              retryLabel={t('states.retry')}
            />
          )
        ) : (
          <AgencyDetail agency={agency.data} />
        )}
      </div>
    </div>
  );
}

function AgencyDetail({ agency }: { agency: Agency }) {
  const { t, i18n } = useTranslation('agencies');
  const en = i18n.resolvedLanguage === 'en';
  const description = en ? agency.description.en || agency.description.cn : agency.description.cn || agency.description.en;
  const back = agency.kind === 'cn' ? { to: paths.cnAgency, text: t('detail.backCn') } : { to: paths.jobAgency, text: t('detail.back') };
  const { website, email, phone, address } = agency.contact;
  const updated = new Intl.DateTimeFormat(en ? 'en-GB' : 'zh-CN', { dateStyle: 'long' }).format(new Date(agency.updatedAt));

  return (
    <article className="space-y-6">
      <Link to={back.to} className="inline-flex items-center gap-1.5 text-sm font-medium text-primary-700 hover:underline">
        <ArrowLeft className="size-4" aria-hidden="true" />
        {back.text}
      </Link>
      {agency.isDemo && <DemoNotice />}
      <header>
        <div className="flex flex-wrap items-center gap-2">
          <TierBadge tier={agency.tier} />
          {agency.isDemo && <DemoTag />}
        </div>
        <h1 className="mt-2 text-2xl font-semibold tracking-tight text-slate-900 sm:text-[32px]">{agency.name}</h1>
        <p className="mt-1 text-sm text-slate-500">{t('detail.updated', { date: updated })}</p>
      </header>

      {/* Main column, then the contact aside, then reviews: on a phone contact comes before the reviews. */}
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_320px] lg:grid-rows-[auto_1fr]">
        <div className="space-y-6">
          {description && (
            <Card className="p-5 sm:p-6">
              <h2 className="text-lg font-semibold text-slate-900">{t('detail.about')}</h2>
              <p className="mt-2 text-[15px] leading-relaxed text-slate-700 sm:text-base">{description}</p>
            </Card>
          )}
          <Card className="space-y-5 p-5 sm:p-6">
            <Chips
              title={t('detail.services')}
              values={agency.services.map((s) => label(t, 'services', s))}
              tone="primary"
              testId="agency-services"
            />
            <Chips title={t('detail.sectors')} values={agency.sectors.map((s) => label(t, 'sectors', s))} />
            <Chips title={t('detail.languages')} values={agency.languages.map((s) => label(t, 'languages', s))} />
          </Card>
        </div>

        <aside className="space-y-6 lg:row-span-2">
          <Card className="p-5" data-testid="agency-contact">
            <h2 className="text-lg font-semibold text-slate-900">{t('detail.contact')}</h2>
            {website || email || phone || address ? (
              <dl className="mt-3 space-y-3 text-[15px]">
                {website && (
                  <ContactRow icon={Globe} term={t('detail.website')}>
                    <a href={website} target="_blank" rel="noreferrer nofollow" className="break-words text-primary-700 hover:underline">
                      {website.replace(/^https?:\/\//, '')}
                    </a>
                  </ContactRow>
                )}
                {email && (
                  <ContactRow icon={Mail} term={t('detail.email')}>
                    <a href={`mailto:${email}`} className="break-words text-primary-700 hover:underline">
                      {email}
                    </a>
                  </ContactRow>
                )}
                {phone && (
                  <ContactRow icon={Phone} term={t('detail.phone')}>
                    <a href={`tel:${phone.replace(/\s+/g, '')}`} className="text-primary-700 hover:underline">
                      {phone}
                    </a>
                  </ContactRow>
                )}
                {address && (
                  <ContactRow icon={MapPin} term={t('detail.address')}>
                    {address}
                  </ContactRow>
                )}
              </dl>
            ) : (
              <p className="mt-2 text-[15px] text-slate-600">{t('detail.noContact')}</p>
            )}
          </Card>
          <Card className="border-primary-100 bg-primary-50/60 p-5">
            <h2 className="flex items-center gap-2 font-semibold text-slate-900">
              <ShieldAlert className="size-5 text-primary-700" aria-hidden="true" />
              {t('detail.checkTitle')}
            </h2>
            <ul className="mt-2 list-disc space-y-1.5 pl-5 text-sm leading-relaxed text-slate-700">
              <li>{t('detail.check1')}</li>
              <li>{t('detail.check2')}</li>
              <li>{t('detail.check3')}</li>
            </ul>
          </Card>
        </aside>
        <div className="lg:col-start-1 lg:row-start-2">
          <ReviewsPanel targetType="agency" targetKey={agency.slug} targetName={agency.name} />
        </div>
      </div>
    </article>
  );
}

function Chips({ title, values, tone, testId }: { title: string; values: string[]; tone?: 'primary'; testId?: string }) {
  if (!values.length) return null;
  return (
    <section data-testid={testId}>
      <h2 className="text-sm font-semibold text-slate-700">{title}</h2>
      <ul className="mt-2 flex flex-wrap gap-2">
        {values.map((v) => (
          <li
            key={v}
            className={
              tone === 'primary'
                ? 'rounded-lg bg-primary-50 px-3 py-1 text-sm text-primary-900'
                : 'rounded-lg bg-slate-100 px-3 py-1 text-sm text-slate-700'
            }
          >
            {v}
          </li>
        ))}
      </ul>
    </section>
  );
}

function ContactRow({ icon: Icon, term, children }: { icon: LucideIcon; term: string; children: ReactNode }) {
  return (
    // A <dl> row holds only its <dt> and <dd>: the icon sits in the term, drawn beside both.
    <div className="relative min-w-0 pl-8">
      <dt className="text-xs font-medium uppercase tracking-wide text-slate-500">
        <Icon className="absolute top-0.5 left-0 size-5 text-slate-500" aria-hidden="true" />
        {term}
      </dt>
      <dd className="text-slate-800">{children}</dd>
    </div>
  );
}

function DetailSkeleton() {
  return (
    <div role="status" aria-busy="true" className="space-y-4" data-testid="agency-loading">
      <Skeleton className="h-4 w-40" />
      <Skeleton className="h-6 w-20 rounded-full" />
      <Skeleton className="h-9 w-2/3" />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_320px]">
        <Skeleton className="h-48 w-full rounded-2xl" />
        <Skeleton className="h-48 w-full rounded-2xl" />
      </div>
    </div>
  );
}
