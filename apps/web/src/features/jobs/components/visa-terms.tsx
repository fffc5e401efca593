import * as Popover from '@radix-ui/react-popover';
import { CircleHelp, X } from 'lucide-react';
import { formatMoney } from '../lib/format';
import { useJobsText } from '../lib/use-jobs-text';
import { cn } from '@/lib/cn';

const TERMS = ['licensedSponsor', 'aRating', 'skilledWorker', 'threshold'] as const;

/** "What does this mean?": the visa words of the verdict block, in plain language (docs/design.md "Words"). */
export function VisaTermsPopover({ threshold, newEntrantThreshold }: { threshold: number; newEntrantThreshold: number }) {
  const { t } = useJobsText();
  return (
    <Popover.Root>
      <Popover.Trigger
        data-testid="visa-terms-trigger"
        className={cn(
          'inline-flex items-center gap-1 rounded-lg px-1.5 py-1 text-sm font-medium text-primary-700',
          'underline-offset-2 hover:bg-primary-50 hover:underline',
        )}
      >
        <CircleHelp className="size-4" aria-hidden="true" />
        {t('terms.trigger')}
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          data-testid="visa-terms"
          side="bottom"
          align="start"
          sideOffset={6}
          collisionPadding={12}
          className={cn(
            'z-50 w-[min(24rem,calc(100vw-1.5rem))] rounded-2xl border border-slate-200 bg-white p-5',
            'shadow-xl focus:outline-none data-[state=open]:animate-[fade-in_150ms_ease-out]',
          )}
        >
          <div className="flex items-start justify-between gap-3">
            <p className="font-semibold text-slate-900">{t('terms.title')}</p>
            <Popover.Close
              aria-label={t('terms.close')}
              className="-mt-1 -mr-1 rounded-lg p-1 text-slate-500 hover:bg-slate-100 hover:text-slate-800"
            >
              <X className="size-4" aria-hidden="true" />
            </Popover.Close>
          </div>
          <dl className="mt-3 space-y-3">
            {TERMS.map((term) => (
              <div key={term}>
                <dt className="text-sm font-semibold text-slate-900">{t(`terms.${term}.title`)}</dt>
                <dd className="mt-0.5 text-sm leading-relaxed text-slate-700">
                  {t(`terms.${term}.text`, {
                    threshold: formatMoney(threshold),
                    newEntrantThreshold: formatMoney(newEntrantThreshold),
                  })}
                </dd>
              </div>
            ))}
          </dl>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
