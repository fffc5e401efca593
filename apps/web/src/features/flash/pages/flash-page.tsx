import type { CreateFlashBatchRequest } from '@jobbridge/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Card, ErrorState, PageHeading, Skeleton } from '@/components/ui';
import { cn } from '@/lib/cn';
import { flashKeys, useCreateBatch, useCurrentBatch, useDiscardBatch, useFlashList } from '../api/flash';
import { useLiveBatch } from '../api/use-batch-stream';
import { ConfirmStep } from '../components/confirm-step';
import { EditStep } from '../components/edit-step';
import { GenerateStep } from '../components/generate-step';
import { HistoryPanel } from '../components/history-panel';
import { SelectStep } from '../components/select-step';
import { SendStep } from '../components/send-step';
import { Stepper, type Step } from '../components/stepper';
import { isCode } from '../lib/codes';
import { useFlashText } from '../lib/use-flash-text';

type LocalStep = 'generate' | 'edit' | 'confirm';

function Loading() {
  return (
    <div className="space-y-4" data-testid="flash-loading">
      <Skeleton className="h-8 w-full max-w-xl" />
      <Card className="space-y-3 p-5">
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} className="h-14 w-full" />
        ))}
      </Card>
    </div>
  );
}

/** /app/easy: Flash Apply (select → generate → edit → confirm → success) and the history of every letter. */
export function FlashPage() {
  const { t } = useFlashText();
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'history' ? 'history' : 'apply';
  const setTab = (next: 'apply' | 'history') => setParams(next === 'history' ? { tab: 'history' } : {}, { replace: true });

  return (
    <div>
      <PageHeading title={t('title')} intro={t('intro')} />
      <div role="tablist" aria-label={t('tabs.label')} className="mb-5 inline-flex rounded-xl bg-slate-100 p-1">
        {(['apply', 'history'] as const).map((name) => (
          <button
            key={name}
            type="button"
            role="tab"
            aria-selected={tab === name}
            onClick={() => setTab(name)}
            className={cn(
              'rounded-lg px-4 py-1.5 text-sm font-medium focus-visible:ring-2 focus-visible:ring-primary-400 focus-visible:outline-none',
              tab === name ? 'bg-white text-slate-900 shadow-sm' : 'text-slate-600 hover:text-slate-900',
            )}
          >
            {t(`tabs.${name}`)}
          </button>
        ))}
      </div>
      {tab === 'history' ? <HistoryPanel /> : <ApplyFlow onHistory={() => setTab('history')} />}
    </div>
  );
}

function ApplyFlow({ onHistory }: { onHistory: () => void }) {
  const { t, errorText } = useFlashText();
  const client = useQueryClient();
  const list = useFlashList();
  const current = useCurrentBatch();
  const create = useCreateBatch();
  const discard = useDiscardBatch();
  // undefined: follow the server's current batch; null: a new selection; a string: this batch.
  const [chosen, setChosen] = useState<string | null | undefined>(undefined);
  const [localStep, setLocalStep] = useState<LocalStep | null>(null);
  const batchId = chosen !== undefined ? chosen : (current.data?.id ?? null);
  const live = useLiveBatch(batchId);

  if (list.isPending || current.isPending) return <Loading />;
  if (list.isError || current.isError) {
    return (
      <ErrorState
        testId="flash-load-error"
        title={t('loadFailed')}
        message={errorText(list.error ?? current.error)}
        retryLabel={t('retry')}
        retrying={list.isFetching || current.isFetching}
        onRetry={() => void Promise.all([list.refetch(), current.refetch()])}
      />
    );
  }

  const startOver = () => {
    const unsent = live.data && (live.data.status === 'generating' || live.data.status === 'ready') ? live.data.id : null;
    if (unsent) discard.mutate(unsent, { onSettled: () => void client.invalidateQueries({ queryKey: flashKeys.current }) });
    setChosen(null);
    setLocalStep(null);
    create.reset();
    void client.invalidateQueries({ queryKey: flashKeys.list });
    void client.invalidateQueries({ queryKey: flashKeys.current });
  };

  if (!batchId) {
    const onCreate = (request: CreateFlashBatchRequest) =>
      create.mutate(request, {
        onSuccess: (batch) => {
          setChosen(batch.id);
          setLocalStep('generate');
        },
      });
    return (
      <>
        <Stepper step="select" />
        <SelectStep
          list={list.data}
          creating={create.isPending}
          serverError={create.isError ? { code: isCode(create.error) } : null}
          onCreate={onCreate}
        />
      </>
    );
  }

  const batch = live.data;
  if (!batch) {
    if (live.isError) {
      return (
        <ErrorState
          title={t('loadFailed')}
          message={errorText(live.error)}
          retryLabel={t('retry')}
          onRetry={() => void live.refetch()}
          retrying={live.isFetching}
        />
      );
    }
    return <Loading />;
  }

  // Seen while letters are being written: stay on that step to see the outcome, rather than jump on by itself.
  if (localStep === null && batch.status === 'generating') setLocalStep('generate');
  const hasLetters = batch.applications.some((a) => a.letterStatus === 'success');
  let step: Step;
  if (batch.status === 'sending' || batch.status === 'done') step = 'success';
  else step = localStep ?? (batch.status === 'ready' && hasLetters ? 'edit' : 'generate');
  if (batch.status === 'generating' && step !== 'generate') step = 'generate';

  return (
    <>
      <Stepper step={step} complete={batch.status === 'done'} />
      {step === 'generate' && <GenerateStep batch={batch} onContinue={() => setLocalStep('edit')} onStartOver={startOver} />}
      {step === 'edit' && (
        <EditStep
          batch={batch}
          maxRecipients={list.data.limits.recipients}
          onBack={() => setLocalStep('generate')}
          onContinue={() => setLocalStep('confirm')}
        />
      )}
      {step === 'confirm' && <ConfirmStep batch={batch} onBack={() => setLocalStep('edit')} />}
      {step === 'success' && <SendStep batch={batch} onNew={startOver} onHistory={onHistory} />}
    </>
  );
}
