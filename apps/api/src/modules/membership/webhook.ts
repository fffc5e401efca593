import type { Db } from '@jobbridge/db';
import type { FastifyBaseLogger } from 'fastify';
import type { TierKey } from '@jobbridge/contracts';
import { endMembershipOfOrder, grantMembership } from './memberships.ts';
import { findUncleanText } from '../../lib/clean-text.ts';
import { lockOrderBy, markStripeEventProcessed, recordStripeEvent, refundArrivedFirst, updateOrder, type OrderRow } from './repository.ts';
import type { PaymentEvent } from '../../providers/payments/index.ts';

/**
 * Applies one verified Stripe event. Every event id is stored in the same transaction as its effect, so a
 * replay (Stripe retries, or anyone resending a captured event) finds its id and changes nothing, and a crash
 * leaves neither.
 *
 * Order states only move forward, whatever order events arrive in:
 *   Pending → Processing (session completed, payment still on its way: bank debits)
 *   Pending | Processing | Failed → Completed (paid; a card declined first and then paid in the same session
 *     is Completed) and the membership is granted once (unique per order)
 *   Pending | Processing → Failed (payment failed, async payment failed, session expired); never from
 *     Completed or Refunded: a late "failed" cannot undo a payment
 *   anything → Refunded (a full refund; a Completed order's membership ends). A refund that arrives before the
 *     payment is confirmed is remembered by its payment intent, and the confirmation then finds it.
 */
export type WebhookOutcome = 'processed' | 'duplicate' | 'ignored';

const OPEN: OrderRow['status'][] = ['Pending', 'Processing'];
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

type Obj = Record<string, unknown>;
const str = (v: unknown): string | null => (typeof v === 'string' && v ? v : null);
const idOf = (v: unknown): string | null => str(v) ?? (v && typeof v === 'object' ? str((v as Obj).id) : null);
const metaOrderId = (o: Obj): string | null => {
  const id = str((o.metadata as Obj | undefined)?.orderId) ?? str(o.client_reference_id);
  return id && UUID.test(id) ? id : null;
};

/** The payment intent an event is about (for matching refunds and failures to orders). */
function paymentIntentOf(event: PaymentEvent): string | null {
  const o = event.data.object as unknown as Obj;
  if (event.type.startsWith('payment_intent.')) return str(o.id);
  return idOf(o.payment_intent);
}

/** Signed but not an event we could store or read (Stripe never sends these): ignored rather than a 500. */
const malformed = (event: PaymentEvent) =>
  typeof event?.id !== 'string' ||
  typeof event.type !== 'string' ||
  typeof event.data?.object !== 'object' ||
  event.data.object === null ||
  findUncleanText(event) !== null;

export async function handleStripeEvent(
  db: Db,
  event: PaymentEvent,
  log: FastifyBaseLogger,
  now: Date = new Date(),
): Promise<WebhookOutcome> {
  if (malformed(event)) {
    log.warn(
      { eventId: typeof event?.id === 'string' ? event.id.slice(0, 100) : null },
      'signed stripe event without the shape of an event',
    );
    return 'ignored';
  }
  const object = event.data.object as unknown as Obj;
  const paymentIntent = paymentIntentOf(event);
  return db.transaction(async (txn) => {
    const tx = txn as unknown as Db;
    const fresh = await recordStripeEvent(tx, {
      id: event.id,
      type: event.type,
      paymentIntentId: paymentIntent,
      orderId: metaOrderId(object),
    });
    if (!fresh) return 'duplicate';

    const outcome = await apply(tx, event, object, paymentIntent, now);
    if (outcome === 'ignored') log.info({ eventId: event.id, type: event.type }, 'stripe event not for an order of ours');
    await markStripeEventProcessed(tx, event.id, now);
    return outcome;
  });
}

async function lockOrder(
  tx: Db,
  id: string | null,
  paymentIntent: string | null,
  sessionId: string | null = null,
): Promise<OrderRow | null> {
  const byId = id ? await lockOrderBy(tx, { id }) : null;
  if (byId) return byId;
  const bySession = sessionId ? await lockOrderBy(tx, { checkoutSession: sessionId }) : null;
  if (bySession) return bySession;
  return paymentIntent ? lockOrderBy(tx, { paymentIntent }) : null;
}

