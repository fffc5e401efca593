import type { FlashApplication } from '@jobbridge/contracts';
import { Check, ShieldAlert } from 'lucide-react';
import { Badge, Button } from '@/components/ui';
import { useUpdateApplication } from '../api/flash';
import { useFlashText } from '../lib/use-flash-text';

/** Whether an email has marked recipients or links the person has not confirmed yet (sending needs it). */
export const needsChecks = (app: FlashApplication) =>
  (app.outsideRecipients.length > 0 || app.addedLinks.length > 0) && !app.checksConfirmed;

/**
 * Recipients outside the employer's domains and links added to the letter (decision 052): shown before sending,
 * and confirmed by the person, so a mistyped or unrelated address, or a link, never goes out unnoticed.
 */
export function ChecksNotice({ app, batchId }: { app: FlashApplication; batchId: string }) {
  const { t, errorText } = useFlashText();
  const update = useUpdateApplication(batchId);
  if (!app.outsideRecipients.length && !app.addedLinks.length) return null;
  const confirmed = app.checksConfirmed;
  return (
    <div
      className={`rounded-xl p-3 text-sm ring-1 ${confirmed ? 'bg-slate-50 text-slate-700 ring-slate-200' : 'bg-amber-50 text-amber-950 ring-amber-200'}`}
      data-testid="flash-checks"
    >
      <p className="flex items-center gap-2 font-medium">
        <ShieldAlert className="size-4 shrink-0" aria-hidden="true" />
        {t('checks.title')}
      </p>
      {app.outsideRecipients.length > 0 && (
        <div className="mt-2">
          <p>{t('checks.outside', { count: app.outsideRecipients.length })}</p>
          <ul className="mt-1 list-inside list-disc break-all">
            {app.outsideRecipients.map((r) => (
              <li key={r}>{r}</li>
            ))}
          </ul>
        </div>
      )}
      {app.addedLinks.length > 0 && (
        <div className="mt-2">
          <p>{t('checks.links', { count: app.addedLinks.length })}</p>
          <ul className="mt-1 list-inside list-disc break-all">
            {app.addedLinks.map((link) => (
              <li key={link}>{link}</li>
            ))}
          </ul>
        </div>
      )}
      <div className="mt-3 flex flex-wrap items-center gap-2">
        {confirmed ? (
          <Badge tone="success" icon={<Check className="size-3.5" aria-hidden="true" />}>
            {t('checks.confirmed')}
          </Badge>
        ) : (
          <Button
            size="sm"
            variant="secondary"
            loading={update.isPending}
            onClick={() => update.mutate({ id: app.id, change: { confirmChecks: true } })}
            data-testid="flash-checks-confirm"
          >
            {t('checks.confirm')}
          </Button>
        )}
        {update.isError && <span className="text-rose-700">{errorText(update.error)}</span>}
      </div>
    </div>
  );
}
