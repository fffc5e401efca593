import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * One row per purchase or referral upgrade (docs/product.md §3 Order). An order starts Pending and only the signed Stripe
 * webhook (or the development checkout, through the same route) moves it on: Processing, Completed, Failed,
 * Refunded. `consent_at`: when the buyer asked for the service to start at once (the terms' 14-day waiver).
 */
export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /**
     * Null once the account is deleted: payment records are kept six years (UK tax rules), detached from the
     * person (orders hold no name or email), while everything else of the account goes (decision 018).
     */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The tier bought: 2 (Plus) or 3 (Premium). */
    plan: integer('plan').notNull(),
    amountPence: integer('amount_pence').notNull(),
    currency: text('currency').notNull().default('GBP'),
    paymentMethod: text('payment_method', { enum: ['Stripe', 'Dev checkout', 'Referral'] }).notNull(),
    status: text('status', { enum: ['Pending', 'Processing', 'Completed', 'Failed', 'Refunded'] })
      .notNull()
      .default('Pending'),
    notes: text('notes'),
    stripeCheckoutSessionId: text('stripe_checkout_session_id'),
    stripePaymentIntentId: text('stripe_payment_intent_id'),
    consentAt: timestamp('consent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /**
     * Set when the membership this order granted was bought over a lower tier still running: the days left of it
     * were moved to after the new one (decision 053). `{ tier, ms, startsAt, expiresAt }`, times as ISO strings.
     */
    keptDays: jsonb('kept_days').$type<{ tier: number; ms: number; startsAt: string; expiresAt: string }>(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('orders_user_created_idx').on(t.userId, t.createdAt),
    uniqueIndex('orders_checkout_session_idx').on(t.stripeCheckoutSessionId),
    index('orders_payment_intent_idx').on(t.stripePaymentIntentId),
    check('orders_plan_check', sql`${t.plan} in (2, 3)`),
  ],
);

/**
 * A paid or referral membership of 30 days. A user may hold several (a purchase while active starts when the
 * current one ends); the tier at a moment is the highest of the rows covering it. A refund ends the row it
 * granted (`ended_at`). Flash batches of the membership are counted on the row itself.
 */
export const memberships = pgTable(
  'memberships',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tier: integer('tier').notNull(),
    source: text('source', { enum: ['purchase', 'referral'] }).notNull(),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    totalBatches: integer('total_batches').notNull(),
    usedBatches: integer('used_batches').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('memberships_user_expires_idx').on(t.userId, t.expiresAt),
    // One membership per order: a replayed webhook can never grant twice.
    uniqueIndex('memberships_order_idx').on(t.orderId),
    // The referral upgrade can be used once per account, even by two clicks at the same moment.
    uniqueIndex('memberships_one_referral_idx')
      .on(t.userId)
      .where(sql`${t.source} = 'referral'`),
    check('memberships_batches_check', sql`${t.usedBatches} >= 0 and ${t.usedBatches} <= ${t.totalBatches}`),
  ],
);

/** Every Stripe event we accepted, by Stripe's event id: a replay finds its id here and changes nothing. */
export const stripeEvents = pgTable(
  'stripe_events',
  {
    id: text('id').primaryKey(),
    type: text('type').notNull(),
    /** The payment intent the event is about, so a refund that arrives before the payment is matched later. */
    paymentIntentId: text('payment_intent_id'),
    orderId: uuid('order_id'),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    processedAt: timestamp('processed_at', { withTimezone: true }),
  },
  (t) => [index('stripe_events_payment_intent_idx').on(t.paymentIntentId)],
);

/**
 * Counted quotas per user, feature and window, named by the tier table's words (helper, flash on Basic,
 * totaljobs) and letters (Flash Apply's cover letters, decision 052). `period` is `m:<membership id>` during a
 * membership, or `YYYY-MM` (UTC) on Basic.
 */
export const quotaUsage = pgTable(
  'quota_usage',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    feature: text('feature').notNull(),
    period: text('period').notNull(),
    used: integer('used').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.feature, t.period] }),
    check('quota_usage_feature_check', sql`${t.feature} in ('helper', 'flash', 'totaljobs', 'letters')`),
    check('quota_usage_used_check', sql`${t.used} >= 0`),
  ],
);

/**
 * One row per successful `consume()`: what it counted and where (the quota_usage row of `period`, or the
 * membership's batch count when `membership_id` is set), so `release()` gives exactly those units back once
 * (`released_at`). Rolled back with the caller's transaction when the action fails inside it.
 */
export const quotaUses = pgTable(
  'quota_uses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    feature: text('feature').notNull(),
    period: text('period').notNull(),
    membershipId: uuid('membership_id').references(() => memberships.id, { onDelete: 'cascade' }),
    n: integer('n').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    releasedAt: timestamp('released_at', { withTimezone: true }),
  },
  (t) => [
    index('quota_uses_user_idx').on(t.userId),
    index('quota_uses_membership_idx').on(t.membershipId),
    check('quota_uses_n_check', sql`${t.n} > 0`),
  ],
);