async function apply(tx: Db, event: PaymentEvent, object: Obj, paymentIntent: string | null, now: Date): Promise<WebhookOutcome> {
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded': {
      const order = await lockOrder(tx, metaOrderId(object), null, str(object.id));
      if (!order) return 'ignored';
      const paid = object.payment_status === 'paid' || object.payment_status === 'no_payment_required';
      if (!paid) {
        await setStatus(tx, order.id, 'Processing', ['Pending'], { stripePaymentIntentId: paymentIntent });
        return 'processed';
      }
      await complete(tx, order, object, paymentIntent, now);
      return 'processed';
    }
    case 'checkout.session.async_payment_failed':
    case 'checkout.session.expired': {
      const order = await lockOrder(tx, metaOrderId(object), null, str(object.id));
      if (!order) return 'ignored';
      await setStatus(tx, order.id, 'Failed', OPEN, {
        notes: event.type === 'checkout.session.expired' ? 'checkout_expired' : 'payment_failed',
        stripePaymentIntentId: paymentIntent ?? order.stripePaymentIntentId,
      });
      return 'processed';
    }
    case 'payment_intent.payment_failed': {
      const order = await lockOrder(tx, metaOrderId(object), paymentIntent);
      if (!order) return 'ignored';
      await setStatus(tx, order.id, 'Failed', OPEN, { notes: 'payment_failed' });
      return 'processed';
    }
    case 'charge.refunded': {
      const order = await lockOrder(tx, metaOrderId(object), paymentIntent);
      // Not matched yet: the stored event (with its payment intent) is found when the payment is confirmed.
      if (!order) return 'ignored';
      if (object.refunded !== true) {
        // A partial refund: the order stays Completed, with a note.
        await updateOrder(tx, order.id, { notes: 'partially_refunded', updatedAt: now });
        return 'processed';
      }
      await refund(tx, order, now, order.status === 'Completed' ? 'refunded' : 'refunded_before_payment');
      return 'processed';
    }
    default:
      return 'ignored';
  }
}

async function setStatus(tx: Db, orderId: string, status: OrderRow['status'], from: OrderRow['status'][], extra: Partial<OrderRow> = {}) {
  const values = Object.fromEntries(Object.entries(extra).filter(([, v]) => v !== null && v !== undefined));
  await updateOrder(tx, orderId, { ...values, status, updatedAt: new Date() }, from);
}

async function refund(tx: Db, order: OrderRow, now: Date, note: string) {
  await updateOrder(tx, order.id, { status: 'Refunded', notes: note, updatedAt: now });
  await endMembershipOfOrder(tx, order.id, now);
}

async function complete(tx: Db, order: OrderRow, session: Obj, paymentIntent: string | null, now: Date) {
  if (order.status === 'Completed' || order.status === 'Refunded') return;
  // The amount Stripe took must be the order's; anything else waits for a person to look.
  const amount = typeof session.amount_total === 'number' ? session.amount_total : null;
  const currency = str(session.currency);
  if ((amount !== null && amount !== order.amountPence) || (currency && currency.toLowerCase() !== 'gbp')) {
    await updateOrder(tx, order.id, {
      status: 'Processing',
      notes: 'amount_mismatch',
      stripePaymentIntentId: paymentIntent,
      updatedAt: now,
    });
    return;
  }
  // A refund of this payment that arrived first.
  if (paymentIntent && (await refundArrivedFirst(tx, paymentIntent))) {
    const values = {
      status: 'Refunded',
      notes: 'refunded_before_payment',
      paidAt: now,
      stripePaymentIntentId: paymentIntent,
      updatedAt: now,
    } as const;
    await updateOrder(tx, order.id, values);
    return;
  }
  const done = await updateOrder(
    tx,
    order.id,
    { status: 'Completed', paidAt: now, stripePaymentIntentId: paymentIntent, notes: null, updatedAt: now },
    ['Pending', 'Processing', 'Failed'],
  );
  // A deleted account's order is kept as a payment record (decision 018) but there is no one to grant to.
  if (!done || !order.userId) return;
  await grantMembership(tx, { userId: order.userId, tier: order.plan as TierKey, source: 'purchase', orderId: order.id, now });
}
