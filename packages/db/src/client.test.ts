import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, query, type Database } from './client.ts';
import { DataDirLockedError, lockDataDir } from './lock.ts';
import { DEMO_ACTIVATION_CODE, getSetting, seedDemo, SEED_VERSION } from './seed.ts';
import { createTestDatabase } from './testing.ts';
import { sql } from 'drizzle-orm';

describe('test database', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it('is migrated, with pg_trgm available', async () => {
    const rows = await query<{ sim: number }>(database.db, sql`select similarity('Manchester', 'Manchster') as sim`);
    expect(Number(rows[0]!.sim)).toBeGreaterThan(0.5);
    const tables = await query<{ tablename: string }>(
      database.db,
      sql`select tablename from pg_tables where schemaname = 'public' order by tablename`,
    );
    expect(tables.map((r) => r.tablename)).toEqual(expect.arrayContaining(['app_settings', 'register_imports']));
  });

  it('bounds statements on a timed handle on PostgreSQL (PGlite cannot cancel one)', async () => {
    if (database.kind === 'pglite') return expect(database.timed).toBeUndefined();
    const timed = database.timed!(100);
    expect(database.timed!(100)).toBe(timed);
    const err = await query(timed, sql`select pg_sleep(2)`).catch((e: unknown) => e);
    const codes: unknown[] = [];
    for (let e = err as { code?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e) codes.push(e.code);
    expect(codes).toContain('57014'); // query_canceled
    expect(await query(timed, sql`select 1 as one`)).toEqual([{ one: 1 }]);
    // The main handle has no such limit.
    expect(await query(database.db, sql`select 1 as one from pg_sleep(0.3)`)).toEqual([{ one: 1 }]);
  });

  it('plans with the settings for short, index-driven queries on either database', async () => {
    const show = async (name: string) => (await query<Record<string, string>>(database.db, sql.raw(`show ${name}`)))[0]![name];
    expect(await show('random_page_cost')).toBe('1.1');
    expect(await show('work_mem')).toBe('16MB');
    expect(await show('jit')).toBe('off');
  });

  it('keeps an idle PostgreSQL connection past the 10 s that pg-pool keeps one, so a search after a pause needs no new one', async () => {
    if (database.kind === 'pglite') return;
    const pid = async () => (await query<{ pid: number }>(database.db, sql`select pg_backend_pid() as pid`))[0]!.pid;
    const before = await pid();
    await new Promise((resolve) => setTimeout(resolve, 10_500));
    expect(await pid()).toBe(before);
  });

  it('answers ping', async () => {
    expect(await database.ping()).toBe(true);
  });

  it('seeds the demo data once', async () => {
    expect(await seedDemo(database.db)).toEqual({ seeded: true });
    expect(await seedDemo(database.db)).toEqual({ seeded: false });
    expect(await getSetting(database.db, 'seed_version')).toBe(SEED_VERSION);
    expect(await getSetting(database.db, 'demo_data')).toBe(true);
    const codes = await query<{ code: string; campaign_id: string }>(database.db, sql`select code, campaign_id from activation_codes`);
    expect(codes).toEqual([{ code: DEMO_ACTIVATION_CODE, campaign_id: 'beta-launch' }]);
  });

  it('gives every test file its own database', async () => {
    const other = await createTestDatabase();
    try {
      await database.db.execute(sql`insert into app_settings (key, value) values ('only-here', '1'::jsonb)`);
      const rows = await query(other.db, sql`select * from app_settings where key = 'only-here'`);
      expect(rows).toHaveLength(0);
    } finally {
      await other.close();
    }
  });
});

describe('embedded database folder', () => {
  const dir = mkdtempSync(join(tmpdir(), 'jobbridge-lock-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('is locked to one process and keeps its data across reopening', async () => {
    const first = await createDb({ dataDir: dir });
    await first.migrate();
    await first.db.execute(sql`insert into app_settings (key, value) values ('kept', '"yes"'::jsonb)`);
    // A second open of the same folder is refused while the first holds it (here: a lock owned by a live pid).
    await first.close();

    const again = await createDb({ dataDir: dir });
    await again.migrate(); // idempotent
    const rows = await query<{ value: string }>(again.db, sql`select value from app_settings where key = 'kept'`);
    expect(rows[0]?.value).toBe('yes');
    await again.close();
  });

  it('refuses a folder held by another live process, and takes over a stale lock', async () => {
    const { writeFileSync } = await import('node:fs');
    writeFileSync(join(dir, 'LOCK'), String(process.ppid)); // the parent process is alive
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
    writeFileSync(join(dir, 'LOCK'), '999999999'); // no such process
    const release = lockDataDir(dir);
    release();
  });
});
