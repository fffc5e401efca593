import { Code2, Download, Inbox, Paperclip, RefreshCw, Search, Wrench } from 'lucide-react';
import { useEffect, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Badge, Button, ButtonLink, Card, Skeleton, TextField } from '@/components/ui';
import { paths } from '@/config/paths';
import { useSiteInfo } from '@/lib/site';
import { useLanguage } from '@/lib/i18n';
import { htmlLang } from '@/lib/language';
import { translateError } from '@/lib/translate-error';
import type { DevMail, Language } from '@jobbridge/contracts';
import { useOutbox } from './api/outbox';
import { linkify } from './linkify';
import { cn } from '@/lib/cn';

/** /dev/mail: the development outbox (mail the app would have sent), newest first. Development only. */
export function DevMailPage() {
  const { t } = useTranslation('auth');
  const site = useSiteInfo();
  const enabled = site.data?.auth.devMail === true;

  useEffect(() => {
    document.title = `${t('devMail.title')} · ${t('campaign.brand')}`;
  }, [t]);

  return (
    <div className="mx-auto w-full max-w-[960px] px-4 py-8 sm:px-6 sm:py-12" data-testid="dev-mail-page">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <Badge tone="warning" icon={<Wrench className="size-3.5" aria-hidden="true" />}>
            {t('devMail.badge')}
          </Badge>
          <h1 className="mt-3 text-2xl font-semibold tracking-tight text-slate-900 sm:text-[28px]">{t('devMail.title')}</h1>
          <p className="mt-2 max-w-2xl text-[15px] leading-relaxed text-slate-600">{t('devMail.lead')}</p>
        </div>
      </div>
      <div className="mt-8">
        {site.isPending ? (
          <ListSkeleton />
        ) : enabled ? (
          <Outbox />
        ) : (
          <Card className="p-6 sm:p-8" data-testid="dev-mail-unavailable">
            <h2 className="text-lg font-semibold text-slate-900">{t('devMail.unavailableTitle')}</h2>
            <p className="mt-2 text-[15px] text-slate-600">{t('devMail.unavailableText')}</p>
            <ButtonLink to={paths.home} variant="secondary" className="mt-5">
              {t('actions.home')}
            </ButtonLink>
          </Card>
        )}
      </div>
    </div>
  );
}

function Outbox() {
  const { t } = useTranslation('auth');
  const { language } = useLanguage();
  const [filter, setFilter] = useState('');
  const outbox = useOutbox();
  const mails = useMemo(() => {
    const needle = filter.trim().toLowerCase();
    const list = outbox.data ?? [];
    return needle ? list.filter((mail) => mail.to.toLowerCase().includes(needle)) : list;
  }, [outbox.data, filter]);

  return (
    <>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <TextField
          className="flex-1"
          label={t('devMail.filter')}
          placeholder={t('devMail.filterPlaceholder')}
          value={filter}
          onChange={(event) => setFilter(event.target.value)}
          icon={<Search className="size-5" aria-hidden="true" />}
          type="search"
          data-testid="dev-mail-filter"
        />
        <Button
          variant="secondary"
          className="h-12"
          onClick={() => void outbox.refetch()}
          loading={outbox.isFetching}
          data-testid="dev-mail-refresh"
          icon={<RefreshCw className="size-4" aria-hidden="true" />}
        >
          {t('devMail.refresh')}
        </Button>
      </div>
      <div className="mt-6" aria-live="polite" aria-busy={outbox.isFetching}>
        {outbox.isPending ? (
          <ListSkeleton />
        ) : outbox.isError ? (
          <Card className="p-6" role="alert">
            <p className="text-[15px] text-slate-700">{translateError(outbox.error, language)}</p>
            <Button className="mt-4" variant="secondary" onClick={() => void outbox.refetch()}>
              {t('actions.retry')}
            </Button>
          </Card>
        ) : mails.length === 0 ? (
          <Card className="flex flex-col items-center p-10 text-center" data-testid="dev-mail-empty">
            <div className="flex size-12 items-center justify-center rounded-full bg-slate-100 text-slate-500">
              <Inbox className="size-6" aria-hidden="true" />
            </div>
            <p className="mt-4 font-medium text-slate-900">{filter ? t('devMail.noMatch') : t('devMail.empty')}</p>
            {!filter && <p className="mt-1 max-w-md text-[15px] text-slate-600">{t('devMail.emptyHint')}</p>}
          </Card>
        ) : (
          <>
            <p className="mb-3 text-sm text-slate-500">{t('devMail.count', { count: mails.length })}</p>
            <ul className="space-y-4">
              {mails.map((mail) => (
                <li key={mail.id}>
                  <MailCard mail={mail} />
                </li>
              ))}
            </ul>
          </>
        )}
      </div>
    </>
  );
}

