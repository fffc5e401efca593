import { MEMBERSHIP_DAYS, TIERS, type TierKey } from '@jobbridge/contracts';
import { query, sql, type Db, type DbOrTx } from '@jobbridge/db';

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

const DAY_MS = 86_400_000;

/** Drivers differ: node-postgres gives Dates, PGlite may too; raw SQL rows are normalised here. */
function normalise(row: MembershipRow): MembershipRow {
  return { ...row, tier: Number(row.tier) as TierKey, starts_at: new Date(row.starts_at), expires_at: new Date(row.expires_at) };
}

/** Not ended by a refund, and covering `now`. */
const covers = (now: Date) => sql`starts_at <= ${now.toISOString()}::timestamptz and expires_at > ${now.toISOString()}::timestamptz
  and (ended_at is null or ended_at > ${now.toISOString()}::timestamptz)`;

/** The membership in force at `now`: the highest tier, and of those the one ending first. Null on Basic. */
export async function activeMembership(db: DbOrTx, userId: string, now: Date = new Date()): Promise<MembershipRow | null> {
  const [row] = await query<MembershipRow>(
    db,
    sql`
    select id, user_id, tier, source, order_id, starts_at, expires_at, total_batches, used_batches
    from memberships where user_id = ${userId} and ${covers(now)}
    order by tier desc, expires_at asc limit 1`,
  );
  return row ? normalise(row) : null;
}

/** When paid membership of at least `tier` runs until (the end of the chain of bought periods), or null. */
export async function paidUntil(db: Db, userId: string, minTier: number, now: Date): Promise<Date | null> {
  const [row] = await query<{ until: Date | null }>(
    db,
    sql`
    select max(expires_at) as until from memberships
    where user_id = ${userId} and tier >= ${minTier} and expires_at > ${now.toISOString()}::timestamptz
      and (ended_at is null or ended_at > ${now.toISOString()}::timestamptz)`,
  );
  return row?.until ? new Date(row.until) : null;
}

/**
 * Grants 30 days of `tier`. Bought while a membership of the same or a higher tier runs, the new days start
 * when it ends (nothing paid for is lost); over a lower tier they start now (the higher tier wins while both
 * run). Call inside the transaction that completes the order; the unique order index stops a second grant.
 */
export async function grantMembership(
  db: Db,
  input: { userId: string; tier: TierKey; source: 'purchase' | 'referral'; orderId: string | null; now: Date },
): Promise<MembershipRow> {
  const until = await paidUntil(db, input.userId, input.tier, input.now);
  const startsAt = until && until > input.now ? until : input.now;
  const expiresAt = new Date(startsAt.getTime() + MEMBERSHIP_DAYS * DAY_MS);
  const [row] = await query<MembershipRow>(
    db,
    sql`
    insert into memberships (user_id, tier, source, order_id, starts_at, expires_at, total_batches)
    values (${input.userId}, ${input.tier}, ${input.source}, ${input.orderId}, ${startsAt.toISOString()}::timestamptz,
      ${expiresAt.toISOString()}::timestamptz, ${TIERS[input.tier].flash})
    returning id, user_id, tier, source, order_id, starts_at, expires_at, total_batches, used_batches`,
  );
  return normalise(row!);
}

/** A refund ends the membership its order granted, at once (the user is back on whatever else covers now). */
export async function endMembershipOfOrder(db: Db, orderId: string, now: Date): Promise<void> {
  await db.execute(
    sql`update memberships set ended_at = ${now.toISOString()}::timestamptz where order_id = ${orderId} and ended_at is null`,
  );
}
