import { formatPence, type DevCheckoutRequest } from '@jobbridge/contracts';
import { CheckCircle2, CircleX, CreditCard, Landmark, Undo2, Wrench } from 'lucide-react';
import { useEffect, type ReactNode } from 'react';
import { useNavigate, useParams } from 'react-router';
import { Badge, Button, ButtonLink, Card, Skeleton } from '@/components/ui';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/http';
import { OrderStatusBadge } from '../components/order-status-badge';
import { useDevCheckout, useOrder } from '../api/membership';
import { useMembershipText } from '../lib/use-membership-text';

type DevOutcome = DevCheckoutRequest['outcome'];

/**
 * /dev/checkout/:orderId: stands in for Stripe Checkout when the server has no Stripe keys. Its buttons ask the
 * server to post signed Stripe-format events to its own webhook; it then returns to the orders page as Stripe's
 * success URL would. A bank debit leaves the order Processing until "clears" or "bounces" here, and a completed
 * order can be refunded, so every order status can be seen without keys. The server offers it only in development.
 */
export function DevCheckoutPage() {
  const { t, errorText } = useMembershipText();
  const { orderId = '' } = useParams();
  const navigate = useNavigate();
  const order = useOrder(orderId);
  const act = useDevCheckout(orderId, {
    onSuccess: (_updated, outcome) => {
      // Leaving Checkout returns to the orders page, as Stripe's success URL does; what happens later (a bank
      // debit settling, a refund) stays here to show the new status.
      if (outcome === 'pay' || outcome === 'fail' || outcome === 'delayed')
        void navigate(`${paths.orders}?checkout=return&order=${encodeURIComponent(orderId)}`);
    },
    meta: { silentError: true },
  });
  const button = (outcome: DevOutcome, label: string, variant: 'primary' | 'secondary', icon: ReactNode) => (
    <Button
      key={outcome}
      variant={variant}
      className={variant === 'primary' ? 'flex-1' : undefined}
      onClick={() => act.mutate(outcome)}
      loading={act.isPending && act.variables === outcome}
      disabled={act.isPending}
      icon={icon}
      data-testid={`dev-${outcome.replace('_', '-')}`}
    >
      {label}
    </Button>
  );
  const unavailable = isApiError(act.error) && (act.error.code === 'ROUTE_NOT_FOUND' || act.error.status === 404);

  useEffect(() => {
    document.title = `${t('dev.title')} · JobBridge`;
  }, [t]);

  return (
    <div className="mx-auto w-full max-w-[560px] px-4 py-8 sm:py-12" data-testid="dev-checkout-page">
      <Badge tone="warning" icon={<Wrench className="size-3.5" aria-hidden="true" />}>
        {t('dev.badge')}
      </Badge>
      <h1 className="mt-3 text-2xl font-semibold tracking-tight text-slate-900 sm:text-[28px]">{t('dev.title')}</h1>
      <p className="mt-2 text-[15px] leading-relaxed text-slate-600">{t('dev.lead')}</p>
      <Card className="mt-6 border-dashed border-amber-300 p-5 sm:p-6">
        {order.isError ? (
          <p role="alert" className="text-[15px] text-slate-700">
            {isApiError(order.error) && order.error.status === 404 ? t('dev.notFound') : errorText(order.error)}
          </p>
        ) : !order.data ? (
          <div className="space-y-3" aria-busy="true">
            <Skeleton className="h-5 w-1/2" />
            <Skeleton className="h-5 w-1/3" />
            <Skeleton className="mt-4 h-11 w-full rounded-xl" />
          </div>
        ) : (
          <>
            <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-[15px]">
              <dt className="text-slate-500">{t('dev.plan')}</dt>
              <dd className="font-medium text-slate-900">{t(`plans.${order.data.planName}`)}</dd>
              <dt className="text-slate-500">{t('dev.amount')}</dt>
              <dd className="font-semibold tabular-nums text-slate-900" data-testid="dev-checkout-amount">
                {formatPence(order.data.amountPence)}
              </dd>
              <dt className="text-slate-500">{t('dev.status')}</dt>
              <dd>
                <OrderStatusBadge status={order.data.status} />
              </dd>
              <dt className="text-slate-500">{t('dev.order')}</dt>
              <dd className="truncate font-mono text-xs leading-6 text-slate-600">{order.data.id}</dd>
            </dl>
            {unavailable ? (
              <div role="alert" className="mt-5 rounded-xl bg-slate-100 p-4" data-testid="dev-checkout-unavailable">
                <p className="font-semibold text-slate-900">{t('dev.unavailableTitle')}</p>
                <p className="mt-1 text-sm text-slate-600">{t('dev.unavailableText')}</p>
              </div>
            ) : order.data.status === 'Pending' ? (
              <div className="mt-6 flex flex-col gap-2 sm:flex-row sm:flex-wrap">
                {button(
                  'pay',
                  t('dev.pay', { amount: formatPence(order.data.amountPence) }),
                  'primary',
                  <CreditCard className="size-4" aria-hidden="true" />,
                )}
                {button('delayed', t('dev.delayed'), 'secondary', <Landmark className="size-4" aria-hidden="true" />)}
                {button('fail', t('dev.fail'), 'secondary', <CircleX className="size-4" aria-hidden="true" />)}
              </div>
            ) : order.data.status === 'Processing' && order.data.paymentMethod === 'Dev checkout' ? (
              <div className="mt-6">
                <p className="text-[15px] text-slate-700">{t('dev.processing')}</p>
                <div className="mt-3 flex flex-col gap-2 sm:flex-row">
                  {button('delayed_succeeds', t('dev.delayedSucceeds'), 'primary', <CheckCircle2 className="size-4" aria-hidden="true" />)}
                  {button('delayed_fails', t('dev.delayedFails'), 'secondary', <CircleX className="size-4" aria-hidden="true" />)}
                </div>
              </div>
            ) : order.data.status === 'Completed' && order.data.paymentMethod === 'Dev checkout' ? (
              <div className="mt-6">
                <p className="text-[15px] text-slate-700">{t('dev.done', { status: t(`orders.status.${order.data.status}`) })}</p>
                <div className="mt-3 flex">
                  {button('refund', t('dev.refund'), 'secondary', <Undo2 className="size-4" aria-hidden="true" />)}
                </div>
              </div>
            ) : (
              <p className="mt-5 text-[15px] text-slate-700">{t('dev.done', { status: t(`orders.status.${order.data.status}`) })}</p>
            )}
            {act.isError && !unavailable && (
              <p role="alert" className="mt-3 text-sm text-rose-700">
                {errorText(act.error)}
              </p>
            )}
          </>
        )}
        <ButtonLink to={paths.orders} variant="ghost" size="sm" className="mt-4">
          {t('dev.toOrders')}
        </ButtonLink>
      </Card>
    </div>
  );
}