function MailCard({ mail }: { mail: DevMail }) {
  const { t } = useTranslation('auth');
  const { language } = useLanguage();
  const [showHtml, setShowHtml] = useState(false);
  const htmlId = useId();
  const sent = new Date(mail.sentAt);
  const parts = useMemo(() => linkify(mail.text, window.location.origin), [mail.text]);

  return (
    <Card className="overflow-hidden" data-testid="dev-mail-item">
      <div className="border-b border-slate-100 px-5 py-4">
        <h2 className="text-[17px] font-semibold break-words text-slate-900">{mail.subject}</h2>
        <dl className="mt-1.5 grid gap-x-6 gap-y-1 text-sm text-slate-600 sm:grid-cols-[auto_1fr]">
          {mail.from && (
            <div className="flex gap-1.5 sm:col-span-2">
              <dt className="text-slate-500">{t('devMail.from')}</dt>
              <dd className="font-medium break-all text-slate-800" data-testid="dev-mail-from">
                {mail.from}
              </dd>
            </div>
          )}
          <div className="flex gap-1.5">
            <dt className="text-slate-500">{t('devMail.to')}</dt>
            <dd className="font-medium break-all text-slate-800" data-testid="dev-mail-to">
              {mail.to}
            </dd>
          </div>
          <div className="flex gap-1.5">
            <dt className="text-slate-500">{t('devMail.sent')}</dt>
            <dd>
              <time dateTime={mail.sentAt}>{sent.toLocaleString(htmlLang(language), { dateStyle: 'medium', timeStyle: 'medium' })}</time>
            </dd>
          </div>
          {mail.messageId && (
            <div className="flex min-w-0 gap-1.5">
              <dt className="text-slate-500">{t('devMail.messageId')}</dt>
              <dd className="break-all" data-testid="dev-mail-message-id">
                {mail.messageId}
              </dd>
            </div>
          )}
        </dl>
      </div>
      <div className="px-5 py-4 text-[15px] leading-relaxed break-words whitespace-pre-wrap text-slate-700" data-testid="dev-mail-text">
        {parts.map((part, index) =>
          part.kind === 'text' ? (
            <span key={index}>{part.text}</span>
          ) : part.path ? (
            <Link
              key={index}
              to={part.path}
              className="font-medium break-all text-primary-700 underline underline-offset-2 hover:text-primary-800"
            >
              {part.text}
            </Link>
          ) : (
            <a
              key={index}
              href={part.href}
              target="_blank"
              rel="noopener noreferrer"
              className="font-medium break-all text-primary-700 underline underline-offset-2 hover:text-primary-800"
            >
              {part.text}
            </a>
          ),
        )}
      </div>
      {mail.attachments.length > 0 && (
        <div className="border-t border-slate-100 px-5 py-3">
          <h3 className="text-sm font-medium text-slate-500">{t('devMail.attachments', { count: mail.attachments.length })}</h3>
          <ul className="mt-2 flex flex-wrap gap-2">
            {mail.attachments.map((file) => (
              <li key={file.position}>
                <a
                  href={`/api/dev/mail/${mail.id}/attachments/${file.position}`}
                  download={file.filename}
                  className={cn(
                    'inline-flex max-w-full items-center gap-2 rounded-xl border border-slate-200 px-3 py-2 text-sm',
                    'hover:border-slate-300 hover:bg-slate-50',
                  )}
                  data-testid="dev-mail-attachment"
                  aria-label={t('devMail.download', { name: file.filename, size: formatSize(file.size, language) })}
                >
                  <Paperclip className="size-4 shrink-0 text-slate-500" aria-hidden="true" />
                  <span className="font-medium break-all text-primary-700">{file.filename}</span>
                  <span className="whitespace-nowrap text-slate-500">{formatSize(file.size, language)}</span>
                  <Download className="size-4 shrink-0 text-slate-500" aria-hidden="true" />
                </a>
              </li>
            ))}
          </ul>
        </div>
      )}
      {mail.html && (
        <div className="border-t border-slate-100 px-5 py-3">
          <Button
            variant="ghost"
            size="sm"
            aria-expanded={showHtml}
            aria-controls={htmlId}
            onClick={() => setShowHtml((value) => !value)}
            icon={<Code2 className="size-4" aria-hidden="true" />}
          >
            {showHtml ? t('devMail.hideHtml') : t('devMail.showHtml')}
          </Button>
          {showHtml && (
            // The HTML part in a sandbox with no permissions: no scripts, no same-origin access.
            <iframe
              id={htmlId}
              title={t('devMail.htmlTitle', { subject: mail.subject })}
              sandbox=""
              srcDoc={mail.html}
              className="mt-3 h-[420px] w-full rounded-xl border border-slate-200 bg-white"
            />
          )}
        </div>
      )}
    </Card>
  );
}

/** 1.2 KB, 310 KB, 2.4 MB in the page's language. */
function formatSize(bytes: number, language: Language): string {
  const format = (value: number, unit: string) => `${value.toLocaleString(htmlLang(language), { maximumFractionDigits: 1 })} ${unit}`;
  if (bytes < 1024) return format(bytes, 'B');
  if (bytes < 1024 * 1024) return format(bytes / 1024, 'KB');
  return format(bytes / (1024 * 1024), 'MB');
}

function ListSkeleton() {
  return (
    <div className="space-y-4" aria-hidden="true">
      {[0, 1, 2].map((i) => (
        <Card key={i} className="p-5">
          <Skeleton className="h-5 w-2/3" />
          <Skeleton className="mt-3 h-4 w-1/2" />
          <Skeleton className="mt-5 h-4 w-full" />
          <Skeleton className="mt-2 h-4 w-5/6" />
        </Card>
      ))}
    </div>
  );
}
