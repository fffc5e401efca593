import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, query, type Database } from './client.ts';
import { createQueue } from './queue.ts';
import { appSettings } from './schema/index.ts';

/** PGlite in a thread of its own, as the server opens it (decision 045). */
describe('PGlite in a worker thread', () => {
  let dir: string;
  let database: Database;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'jobbridge-pglite-thread-'));
    database = await createDb({ dataDir: dir, thread: true });
    await database.migrate();
  }, 120_000);
  afterAll(async () => {
    await database?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('answers statements with parameters, keeping dates as text the way drizzle reads them', async () => {
    const rows = await query<{ n: number; at: string; words: string[] }>(
      database.db,
      sql`select ${41}::int + 1 as n, '2026-11-28 10:00:00+00'::timestamptz as at, array['a', 'b'] as words`,
    );
    expect(rows).toEqual([{ n: 42, at: '2026-11-28 10:00:00+00', words: ['a', 'b'] }]);
    // Arrays are parsed as PGlite parses them in the main thread (its elements' parsers), numeric[] kept as text as
    // drizzle asks (the thread parses array types itself: pglite-thread.ts, leanParsers).
    expect(
      await query(
        database.db,
        sql.raw(
          `select array[1,2]::int[] as ints, array[true,false] as flags, array['{"a":1}'::jsonb] as docs, ` +
            `array[1.5]::numeric[] as nums, array[3000000000]::int8[] as bigs`,
        ),
      ),
    ).toEqual([{ ints: [1, 2], flags: [true, false], docs: [{ a: 1 }], nums: '{1.5}', bigs: [3000000000] }]);
    // JSON crosses as text and is parsed on arrival, in both of drizzle's row shapes.
    expect(await query(database.db, sql`select '{"a":[1,2]}'::jsonb as j, '[{"x":"é"}]'::json as k, null::jsonb as n`)).toEqual([
      { j: { a: [1, 2] }, k: [{ x: 'é' }], n: null },
    ]);
    await database.db.insert(appSettings).values({ key: 'thread-test', value: { on: true } });
    expect(await database.db.select({ value: appSettings.value }).from(appSettings).where(eq(appSettings.key, 'thread-test'))).toEqual([
      { value: { on: true } },
    ]);
    // The planner settings every connection gets reached the thread's PGlite.
    expect(await query(database.db, sql`show random_page_cost`)).toEqual([{ random_page_cost: '1.1' }]);
  });

  it("passes PostgreSQL's errors on with their code and constraint", async () => {
    await database.db.execute(sql`create table thread_unique (k text constraint thread_unique_k unique)`);
    await database.db.execute(sql`insert into thread_unique values ('a')`);
    const err = await database.db.execute(sql`insert into thread_unique values ('a')`).catch((e: unknown) => e);
    const cause = (err as { cause?: { code?: string; constraint?: string } }).cause;
    expect(cause).toMatchObject({ code: '23505', constraint: 'thread_unique_k' });
    // The connection is still usable afterwards.
    expect(await query(database.db, sql`select count(*)::int as n from thread_unique`)).toEqual([{ n: 1 }]);
  });

  it('commits a transaction, rolls one back when it throws, and keeps other statements out of it', async () => {
    await database.db.execute(sql`create table thread_tx (n int)`);
    const count = async () => (await query<{ n: number }>(database.db, sql`select count(*)::int as n from thread_tx`))[0]!.n;
    let outside: Promise<number> | undefined;
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`insert into thread_tx values (1)`);
      // Issued while the transaction is open: it waits for the end, then sees the committed row.
      outside = count();
      await new Promise((r) => setTimeout(r, 50));
      await tx.execute(sql`insert into thread_tx values (2)`);
    });
    expect(await outside).toBe(2);

    const failed = await database.db
      .transaction(async (tx) => {
        await tx.execute(sql`insert into thread_tx values (3)`);
        throw new Error('changed my mind');
      })
      .catch((e: unknown) => e);
    expect((failed as Error).message).toBe('changed my mind');
    expect(await count()).toBe(2);
  });

  it("never lets a statement from outside run inside someone else's transaction", async () => {
    await database.db.execute(sql`create table thread_mix (who text)`);
    // Transactions that roll back, started side by side with plain inserts: a plain insert that slipped into one
    // would be rolled back with it.
    await Promise.all(
      Array.from({ length: 20 }, (_, i) => [
        database.db
          .transaction(async (tx) => {
            await tx.execute(sql`insert into thread_mix values ('tx')`);
            throw new Error(`undo ${i}`);
          })
          .catch(() => {}),
        database.db.execute(sql`insert into thread_mix values ('plain')`),
      ]).flat(),
    );
    expect(await query(database.db, sql`select who, count(*)::int as n from thread_mix group by who`)).toEqual([{ who: 'plain', n: 20 }]);
  });

  it("runs pg-boss's queue on the same database: a job sent is worked", async () => {
    const boss = createQueue(database, { supervise: false, schedule: false });
    boss.on('error', () => {});
    await boss.start();
    try {
      await boss.createQueue('thread-test');
      const done = new Promise<unknown>((resolve) => void boss.work('thread-test', async ([job]) => resolve(job!.data)));
      await boss.send('thread-test', { hello: 'thread' });
      expect(await done).toEqual({ hello: 'thread' });
    } finally {
      await boss.stop({ graceful: false, close: false });
    }
  });

  it('refuses statements once closed', async () => {
    const otherDir = mkdtempSync(join(tmpdir(), 'jobbridge-pglite-thread-'));
    const other = await createDb({ dataDir: otherDir, thread: true });
    await other.close();
    await expect(query(other.db, sql`select 1`)).rejects.toMatchObject({ cause: { message: 'the database is closed' } });
    rmSync(otherDir, { recursive: true, force: true });
  });
});
