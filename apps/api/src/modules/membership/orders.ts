import {
  PLAN_PRICES_PENCE,
  PLANS,
  type CheckoutPreview,
  type CheckoutResponse,
  type KeptDays,
  type Order,
  type OrdersPage,
  type PaidPlanKey,
} from '@jobbridge/contracts';
import type { Db } from '@jobbridge/db';
import { AppError } from '../../lib/app-error.ts';
import type { Deps } from '../../plugins/deps.ts';
import { keptDays, planGrant } from './memberships.ts';
import { emailOf, insertOrder, markCheckoutFailed, orderOfUser, ordersOfUser, updateOrder, type OrderRow } from './repository.ts';

export function presentOrder(row: OrderRow): Order {
  return {
    id: row.id,
    plan: row.plan as PaidPlanKey,
    planName: PLANS[row.plan as PaidPlanKey].name as Order['planName'],
    amountPence: row.amountPence,
    currency: 'GBP',
    paymentMethod: row.paymentMethod,
    status: row.status,
    notes: row.notes,
    createdAt: row.createdAt.toISOString(),
    paidAt: row.paidAt?.toISOString() ?? null,
    keptDays: row.keptDays ? presentKeptDays(row.keptDays) : null,
  };
}

const DAY_MS = 86_400_000;

function presentKeptDays(kept: { tier: number; ms: number; startsAt: string; expiresAt: string }): KeptDays {
  return {
    plan: kept.tier as PaidPlanKey,
    // Whole days, as people count them (29 days 23 hours is "30 days"); the dates are exact.
    days: Math.max(1, Math.round(kept.ms / DAY_MS)),
    startsAt: new Date(kept.startsAt).toISOString(),
    expiresAt: new Date(kept.expiresAt).toISOString(),
  };
}

/** What buying `plan` now would do (the same rule the payment applies when it completes): the checkout dialog. */
export async function previewCheckout(db: Db, userId: string, plan: PaidPlanKey, now: Date = new Date()): Promise<CheckoutPreview> {
  const grant = await planGrant(db, userId, plan, now);
  const kept = keptDays(grant);
  return {
    plan,
    startsAt: grant.startsAt.toISOString(),
    expiresAt: grant.expiresAt.toISOString(),
    keptDays: kept ? presentKeptDays(kept) : null,
  };
}

/** The caller's orders, newest first. */
export async function listOrders(db: Db, userId: string, page: number, pageSize: number): Promise<OrdersPage> {
  try {
    const { rows, total } = await ordersOfUser(db, userId, page, pageSize);
    return { items: rows.map(presentOrder), total, page, pageSize };
  } catch (err) {
    throw new AppError('ORDERS_LOAD_FAILED', { cause: err });
  }
}

/** One of the caller's orders; another user's order is "not found", never "forbidden". */
export async function getOrder(db: Db, userId: string, orderId: string): Promise<OrderRow> {
  const row = await orderOfUser(db, userId, orderId);
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

type CheckoutDeps = Deps<'db' | 'config' | 'providers' | 'log'>;

/**
 * Starts buying 30 days of Plus or Premium. The order is stored Pending (with the buyer's consent to start at
 * once) before the payments provider is called, so a payment can always be matched to it; only the signed
 * webhook completes it. Without Stripe keys (development) the provider's URL is the development checkout page.
 */
export async function startCheckout(
  deps: CheckoutDeps,
  userId: string,
  plan: PaidPlanKey,
  /** Where the user comes back to: config/public-url.ts `returnBase` (their own origin when trusted). */
  base: string = deps.config.publicUrl,
  now: Date = new Date(),
): Promise<CheckoutResponse> {
  const { db } = deps;
  const { payments } = deps.providers;
  if (!payments.method) throw new AppError('PAYMENTS_UNAVAILABLE');
  const email = await emailOf(db, userId);
  if (email === null) throw new AppError('UNAUTHORIZED');

  const order = await insertOrder(db, {
    userId,
    plan,
    amountPence: PLAN_PRICES_PENCE[plan],
    paymentMethod: payments.method,
    status: 'Pending',
    consentAt: now,
  });
  const orderId = order.id;

  const back = (outcome: 'success' | 'cancelled') => `${base}/app/orders?checkout=${outcome}&order=${orderId}`;
  try {
    const session = await payments.createCheckout({
      orderId,
      userId,
      plan,
      amountPence: PLAN_PRICES_PENCE[plan],
      productName: `JobBridge ${PLANS[plan].name} (${PLANS[plan].identity}), 30 days`,
      email,
      base,
      successUrl: back('success'),
      cancelUrl: back('cancelled'),
    });
    await updateOrder(db, orderId, { stripeCheckoutSessionId: session.sessionId, updatedAt: new Date() });
    return { url: session.url, orderId };
  } catch (err) {
    deps.log.error({ err, orderId }, 'checkout session failed');
    await markCheckoutFailed(db, orderId);
    throw new AppError('CHECKOUT_FAILED', { cause: err });
  }
}
