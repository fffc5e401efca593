import { FileText, Sparkles } from 'lucide-react';
import { Link } from 'react-router';
import { ButtonLink } from '@/components/ui';
import { paths } from '@/config/paths';
import { isFullySignedIn, useAuth } from '@/lib/auth';
import { useRecommendations } from '../api/jobs';
import { useJobsText } from '../lib/use-jobs-text';
import { JobCardItem } from './job-card';
import { JobListSkeleton } from './states';

/**
 * "Recommended for you" (docs/product.md §9: smart matching, 6 positions) for a signed-in user, on the home page and on
 * /jobs before a search. It says what the picks are based on; with nothing to go on, it invites the user to
 * build a resume profile. Visitors see nothing.
 */
export function Recommendations({ className }: { className?: string }) {
  const { level } = useAuth();
  const { t } = useJobsText();
  const signedIn = isFullySignedIn(level);
  const query = useRecommendations(signedIn);
  if (!signedIn || query.isError) return null;
  const data = query.data;
  const basis = data?.basis;
  return (
    <section aria-labelledby="recommended-title" className={className} data-testid="recommendations">
      <div className="mb-4 flex flex-wrap items-end justify-between gap-2">
        <div>
          <h2 id="recommended-title" className="flex items-center gap-2 text-xl font-semibold text-slate-900">
            <Sparkles className="size-5 text-primary-700" aria-hidden="true" />
            {t('recommended.title')}
          </h2>
          {basis && basis.source !== 'none' && (
            <p className="mt-1 text-[15px] text-slate-600" data-testid="recommendations-basis">
              {t(`recommended.basis.${basis.source}`, {
                roles: basis.roles.join(t('verdict.listSeparator')),
                location: basis.location ?? '',
                context: basis.location ? 'place' : undefined,
              })}
            </p>
          )}
        </div>
      </div>
      {!data ? (
        <JobListSkeleton count={2} label={t('recommended.loading')} />
      ) : data.items.length === 0 && !data.limitReached ? (
        <div
          className="rounded-2xl border border-dashed border-slate-300 bg-white p-6 text-[15px] text-slate-700"
          data-testid="recommendations-empty"
        >
          <p>{basis?.source === 'none' ? t('recommended.nothingYet') : t('recommended.noneFound')}</p>
          <ButtonLink
            to={paths.createResume}
            variant="secondary"
            className="mt-4"
            icon={<FileText className="size-4" aria-hidden="true" />}
          >
            {t('recommended.buildProfile')}
          </ButtonLink>
        </div>
      ) : (
        <>
          {data.items.length > 0 && (
            <ul className="grid gap-3 lg:grid-cols-2" data-testid="recommendations-list">
              {data.items.map((job) => (
                <li key={job.id}>
                  <JobCardItem job={job} headingLevel="h3" />
                </li>
              ))}
            </ul>
          )}
          {data.limitReached && (
            <p
              className="mt-4 rounded-xl bg-amber-50 px-4 py-3 text-[15px] text-amber-900 ring-1 ring-amber-200"
              data-testid="recommendations-limit"
            >
              {t('recommended.limitReached')}{' '}
              <Link to={paths.membership} className="font-medium underline underline-offset-2">
                {t('recommended.upgrade')}
              </Link>
            </p>
          )}
        </>
      )}
    </section>
  );
}
