import type { TierKey } from '@jobbridge/contracts';
import {
  and,
  count,
  desc,
  eq,
  inArray,
  memberships,
  orders,
  query,
  quotaUsage,
  quotaUses,
  sql,
  stripeEvents,
  users,
  type Db,
  type DbOrTx,
  type SQL,
} from '@jobbridge/db';

/** SQL of memberships, orders, quota counters and uses, and referral counts. */

// Memberships -------------------------------------------------------------------------------------------------

export interface MembershipRow {
  id: string;
  user_id: string;
  tier: TierKey;
  source: 'purchase' | 'referral';
  order_id: string | null;
  starts_at: Date;
  expires_at: Date;
  total_batches: number;
  used_batches: number;
}

/** Drivers differ: node-postgres gives Dates, PGlite may too; raw SQL rows are normalised here. */
function normalise(row: MembershipRow): MembershipRow {
  return { ...row, tier: Number(row.tier) as TierKey, starts_at: new Date(row.starts_at), expires_at: new Date(row.expires_at) };
}

const MEMBERSHIP_COLUMNS = sql`id, user_id, tier, source, order_id, starts_at, expires_at, total_batches, used_batches`;

/** Not ended by a refund, and covering `now`. */
const covers = (now: Date) => sql`starts_at <= ${now.toISOString()}::timestamptz and expires_at > ${now.toISOString()}::timestamptz
  and (ended_at is null or ended_at > ${now.toISOString()}::timestamptz)`;

/** The membership in force at `now`: the highest tier, and of those the one ending first. */
export async function findActiveMembership(db: DbOrTx, userId: string, now: Date): Promise<MembershipRow | null> {
  const [row] = await query<MembershipRow>(
    db,
    sql`
    select ${MEMBERSHIP_COLUMNS}
    from ${memberships} where user_id = ${userId} and ${covers(now)}
    order by tier desc, expires_at asc limit 1`,
  );
  return row ? normalise(row) : null;
}

/** The latest end of the caller's memberships of at least `minTier` that run past `now` (not ended by a refund). */
export async function latestPaidExpiry(db: DbOrTx, userId: string, minTier: number, now: Date): Promise<Date | null> {
  const [row] = await query<{ until: Date | null }>(
    db,
    sql`
    select max(expires_at) as until from ${memberships}
    where user_id = ${userId} and tier >= ${minTier} and expires_at > ${now.toISOString()}::timestamptz
      and (ended_at is null or ended_at > ${now.toISOString()}::timestamptz)`,
  );
  return row?.until ? new Date(row.until) : null;
}

/**
 * The caller's memberships below `tier` that run past `after` (not ended by a refund), earliest first, locked
 * for the grant that moves them: two grants for one person take turns.
 */
export async function lowerMembershipsPast(db: DbOrTx, userId: string, tier: number, after: Date): Promise<MembershipRow[]> {
  const rows = await query<MembershipRow>(
    db,
    sql`
    select ${MEMBERSHIP_COLUMNS} from ${memberships}
    where user_id = ${userId} and tier < ${tier} and expires_at > ${after.toISOString()}::timestamptz
      and (ended_at is null or ended_at > ${after.toISOString()}::timestamptz)
    order by starts_at, id
    for update`,
  );
  return rows.map(normalise);
}

/**
 * Serialises grants for one person (a purchase and the referral upgrade completing at once). `for no key update`,
 * not `for update`: the transaction may already hold the key-share lock that inserting its order (a foreign key to
 * users) takes, and two such transactions asking for `for update` would deadlock on PostgreSQL.
 */
export async function lockMemberships(db: DbOrTx, userId: string): Promise<void> {
  await db.execute(sql`select id from ${users} where id = ${userId} for no key update`);
}

export async function moveMembership(db: DbOrTx, id: string, startsAt: Date, expiresAt: Date): Promise<void> {
  await db.execute(
    sql`update ${memberships} set starts_at = ${startsAt.toISOString()}::timestamptz, expires_at = ${expiresAt.toISOString()}::timestamptz
      where id = ${id}`,
  );
}

export async function recordKeptDays(
  db: DbOrTx,
  orderId: string,
  kept: { tier: number; ms: number; startsAt: string; expiresAt: string },
): Promise<void> {
  await db.update(orders).set({ keptDays: kept }).where(eq(orders.id, orderId));
}

export async function insertMembership(
  db: DbOrTx,
  input: {
    userId: string;
    tier: TierKey;
    source: 'purchase' | 'referral';
    orderId: string | null;
    startsAt: Date;
    expiresAt: Date;
    batches: number;
  },
): Promise<MembershipRow> {
  const [row] = await query<MembershipRow>(
    db,
    sql`
    insert into ${memberships} (user_id, tier, source, order_id, starts_at, expires_at, total_batches)
    values (${input.userId}, ${input.tier}, ${input.source}, ${input.orderId}, ${input.startsAt.toISOString()}::timestamptz,
      ${input.expiresAt.toISOString()}::timestamptz, ${input.batches})
    returning ${MEMBERSHIP_COLUMNS}`,
  );
  return normalise(row!);
}

