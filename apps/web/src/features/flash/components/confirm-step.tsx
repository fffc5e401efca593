import type { FlashBatch } from '@jobbridge/contracts';
import { ArrowLeft, Download, Paperclip, Send } from 'lucide-react';
import { Button, Card } from '@/components/ui';
import { VerdictBadge } from '@/components/verdict-badge';
import { useConfirmBatch, useOpenAttachedResume } from '../api/flash';
import { isCode } from '../lib/codes';
import { writtenIn } from '../lib/letter-language';
import { useFlashText } from '../lib/use-flash-text';
import { MailboxStatus } from './mailbox-status';
import { NoticeBox, SalaryBadge } from './select-step';

/** Step 4: what will go out, from which mailbox, with which resume; failed letters are skipped. */
export function ConfirmStep({ batch, onBack }: { batch: FlashBatch; onBack: () => void }) {
  const { t, language } = useFlashText();
  const confirm = useConfirmBatch(batch.id);
  const download = useOpenAttachedResume();
  const ready = batch.applications.filter((a) => a.letterStatus === 'success');
  const skipped = batch.applications.length - ready.length;
  const filename = batch.attachmentName;
  return (
    <Card className="p-4 sm:p-6" data-testid="flash-confirm">
      <h2 className="text-lg font-semibold text-slate-900">{t('confirm.title')}</h2>
      <p className="mt-2 text-[15px] text-slate-800" data-testid="flash-confirm-summary">
        {batch.mailbox
          ? t('confirm.summary', { count: ready.length, mailbox: batch.mailbox.address })
          : t('confirm.summaryNoMailbox', { count: ready.length })}
      </p>
      {skipped > 0 && <p className="mt-1 text-sm text-slate-600">{t('confirm.skipped', { count: skipped })}</p>}
      <div className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-600">
        <span className="flex items-center gap-1.5">
          <Paperclip className="size-4" aria-hidden="true" />
          {t('confirm.attachment', { name: filename })}
        </span>
        <Button
          variant="ghost"
          size="sm"
          data-testid="flash-preview-resume"
          loading={download.isPending}
          title={t('confirm.previewNote')}
          onClick={() => download.mutate({ batchId: batch.id, filename })}
          icon={<Download className="size-4" aria-hidden="true" />}
        >
          {t('confirm.preview')}
        </Button>
      </div>
      <p className="mt-1 text-sm text-slate-600" data-testid="flash-confirm-language">
        {t('confirm.language', {
          language: [...new Set(ready.map((a) => writtenIn(a.letter)))]
            .sort()
            .map((l) => t(l === 'cn' ? 'select.languageCn' : 'select.languageEn'))
            .join(language === 'cn' ? '、' : ', '),
        })}
      </p>
      {download.isError && <NoticeBox notice={{ code: isCode(download.error) }} testId="flash-preview-error" />}
      <div className="mt-4">
        <MailboxStatus mailbox={batch.mailbox} />
      </div>
      <ul className="mt-4 divide-y divide-slate-100 rounded-xl text-sm ring-1 ring-slate-200">
        {ready.map((app) => (
          <li key={app.id} className="flex flex-col gap-0.5 p-3 sm:flex-row sm:items-center sm:justify-between">
            <span className="min-w-0">
              <span className="font-medium text-slate-900">
                {app.title} <span className="font-normal text-slate-500">· {app.company}</span>
              </span>
              {app.verdictKind && (
                <span className="mt-1 flex flex-wrap gap-1.5" data-testid="flash-confirm-verdict">
                  <VerdictBadge kind={app.verdictKind} language={language} />
                  {app.salaryStatus && <SalaryBadge status={app.salaryStatus} />}
                </span>
              )}
            </span>
            <span className="break-all text-slate-600">{app.recipients.join(', ')}</span>
          </li>
        ))}
      </ul>
      {confirm.isError && (
        <div className="mt-4">
          <NoticeBox notice={{ code: isCode(confirm.error) }} testId="flash-confirm-error" />
        </div>
      )}
      <p className="mt-4 text-xs leading-relaxed text-slate-500">{t('confirm.note')}</p>
      <div className="mt-4 flex flex-col-reverse gap-2 sm:flex-row sm:justify-between">
        <Button variant="ghost" onClick={onBack} icon={<ArrowLeft className="size-4" aria-hidden="true" />}>
          {t('confirm.back')}
        </Button>
        <Button
          size="lg"
          onClick={() => confirm.mutate()}
          loading={confirm.isPending}
          disabled={ready.length === 0}
          data-testid="flash-send"
          icon={<Send className="size-4" aria-hidden="true" />}
        >
          {t('confirm.send', { count: ready.length })}
        </Button>
      </div>
    </Card>
  );
}
