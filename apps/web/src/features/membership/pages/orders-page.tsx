import type { Order } from '@jobbridge/contracts';
import { formatPence, PLANS } from '@jobbridge/contracts';
import { CircleCheck, CircleX, Crown, Loader2, ReceiptText, Undo2 } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { ButtonLink, Card, PageHeading } from '@/components/ui';
import { paths } from '@/config/paths';
import { useMediaQuery } from '@/lib/use-media-query';
import { OrderStatusBadge } from '../components/order-status-badge';
import { CardsSkeleton, ErrorState, Notice } from '../components/page-states';
import { Pager } from '../components/pager';
import { useOrders, useSettlingOrder } from '../api/membership';
import { checkoutReturn, isOpen } from '../lib/orders';
import { useMembershipText } from '../lib/use-membership-text';
import { notify } from '@/lib/notify';

const PAGE_SIZE = 10;

/** /app/orders: the caller's orders (a table on desktop, cards on a phone), and the outcome of a checkout. */
export function OrdersPage() {
  const { t } = useMembershipText();
  const [params] = useSearchParams();
  const raw = Number(params.get('page'));
  const page = Number.isInteger(raw) && raw >= 1 && raw <= 1000 ? raw : 1;
  const returned = checkoutReturn(params);
  const query = useOrders(page, PAGE_SIZE);
  const data = query.data;

  // docs/product.md §8: a toast says 'Failed to load orders' (the page shows it too, with a retry).
  const toasted = useRef(false);
  useEffect(() => {
    if (query.isError && !toasted.current) {
      toasted.current = true;
      notify('error', t('orders.loadFailedTitle'), { toastId: 'orders-load-failed' });
    }
    if (query.isSuccess) toasted.current = false;
  }, [query.isError, query.isSuccess, t]);

  return (
    <div data-testid="orders-page">
      <PageHeading title={t('orders.title')} intro={t('orders.intro')} />
      {returned && (returned.outcome === 'cancelled' ? <CancelledNotice /> : <PaymentNotice orderId={returned.orderId} />)}
      {query.isError ? (
        <ErrorState
          testId="orders-error"
          title={t('orders.loadFailedTitle')}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      ) : !data ? (
        <CardsSkeleton cards={2} testId="orders-loading" />
      ) : data.total === 0 ? (
        <Card className="p-6 text-center sm:p-10" data-testid="orders-empty">
          <span className="mx-auto flex size-12 items-center justify-center rounded-2xl bg-primary-50 text-primary-700">
            <ReceiptText className="size-6" aria-hidden="true" />
          </span>
          <p className="mt-4 text-lg font-semibold text-slate-900">{t('orders.emptyTitle')}</p>
          <p className="mx-auto mt-2 max-w-md text-[15px] text-slate-600">{t('orders.emptyText')}</p>
          <ButtonLink to={paths.membership} className="mt-5" icon={<Crown className="size-4" aria-hidden="true" />}>
            {t('orders.seePlans')}
          </ButtonLink>
        </Card>
      ) : (
        <section aria-labelledby="orders-count">
          <h2 id="orders-count" className="mb-3 text-[15px] font-medium text-slate-700">
            {t('orders.count', { count: data.total })}
          </h2>
          <OrdersList orders={data.items} />
          <Pager page={page} last={Math.max(1, Math.ceil(data.total / data.pageSize))} />
        </section>
      )}
    </div>
  );
}

function useOrderText() {
  const { t, dateTime, shortDate, time } = useMembershipText();
  return {
    t,
    dateTime,
    /** Date over time, so the table fits beside the dashboard menu. */
    stamp: (iso: string) => (
      <time dateTime={iso} className="block whitespace-nowrap">
        {shortDate(iso)}
        <span className="block text-sm text-slate-500">{time(iso)}</span>
      </time>
    ),
    plan: (o: Order) => t(`plans.${o.planName}`),
    method: (o: Order) => t(`orders.method.${o.paymentMethod}`),
    /** The order's note, and for an upgrade where the lower plan's days left went. */
    notes: (o: Order) =>
      [
        o.notes ? t(`orders.notes.${o.notes}`, { defaultValue: o.notes }) : '',
        o.keptDays
          ? t('orders.keptDays', {
              plan: t(`plans.${PLANS[o.keptDays.plan].name}`),
              count: o.keptDays.days,
              from: dateTime(o.keptDays.startsAt),
              to: dateTime(o.keptDays.expiresAt),
            })
          : '',
      ]
        .filter(Boolean)
        .join(' '),
  };
}

/**
 * The table needs the dashboard's full width (888 px beside the menu from a 1200 px window) to show all seven
 * columns, Notes included, without scrolling sideways; narrower windows get the cards.
 */
const ORDERS_TABLE_QUERY = '(min-width: 1200px)';

function OrdersList({ orders }: { orders: Order[] }) {
  const desktop = useMediaQuery(ORDERS_TABLE_QUERY);
  return desktop ? <OrdersTable orders={orders} /> : <OrderCards orders={orders} />;
}

