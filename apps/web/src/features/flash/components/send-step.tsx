import type { FlashBatch } from '@jobbridge/contracts';
import { CheckCircle2, History, Zap } from 'lucide-react';
import { Button, Card } from '@/components/ui';
import { useFlashText } from '../lib/use-flash-text';
import { ProgressBar } from './progress-bar';
import { SendStatusBadge } from './status-badges';
import { UnknownChoice } from './unknown-choice';

const FINAL = new Set(['sent', 'failed', 'unknown', 'skipped']);

/** Step 5: each email's send status, live; once the batch is done, the outcome and what next. */
export function SendStep({ batch, onNew, onHistory }: { batch: FlashBatch; onNew: () => void; onHistory: () => void }) {
  const { t } = useFlashText();
  const apps = batch.applications;
  const toSend = apps.filter((a) => a.sendStatus !== 'skipped');
  const finished = toSend.filter((a) => FINAL.has(a.sendStatus)).length;
  const sent = apps.filter((a) => a.sendStatus === 'sent').length;
  const failed = apps.filter((a) => a.sendStatus === 'failed' || a.sendStatus === 'unknown').length;
  const done = batch.status === 'done';
  return (
    <Card className="p-4 sm:p-6" data-testid="flash-sending">
      {done ? (
        <div className="flex items-start gap-3" role="status">
          <CheckCircle2 className="mt-0.5 size-7 shrink-0 text-emerald-600" aria-hidden="true" />
          <div>
            <h2 className="text-lg font-semibold text-slate-900">{t('success.title')}</h2>
            <p className="mt-1 text-[15px] text-slate-700" data-testid="flash-success-summary">
              {t('success.summary', { count: sent })}
              {failed > 0 && ` ${t('success.failed', { count: failed })}`}
            </p>
          </div>
        </div>
      ) : (
        <>
          <h2 className="text-lg font-semibold text-slate-900">{t('sending.title')}</h2>
          <p className="mt-1 text-[15px] text-slate-600">{t('sending.text')}</p>
        </>
      )}
      <div className="mt-4">
        <ProgressBar label={t('sending.progress')} done={finished} total={toSend.length} testId="flash-send-progress" />
      </div>
      <ul className="mt-4 divide-y divide-slate-100 rounded-xl ring-1 ring-slate-200">
        {apps.map((app) => (
          <li key={app.id} className="flex flex-wrap items-center justify-between gap-2 p-3 sm:p-4" data-testid="flash-email">
            <div className="min-w-0">
              <p className="font-medium text-slate-900">{app.title}</p>
              <p className="truncate text-sm text-slate-600">
                {app.company}
                {app.recipients.length > 0 && ` · ${app.recipients.join(', ')}`}
              </p>
              {app.sendError && <p className="mt-1 text-sm text-rose-700">{app.sendError}</p>}
              <UnknownChoice app={app} />
            </div>
            <SendStatusBadge status={app.sendStatus} />
          </li>
        ))}
      </ul>
      {done && (
        <div className="mt-5 flex flex-col gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onHistory} icon={<History className="size-4" aria-hidden="true" />}>
            {t('success.history')}
          </Button>
          <Button onClick={onNew} icon={<Zap className="size-4" aria-hidden="true" />} data-testid="flash-new-batch">
            {t('success.again')}
          </Button>
        </div>
      )}
    </Card>
  );
}
