import { query, sql, type Db } from '@jobbridge/db';

/**
 * Fixed-window counters kept in the database, so limits hold across processes and restarts (per account,
 * per email address). Per-address request floods are handled earlier by @fastify/rate-limit.
 */
export async function hit(db: Db, key: string, windowSeconds: number): Promise<{ count: number; retryAfter: number }> {
  const rows = await query<{ count: number; retry_after: number }>(
    db,
    sql`
    insert into throttles (key, count, window_ends_at)
    values (${key}, 1, now() + make_interval(secs => ${windowSeconds}))
    on conflict (key) do update set
      count = case when throttles.window_ends_at <= now() then 1 else throttles.count + 1 end,
      window_ends_at = case when throttles.window_ends_at <= now() then excluded.window_ends_at else throttles.window_ends_at end
    returning count, ceil(extract(epoch from window_ends_at - now()))::int as retry_after`,
  );
  const row = rows[0]!;
  return { count: Number(row.count), retryAfter: Math.max(1, Number(row.retry_after)) };
}

/** The current count in an open window, without adding to it. */
export async function peek(db: Db, key: string): Promise<{ count: number; retryAfter: number }> {
  const rows = await query<{ count: number; retry_after: number }>(
    db,
    sql`
    select count, ceil(extract(epoch from window_ends_at - now()))::int as retry_after
    from throttles where key = ${key} and window_ends_at > now()`,
  );
  const row = rows[0];
  return row ? { count: Number(row.count), retryAfter: Math.max(1, Number(row.retry_after)) } : { count: 0, retryAfter: 0 };
}

export async function clear(db: Db, key: string): Promise<void> {
  await db.execute(sql`delete from throttles where key = ${key}`);
}

/** Every counter whose key starts with `prefix` (e.g. all of one account's per-address counters). */
export async function clearPrefix(db: Db, prefix: string): Promise<void> {
  const pattern = `${prefix.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  await db.execute(sql`delete from throttles where key like ${pattern}`);
}

/** Marks `key` for `seconds` from now (a wait to sit out, or a fact to remember); `peek` then sees count 1. */
export async function mark(db: Db, key: string, seconds: number): Promise<void> {
  await db.execute(sql`
    insert into throttles (key, count, window_ends_at) values (${key}, 1, now() + make_interval(secs => ${seconds}))
    on conflict (key) do update set count = 1, window_ends_at = excluded.window_ends_at`);
}
