import type { Db } from '@jobbridge/db';
import { deleteCounter, deleteCounters, incrementCounter, openCounter, setCounter } from './throttle-repository.ts';

/**
 * Fixed-window counters kept in the database, so limits hold across processes and restarts (per account,
 * per email address). Per-address request floods are handled earlier by @fastify/rate-limit.
 */
export async function hit(db: Db, key: string, windowSeconds: number): Promise<{ count: number; retryAfter: number }> {
  const row = await incrementCounter(db, key, windowSeconds);
  return { count: Number(row.count), retryAfter: Math.max(1, Number(row.retry_after)) };
}

/** The current count in an open window, without adding to it. */
export async function peek(db: Db, key: string): Promise<{ count: number; retryAfter: number }> {
  const row = await openCounter(db, key);
  return row ? { count: Number(row.count), retryAfter: Math.max(1, Number(row.retry_after)) } : { count: 0, retryAfter: 0 };
}

export async function clear(db: Db, key: string): Promise<void> {
  await deleteCounter(db, key);
}

/** Every counter whose key starts with `prefix` (e.g. all of one account's per-address counters). */
export async function clearPrefix(db: Db, prefix: string): Promise<void> {
  await deleteCounters(db, `${prefix.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
}

/** Marks `key` for `seconds` from now (a wait to sit out, or a fact to remember); `peek` then sees count 1. */
export async function mark(db: Db, key: string, seconds: number): Promise<void> {
  await setCounter(db, key, seconds);
}
