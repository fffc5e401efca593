import { RESUME_TEMPLATE_NAMES, type OptimisationResponse, type ResumeTemplate } from '@jobbridge/contracts';
import { Check, X } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { RemovedSentences } from '@/components/ai/removed-sentences';
import { Button, Card } from '@/components/ui';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { isApiError } from '@/lib/http';
import { useApplyOptimisation, useExportProfile } from '../api/ai';
import { useAiText } from '../lib/use-ai-text';

/** "Score 72 → 80": the score before and after rewrites, the gain in green. */
function ScoreChange({ before, after, label, testId }: { before: number; after: number; label: string; testId: string }) {
  return (
    <p className="text-sm text-slate-600" data-testid={testId}>
      {label} <span className="font-semibold text-slate-900 tabular-nums">{before}</span>
      {' → '}
      <span className={cn('font-semibold tabular-nums', after > before ? 'text-emerald-700' : 'text-slate-900')}>{after}</span>
      <span className="text-slate-500">/100</span>
    </p>
  );
}

/**
 * Before/after per item, accepted or rejected one by one, with the score before and with every item; applied
 * into a profile (the score recomputed), and exported with a template whether or not anything was accepted.
 */
export function OptimisationPanel({
  result,
  templates,
}: {
  result: OptimisationResponse;
  templates: { id: ResumeTemplate; available: boolean }[];
}) {
  const { t, errorText } = useAiText();
  const [choices, setChoices] = useState<Record<string, boolean>>({});
  const apply = useApplyOptimisation();
  const exportPdf = useExportProfile();
  const available = templates.filter((x) => x.available);
  const [template, setTemplate] = useState<ResumeTemplate | null>(null);
  const chosenTemplate = template ?? available[0]?.id ?? null;
  const accepted = result.items.filter((item) => choices[item.id]).map((item) => item.id);
  const applied = apply.data;
  const [exporting, setExporting] = useState(false);

  // Exporting before anything is applied applies what is accepted so far (nothing is fine): the PDF is made
  // from a profile, which an uploaded resume gets that way.
  const exportNow = async () => {
    if (!chosenTemplate) return;
    setExporting(true);
    try {
      const profile = applied ?? (await apply.mutateAsync({ id: result.id, accept: accepted }));
      exportPdf.mutate({ profileId: profile.profile.id, template: chosenTemplate });
    } catch {
      // apply.error is shown above.
    } finally {
      setExporting(false);
    }
  };

  return (
    <Card className="p-5 sm:p-6" data-testid="ai-optimisation">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 className="font-semibold text-slate-900">{t('optimise.title')}</h3>
        <ScoreChange before={result.score.before} after={result.score.after} label={t('optimise.scoreIfAll')} testId="ai-score-change" />
      </div>
      {result.items.length === 0 && <p className="mt-2 text-sm text-slate-600">{t('optimise.none')}</p>}
      <ul className="mt-3 space-y-3">
        {result.items.map((item) => {
          const choice = choices[item.id];
          return (
            <li key={item.id} data-testid="ai-item" className="rounded-xl border border-slate-200 p-3">
              <p className="text-xs font-medium text-slate-500 uppercase">
                {item.kind === 'summary'
                  ? t('optimise.summary')
                  : t('optimise.bullet', { n: (item.workIndex ?? 0) + 1, b: (item.bulletIndex ?? 0) + 1 })}
              </p>
              <div className="mt-2 grid gap-2 md:grid-cols-2">
                <div className="rounded-lg bg-slate-50 p-2 text-sm text-slate-600">
                  <span className="block text-xs font-semibold text-slate-500">{t('optimise.before')}</span>
                  {item.before}
                </div>
                <div className="rounded-lg bg-primary-50 p-2 text-sm text-slate-900">
                  <span className="block text-xs font-semibold text-primary-700">{t('optimise.after')}</span>
                  {item.after}
                </div>
              </div>
              {!applied && (
                <div className="mt-2 flex gap-2">
                  <Button
                    size="sm"
                    variant={choice === true ? 'primary' : 'secondary'}
                    aria-pressed={choice === true}
                    data-testid="ai-accept"
                    icon={<Check className="size-4" aria-hidden="true" />}
                    onClick={() => setChoices((c) => ({ ...c, [item.id]: true }))}
                  >
                    {t('optimise.accept')}
                  </Button>
                  <Button
                    size="sm"
                    variant={choice === false ? 'subtle' : 'ghost'}
                    aria-pressed={choice === false}
                    data-testid="ai-reject"
                    icon={<X className="size-4" aria-hidden="true" />}
                    onClick={() => setChoices((c) => ({ ...c, [item.id]: false }))}
                  >
                    {t('optimise.reject')}
                  </Button>
                </div>
              )}
            </li>
          );
        })}
      </ul>
      {result.rejected.length > 0 && (
        <p className="mt-3 text-sm text-slate-600">{t('optimise.dropped', { count: result.rejected.length })}</p>
      )}
      <RemovedSentences
        removed={[...result.items.flatMap((i) => i.removed), ...result.rejected.flatMap((r) => r.removed)]}
        testId="ai-removed"
      />
      {apply.isError && (
        <p role="alert" className="mt-3 text-sm text-red-700">
          {errorText(apply.error)}
        </p>
      )}
      {!applied && result.items.length > 0 && (
        <Button
          className="mt-4"
          data-testid="ai-apply"
          disabled={accepted.length === 0}
          loading={apply.isPending && !exportPdf.isPending}
          onClick={() => apply.mutate({ id: result.id, accept: accepted })}
        >
          {t('optimise.apply', { count: accepted.length })}
        </Button>
      )}
      {applied && (
        <div className="mt-4 flex flex-wrap items-baseline justify-between gap-2" data-testid="ai-applied">
          <p role="status" className="font-medium text-emerald-700">
            {t('optimise.saved', { count: applied.applied.length })}
          </p>
          <ScoreChange before={applied.score.before} after={applied.score.after} label={t('optimise.scoreNow')} testId="ai-score-after" />
        </div>
      )}
      {/* Templates and the PDF are there whether or not a rewrite is accepted. */}
      <div className="mt-4 border-t border-slate-200 pt-4" data-testid="ai-export-section">
        <fieldset>
          <legend className="text-sm font-medium text-slate-700">{t('export.template')}</legend>
          <div className="mt-2 flex flex-wrap gap-2">
            {templates.map((x) => (
              <label
                key={x.id}
                className={cn(
                  'flex cursor-pointer items-center gap-2 rounded-lg border px-3 py-2 text-sm',
                  chosenTemplate === x.id ? 'border-primary-600 bg-primary-50' : 'border-slate-200',
                  !x.available && 'cursor-not-allowed text-slate-400',
                )}
              >
                <input
                  type="radio"
                  name="ai-template"
                  value={x.id}
                  disabled={!x.available}
                  checked={chosenTemplate === x.id}
                  onChange={() => setTemplate(x.id)}
                />
                {RESUME_TEMPLATE_NAMES[x.id]}
              </label>
            ))}
          </div>
          {available.length < templates.length && (
            <Link to={paths.membership} className="mt-2 inline-block text-sm font-medium text-primary-700 hover:underline">
              {t('export.upgrade')}
            </Link>
          )}
        </fieldset>
        {!applied && <p className="mt-2 text-sm text-slate-600">{t('export.hint')}</p>}
        {exportPdf.isError && (
          <p role="alert" className="mt-3 text-sm text-red-700" data-testid="ai-export-error">
            {errorText(exportPdf.error)}
            {/* A profile made from a PDF may lack what a finished resume needs: the builder shows which fields. */}
            {isApiError(exportPdf.error) && exportPdf.error.code === 'VALIDATION_ERROR' && (
              <span className="block">{t('export.complete')}</span>
            )}
          </p>
        )}
        {exportPdf.isSuccess && (
          <p role="status" className="mt-3 text-sm text-slate-800" data-testid="ai-exported" data-template={exportPdf.variables.template}>
            {t('export.done', { alias: exportPdf.data.resume.alias, template: RESUME_TEMPLATE_NAMES[exportPdf.variables.template] })}{' '}
            <Link to={paths.resumesManage} className="font-medium text-primary-700 hover:underline">
              {t('export.manager')}
            </Link>
          </p>
        )}
        {/* Another template exports again into the same resume in the manager. */}
        <Button
          className="mt-3"
          variant="secondary"
          data-testid="ai-export"
          disabled={!chosenTemplate}
          loading={exportPdf.isPending || (apply.isPending && exporting)}
          onClick={() => void exportNow()}
        >
          {exportPdf.isSuccess ? t('export.again') : t('export.button')}
        </Button>
        {applied && (
          <Link
            to={`${paths.editResume}?profile=${applied.profile.id}`}
            className="mt-3 block text-sm font-medium text-primary-700 hover:underline"
            data-testid="ai-open-builder"
          >
            {t('export.builder')}
          </Link>
        )}
      </div>
    </Card>
  );
}
