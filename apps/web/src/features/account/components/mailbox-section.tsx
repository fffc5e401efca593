import { Link2, Mailbox } from 'lucide-react';
import { useId } from 'react';
import { Badge, Button } from '@/components/ui';
import { useAccountText } from '../lib/use-account-text';
import { SectionCard } from './section-card';

/** The Gmail link of Flash Apply: built with Flash Apply (a later issue). Shown honestly as not linked. */
export function MailboxSection() {
  const { t } = useAccountText();
  const noteId = useId();
  return (
    <SectionCard id="mailbox" icon={Mailbox} title={t('mailbox.title')} description={t('mailbox.description')} testId="settings-mailbox">
      <div className="flex flex-col gap-3 rounded-xl border border-slate-200 px-4 py-3 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex items-center gap-3">
          <span className="font-medium text-slate-900">{t('mailbox.gmail')}</span>
          <Badge tone="neutral" className="whitespace-nowrap">
            <span data-testid="mailbox-status">{t('mailbox.notLinked')}</span>
          </Badge>
        </div>
        <Button
          variant="secondary"
          size="sm"
          disabled
          aria-describedby={noteId}
          data-testid="mailbox-link"
          icon={<Link2 className="size-4" aria-hidden="true" />}
        >
          {t('mailbox.link')}
        </Button>
      </div>
      <p id={noteId} className="mt-3 text-sm text-slate-500">
        {t('mailbox.comingSoon')}
      </p>
    </SectionCard>
  );
}
