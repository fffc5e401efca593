import { BadgeCheck, Building2, CircleHelp, FileText, Mail, PoundSterling, ShieldCheck, ShieldX, type LucideIcon } from 'lucide-react';
import { Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isFullySignedIn, useAuth } from '@/lib/auth';
import { ButtonLink, Card } from '@/components/ui';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { SearchForm } from './search-form';

const features: { key: string; icon: LucideIcon; wide?: boolean }[] = [
  { key: 'sponsor', icon: ShieldCheck, wide: true },
  { key: 'salary', icon: PoundSterling, wide: true },
  { key: 'ai', icon: FileText },
  { key: 'flash', icon: Mail },
  { key: 'directory', icon: Building2 },
];

/** Sponsor verdict colours of docs/design.md, always with an icon and words. */
const labels: { key: string; icon: LucideIcon; tone: string }[] = [
  { key: 'offers', icon: BadgeCheck, tone: 'bg-emerald-50 text-emerald-800 ring-emerald-200' },
  { key: 'licensed', icon: ShieldCheck, tone: 'bg-primary-50 text-primary-800 ring-primary-200' },
  { key: 'unknown', icon: CircleHelp, tone: 'bg-amber-50 text-amber-900 ring-amber-200' },
  { key: 'none', icon: ShieldX, tone: 'bg-slate-100 text-slate-700 ring-slate-300' },
];

const terms = ['licensedSponsor', 'skilledWorker', 'threshold'] as const;

/** `recommendations`: the signed-in user's recommended jobs, shown first (the app passes the jobs feature's list). */
export function HomePage({ recommendations }: { recommendations?: ReactNode }) {
  const { level } = useAuth();
  return (
    <>
      <Hero />
      <div className="mx-auto max-w-[1200px] space-y-16 px-4 py-14 sm:px-6 sm:py-20">
        {isFullySignedIn(level) && recommendations && <Suspense fallback={null}>{recommendations}</Suspense>}
        <Features />
        <SponsorLabels />
        <PlainTerms />
        <DirectoryCta />
      </div>
    </>
  );
}

function Hero() {
  const { t } = useTranslation();
  return (
    <section className="relative overflow-hidden border-b border-slate-200 bg-gradient-to-b from-primary-50 via-white to-white">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -top-40 right-[-10%] size-[520px] rounded-full bg-primary-100/60 blur-3xl"
      />
      <div className="relative mx-auto grid max-w-[1200px] gap-10 px-4 pt-12 pb-14 sm:px-6 sm:pt-20 sm:pb-20 xl:grid-cols-[minmax(0,1fr)_340px] xl:items-end">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full border border-primary-200 bg-white px-3 py-1 text-sm font-medium text-primary-800">
            <ShieldCheck className="size-4" aria-hidden="true" />
            {t('home.eyebrow')}
          </p>
          <h1 className="mt-5 max-w-3xl text-[32px] leading-tight font-semibold tracking-tight text-slate-900 sm:text-5xl sm:leading-[1.15]">
            {t('home.title')}
          </h1>
          <p className="mt-5 max-w-2xl text-base leading-relaxed text-slate-600 sm:text-lg">{t('home.lead')}</p>
          <div className="mt-8">
            <SearchForm />
          </div>
        </div>
        <Steps />
      </div>
    </section>
  );
}

const steps = ['search', 'check', 'apply'] as const;

function Steps() {
  const { t } = useTranslation();
  return (
    <Card className="hidden p-6 xl:block">
      <h2 className="text-sm font-semibold tracking-wide text-slate-500">{t('home.steps.title')}</h2>
      <ol className="mt-4 space-y-5">
        {steps.map((key, index) => (
          <li key={key} className="flex gap-4">
            <span className="flex size-8 shrink-0 items-center justify-center rounded-full bg-primary-700 text-sm font-semibold text-white">
              {index + 1}
            </span>
            <div>
              <p className="font-semibold text-slate-900">{t(`home.steps.${key}.name`)}</p>
              <p className="mt-1 text-[15px] leading-relaxed text-slate-600">{t(`home.steps.${key}.text`)}</p>
            </div>
          </li>
        ))}
      </ol>
    </Card>
  );
}

function Features() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="home-features">
      <h2 id="home-features" className="text-2xl font-semibold tracking-tight text-slate-900 sm:text-[28px]">
        {t('home.features.title')}
      </h2>
      <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-6">
        {features.map(({ key, icon: Icon, wide }) => (
          <li key={key} className={cn(wide ? 'lg:col-span-3' : 'lg:col-span-2', key === 'directory' && 'sm:col-span-2 lg:col-span-2')}>
            <Card className="h-full p-6">
              <span className="flex size-11 items-center justify-center rounded-xl bg-primary-50 text-primary-700">
                <Icon className="size-5" aria-hidden="true" />
              </span>
              <h3 className="mt-4 text-lg font-semibold text-slate-900">{t(`home.features.${key}.title`)}</h3>
              <p className="mt-2 text-[15px] leading-relaxed text-slate-600">{t(`home.features.${key}.text`)}</p>
            </Card>
          </li>
        ))}
      </ul>
    </section>
  );
}

function SponsorLabels() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="home-labels">
      <Card className="p-6 sm:p-8">
        <h2 id="home-labels" className="text-xl font-semibold tracking-tight text-slate-900 sm:text-2xl">
          {t('home.labels.title')}
        </h2>
        <p className="mt-2 text-[15px] text-slate-600">{t('home.labels.intro')}</p>
        <ul className="mt-6 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {labels.map(({ key, icon: Icon, tone }) => (
            <li key={key}>
              <span className={cn('inline-flex items-center gap-1.5 rounded-full px-3 py-1 text-sm font-semibold ring-1 ring-inset', tone)}>
                <Icon className="size-4" aria-hidden="true" />
                {t(`home.labels.${key}.name`)}
              </span>
              <p className="mt-2.5 text-[15px] leading-relaxed text-slate-600">{t(`home.labels.${key}.text`)}</p>
            </li>
          ))}
        </ul>
      </Card>
    </section>
  );
}

function PlainTerms() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="home-terms">
      <h2 id="home-terms" className="text-xl font-semibold tracking-tight text-slate-900 sm:text-2xl">
        {t('home.terms.title')}
      </h2>
      <dl className="mt-6 grid gap-4 md:grid-cols-3">
        {terms.map((key) => (
          <div key={key} className="rounded-2xl border-l-4 border-primary-600 bg-slate-50 p-5">
            <dt className="font-semibold text-slate-900">{t(`home.terms.${key}.name`)}</dt>
            <dd className="mt-2 text-[15px] leading-relaxed text-slate-600">{t(`home.terms.${key}.text`)}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

function DirectoryCta() {
  const { t } = useTranslation();
  return (
    <section
      aria-labelledby="home-cta"
      className="flex flex-col items-start gap-5 rounded-2xl bg-primary-900 p-6 text-white sm:flex-row sm:items-center sm:justify-between sm:p-8"
    >
      <div>
        <h2 id="home-cta" className="text-xl font-semibold sm:text-2xl">
          {t('home.cta.title')}
        </h2>
        <p className="mt-2 text-[15px] text-primary-100">{t('home.cta.text')}</p>
      </div>
      <ButtonLink
        to={paths.company}
        variant="secondary"
        className="border-transparent"
        icon={<Building2 className="size-4" aria-hidden="true" />}
      >
        {t('home.cta.button')}
      </ButtonLink>
    </section>
  );
}
