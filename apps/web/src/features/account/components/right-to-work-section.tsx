import { RIGHT_TO_WORK_END_DATE, RIGHT_TO_WORK_STATUSES, type RightToWorkState, type RightToWorkStatus } from '@jobbridge/contracts';
import { AlertTriangle, BadgeCheck, Quote } from 'lucide-react';
import { useId, useState } from 'react';
import { Button, Skeleton, TextField } from '@/components/ui';
import { notify } from '@/lib/notify';
import { useRightToWork, useSetRightToWork } from '../api/right-to-work';
import { serverFieldMessage, useAccountText } from '../lib/use-account-text';
import { SectionCard } from '@/components/section-card';

const selectClass =
  'h-12 w-full rounded-xl border border-slate-300 bg-white px-4 text-base text-slate-900 hover:border-slate-400 ' +
  'focus:border-primary-600 focus:outline-none focus-visible:ring-4 focus-visible:ring-primary-100 aria-invalid:border-rose-500';

/**
 * The right to work in the UK, declared once for every letter (docs/decisions/051-right-to-work-statement.md):
 * a status and, where it has one, its end date. Letters carry exactly one sentence the app writes from it; the
 * section shows that sentence in both letter languages.
 */
export function RightToWorkSection() {
  const { t } = useAccountText();
  const query = useRightToWork();
  return (
    <SectionCard
      id="right-to-work"
      icon={BadgeCheck}
      title={t('rightToWork.title')}
      description={t('rightToWork.description')}
      testId="settings-right-to-work"
    >
      {query.data ? (
        <RightToWorkForm key={`${query.data.status}:${query.data.until}`} saved={query.data} />
      ) : query.isError ? (
        <p role="alert" className="text-sm text-rose-700">
          {t('rightToWork.loadFailed')}
        </p>
      ) : (
        <Skeleton className="h-12 w-full rounded-xl" />
      )}
    </SectionCard>
  );
}

function RightToWorkForm({ saved }: { saved: RightToWorkState }) {
  const { t, apiErrorText } = useAccountText();
  const selectId = useId();
  const [status, setStatus] = useState<RightToWorkStatus | ''>(saved.status ?? '');
  const [until, setUntil] = useState(saved.until ?? '');
  const save = useSetRightToWork({
    onSuccess: (state) => notify('success', t(state.status ? 'rightToWork.saved' : 'rightToWork.cleared')),
  });
  const endDate = status ? RIGHT_TO_WORK_END_DATE[status] : 'none';
  const changed = status !== (saved.status ?? '') || (endDate !== 'none' && until !== (saved.until ?? ''));
  const statusError = save.isError ? serverFieldMessage(save.error, 'status') : undefined;
  const untilError = save.isError ? serverFieldMessage(save.error, 'until') : undefined;
  const otherError = save.isError && !statusError && !untilError ? apiErrorText(save.error) : undefined;

  function submit(event: React.FormEvent) {
    event.preventDefault();
    save.mutate({ status: status || null, until: endDate !== 'none' && until ? until : null });
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <div>
          <label htmlFor={selectId} className="mb-1.5 block text-sm font-medium text-slate-700">
            {t('rightToWork.status')}
          </label>
          <select
            id={selectId}
            data-testid="right-to-work-status"
            className={selectClass}
            value={status}
            aria-invalid={statusError ? true : undefined}
            onChange={(event) => {
              setStatus(event.target.value as RightToWorkStatus | '');
              save.reset();
            }}
          >
            <option value="">{t('rightToWork.choose')}</option>
            {RIGHT_TO_WORK_STATUSES.map((value) => (
              <option key={value} value={value}>
                {t(`rightToWork.statuses.${value}`)}
              </option>
            ))}
          </select>
          {statusError && (
            <p role="alert" className="mt-1.5 text-sm text-rose-700">
              {statusError}
            </p>
          )}
        </div>
        {endDate !== 'none' && (
          <TextField
            type="date"
            data-testid="right-to-work-until"
            label={t(endDate === 'required' ? 'rightToWork.until' : 'rightToWork.untilOptional')}
            value={until}
            min={new Date().toISOString().slice(0, 10)}
            error={untilError}
            onChange={(event) => {
              setUntil(event.target.value);
              save.reset();
            }}
          />
        )}
      </div>

      {saved.expired && (
        <p
          className="flex items-start gap-2 rounded-xl bg-amber-50 px-4 py-3 text-sm text-amber-950 ring-1 ring-amber-200"
          data-testid="right-to-work-expired"
        >
          <AlertTriangle className="mt-0.5 size-4 shrink-0 text-amber-700" aria-hidden="true" />
          {t('rightToWork.expired')}
        </p>
      )}
      <LetterSentence saved={saved} />
      {otherError && (
        <p role="alert" className="text-sm text-rose-700">
          {otherError}
        </p>
      )}

      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        {saved.status && (
          <Button
            type="button"
            variant="secondary"
            disabled={save.isPending}
            onClick={() => save.mutate({ status: null, until: null })}
            data-testid="right-to-work-clear"
          >
            {t('rightToWork.clear')}
          </Button>
        )}
        <Button type="submit" loading={save.isPending} disabled={!changed} data-testid="right-to-work-save">
          {t('rightToWork.save')}
        </Button>
      </div>
    </form>
  );
}

/** What letters will say, in both letter languages (a letter is in its CV's language). */
function LetterSentence({ saved }: { saved: RightToWorkState }) {
  const { t } = useAccountText();
  if (!saved.sentence) {
    return (
      <p className="rounded-xl bg-slate-50 px-4 py-3 text-sm text-slate-600 ring-1 ring-slate-200" data-testid="right-to-work-none">
        {t('rightToWork.none')}
      </p>
    );
  }
  return (
    <div className="rounded-xl bg-slate-50 px-4 py-3 ring-1 ring-slate-200" data-testid="right-to-work-sentence">
      <p className="flex items-center gap-1.5 text-sm font-medium text-slate-700">
        <Quote className="size-4 text-primary-700" aria-hidden="true" />
        {t('rightToWork.letterSays')}
      </p>
      <dl className="mt-2 space-y-2 text-[15px] text-slate-800">
        <div>
          <dt className="text-xs font-medium text-slate-500">{t('rightToWork.inEnglish')}</dt>
          <dd lang="en-GB">{saved.sentence.en}</dd>
        </div>
        <div>
          <dt className="text-xs font-medium text-slate-500">{t('rightToWork.inChinese')}</dt>
          <dd lang="zh-CN">{saved.sentence.cn}</dd>
        </div>
      </dl>
    </div>
  );
}
