import type { FlashApplication } from '@jobbridge/contracts';
import { CheckCircle2, RotateCw } from 'lucide-react';
import { Button } from '@/components/ui';
import { useResolveApplication } from '../api/flash';
import { useFlashText } from '../lib/use-flash-text';

/**
 * An email whose fate is unknown (the mailbox never confirmed it, or sending stopped during the call): the person
 * looks in their Gmail Sent folder and says it went, or has it sent again (decision 052).
 */
export function UnknownChoice({ app }: { app: FlashApplication }) {
  const { t, errorText } = useFlashText();
  const resolve = useResolveApplication();
  if (app.sendStatus !== 'unknown') return null;
  return (
    <div className="mt-2 rounded-xl bg-amber-50 p-3 text-sm text-amber-950 ring-1 ring-amber-200" data-testid="flash-unknown">
      <p>{t('unknown.text')}</p>
      <p className="mt-1 text-xs break-all text-amber-900">{t('unknown.messageId', { id: app.messageId })}</p>
      <div className="mt-2 flex flex-wrap gap-2">
        <Button
          size="sm"
          variant="secondary"
          loading={resolve.isPending && resolve.variables?.outcome === 'sent'}
          disabled={resolve.isPending}
          onClick={() => resolve.mutate({ application: app, outcome: 'sent' })}
          icon={<CheckCircle2 className="size-4" aria-hidden="true" />}
          data-testid="flash-unknown-sent"
        >
          {t('unknown.sent')}
        </Button>
        <Button
          size="sm"
          variant="secondary"
          loading={resolve.isPending && resolve.variables?.outcome === 'resend'}
          disabled={resolve.isPending}
          onClick={() => resolve.mutate({ application: app, outcome: 'resend' })}
          icon={<RotateCw className="size-4" aria-hidden="true" />}
          data-testid="flash-unknown-resend"
        >
          {t('unknown.resend')}
        </Button>
      </div>
      {resolve.isError && <p className="mt-2 text-rose-700">{errorText(resolve.error)}</p>}
    </div>
  );
}
