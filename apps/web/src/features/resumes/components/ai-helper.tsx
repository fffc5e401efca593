import type { AiRoleId, ResumeProfileDraft } from '@jobbridge/contracts';
import { Check, Sparkles, X } from 'lucide-react';
import { useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { Link } from 'react-router';
import { RemovedSentences } from '@/components/ai/removed-sentences';
import { Button } from '@/components/ui';
import { paths } from '@/config/paths';
import { useMembership } from '@/lib/membership';
import { useAiHelper } from '../api/ai-helper';
import { useResumesText } from '../lib/use-resumes-text';

type Missing = 'role' | 'roleList' | 'aboutMe' | 'description';

/** What the helper still needs (docs/product.md §5): the Role filled in and chosen from the list, and something to start from. */
function helperMissing(data: ResumeProfileDraft, role: AiRoleId | '', kind: 'aboutMe' | 'work', workIndex = 0): Missing[] {
  const missing: Missing[] = [];
  if (!(data.role ?? '').trim()) missing.push('role');
  if (!role) missing.push('roleList');
  const work = data.work ?? [];
  if (kind === 'work' && !(work[workIndex]?.description ?? '').trim()) missing.push('description');
  if (kind === 'aboutMe' && !(data.aboutMe ?? '').trim() && !work.some((w) => (w.description ?? '').trim())) missing.push('aboutMe');
  return missing;
}

/**
 * The "AI helper" button under About Me or a role's description. What it writes is shown to the person first;
 * "Use this text" puts it into the field to edit (the draft saves it like any typing); nothing is saved unseen.
 */
export function AiHelper({
  form,
  kind,
  workIndex,
  role,
}: {
  form: UseFormReturn<ResumeProfileDraft>;
  kind: 'aboutMe' | 'work';
  workIndex?: number;
  role: AiRoleId | '';
}) {
  const { t, errorText } = useResumesText();
  const membership = useMembership();
  const helper = useAiHelper();
  const [note, setNote] = useState<{ kind: 'missing'; items: Missing[] } | { kind: 'limit' | 'usedUp' } | null>(null);
  const quota = membership.data?.quotas.find((q) => q.feature === 'helper');
  const field = kind === 'aboutMe' ? 'aboutMe' : (`work.${workIndex ?? 0}.description` as const);
  const testId = kind === 'aboutMe' ? 'ai-helper-aboutMe' : `ai-helper-work-${workIndex ?? 0}`;

  const run = () => {
    helper.reset();
    if (quota?.limit === 0) return setNote({ kind: 'limit' });
    if (quota?.remaining === 0) return setNote({ kind: 'usedUp' });
    const data = form.getValues();
    const missing = helperMissing(data, role, kind, workIndex);
    if (missing.length || !role) return setNote({ kind: 'missing', items: missing });
    setNote(null);
    helper.mutate({ kind, role, data, ...(kind === 'work' ? { workIndex: workIndex ?? 0 } : {}) });
  };
  const use = (text: string) => {
    form.setValue(field, text, { shouldDirty: true, shouldTouch: true });
    helper.reset();
  };

  return (
    <div className="sm:col-span-2" data-testid={testId}>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1.5">
        <Button
          variant="subtle"
          size="sm"
          icon={<Sparkles className="size-4" aria-hidden="true" />}
          loading={helper.isPending}
          onClick={run}
          data-testid="ai-helper-button"
        >
          {t('aiHelper.button')}
        </Button>
        {quota && (
          <span className="text-sm text-slate-600" data-testid="ai-helper-left">
            {quota.limit === 0 ? t('aiHelper.noUses') : t('aiHelper.left', { remaining: quota.remaining, limit: quota.limit })}
          </span>
        )}
      </div>
      {note && (
        <div role="alert" className="mt-2 rounded-xl bg-amber-50 p-3 text-sm text-amber-900" data-testid="ai-helper-note">
          {note.kind === 'missing' ? (
            <>
              <p className="font-medium">{t('aiHelper.missingTitle')}</p>
              <ul className="mt-1 list-disc pl-5">
                {note.items.map((m) => (
                  <li key={m}>{t(`aiHelper.missing.${m}`)}</li>
                ))}
              </ul>
            </>
          ) : (
            <p>
              {t(`aiHelper.${note.kind}`)}{' '}
              <Link to={paths.membership} className="font-medium text-primary-700 underline-offset-2 hover:underline">
                {t('aiHelper.upgrade')}
              </Link>
            </p>
          )}
        </div>
      )}
      {helper.isError && (
        <p role="alert" className="mt-2 rounded-xl bg-rose-50 p-3 text-sm text-rose-800" data-testid="ai-helper-error">
          {errorText(helper.error)}
        </p>
      )}
      {helper.data?.unchanged && (
        <p role="status" className="mt-2 rounded-xl bg-slate-50 p-3 text-sm text-slate-700" data-testid="ai-helper-unchanged">
          {t('aiHelper.unchanged')}
        </p>
      )}
      {helper.data && !helper.data.unchanged && (
        <div className="mt-2 rounded-xl border border-primary-200 bg-primary-50/60 p-3" data-testid="ai-helper-result">
          <p className="text-sm font-medium text-slate-700">{t('aiHelper.resultTitle')}</p>
          <p className="mt-1.5 text-[15px] leading-relaxed whitespace-pre-line text-slate-900" data-testid="ai-helper-text">
            {helper.data.text}
          </p>
          <RemovedSentences removed={helper.data.removed} testId="ai-helper-removed" />
          <div className="mt-3 flex flex-wrap gap-2">
            <Button
              size="sm"
              icon={<Check className="size-4" aria-hidden="true" />}
              onClick={() => use(helper.data.text)}
              data-testid="ai-helper-use"
            >
              {t('aiHelper.use')}
            </Button>
            <Button
              size="sm"
              variant="ghost"
              icon={<X className="size-4" aria-hidden="true" />}
              onClick={() => helper.reset()}
              data-testid="ai-helper-discard"
            >
              {t('aiHelper.discard')}
            </Button>
          </div>
        </div>
      )}
    </div>
  );
}
