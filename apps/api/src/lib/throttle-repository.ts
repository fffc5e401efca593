import { query, sql, throttles, type Db } from '@jobbridge/db';

/** SQL of the throttle counters (lib/throttle.ts): one row per key, a count and the end of its window. */

export interface CounterRow {
  count: number;
  retry_after: number;
}

/** Counts one more in the key's window, starting a new window of `windowSeconds` when the last one is over. */
export async function incrementCounter(db: Db, key: string, windowSeconds: number): Promise<CounterRow> {
  const rows = await query<CounterRow>(
    db,
    sql`
    insert into ${throttles} (key, count, window_ends_at)
    values (${key}, 1, now() + make_interval(secs => ${windowSeconds}))
    on conflict (key) do update set
      count = case when ${throttles.windowEndsAt} <= now() then 1 else ${throttles.count} + 1 end,
      window_ends_at = case when ${throttles.windowEndsAt} <= now() then excluded.window_ends_at else ${throttles.windowEndsAt} end
    returning count, ceil(extract(epoch from window_ends_at - now()))::int as retry_after`,
  );
  return rows[0]!;
}

/** The key's counter while its window is open. */
export async function openCounter(db: Db, key: string): Promise<CounterRow | undefined> {
  const rows = await query<CounterRow>(
    db,
    sql`
    select count, ceil(extract(epoch from window_ends_at - now()))::int as retry_after
    from ${throttles} where key = ${key} and window_ends_at > now()`,
  );
  return rows[0];
}

export async function deleteCounter(db: Db, key: string): Promise<void> {
  await db.execute(sql`delete from ${throttles} where key = ${key}`);
}

/** Every counter whose key matches the LIKE `pattern` (escaped by the caller). */
export async function deleteCounters(db: Db, pattern: string): Promise<void> {
  await db.execute(sql`delete from ${throttles} where key like ${pattern}`);
}

/** Sets the key's count to 1 in a window of `seconds` from now. */
export async function setCounter(db: Db, key: string, seconds: number): Promise<void> {
  await db.execute(sql`
    insert into ${throttles} (key, count, window_ends_at) values (${key}, 1, now() + make_interval(secs => ${seconds}))
    on conflict (key) do update set count = 1, window_ends_at = excluded.window_ends_at`);
}

/** Counters whose window has ended (they count nothing any more): removed by the hourly sweep. */
export async function deleteEndedCounters(db: Db): Promise<number> {
  const rows = await query<{ key: string }>(db, sql`delete from ${throttles} where window_ends_at <= now() returning key`);
  return rows.length;
}
