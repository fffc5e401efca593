import { mailboxLinkFailures, type MailboxStatus } from '@jobbridge/contracts';
import { CheckCircle2, Link2, Mailbox, Unlink, Wrench } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Badge, Button, Skeleton } from '@/components/ui';
import { Dialog } from '@/components/ui/dialog';
import { htmlLang } from '@/lib/language';
import { useMailboxStatus, useStartMailboxLink, useUnlinkMailbox } from '../api/mailbox';
import { FormAlert } from '@/components/form-alert';
import { SectionCard } from '@/components/section-card';
import { useMailboxText } from '../lib/use-mailbox-text';
import { notify } from '@/lib/notify';

type LinkFailure = (typeof mailboxLinkFailures)[number];
const isFailure = (value: string | null): value is LinkFailure => mailboxLinkFailures.includes(value as LinkFailure);

/**
 * The mailbox Flash Apply sends from: link a Google mailbox (Google's consent page, gmail.send only), or the
 * development mailbox when this server has no Google client; the linked address; unlink after a confirmation.
 * Coming back from Google, `?mailbox=linked|error&reason=…` says how it went, once.
 */
export function MailboxSection() {
  const { t, apiErrorText } = useMailboxText();
  const status = useMailboxStatus();
  const { search, hash } = useLocation();
  const navigate = useNavigate();
  const [returned, setReturned] = useState<{ ok: true } | { ok: false; reason: LinkFailure } | null>(null);
  const [error, setError] = useState<string | undefined>();
  const [confirming, setConfirming] = useState(false);

  // The callback's answer is shown once and taken out of the address (a reload does not say it again).
  useEffect(() => {
    const params = new URLSearchParams(search);
    const outcome = params.get('mailbox');
    if (!outcome) return;
    const reason = params.get('reason');
    setReturned(outcome === 'linked' ? { ok: true } : { ok: false, reason: isFailure(reason) ? reason : 'failed' });
    params.delete('mailbox');
    params.delete('reason');
    const rest = params.toString();
    void navigate({ search: rest ? `?${rest}` : '', hash }, { replace: true, preventScrollReset: true });
  }, [search, hash, navigate]);

  const start = useStartMailboxLink({
    meta: { silentError: true },
    onMutate: () => {
      setError(undefined);
      setReturned(null);
    },
    onSuccess: (answer) => {
      if (!answer.authorizationUrl) notify('success', t('linkedToast'));
    },
    onError: (err) => setError(apiErrorText(err)),
  });
  const unlink = useUnlinkMailbox({
    meta: { silentError: true },
    onSuccess: () => {
      setConfirming(false);
      setReturned(null);
      notify('success', t('unlinkedToast'));
    },
    onError: (err) => {
      setConfirming(false);
      setError(apiErrorText(err));
    },
  });

  const data = status.data;
  return (
    <SectionCard id="mailbox" icon={Mailbox} title={t('title')} description={t('description')} testId="settings-mailbox">
      <div className="space-y-3">
        {returned?.ok && (
          <p
            role="status"
            data-testid="mailbox-returned"
            className="flex items-center gap-2 rounded-xl border border-emerald-200 bg-emerald-50 px-4 py-3 text-sm text-emerald-800"
          >
            <CheckCircle2 className="size-4 shrink-0" aria-hidden="true" />
            {t('returned.linked')}
          </p>
        )}
        {returned && !returned.ok && <FormAlert message={t(`returned.${returned.reason}`)} testId="mailbox-returned" />}
        {status.isPending ? (
          <Skeleton className="h-[68px] w-full rounded-xl" />
        ) : status.isError ? (
          <FormAlert message={apiErrorText(status.error)} testId="mailbox-load-error" />
        ) : data ? (
          <MailboxRow
            status={data}
            linking={start.isPending}
            onLink={() => start.mutate()}
            onUnlink={() => {
              setError(undefined);
              setConfirming(true);
            }}
          />
        ) : null}
        <FormAlert message={error} testId="mailbox-error" />
        {data?.provider === 'development' && (
          <p className="flex items-start gap-2 text-sm text-slate-500" data-testid="mailbox-dev-note">
            <Wrench className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            {t('devNote')}
          </p>
        )}
        {data?.provider === 'gmail' && !data.mailbox && <p className="text-sm text-slate-500">{t('googleNote')}</p>}
      </div>
      <Dialog
        open={confirming}
        onOpenChange={(open) => !unlink.isPending && setConfirming(open)}
        title={t('confirmTitle')}
        description={data?.mailbox?.kind === 'gmail' ? t('confirmGmail', { address: data.mailbox.address }) : t('confirmDev')}
        closeLabel={t('close')}
        testId="mailbox-unlink-dialog"
      >
        <div className="mt-5 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={() => setConfirming(false)} disabled={unlink.isPending}>
            {t('cancel')}
          </Button>
          <Button
            onClick={() => unlink.mutate()}
            loading={unlink.isPending}
            data-testid="mailbox-unlink-confirm"
            className="bg-rose-700 hover:bg-rose-800 active:bg-rose-900"
          >
            {t('unlinkConfirm')}
          </Button>
        </div>
      </Dialog>
    </SectionCard>
  );
}

function MailboxRow({
  status,
  linking,
  onLink,
  onUnlink,
}: {
  status: MailboxStatus;
  linking: boolean;
  onLink: () => void;
  onUnlink: () => void;
}) {
  const { t, language } = useMailboxText();
  const { mailbox, provider } = status;
  const kindLabel = (kind: 'gmail' | 'development') => (kind === 'gmail' ? t('gmail') : t('development'));
  return (
    <div className="flex flex-col gap-3 rounded-xl border border-slate-200 px-4 py-3 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <div className="flex flex-wrap items-center gap-2">
          <span className="font-medium text-slate-900" data-testid="mailbox-kind">
            {kindLabel(mailbox?.kind ?? provider)}
          </span>
          <Badge tone={mailbox ? (mailbox.usable ? 'success' : 'warning') : 'neutral'} className="whitespace-nowrap">
            <span data-testid="mailbox-status">{mailbox ? (mailbox.usable ? t('linked') : t('needsRelink')) : t('notLinked')}</span>
          </Badge>
        </div>
        {mailbox && (
          <p className="mt-1 text-sm text-slate-600">
            <span className="break-all" data-testid="mailbox-address">
              {mailbox.address}
            </span>
            <span className="text-slate-400"> · </span>
            <span className="whitespace-nowrap">
              {t('since', { date: new Date(mailbox.linkedAt).toLocaleDateString(htmlLang(language), { dateStyle: 'medium' }) })}
            </span>
          </p>
        )}
      </div>
      <div className="flex shrink-0 flex-wrap gap-2">
        {/* Linking again is offered beside unlinking when Google has refused the mailbox's token. */}
        {!mailbox?.usable && (
          <Button
            size="sm"
            loading={linking}
            onClick={onLink}
            data-testid="mailbox-link"
            icon={<Link2 className="size-4" aria-hidden="true" />}
          >
            {provider === 'gmail' ? t('linkGoogle') : t('linkDev')}
          </Button>
        )}
        {mailbox && (
          <Button
            variant="secondary"
            size="sm"
            onClick={onUnlink}
            data-testid="mailbox-unlink"
            icon={<Unlink className="size-4" aria-hidden="true" />}
          >
            {t('unlink')}
          </Button>
        )}
      </div>
    </div>
  );
}
