import type { FlashBatch } from '@jobbridge/contracts';
import { ArrowRight, RotateCw } from 'lucide-react';
import { RemovedSentences } from '@/components/ai/removed-sentences';
import { Button, Card } from '@/components/ui';
import { useRegenerate } from '../api/flash';
import { isCode } from '../lib/codes';
import { useFlashText } from '../lib/use-flash-text';
import { ProgressBar } from './progress-bar';
import { NoticeBox } from './select-step';
import { LetterStatusBadge } from './status-badges';

/** Step 2: one cover letter per job, live (waiting / generating / success / failed), regenerate per job. */
export function GenerateStep({ batch, onContinue, onStartOver }: { batch: FlashBatch; onContinue: () => void; onStartOver: () => void }) {
  const { t } = useFlashText();
  const regenerate = useRegenerate(batch.id);
  const apps = batch.applications;
  const finished = apps.filter((a) => a.letterStatus === 'success' || a.letterStatus === 'failed').length;
  const succeeded = apps.filter((a) => a.letterStatus === 'success').length;
  const working = apps.some((a) => a.letterStatus === 'waiting' || a.letterStatus === 'generating');
  const allFailed = !working && apps.length > 0 && succeeded === 0;

  return (
    <Card className="p-4 sm:p-6">
      <h2 className="text-lg font-semibold text-slate-900">{t('generate.title')}</h2>
      <p className="mt-1 text-[15px] text-slate-600">{working ? t('generate.working') : t('generate.done', { count: succeeded })}</p>
      <div className="mt-4">
        <ProgressBar label={t('generate.progress')} done={finished} total={apps.length} testId="flash-generate-progress" />
      </div>
      {allFailed && (
        <div className="mt-4 space-y-2" data-testid="flash-all-failed">
          <NoticeBox notice={{ code: 'COVER_LETTERS_FAILED' }} testId="flash-letters-failed" />
          <NoticeBox notice={{ code: 'NO_SUCCESSFUL_COVER_LETTERS' }} testId="flash-no-letters" />
        </div>
      )}
      {regenerate.isError && (
        <div className="mt-4">
          <NoticeBox notice={{ code: isCode(regenerate.error) }} testId="flash-regenerate-error" />
        </div>
      )}
      <ul className="mt-4 divide-y divide-slate-100 rounded-xl ring-1 ring-slate-200">
        {apps.map((app) => (
          <li key={app.id} className="p-3 sm:p-4" data-testid="flash-letter">
            <div className="flex flex-wrap items-start justify-between gap-2">
              <div className="min-w-0">
                <p className="font-medium text-slate-900">{app.title}</p>
                <p className="text-sm text-slate-600">{app.company}</p>
              </div>
              <div className="flex items-center gap-2">
                <LetterStatusBadge status={app.letterStatus} />
                {(app.letterStatus === 'success' || app.letterStatus === 'failed') && (
                  <Button
                    variant={app.letterStatus === 'failed' ? 'secondary' : 'ghost'}
                    size="sm"
                    onClick={() => regenerate.mutate(app.id)}
                    loading={regenerate.isPending && regenerate.variables === app.id}
                    icon={<RotateCw className="size-3.5" aria-hidden="true" />}
                    aria-label={t('generate.regenerateFor', { title: app.title })}
                  >
                    {t('generate.regenerate')}
                  </Button>
                )}
              </div>
            </div>
            {app.letterStatus === 'failed' && app.letterError && <p className="mt-1.5 text-sm text-rose-700">{app.letterError}</p>}
            {app.letterStatus === 'success' && <p className="mt-1.5 line-clamp-2 text-sm leading-relaxed text-slate-600">{app.letter}</p>}
            <RemovedSentences removed={app.removedClaims} testId="flash-removed-claims" />
          </li>
        ))}
      </ul>
      <div className="mt-5 flex flex-col-reverse gap-2 sm:flex-row sm:justify-between">
        <Button variant="ghost" onClick={onStartOver}>
          {t('startOver')}
        </Button>
        <Button
          onClick={onContinue}
          disabled={working || succeeded === 0}
          data-testid="flash-to-edit"
          icon={<ArrowRight className="size-4" aria-hidden="true" />}
        >
          {t('generate.continue')}
        </Button>
      </div>
    </Card>
  );
}
