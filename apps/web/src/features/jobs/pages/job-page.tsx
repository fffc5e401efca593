import { ArrowLeft, SearchX } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams } from 'react-router';
import { ButtonLink } from '@/components/ui';
import { paths } from '@/config/paths';
import { ApplyPrompt } from '../components/apply-prompt';
import { useJobDetail } from '../api/jobs';
import { JobDetailView } from '../components/job-detail';
import { ResumeMatch } from '../components/resume-match';
import { EmptyState } from '../components/states';
import { parseJobId } from '../lib/search-params';
import { useJobsText } from '../lib/use-jobs-text';

/** /jobs/{id}: a job on its own page (shareable; small screens open it from the results). */
export function JobPage() {
  const { t } = useJobsText();
  const { t: tc } = useTranslation();
  const { jobId } = useParams();
  const id = parseJobId(jobId);
  const navigate = useNavigate();
  const location = useLocation();
  const query = useJobDetail(id);
  const job = query.data;

  // "<title> · <company> · JobBridge"; the route has no title of its own.
  useEffect(() => {
    document.title = job ? `${job.title} · ${job.company} · ${tc('brand.name')}` : `${t('detail.pageTitle')} · ${tc('brand.name')}`;
  }, [job, t, tc]);

  // Came here from the results (in this tab): Back returns to them; otherwise go to the search.
  const cameFromApp = location.key !== 'default';

  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-5 sm:px-6 sm:py-8" data-testid="job-page">
      <div className="mb-4">
        {cameFromApp ? (
          <button
            type="button"
            onClick={() => void navigate(-1)}
            className="inline-flex items-center gap-1.5 rounded-lg px-2 py-1.5 text-sm font-medium text-primary-700 hover:bg-primary-50"
            data-testid="job-page-back"
          >
            <ArrowLeft className="size-4" aria-hidden="true" />
            {t('detail.back')}
          </button>
        ) : (
          <ButtonLink to={paths.jobs} variant="ghost" size="sm" icon={<ArrowLeft className="size-4" aria-hidden="true" />}>
            {t('detail.searchJobs')}
          </ButtonLink>
        )}
      </div>
      <div className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8">
        {id === null ? (
          <EmptyState
            testId="job-not-found"
            title={t('detail.notFound')}
            text={t('detail.notFoundText')}
            icon={<SearchX className="size-6" aria-hidden="true" />}
          />
        ) : (
          <JobDetailView id={id} variant="page" extra={<ResumeMatch jobId={id} />} />
        )}
      </div>
      <ApplyPrompt />
    </div>
  );
}
