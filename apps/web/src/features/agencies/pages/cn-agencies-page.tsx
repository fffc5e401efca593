import { ArrowRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { AgencyList } from '../components/agency-list';
import { AgencyPageHeader } from './page-header';

/** /company/cnagency: the ranking of Chinese-language agencies, by tier then rank, each with its reviews a click away. */
export function CnAgenciesPage() {
  const { t } = useTranslation('agencies');
  return (
    <div className="flex-1 bg-slate-50/60" data-testid="cn-agencies-page">
      <AgencyPageHeader eyebrow={t('cn.eyebrow')} title={t('cn.title')} intro={t('cn.intro')}>
        <Link to={paths.jobAgency} className="mt-4 inline-flex items-center gap-1.5 text-sm font-medium text-primary-700 hover:underline">
          {t('cn.jobLink')}
          <ArrowRight className="size-4" aria-hidden="true" />
        </Link>
      </AgencyPageHeader>
      <div className="mx-auto w-full max-w-6xl space-y-8 px-4 py-8 sm:px-6">
        <AgencyList kind="cn" searchable={false} numbered />
        <p className="text-sm text-slate-500">{t('tiers.what')}</p>
      </div>
    </div>
  );
}
