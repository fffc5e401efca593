import { formatPence, PLANS, type Plan, type PaidPlanKey } from '@jobbridge/contracts';
import { Check, CreditCard } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui';
import { Dialog } from '@/components/ui/dialog';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/http';
import { useCheckoutPreview, useStartCheckout } from '../api/membership';
import { useMembershipText } from '../lib/use-membership-text';
import { cn } from '@/lib/cn';

/**
 * Buying a plan: what it is, the express consent the terms promise (start now, lose the 14-day right to cancel
 * once used), then the server's checkout URL. The server refuses without the consent too.
 */
export function CheckoutDialog({
  plan,
  onClose,
  redirect = (url) => window.location.assign(url),
}: {
  plan: Plan | null;
  onClose: () => void;
  redirect?: (url: string) => void;
}) {
  const { t, errorText, dateTime } = useMembershipText();
  const [consent, setConsent] = useState(false);
  const [touched, setTouched] = useState(false);
  const id = useId();
  const checkout = useStartCheckout({
    onSuccess: (result) => redirect(result.url),
    // Shown in the dialog, next to the consent it may be about.
    meta: { silentError: true },
  });
  const open = plan !== null;
  const name = plan ? t(`plans.${plan.name}`) : '';
  const preview = useCheckoutPreview(plan ? (plan.key as PaidPlanKey) : null);
  const timing = preview.data;
  // A start more than a minute away: the same or a higher plan bought already runs until then.
  const queued = timing ? Date.parse(timing.startsAt) > Date.now() + 60_000 : false;
  const serverError = checkout.error
    ? (isApiError(checkout.error) && checkout.error.fields?.[0]?.message) || errorText(checkout.error)
    : null;

  function close(next: boolean) {
    if (next) return;
    setConsent(false);
    setTouched(false);
    checkout.reset();
    onClose();
  }

  return (
    <Dialog
      open={open}
      onOpenChange={close}
      title={t('checkout.title', { plan: name })}
      closeLabel={t('checkout.cancel')}
      className="max-w-md"
      testId="checkout-dialog"
    >
      {plan && (
        <form
          className="mt-3"
          onSubmit={(event) => {
            event.preventDefault();
            setTouched(true);
            if (!consent || checkout.isPending || checkout.isSuccess) return;
            checkout.mutate({ plan: plan.key as PaidPlanKey, consent });
          }}
        >
          <p className="text-[15px] leading-relaxed text-slate-700">
            {t('checkout.summary', { plan: name, identity: t(`plans.identity.${plan.identity}`), price: formatPence(plan.pricePence) })}
          </p>
          <p className="mt-3 rounded-xl bg-primary-50 px-4 py-3 text-[15px] leading-relaxed text-primary-900" data-testid="checkout-timing">
            {!timing
              ? preview.isError
                ? t('checkout.timing.unknown')
                : t('checkout.timing.loading')
              : timing.keptDays
                ? t('checkout.timing.upgrade', {
                    plan: name,
                    until: dateTime(timing.expiresAt),
                    lower: t(`plans.${PLANS[timing.keptDays.plan].name}`),
                    count: timing.keptDays.days,
                    from: dateTime(timing.keptDays.startsAt),
                    to: dateTime(timing.keptDays.expiresAt),
                  })
                : queued
                  ? t('checkout.timing.queued', { plan: name, from: dateTime(timing.startsAt), until: dateTime(timing.expiresAt) })
                  : t('checkout.timing.now', { plan: name, until: dateTime(timing.expiresAt) })}
          </p>
          <div className="mt-4 rounded-xl border border-slate-200 bg-slate-50 p-4">
            <div className="flex items-start gap-3">
              <span className="relative mt-0.5 flex size-5 shrink-0">
                <input
                  id={id}
                  type="checkbox"
                  checked={consent}
                  onChange={(event) => setConsent(event.target.checked)}
                  aria-invalid={touched && !consent ? true : undefined}
                  aria-describedby={touched && !consent ? `${id}-error` : undefined}
                  data-testid="checkout-consent"
                  className={cn(
                    'peer size-5 cursor-pointer appearance-none rounded-md border border-slate-400 bg-white',
                    'checked:border-primary-700 checked:bg-primary-700 focus-visible:ring-4',
                    'focus-visible:ring-primary-100 focus-visible:outline-none',
                  )}
                />
                <Check
                  className="pointer-events-none absolute inset-0 m-auto size-3.5 text-white opacity-0 peer-checked:opacity-100"
                  strokeWidth={3}
                  aria-hidden="true"
                />
              </span>
              <label htmlFor={id} className="text-[15px] leading-snug text-slate-800">
                {t('checkout.consent')}{' '}
                <Link to={`${paths.terms}#refunds`} target="_blank" className="font-medium text-primary-700 underline underline-offset-2">
                  {t('checkout.termsLink')}
                </Link>
              </label>
            </div>
            {touched && !consent && (
              <p id={`${id}-error`} role="alert" className="mt-2 text-sm text-rose-700">
                {t('checkout.consentNeeded')}
              </p>
            )}
          </div>
          <p className="mt-3 text-sm text-slate-600">{t('plans.oneOff')}</p>
          {serverError && (
            <p
              role="alert"
              className="mt-3 rounded-xl border border-rose-200 bg-rose-50 px-4 py-3 text-sm text-rose-800"
              data-testid="checkout-error"
            >
              {serverError}
            </p>
          )}
          <div className="mt-5 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="ghost" onClick={() => close(false)}>
              {t('checkout.cancel')}
            </Button>
            <Button
              type="submit"
              loading={checkout.isPending || checkout.isSuccess}
              icon={<CreditCard className="size-4" aria-hidden="true" />}
              data-testid="checkout-continue"
            >
              {checkout.isSuccess ? t('checkout.redirecting') : t('checkout.continue')}
            </Button>
          </div>
        </form>
      )}
    </Dialog>
  );
}