export async function endMembershipsOfOrder(db: DbOrTx, orderId: string, now: Date): Promise<void> {
  await db.execute(
    sql`update ${memberships} set ended_at = ${now.toISOString()}::timestamptz where order_id = ${orderId} and ended_at is null`,
  );
}

// Orders ------------------------------------------------------------------------------------------------------

/** A checkout whose payment session could not be made (the database's clock, like the other order times). */
export async function markCheckoutFailed(db: Db, orderId: string): Promise<void> {
  await db
    .update(orders)
    .set({ status: 'Failed', notes: 'checkout_failed', updatedAt: sql`now()` })
    .where(eq(orders.id, orderId));
}

export type OrderRow = typeof orders.$inferSelect;
type OrderStatus = OrderRow['status'];

/** A page of the user's orders, newest first, and how many there are. */
export async function ordersOfUser(db: Db, userId: string, page: number, pageSize: number): Promise<{ rows: OrderRow[]; total: number }> {
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
  return { rows, total: Number(total?.n ?? 0) };
}

/** One of the user's orders (null when it is someone else's or none). */
export async function orderOfUser(db: Db, userId: string, orderId: string): Promise<OrderRow | null> {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.userId, userId)));
  return row ?? null;
}

export async function insertOrder(db: DbOrTx, values: typeof orders.$inferInsert): Promise<OrderRow> {
  const [row] = await db.insert(orders).values(values).returning();
  return row!;
}

/**
 * Changes an order; with `from`, only while its status is one of those. Returns whether a row changed.
 */
export async function updateOrder(
  db: DbOrTx,
  orderId: string,
  values: Partial<typeof orders.$inferInsert>,
  from?: OrderStatus[],
): Promise<boolean> {
  const rows = await db
    .update(orders)
    .set(values)
    .where(from ? and(eq(orders.id, orderId), inArray(orders.status, from)) : eq(orders.id, orderId))
    .returning({ id: orders.id });
  return rows.length > 0;
}

/** Locks an order for the rest of the transaction, found by its id, its checkout session or its payment intent. */
export async function lockOrderBy(
  tx: DbOrTx,
  by: { id: string } | { checkoutSession: string } | { paymentIntent: string },
): Promise<OrderRow | null> {
  const where =
    'id' in by
      ? eq(orders.id, by.id)
      : 'checkoutSession' in by
        ? eq(orders.stripeCheckoutSessionId, by.checkoutSession)
        : eq(orders.stripePaymentIntentId, by.paymentIntent);
  const [row] = await tx.select().from(orders).where(where).for('update');
  return row ?? null;
}

// Stripe events -----------------------------------------------------------------------------------------------

/** Stores a Stripe event's id; false when it was stored before (a replay). */
export async function recordStripeEvent(tx: DbOrTx, values: typeof stripeEvents.$inferInsert): Promise<boolean> {
  const [fresh] = await tx.insert(stripeEvents).values(values).onConflictDoNothing().returning({ id: stripeEvents.id });
  return fresh !== undefined;
}

export async function markStripeEventProcessed(tx: DbOrTx, eventId: string, now: Date): Promise<void> {
  await tx.update(stripeEvents).set({ processedAt: now }).where(eq(stripeEvents.id, eventId));
}

/** Whether a full refund of this payment intent arrived before its payment was confirmed. */
export async function refundArrivedFirst(tx: DbOrTx, paymentIntent: string): Promise<boolean> {
  const [early] = await tx
    .select({ id: stripeEvents.id })
    .from(stripeEvents)
    .where(and(eq(stripeEvents.type, 'charge.refunded'), eq(stripeEvents.paymentIntentId, paymentIntent)))
    .limit(1);
  return early !== undefined;
}

// Quota counters and uses -------------------------------------------------------------------------------------

/** Units of a feature used in a period (quota_usage). */
export async function usedInPeriod(db: DbOrTx, userId: string, feature: string, period: string): Promise<number> {
  const [row] = await query<{ used: number }>(
    db,
    sql`
    select used from ${quotaUsage} where user_id = ${userId} and feature = ${feature} and period = ${period}`,
  );
  return row ? Number(row.used) : 0;
}

/** Every feature's use in a period. */
export function usageInPeriod(db: DbOrTx, userId: string, period: string) {
  return query<{ feature: string; used: number }>(
    db,
    sql`
    select feature, used from ${quotaUsage} where user_id = ${userId} and period = ${period}`,
  );
}

