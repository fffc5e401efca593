import type { FlashApplication } from '@jobbridge/contracts';
import type { Language } from '@jobbridge/contracts/core';
import { Download, FileText, History } from 'lucide-react';
import { useState } from 'react';
import { Button, Card, ErrorState, Skeleton } from '@/components/ui';
import { Dialog } from '@/components/ui/dialog';
import { intlLocale } from '@/lib/language';
import { downloadLetterPdf, HISTORY_PAGE_SIZE, useHistory } from '../api/flash';
import { isCode } from '../lib/codes';
import { useFlashText } from '../lib/use-flash-text';
import { NoticeBox } from './select-step';
import { SendStatusBadge } from './status-badges';
import { UnknownChoice } from './unknown-choice';
import { cn } from '@/lib/cn';

/** When it went (or was tried), in the page's language and UK time: "29 Nov 2026, 04:58" / "2026年11月29日 04:58". */
const when = (app: FlashApplication, language: Language) =>
  new Date(app.sentAt ?? app.createdAt).toLocaleString(intlLocale(language), {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Europe/London',
  });

/** Saves a letter's PDF under a readable name. */
function useDownload() {
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<unknown>(null);
  const download = async (app: FlashApplication) => {
    setBusy(app.id);
    setError(null);
    try {
      const blob = await downloadLetterPdf(app.id);
      const url = URL.createObjectURL(blob);
      const link = document.createElement('a');
      link.href = url;
      link.download = `${`${app.company} ${app.title}`.replace(/[^\p{L}\p{N}]+/gu, '-').replace(/^-|-$/g, '') || 'letter'}.pdf`;
      link.click();
      setTimeout(() => URL.revokeObjectURL(url), 1000);
    } catch (cause) {
      setError(cause ?? 'INTERNAL_ERROR');
    } finally {
      setBusy(null);
    }
  };
  return { busy, error, download };
}

/** Every letter sent or tried, newest first: open it again, download it as a PDF. */
export function HistoryPanel() {
  const { t, errorText, language } = useFlashText();
  const [page, setPage] = useState(1);
  const history = useHistory(page);
  const [open, setOpen] = useState<FlashApplication | null>(null);
  const { busy, error, download } = useDownload();

  if (history.isPending) {
    return (
      <Card className="space-y-3 p-5" data-testid="flash-history-loading">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-14 w-full" />
        ))}
      </Card>
    );
  }
  if (history.isError) {
    return (
      <ErrorState
        title={t('history.loadFailed')}
        message={errorText(history.error)}
        retryLabel={t('retry')}
        onRetry={() => void history.refetch()}
        retrying={history.isFetching}
      />
    );
  }
  const { items, total } = history.data;
  if (items.length === 0) {
    return (
      <Card className="p-8 text-center" data-testid="flash-history-empty">
        <History className="mx-auto size-9 text-slate-400" aria-hidden="true" />
        <p className="mt-3 font-medium text-slate-900">{t('history.emptyTitle')}</p>
        <p className="mt-1 text-[15px] text-slate-600">{t('history.emptyText')}</p>
      </Card>
    );
  }
  const pages = Math.max(1, Math.ceil(total / HISTORY_PAGE_SIZE));
  return (
    <Card className="p-2 sm:p-3" data-testid="flash-history">
      {error !== null && <NoticeBox notice={{ code: isCode(error) ?? 'INTERNAL_ERROR' }} testId="flash-download-error" />}
      <ul className="divide-y divide-slate-100">
        {items.map((app) => (
          <li
            key={app.id}
            className="flex flex-col gap-2 p-3 sm:flex-row sm:items-center sm:justify-between"
            data-testid="flash-history-item"
          >
            <div className="min-w-0">
              <p className="font-medium text-slate-900">
                {app.title} <span className="font-normal text-slate-500">· {app.company}</span>
              </p>
              <p className="truncate text-sm text-slate-600">
                {when(app, language)}
                {app.recipients.length > 0 && ` · ${app.recipients.join(', ')}`}
              </p>
              <UnknownChoice app={app} />
            </div>
            <div className="flex shrink-0 flex-wrap items-center gap-2">
              <SendStatusBadge status={app.sendStatus} />
              <Button variant="secondary" size="sm" onClick={() => setOpen(app)} icon={<FileText className="size-4" aria-hidden="true" />}>
                {t('history.open')}
              </Button>
              <Button
                variant="ghost"
                size="sm"
                onClick={() => void download(app)}
                loading={busy === app.id}
                aria-label={t('history.downloadFor', { title: app.title })}
                icon={<Download className="size-4" aria-hidden="true" />}
              >
                {t('history.pdf')}
              </Button>
            </div>
          </li>
        ))}
      </ul>
      {pages > 1 && (
        <div className="flex items-center justify-between p-3 text-sm text-slate-600">
          <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            {t('history.previous')}
          </Button>
          <span>{t('history.page', { page, pages })}</span>
          <Button variant="secondary" size="sm" disabled={page >= pages} onClick={() => setPage(page + 1)}>
            {t('history.next')}
          </Button>
        </div>
      )}
      <Dialog
        open={open !== null}
        onOpenChange={(value) => !value && setOpen(null)}
        title={open ? `${open.title} · ${open.company}` : ''}
        closeLabel={t('history.close')}
        className="sm:max-w-2xl"
        testId="flash-letter-dialog"
      >
        {open && (
          <div className="mt-3 space-y-3">
            <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm">
              <dt className="text-slate-500">{t('history.to')}</dt>
              <dd className="break-all text-slate-800">{open.recipients.join(', ') || '—'}</dd>
              <dt className="text-slate-500">{t('edit.subject')}</dt>
              <dd className="text-slate-800">{open.subject}</dd>
              <dt className="text-slate-500">{t('history.messageId')}</dt>
              <dd className="break-all text-slate-800" data-testid="flash-message-id">
                {open.messageId}
              </dd>
              <dt className="text-slate-500">{t('history.status')}</dt>
              <dd>
                <SendStatusBadge status={open.sendStatus} />
              </dd>
            </dl>
            <div
              className={cn(
                'max-h-[50vh] overflow-y-auto rounded-xl bg-slate-50 p-4 text-[15px] leading-relaxed',
                'whitespace-pre-wrap text-slate-800 ring-1 ring-slate-200',
              )}
            >
              {open.letter}
            </div>
            <div className="flex justify-end">
              <Button
                onClick={() => void download(open)}
                loading={busy === open.id}
                icon={<Download className="size-4" aria-hidden="true" />}
              >
                {t('history.download')}
              </Button>
            </div>
          </div>
        )}
      </Dialog>
    </Card>
  );
}
