import { ArrowRight, Building2, Info, ShieldCheck, ShieldOff } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ReviewsPanel } from '@/components/reviews';
import { buttonClasses, Card } from '@/components/ui';
import { useCompany } from '../api/companies';
import { CompanyJobs, sponsorHref, WebsiteLink } from '../components/bits';
import { CompanyQueryState } from '../components/states';

/** /company/{companyName}: an employer with jobs here; when it is not on the register, what that means for a visa. */
export function CompanyPage() {
  const { t } = useTranslation('companies');
  const name = useParams().companyName ?? '';
  const company = useCompany(name);
  const data = company.data;
  useEffect(() => {
    document.title = `${data?.name ?? name} · JobBridge`;
  }, [data?.name, name]);

  if (!data) return <CompanyQueryState query={company} name={name} failedTitle={t('company.failed')} />;

  const licensed = data.registerName !== null;
  return (
    <div className="mx-auto w-full max-w-[1200px] px-4 py-6 sm:px-6 sm:py-10">
      <header className="mb-6 flex min-w-0 items-start gap-3">
        <span className="flex size-12 shrink-0 items-center justify-center rounded-2xl bg-slate-100 text-slate-600">
          <Building2 className="size-6" aria-hidden="true" />
        </span>
        <div className="min-w-0">
          <h1 className="text-2xl font-semibold tracking-tight break-words text-slate-900 sm:text-[28px]" data-testid="company-name">
            {data.name}
          </h1>
          {data.website && <WebsiteLink href={data.website} className="mt-1 text-sm" />}
        </div>
      </header>

      <div className="grid gap-6 lg:grid-cols-[1fr_22rem]">
        <div className="min-w-0 space-y-8">
          {licensed ? (
            <Card
              className="flex flex-wrap items-center justify-between gap-4 border-primary-200 bg-primary-50 p-5"
              data-testid="licensed-notice"
            >
              <p className="flex items-start gap-2 text-[15px] text-primary-900">
                <ShieldCheck className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
                {t('company.isSponsor', { name: data.registerName })}
              </p>
              <Link to={sponsorHref(data.registerName ?? '')} className={buttonClasses({ size: 'sm' })}>
                {t('company.seeLicence')}
                <ArrowRight className="size-4" aria-hidden="true" />
              </Link>
            </Card>
          ) : (
            <Card className="border-rose-200 p-5 sm:p-6" data-testid="not-licensed">
              <h2 className="flex items-center gap-2 text-lg font-semibold text-rose-900">
                <ShieldOff className="size-5" aria-hidden="true" />
                {t('company.notLicensed')}
              </h2>
              <p className="mt-2 text-[15px] leading-relaxed text-slate-700">{t('company.notLicensedBody')}</p>
              <ul className="mt-3 list-disc space-y-1.5 pl-5 text-[15px] leading-relaxed text-slate-700">
                <li>{t('company.meaning1')}</li>
                <li>{t('company.meaning2')}</li>
                <li>{t('company.meaning3')}</li>
              </ul>
              {data.isAgency && (
                <p className="mt-3 flex items-start gap-2 rounded-xl bg-slate-50 px-4 py-3 text-sm text-slate-600">
                  <Info className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
                  {t('company.agency')}
                </p>
              )}
            </Card>
          )}

          <CompanyJobs jobs={data.jobs} />

          <ReviewsPanel targetType="company" targetKey={data.reviewKey} targetName={data.name} />
        </div>
        <aside>
          <Card className="p-5 text-sm leading-relaxed text-slate-600">
            <h2 className="font-semibold text-slate-900">{t('company.checkTitle')}</h2>
            <p className="mt-2">{t('company.checkBody')}</p>
            <Link
              to={`/company/visa?q=${encodeURIComponent(data.name)}`}
              className="mt-3 inline-flex items-center gap-1 font-medium text-primary-800 hover:underline"
            >
              {t('company.searchRegister')}
              <ArrowRight className="size-4" aria-hidden="true" />
            </Link>
          </Card>
        </aside>
      </div>
    </div>
  );
}
