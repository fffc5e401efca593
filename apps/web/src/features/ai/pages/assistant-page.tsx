import { AI_ROLES, type AiRoleId, type AiTargetRequest } from '@jobbridge/contracts';
import { Sparkles } from 'lucide-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button, ButtonLink, Card, ErrorState, PageHeading, Skeleton, Spinner } from '@/components/ui';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/http';
import { useMembership } from '@/lib/membership';
import { MatchResult } from '@/components/ai/match-result';
import { useMatch } from '@/lib/ai-match';
import { useAiProfiles, useAiResumes, useInsights, useJob, useOptimise, useSavedJobs, useScore, type AiSource } from '../api/ai';
import { OptimisationPanel } from '../components/optimisation-panel';
import { ScoreCard } from '../components/score-card';
import { useAiText } from '../lib/use-ai-text';
import { intlLocale } from '@/lib/language';
import type { Language } from '@jobbridge/contracts/core';

/** "29 Nov 2026, 04:58" / "2026年11月29日 04:58" (UK time). */
const stamp = (iso: string, language: Language) =>
  new Date(iso).toLocaleString(intlLocale(language), { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Europe/London' });

const QUOTA_CODES = new Set(['HELPER_LIMIT_REACHED']);
const fieldClass =
  'mt-1 w-full rounded-xl border border-slate-300 bg-white px-3 py-2 text-[15px] focus:border-primary-600 focus:outline-none';

/** /app/airesumes: score a resume, optimise it item by item, apply, export; `?dashboard=1` adds the insights. */
export function AssistantPage() {
  const { t, language, errorText } = useAiText();
  const [params] = useSearchParams();
  const resumes = useAiResumes();
  const profiles = useAiProfiles();
  const membership = useMembership();
  const score = useScore();
  const optimise = useOptimise();
  const [sourceKey, setSourceKey] = useState('');
  const [role, setRole] = useState<AiRoleId | ''>('');
  const [jobText, setJobText] = useState('');
  // One of our jobs: opened from its page (?job=<id>) or picked from the saved jobs.
  const [jobId, setJobId] = useState<number | null>(() => {
    const id = Number(params.get('job'));
    return Number.isInteger(id) && id > 0 ? id : null;
  });
  const saved = useSavedJobs();
  const linked = useJob(params.get('job') ? Number(params.get('job')) || null : null);
  const match = useMatch();

  if (resumes.isPending || profiles.isPending) {
    return (
      <div className="space-y-4" data-testid="ai-loading">
        <Skeleton className="h-10 w-64" />
        <Skeleton className="h-48 w-full" />
      </div>
    );
  }
  if (resumes.isError || profiles.isError) {
    return (
      <ErrorState
        testId="ai-load-error"
        title={t('loadFailed')}
        message={errorText(resumes.error ?? profiles.error)}
        retryLabel={t('retry')}
        onRetry={() => void Promise.all([resumes.refetch(), profiles.refetch()])}
      />
    );
  }

  const listed: (AiSource & { label: string; at: string })[] = [
    ...profiles.data.items.map((p) => ({
      kind: 'profile' as const,
      id: p.id,
      label: [p.data.firstName, p.data.lastName, p.data.role].filter(Boolean).join(' ') || t('source.untitled'),
      at: p.updatedAt,
    })),
    ...resumes.data.items
      .filter((r) => r.source !== 'builder')
      .map((r) => ({ kind: 'resume' as const, id: r.id, label: r.alias, at: r.uploadedAt })),
  ];
  // Two profiles of one person read alike ("Li Na (built profile)" twice): those that would, say when they were saved.
  const seen = new Map<string, number>();
  for (const s of listed) seen.set(`${s.kind}:${s.label}`, (seen.get(`${s.kind}:${s.label}`) ?? 0) + 1);
  const sources = listed.map((s) => ({ ...s, dated: (seen.get(`${s.kind}:${s.label}`) ?? 0) > 1 }));
  const source = sources.find((s) => `${s.kind}:${s.id}` === sourceKey) ?? sources[0];
  const helper = membership.data?.quotas.find((q) => q.feature === 'helper');
  const target: AiTargetRequest = {
    ...(role ? { role } : {}),
    ...(jobId !== null ? { jobId } : jobText.trim() ? { jobText: jobText.trim() } : {}),
  };
  const jobs = [
    ...(linked.data && !saved.data?.items.some((j) => j.id === linked.data.id) ? [linked.data] : []),
    ...(saved.data?.items ?? []),
  ];
  const canMatch = jobId !== null || jobText.trim().length >= 20;
  const busy = score.isPending || optimise.isPending || match.isPending;
  // The choice is pinned when used: applying an optimisation adds a profile to the list, which must not change it.
  const run = (mutate: (variables: { source: AiSource; target: AiTargetRequest }) => void) => {
    if (!source) return;
    setSourceKey(`${source.kind}:${source.id}`);
    mutate({ source: { kind: source.kind, id: source.id }, target });
  };
  const reset = () => {
    score.reset();
    optimise.reset();
    match.reset();
  };
  const runMatch = () => {
    if (!source) return;
    setSourceKey(`${source.kind}:${source.id}`);
    match.mutate({ source: { kind: source.kind, id: source.id }, job: jobId !== null ? { jobId } : { jobText: jobText.trim() } });
  };

  return (
    <div className="space-y-5">
      <PageHeading title={t('title')} intro={t('intro')} />
      {params.get('dashboard') === '1' && <Insights />}
      {sources.length === 0 ? (
        <Card className="p-6 text-center" data-testid="ai-empty">
          <p className="font-semibold text-slate-900">{t('empty.title')}</p>
          <p className="mt-1 text-slate-600">{t('empty.text')}</p>
          <ButtonLink to={paths.createResume} className="mt-4">
            {t('empty.action')}
          </ButtonLink>
        </Card>
      ) : (
        <Card className="space-y-4 p-5 sm:p-6">
          <label className="block text-sm font-medium text-slate-700">
            {t('source.label')}
            <select
              data-testid="ai-source"
              className={fieldClass}
              value={source ? `${source.kind}:${source.id}` : ''}
              onChange={(e) => {
                setSourceKey(e.target.value);
                reset();
              }}
            >
              {sources.map((s) => (
                <option key={`${s.kind}:${s.id}`} value={`${s.kind}:${s.id}`}>
                  {s.dated
                    ? t(`source.${s.kind}Dated`, { name: s.label, date: stamp(s.at, language) })
                    : t(`source.${s.kind}`, { name: s.label })}
                </option>
              ))}
            </select>
          </label>
          <label className="block text-sm font-medium text-slate-700">
            {t('role.label')}
            <select className={fieldClass} value={role} onChange={(e) => setRole(e.target.value as AiRoleId | '')}>
              <option value="">{t('role.auto')}</option>
              {AI_ROLES.map((r) => (
                <option key={r.id} value={r.id}>
                  {r[language]}
                </option>
              ))}
            </select>
          </label>
          <label className="block text-sm font-medium text-slate-700">
            {t('job.ours')}
            <select
              data-testid="ai-job"
              className={fieldClass}
              value={jobId ?? ''}
              onChange={(e) => {
                setJobId(e.target.value ? Number(e.target.value) : null);
                match.reset();
              }}
            >
              <option value="">{jobs.length ? t('job.none') : t('job.noSaved')}</option>
              {jobId !== null && !jobs.some((j) => j.id === jobId) && <option value={jobId}>{t('job.loading')}</option>}
              {jobs.map((j) => (
                <option key={j.id} value={j.id}>
                  {j.title} · {j.company}
                </option>
              ))}
            </select>
          </label>
          {jobId === null && (
            <label className="block text-sm font-medium text-slate-700">
              {t('job.label')}
              <textarea
                className={`${fieldClass} min-h-24`}
                value={jobText}
                placeholder={t('job.placeholder')}
                onChange={(e) => setJobText(e.target.value)}
              />
            </label>
          )}
          <div className="flex flex-wrap items-center gap-3">
            <Button data-testid="ai-score-button" loading={score.isPending} disabled={busy || !source} onClick={() => run(score.mutate)}>
              {t('score.button')}
            </Button>
            <Button
              data-testid="ai-match-button"
              variant="secondary"
              loading={match.isPending}
              disabled={busy || !source || !canMatch}
              title={canMatch ? undefined : t('match.needJob')}
              onClick={runMatch}
            >
              {t('match.button')}
            </Button>
            <Button
              data-testid="ai-optimise-button"
              variant="subtle"
              icon={<Sparkles className="size-4" aria-hidden="true" />}
              disabled={busy || !source || helper?.remaining === 0}
              onClick={() => run(optimise.mutate)}
            >
              {t('optimise.button')}
            </Button>
            {helper && (
              <span className="text-sm text-slate-600" data-testid="ai-helper-uses">
                {helper.limit === 0 ? t('helper.none') : t('helper.left', { remaining: helper.remaining, limit: helper.limit })}{' '}
                {helper.remaining === 0 && (
                  <Link to={paths.membership} className="font-medium text-primary-700 hover:underline">
                    {t('helper.upgrade')}
                  </Link>
                )}
              </span>
            )}
          </div>
          {match.isError && (
            <p role="alert" className="text-sm text-red-700">
              {errorText(match.error)}
            </p>
          )}
          {score.isError && (
            <p role="alert" className="text-sm text-red-700">
              {errorText(score.error)}
            </p>
          )}
        </Card>
      )}
      {match.data && <MatchResult result={match.data} />}
      {score.data && <ScoreCard result={score.data} />}
      {optimise.isPending && (
        <Card className="flex items-center gap-3 p-5" data-testid="ai-optimising">
          <Spinner />
          <span className="text-slate-700">{t('optimise.running')}</span>
        </Card>
      )}
      {optimise.isError && (
        <Card className="p-5" data-testid="ai-optimise-error">
          <p role="alert" className="font-medium text-red-700">
            {errorText(optimise.error)}
          </p>
          {isApiError(optimise.error) && QUOTA_CODES.has(optimise.error.code) && (
            <Link to={paths.membership} className="mt-2 inline-block text-sm font-medium text-primary-700 hover:underline">
              {t('helper.upgrade')}
            </Link>
          )}
        </Card>
      )}
      {optimise.data && <OptimisationPanel key={optimise.data.id} result={optimise.data} templates={profiles.data.templates} />}
    </div>
  );
}

/** The dashboard's insights, as many as the tier gives, and how many more a higher tier would show. */
function Insights() {
  const { t } = useAiText();
  const insights = useInsights();
  if (insights.isPending) return <Skeleton className="h-24 w-full" />;
  if (insights.isError) return null;
  return (
    <section aria-label={t('insights.title')} data-testid="ai-insights">
      <h2 className="text-lg font-semibold text-slate-900">{t('insights.title')}</h2>
      <div className="mt-2 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {insights.data.items.map((item) => (
          <Card key={item.id} className="p-4" data-testid="ai-insight">
            <p className="text-sm text-slate-600">{item.title}</p>
            <p className="mt-1 text-2xl font-bold text-slate-900">{item.value}</p>
            <p className="mt-1 text-sm text-slate-600">{item.detail}</p>
          </Card>
        ))}
      </div>
      {insights.data.locked > 0 && (
        <p className="mt-2 text-sm text-slate-600">
          {t('insights.locked', { count: insights.data.locked })}{' '}
          <Link to={paths.membership} className="font-medium text-primary-700 hover:underline">
            {t('helper.upgrade')}
          </Link>
        </p>
      )}
    </section>
  );
}
