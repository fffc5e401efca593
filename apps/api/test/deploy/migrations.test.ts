import { createDb, query, sql } from '@jobbridge/db';
import { afterAll, describe, expect, it } from 'vitest';
import { scratchDatabase } from './postgres.ts';

const drops: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const drop of drops) await drop();
});

describe('migrations on PostgreSQL', () => {
  it('instances that start together on an empty database apply each migration once, and all start', async () => {
    const { url, drop } = await scratchDatabase('migrate');
    drops.push(drop);
    const instances = await Promise.all([1, 2, 3, 4].map(() => createDb({ url, poolSize: 2, onError: () => {} })));
    try {
      const results = await Promise.allSettled(instances.map((d) => d.migrate()));
      expect(results.map((r) => (r.status === 'rejected' ? String(r.reason) : 'ok'))).toEqual(['ok', 'ok', 'ok', 'ok']);
      const [applied] = await query<{ n: number; distinct: number }>(
        instances[0]!.db,
        sql`select count(*)::int as n, count(distinct hash)::int as distinct from drizzle.__drizzle_migrations`,
      );
      expect(applied!.n).toBeGreaterThan(10);
      expect(applied!.distinct).toBe(applied!.n);
      // The lock is given back: a later start migrates (nothing to do) without waiting.
      await instances[1]!.migrate();
    } finally {
      for (const d of instances) await d.close();
    }
  });
});
