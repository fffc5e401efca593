import { mkdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { sql, type SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema/index.ts';
import { lockDataDir } from './lock.ts';
import { pgliteExtensions } from './pglite-extensions.ts';
import { RemotePglite, type PgliteClient } from './pglite-remote.ts';

export type Schema = typeof schema;
/** The one database type the app codes against: the same on PGlite and on PostgreSQL. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** The handle `db.transaction(async (tx) => …)` passes: functions that take `DbOrTx` run inside the caller's transaction. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;
export type DbKind = 'pglite' | 'postgres';

export interface Database {
  db: Db;
  kind: DbKind;
  /** Applies every pending migration. Safe to call on every start. */
  migrate(): Promise<void>;
  /** True when the database answers a trivial query. */
  ping(): Promise<boolean>;
  close(): Promise<void>;
  /**
   * PostgreSQL only: a handle whose statements are cancelled after `ms` (statement_timeout, error 57014), on
   * connections of their own (half the pool's size), so a statement needs no transaction around it to be
   * bounded. PGlite cannot cancel a running statement, so it has none.
   */
  timed?: (ms: number) => Db;
  /** The PostgreSQL connection string (postgres), for components that open their own connections (the queue). */
  url?: string;
  /** The embedded instance (pglite), for components that must share its single connection (the queue). */
  pglite?: PgliteClient;
}

export const migrationsFolder = join(dirname(fileURLToPath(import.meta.url)), '..', 'drizzle');

export type CreateDbOptions =
  | { url: string; poolSize?: number; onError?: (err: Error) => void }
  /** `thread`: PGlite runs in a worker thread of its own (the server: decision 045). */
  | { dataDir: string; lock?: boolean; thread?: boolean }
  | { memory: true }
  | { pglite: PGlite };

/**
 * Planner settings for short, index-driven queries (decision 015), on every connection of either database: random
 * reads cost little more than sequential ones (SSDs; PGlite reads its pages from the operating system's cache), JIT
 * compilation (tens of ms) never pays off for a search, and 16 MB keeps the bitmap of a mid-frequency word exact (a
 * lossy one rechecks every row of its pages). PGlite needs them set too (decision 039).
 */
const PLANNER_SETTINGS = { random_page_cost: '1.1', jit: 'off', work_mem: '16MB' };

/**
 * How long an idle PostgreSQL connection is kept (the pool library's default is 10 s). A new connection's first
 * statements load the catalog caches and the text-search dictionaries, so a search on a fresh connection is slower
 * (decision 047). A site between visitors then answers its next search at warm speed.
 */
const IDLE_CONNECTION_MS = 10 * 60 * 1000;

/**
 * PostgreSQL when a URL is given, otherwise the embedded PGlite (under `dataDir`, in memory, or an already
 * open instance). A PGlite folder is locked for this process unless `lock: false`.
 */
export async function createDb(options: CreateDbOptions): Promise<Database> {
  if ('url' in options) {
    const poolSize = options.poolSize ?? 10;
    const openPool = (max: number, settings = '') => {
      const pool = new pg.Pool({
        connectionString: options.url,
        max,
        idleTimeoutMillis: IDLE_CONNECTION_MS,
        // Idle connections alone do not keep a process running (a command-line tool that ends without close()).
        allowExitOnIdle: true,
        options: `${Object.entries(PLANNER_SETTINGS)
          .map(([name, value]) => `-c ${name}=${value}`)
          .join(' ')}${settings}`,
      });
      // An idle connection that the server drops (restart, failover) must not crash the process; the pool
      // replaces it on the next query.
      pool.on('error', options.onError ?? ((err) => console.warn(`database connection lost: ${err.message}`)));
      return pool;
    };
    const pool = openPool(poolSize);
    const db = drizzlePg({ client: pool, schema }) as unknown as Db;
    const timedPools = new Map<number, { pool: pg.Pool; db: Db }>();
    const timed = (ms: number): Db => {
      const key = Math.max(1, Math.round(ms));
      let entry = timedPools.get(key);
      if (!entry) {
        const timedPool = openPool(Math.max(2, Math.ceil(poolSize / 2)), ` -c statement_timeout=${key}`);
        timedPools.set(key, (entry = { pool: timedPool, db: drizzlePg({ client: timedPool, schema }) as unknown as Db }));
      }
      return entry.db;
    };
    return {
      db,
      kind: 'postgres',
      url: options.url,
      timed,
      migrate: () => migrateLocked(pool),
      ping: () => ping(db),
      close: once(async () => {
        await Promise.all([pool.end(), ...[...timedPools.values()].map((t) => t.pool.end())]);
      }),
    };
  }

  let release = () => {};
  let client: PgliteClient;
  if ('pglite' in options) {
    client = options.pglite;
  } else if ('memory' in options) {
    client = await PGlite.create({ extensions: pgliteExtensions });
  } else {
    const dir = resolve(options.dataDir, 'db');
    mkdirSync(dir, { recursive: true });
    if (options.lock !== false) release = lockDataDir(resolve(options.dataDir));
    try {
      client = options.thread ? await RemotePglite.open(dir) : await PGlite.create({ dataDir: dir, extensions: pgliteExtensions });
    } catch (err) {
      release();
      throw err;
    }
  }
  // PGlite starts with PostgreSQL's defaults (random_page_cost 4, work_mem 4 MB) whatever its folder's settings say.
  try {
    await client.exec(
      Object.entries(PLANNER_SETTINGS)
        .map(([name, value]) => `set ${name} = '${value}'`)
        .join('; '),
    );
  } catch (err) {
    if (!('pglite' in options)) await client.close();
    release();
    throw err;
  }
  // RemotePglite answers the calls drizzle makes (query, transaction) as PGlite does.
  const pglite = client as PGlite;
  const db = drizzlePglite({ client: pglite, schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    pglite: client,
    migrate: () => migratePglite(drizzlePglite({ client: pglite, schema }), { migrationsFolder }),
    ping: () => ping(db),
    close: once(async () => {
      if (!client.closed) await client.close();
      release();
    }),
  };
}

/**
 * The key of the advisory lock that migrations run under. Every instance uses the same one, so instances that
 * start together migrate one after the other; the later ones then find nothing left to apply (decision 041).
 */
const MIGRATION_LOCK = 4_105_041;

/**
 * Drizzle's migrator reads the last applied migration, then applies the rest in one transaction, with no lock:
 * two processes starting together would both apply them (the second fails on "already exists"). A session
 * advisory lock on one connection serialises them; it goes with the connection if the process dies.
 */
async function migrateLocked(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  let broken = false;
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    try {
      await migratePg(drizzlePg({ client, schema }), { migrationsFolder });
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => (broken = true));
    }
  } catch (err) {
    broken = true;
    throw err;
  } finally {
    // A connection that may still hold the lock is closed, not returned to the pool.
    client.release(broken);
  }
}

/** Closing twice is harmless (a health check may find the database already closed). */
function once(fn: () => Promise<void>): () => Promise<void> {
  let done: Promise<void> | undefined;
  return () => (done ??= fn());
}

async function ping(db: Db): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}

/** Raw SQL with typed rows; both drivers answer `{ rows }`. */
export async function query<T>(db: DbOrTx, statement: SQL): Promise<T[]> {
  const result: unknown = await db.execute(statement);
  return (result as { rows: T[] }).rows;
}