/**
 * Counts `n` units and records the use in one statement, or nothing when over the limit: on the membership's
 * batches (`membershipId`, up to its total) or on the period's counter (up to `limit`). The WHERE is re-checked
 * on the locked row, so of two parallel calls for the last unit exactly one gets a row back.
 */
export async function countUse(
  tx: DbOrTx,
  input: { userId: string; feature: string; period: string; membershipId: string | null; n: number; limit: number; now: Date },
): Promise<{ id: string; used: number } | undefined> {
  const { userId, feature, period, membershipId, n, limit, now } = input;
  const counted: SQL = membershipId
    ? sql`update ${memberships} set used_batches = used_batches + ${n}
        where id = ${membershipId} and used_batches + ${n} <= total_batches
        returning used_batches as used`
    : sql`insert into ${quotaUsage} as q (user_id, feature, period, used) values (${userId}, ${feature}, ${period}, ${n})
        on conflict (user_id, feature, period) do update set used = q.used + excluded.used, updated_at = now()
          where q.used + excluded.used <= ${limit}
        returning q.used`;
  const [row] = await query<{ id: string; used: number }>(
    tx,
    sql`
    with counted as (${counted}),
    recorded as (
      insert into ${quotaUses} (user_id, feature, period, membership_id, n, created_at)
      select ${userId}, ${feature}, ${period}, ${membershipId}::uuid, ${n}, ${now.toISOString()}::timestamptz from counted
      returning id)
    select recorded.id, counted.used from recorded, counted`,
  );
  return row;
}

/**
 * Marks a use released and takes its units off the counter it was counted on, in one statement, once; never
 * below zero. Returns the units given back (0 when the use is not the user's or was released already).
 */
export async function releaseUse(db: DbOrTx, userId: string, useId: string, now: Date): Promise<number> {
  const [row] = await query<{ n: number }>(
    db,
    sql`
    with released as (
      update ${quotaUses} set released_at = ${now.toISOString()}::timestamptz
      where id = ${useId} and user_id = ${userId} and released_at is null
      returning user_id, feature, period, membership_id, n),
    batches as (
      update ${memberships} m set used_batches = greatest(m.used_batches - r.n, 0)
      from released r where m.id = r.membership_id
      returning m.id),
    counters as (
      update ${quotaUsage} q set used = greatest(q.used - r.n, 0), updated_at = now()
      from released r where r.membership_id is null and q.user_id = r.user_id and q.feature = r.feature and q.period = r.period
      returning q.user_id)
    select n from released`,
  );
  return row ? Number(row.n) : 0;
}

// Referrals ---------------------------------------------------------------------------------------------------

/**
 * One mailbox, however it is spelled: lower case, without a "+tag" in the local part, and for Gmail without
 * dots and with googlemail.com as gmail.com. a+1@x.com, a+2@x.com and A@x.com are one person.
 */
const mailbox = (email: SQL) => sql`(
  case when split_part(lower(${email}), '@', 2) in ('gmail.com', 'googlemail.com')
    then replace(split_part(split_part(lower(${email}), '@', 1), '+', 1), '.', '') || '@gmail.com'
    else split_part(split_part(lower(${email}), '@', 1), '+', 1) || '@' || split_part(lower(${email}), '@', 2)
  end)`;

/**
 * Accounts the user referred (by mailbox, never the user's own), those verified, and whether the user has had
 * the referral membership.
 */
/** The user's referral code (null when the account is gone). */
export async function referralCodeOf(db: Db, userId: string): Promise<string | null> {
  const [user] = await db.select({ code: users.referralCode }).from(users).where(eq(users.id, userId));
  return user?.code ?? null;
}

/** The user's email address (null when the account is gone). */
export async function emailOf(db: Db, userId: string): Promise<string | null> {
  const [user] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  return user?.email ?? null;
}

export async function referralCounts(db: Db, userId: string): Promise<{ invited: number; counted: number; used: boolean }> {
  const [row] = await query<{ invited: number; counted: number; used: boolean }>(
    db,
    sql`
    with me as (select ${mailbox(sql`email`)} as box from ${users} where id = ${userId}),
    referred as (
      select ${mailbox(sql`u.email`)} as box, u.email_verified_at
      from ${users} u
      where u.referred_by_id = ${userId} and u.id <> ${userId}
    )
    select
      (select count(distinct box)::int from referred where box not in (select box from me)) as invited,
      (select count(distinct box)::int from referred where email_verified_at is not null and box not in (select box from me)) as counted,
      exists (select 1 from ${memberships} where user_id = ${userId} and source = 'referral') as used`,
  );
  return { invited: Number(row?.invited ?? 0), counted: Number(row?.counted ?? 0), used: row?.used === true };
}
