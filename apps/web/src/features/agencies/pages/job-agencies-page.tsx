import { ArrowRight, CircleHelp } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { AgencyFaq } from '../components/agency-faq';
import { AgencyList } from '../components/agency-list';
import { AgencyPageHeader } from './page-header';

/** /company/jobagency: the job-agency directory, ranked gold, silver, bronze, with search and the FAQ. */
export function JobAgenciesPage() {
  const { t } = useTranslation('agencies');
  return (
    <div className="flex-1 bg-slate-50/60" data-testid="job-agencies-page">
      <AgencyPageHeader eyebrow={t('directory.eyebrow')} title={t('directory.title')} intro={t('directory.intro')}>
        <div className="mt-4 flex flex-wrap gap-x-6 gap-y-2 text-sm font-medium">
          <a href="#faq" className="inline-flex items-center gap-1.5 text-primary-700 hover:underline">
            <CircleHelp className="size-4" aria-hidden="true" />
            {t('directory.faqLink')}
          </a>
          <Link to={paths.cnAgency} className="inline-flex items-center gap-1.5 text-primary-700 hover:underline">
            {t('directory.cnLink')}
            <ArrowRight className="size-4" aria-hidden="true" />
          </Link>
        </div>
      </AgencyPageHeader>
      <div className="mx-auto w-full max-w-6xl space-y-12 px-4 py-8 sm:px-6">
        <AgencyList kind="job" searchable numbered={false} />
        <p className="text-sm text-slate-500">{t('tiers.what')}</p>
        <AgencyFaq />
      </div>
    </div>
  );
}
