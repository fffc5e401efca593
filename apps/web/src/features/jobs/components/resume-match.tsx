import { Sparkles } from 'lucide-react';
import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { MatchResult } from '@/components/ai/match-result';
import { Button, ButtonLink, Skeleton } from '@/components/ui';
import { paths } from '@/config/paths';
import { useMatch, useMatchSources } from '@/lib/ai-match';
import { isFullySignedIn, useAuth } from '@/lib/auth';
import { useJobsText } from '../lib/use-jobs-text';

const fieldClass = [
  'mt-1 h-11 w-full rounded-xl border border-slate-300 bg-white px-3 text-[15px]',
  'focus:border-primary-600 focus:outline-none focus-visible:ring-4 focus-visible:ring-primary-100',
].join(' ');

/**
 * On a job's page: match one of the person's resumes (a built profile or an uploaded PDF) to this job, with the
 * job's key terms found and missing and what to change. Guests are asked to sign in and come back here.
 */
export function ResumeMatch({ jobId }: { jobId: number }) {
  const { t, errorText } = useJobsText();
  const { level } = useAuth();
  const location = useLocation();
  const signedIn = isFullySignedIn(level);
  const { sources, isPending, error } = useMatchSources(signedIn);
  const match = useMatch();
  const [chosen, setChosen] = useState('');

  const list = sources(t('match.untitled'));
  const source = list.find((s) => `${s.kind}:${s.id}` === chosen) ?? list[0];

  return (
    <section
      aria-labelledby="resume-match-title"
      data-testid="resume-match"
      className="-mx-1 rounded-2xl border border-primary-100 bg-primary-50/50 p-3.5 sm:mx-0 sm:p-5"
    >
      <h2 id="resume-match-title" className="flex items-center gap-2 text-lg font-semibold text-slate-900">
        <Sparkles className="size-5 text-primary-700" aria-hidden="true" />
        {t('match.title')}
      </h2>
      <p className="mt-1 text-[15px] text-slate-600">{t('match.intro')}</p>
      {!signedIn ? (
        <div className="mt-4 flex flex-wrap items-center gap-3" data-testid="resume-match-guest">
          <p className="text-[15px] text-slate-700">{t('match.signIn')}</p>
          <ButtonLink to={paths.login} state={{ from: `${location.pathname}${location.search}` }} size="sm">
            {t('match.signInButton')}
          </ButtonLink>
        </div>
      ) : isPending ? (
        <Skeleton className="mt-4 h-11 w-full" />
      ) : error ? (
        <p role="alert" className="mt-4 text-sm text-rose-700">
          {errorText(error)}
        </p>
      ) : list.length === 0 ? (
        <p className="mt-4 text-[15px] text-slate-700" data-testid="resume-match-empty">
          {t('match.noResume')}{' '}
          <Link to={paths.createResume} className="font-medium text-primary-700 hover:underline">
            {t('match.create')}
          </Link>
        </p>
      ) : (
        <div className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-end">
          <label className="block min-w-0 flex-1 text-sm font-medium text-slate-700">
            {t('match.resume')}
            <select
              data-testid="resume-match-source"
              className={fieldClass}
              value={source ? `${source.kind}:${source.id}` : ''}
              onChange={(e) => {
                setChosen(e.target.value);
                match.reset();
              }}
            >
              {list.map((s) => (
                <option key={`${s.kind}:${s.id}`} value={`${s.kind}:${s.id}`}>
                  {t(`match.source.${s.kind}`, { name: s.label })}
                </option>
              ))}
            </select>
          </label>
          <Button
            data-testid="resume-match-button"
            className="h-11 shrink-0"
            loading={match.isPending}
            disabled={!source}
            onClick={() => source && match.mutate({ source, job: { jobId } })}
          >
            {t('match.button')}
          </Button>
        </div>
      )}
      {match.isError && (
        <p role="alert" className="mt-3 text-sm text-rose-700" data-testid="resume-match-error">
          {errorText(match.error)}
        </p>
      )}
      {match.data && (
        <>
          <MatchResult result={match.data} className="mt-4 p-3.5 sm:p-5" />
          <Link
            to={`${paths.aiResumes}?job=${jobId}`}
            className="mt-3 inline-block text-sm font-medium text-primary-700 hover:underline"
            data-testid="resume-match-assistant"
          >
            {t('match.openAssistant')}
          </Link>
        </>
      )}
    </section>
  );
}