function OrdersTable({ orders }: { orders: Order[] }) {
  const { t, stamp, plan, method, notes } = useOrderText();
  const th = 'px-3 py-3 text-left align-bottom text-xs font-semibold tracking-wide text-slate-600 uppercase';
  return (
    <Card className="overflow-x-auto" data-testid="orders-table-frame">
      <table className="w-full text-[15px]" data-testid="orders-table">
        <thead className="border-b border-slate-200 bg-slate-50/70">
          <tr>
            <th scope="col" className={th}>
              {t('orders.columns.plan')}
            </th>
            <th scope="col" className={th}>
              {t('orders.columns.amount')}
            </th>
            <th scope="col" className={th}>
              {t('orders.columns.method')}
            </th>
            <th scope="col" className={th}>
              {t('orders.columns.status')}
            </th>
            <th scope="col" className={th}>
              {t('orders.columns.created')}
            </th>
            <th scope="col" className={th}>
              {t('orders.columns.paid')}
            </th>
            <th scope="col" className={th}>
              {t('orders.columns.notes')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {orders.map((o) => (
            <tr key={o.id} data-testid="order-row" data-order-id={o.id}>
              <td className="px-3 py-3 font-medium text-slate-900">{plan(o)}</td>
              <td className="px-3 py-3 tabular-nums text-slate-800">{formatPence(o.amountPence)}</td>
              <td className="px-3 py-3 text-slate-700">{method(o)}</td>
              <td className="px-3 py-3 whitespace-nowrap">
                <OrderStatusBadge status={o.status} />
              </td>
              <td className="px-3 py-3 text-slate-700">{stamp(o.createdAt)}</td>
              <td className="px-3 py-3 text-slate-700">{o.paidAt ? stamp(o.paidAt) : t('orders.notPaid')}</td>
              <td className="w-1/4 min-w-[10rem] px-3 py-3 text-sm break-words text-slate-600" data-testid="order-notes">
                {notes(o)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </Card>
  );
}

function OrderCards({ orders }: { orders: Order[] }) {
  const { t, dateTime, plan, method, notes } = useOrderText();
  return (
    <ul className="space-y-3" data-testid="orders-cards">
      {orders.map((o) => (
        <li key={o.id}>
          <Card className="p-4" data-testid="order-row" data-order-id={o.id}>
            <div className="flex items-start justify-between gap-3">
              <div>
                <p className="font-semibold text-slate-900">{plan(o)}</p>
                <p className="text-lg font-semibold tabular-nums text-slate-900">{formatPence(o.amountPence)}</p>
              </div>
              <OrderStatusBadge status={o.status} />
            </div>
            <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1.5 text-sm">
              <dt className="text-slate-500">{t('orders.columns.method')}</dt>
              <dd className="text-slate-800">{method(o)}</dd>
              <dt className="text-slate-500">{t('orders.columns.created')}</dt>
              <dd className="text-slate-800">{dateTime(o.createdAt)}</dd>
              <dt className="text-slate-500">{t('orders.columns.paid')}</dt>
              <dd className="text-slate-800">{o.paidAt ? dateTime(o.paidAt) : t('orders.notPaid')}</dd>
              {notes(o) && (
                <>
                  <dt className="text-slate-500">{t('orders.columns.notes')}</dt>
                  <dd className="text-slate-700">{notes(o)}</dd>
                </>
              )}
            </dl>
          </Card>
        </li>
      ))}
    </ul>
  );
}

/** Back from checkout: the order's status once the payment provider has settled it (useSettlingOrder). */
function PaymentNotice({ orderId }: { orderId: string }) {
  const { t } = useMembershipText();
  const order = useSettlingOrder(orderId);

  if (order.isError) return null;
  if (!order.data || isOpen(order.data)) {
    return (
      <Notice
        tone="info"
        testId="payment-processing"
        icon={<Loader2 className="size-5 animate-spin" aria-hidden="true" />}
        title={t('orders.processingTitle')}
      >
        {t('orders.processingText')}
      </Notice>
    );
  }
  if (order.data.status === 'Completed') {
    return (
      <Notice
        tone="success"
        testId="payment-completed"
        icon={<CircleCheck className="size-5" aria-hidden="true" />}
        title={t('orders.completedTitle')}
      >
        <p>{t('orders.completedText', { plan: t(`plans.${order.data.planName}`) })}</p>
        <ButtonLink to={paths.membership} variant="secondary" size="sm" className="mt-3">
          {t('orders.viewMembership')}
        </ButtonLink>
      </Notice>
    );
  }
  return (
    <Notice
      tone={order.data.status === 'Refunded' ? 'warning' : 'danger'}
      testId="payment-failed"
      icon={
        order.data.status === 'Refunded' ? (
          <Undo2 className="size-5" aria-hidden="true" />
        ) : (
          <CircleX className="size-5" aria-hidden="true" />
        )
      }
      title={t('orders.failedTitle')}
    >
      {t('orders.failedText')}
    </Notice>
  );
}

function CancelledNotice() {
  const { t } = useMembershipText();
  return (
    <Notice
      tone="warning"
      testId="payment-cancelled"
      icon={<CircleX className="size-5" aria-hidden="true" />}
      title={t('orders.cancelledTitle')}
    >
      {t('orders.cancelledText')}
    </Notice>
  );
}
