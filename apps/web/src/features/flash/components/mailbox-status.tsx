import type { FlashBatch } from '@jobbridge/contracts';
import { AlertTriangle, Mail } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useFlashText } from '../lib/use-flash-text';

/** The sender mailbox, or what to do when none is linked (a link to the settings page). */
export function MailboxStatus({ mailbox }: { mailbox: FlashBatch['mailbox'] }) {
  const { t, errorText } = useFlashText();
  if (!mailbox) {
    return (
      <div
        className="flex items-start gap-2.5 rounded-xl bg-amber-50 p-3 text-sm text-amber-950 ring-1 ring-amber-200"
        data-testid="flash-no-mailbox"
      >
        <AlertTriangle className="mt-0.5 size-4 shrink-0 text-amber-700" aria-hidden="true" />
        <p>
          {errorText('MAILBOX_NOT_CONNECTED')}{' '}
          <Link to={paths.settings} className="font-medium text-primary-800 underline underline-offset-2">
            {t('mailbox.link')}
          </Link>
        </p>
      </div>
    );
  }
  return (
    <div
      className="flex items-start gap-2.5 rounded-xl bg-slate-50 p-3 text-sm text-slate-700 ring-1 ring-slate-200"
      data-testid="flash-mailbox"
    >
      <Mail className="mt-0.5 size-4 shrink-0 text-primary-700" aria-hidden="true" />
      <p className="min-w-0">
        {t('mailbox.from')} <span className="font-medium break-all text-slate-900">{mailbox.address}</span>
        {mailbox.kind === 'development' && (
          <>
            {' '}
            <span className="text-slate-500">({t('mailbox.development')})</span>
          </>
        )}
      </p>
    </div>
  );
}
