import { formatPence } from '@jobbridge/contracts';
import { useMutation, useQuery } from '@tanstack/react-query';
import { CircleX, CreditCard, Wrench } from 'lucide-react';
import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router';
import { Badge, Button, ButtonLink, Card, Skeleton } from '@/components/ui';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api';
import { OrderStatusBadge } from '../components/order-status-badge';
import { devCheckout, getOrder, isOpen, membershipKeys } from '../lib/api';
import { useMembershipText } from '../lib/use-membership-text';

/**
 * /dev/checkout/:orderId: stands in for Stripe Checkout when the server has no Stripe keys. Its buttons ask the
 * server to post signed Stripe-format events to its own webhook; it then returns to the orders page as Stripe's
 * success URL would. The server offers it only in development.
 */
export function DevCheckoutPage() {
  const { t, errorText } = useMembershipText();
  const { orderId = '' } = useParams();
  const navigate = useNavigate();
  const order = useQuery({ queryKey: membershipKeys.order(orderId), queryFn: ({ signal }) => getOrder(orderId, signal), retry: false });
  const act = useMutation({
    mutationFn: (outcome: 'pay' | 'fail') => devCheckout(orderId, outcome),
    onSuccess: () => void navigate(`${paths.orders}?checkout=return&order=${encodeURIComponent(orderId)}`),
    meta: { silentError: true },
  });
  const unavailable = isApiError(act.error) && (act.error.code === 'ROUTE_NOT_FOUND' || act.error.status === 404);

  useEffect(() => {
    document.title = `${t('dev.title')} · JobBridge`;
  }, [t]);

  return (
    <div className="mx-auto w-full max-w-[560px] px-4 py-8 sm:py-12" data-testid="dev-checkout-page">
      <Badge tone="warning" icon={<Wrench className="size-3.5" aria-hidden="true" />}>{t('dev.badge')}</Badge>
      <h1 className="mt-3 text-2xl font-semibold tracking-tight text-slate-900 sm:text-[28px]">{t('dev.title')}</h1>
      <p className="mt-2 text-[15px] leading-relaxed text-slate-600">{t('dev.lead')}</p>
      <Card className="mt-6 border-dashed border-amber-300 p-5 sm:p-6">
        {order.isError ? (
          <p role="alert" className="text-[15px] text-slate-700">{isApiError(order.error) && order.error.status === 404 ? t('dev.notFound') : errorText(order.error)}</p>
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
              <dd className="font-semibold tabular-nums text-slate-900" data-testid="dev-checkout-amount">{formatPence(order.data.amountPence)}</dd>
              <dt className="text-slate-500">{t('dev.status')}</dt>
              <dd><OrderStatusBadge status={order.data.status} /></dd>
              <dt className="text-slate-500">{t('dev.order')}</dt>
              <dd className="truncate font-mono text-xs leading-6 text-slate-600">{order.data.id}</dd>
            </dl>
            {unavailable ? (
              <div role="alert" className="mt-5 rounded-xl bg-slate-100 p-4" data-testid="dev-checkout-unavailable">
                <p className="font-semibold text-slate-900">{t('dev.unavailableTitle')}</p>
                <p className="mt-1 text-sm text-slate-600">{t('dev.unavailableText')}</p>
              </div>
            ) : isOpen(order.data) ? (
              <div className="mt-6 flex flex-col gap-2 sm:flex-row">
                <Button className="flex-1" onClick={() => act.mutate('pay')} loading={act.isPending && act.variables === 'pay'} disabled={act.isPending} icon={<CreditCard className="size-4" aria-hidden="true" />} data-testid="dev-pay">
                  {t('dev.pay', { amount: formatPence(order.data.amountPence) })}
                </Button>
                <Button variant="secondary" onClick={() => act.mutate('fail')} loading={act.isPending && act.variables === 'fail'} disabled={act.isPending} icon={<CircleX className="size-4" aria-hidden="true" />} data-testid="dev-fail">
                  {t('dev.fail')}
                </Button>
              </div>
            ) : (
              <p className="mt-5 text-[15px] text-slate-700">{t('dev.done', { status: t(`orders.status.${order.data.status}`) })}</p>
            )}
            {act.isError && !unavailable && <p role="alert" className="mt-3 text-sm text-rose-700">{errorText(act.error)}</p>}
          </>
        )}
        <ButtonLink to={paths.orders} variant="ghost" size="sm" className="mt-4">{t('dev.toOrders')}</ButtonLink>
      </Card>
    </div>
  );
}
