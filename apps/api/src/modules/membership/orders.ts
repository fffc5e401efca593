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
import { and, desc, eq, orders, users, count, type Db } from '@jobbridge/db';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config/env.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Payments } from '../../providers/payments/index.ts';
import { keptDays, planGrant } from './memberships.ts';
import { markCheckoutFailed } from './repository.ts';

export type OrderRow = typeof orders.$inferSelect;

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
    const [rows, [total]] = await Promise.all([
      db
        .select()
        .from(orders)
        .where(eq(orders.userId, userId))
        .orderBy(desc(orders.createdAt), desc(orders.id))
        .limit(pageSize)
        .offset((page - 1) * pageSize),
      db.select({ n: count() }).from(orders).where(eq(orders.userId, userId)),
    ]);
    return { items: rows.map(presentOrder), total: Number(total?.n ?? 0), page, pageSize };
  } catch (err) {
    throw new AppError('ORDERS_LOAD_FAILED', { cause: err });
  }
}

/** One of the caller's orders; another user's order is "not found", never "forbidden". */
export async function getOrder(db: Db, userId: string, orderId: string): Promise<OrderRow> {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.userId, userId)));
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

interface CheckoutDeps {
  db: Db;
  config: Config;
  payments: Payments;
  log: FastifyBaseLogger;
}

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
  const { db, payments } = deps;
  if (!payments.method) throw new AppError('PAYMENTS_UNAVAILABLE');
  const [user] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  if (!user) throw new AppError('UNAUTHORIZED');

  const [order] = await db
    .insert(orders)
    .values({
      userId,
      plan,
      amountPence: PLAN_PRICES_PENCE[plan],
      paymentMethod: payments.method,
      status: 'Pending',
      consentAt: now,
    })
    .returning();
  const orderId = order!.id;

  const back = (outcome: 'success' | 'cancelled') => `${base}/app/orders?checkout=${outcome}&order=${orderId}`;
  try {
    const session = await payments.createCheckout({
      orderId,
      userId,
      plan,
      amountPence: PLAN_PRICES_PENCE[plan],
      productName: `JobBridge ${PLANS[plan].name} (${PLANS[plan].identity}), 30 days`,
      email: user.email,
      base,
      successUrl: back('success'),
      cancelUrl: back('cancelled'),
    });
    await db.update(orders).set({ stripeCheckoutSessionId: session.sessionId, updatedAt: new Date() }).where(eq(orders.id, orderId));
    return { url: session.url, orderId };
  } catch (err) {
    deps.log.error({ err, orderId }, 'checkout session failed');
    await markCheckoutFailed(db, orderId);
    throw new AppError('CHECKOUT_FAILED', { cause: err });
  }
}
