import { Link } from 'react-router';
import { Badge } from '@/components/ui';
import { paths } from '@/config/paths';
import { useMailboxStatus } from '../api/mailbox';
import { useMailboxText } from '../lib/use-mailbox-text';

/** The linked mailbox in the account overview: its address, or "Not linked" with the way to Settings. */
export function MailboxSummary() {
  const { t } = useMailboxText();
  const mailbox = useMailboxStatus().data?.mailbox;
  return (
    <span className="flex flex-wrap items-center gap-2">
      {mailbox ? (
        <>
          <Badge tone={mailbox.usable ? 'success' : 'warning'}>{mailbox.usable ? t('linked') : t('needsRelink')}</Badge>
          <span className="text-sm break-all text-slate-700">{mailbox.address}</span>
        </>
      ) : (
        <>
          <Badge tone="neutral">{t('notLinked')}</Badge>
          <Link to={`${paths.settings}#mailbox`} className="text-sm font-medium text-primary-700 underline underline-offset-2">
            {t('settingsLink')}
          </Link>
        </>
      )}
    </span>
  );
}
