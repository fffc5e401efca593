import { PgBoss, fromPglite, type ConstructorOptions, type Queue } from 'pg-boss';
import type { Database } from './client.ts';

/** The schema pg-boss keeps its tables in (created and migrated by pg-boss itself on start). */
export const QUEUE_SCHEMA = 'pgboss';
/** How the server's queue connections are named in pg_stat_activity, so a CLI can tell a server is running. */
export const QUEUE_APPLICATION_NAME = 'jobbridge-queue';

/**
 * A pg-boss instance on this database: its own small pool on PostgreSQL; on PGlite the one embedded
 * connection, shared through pg-boss's adapter (the caller owns that instance; pg-boss never closes it).
 */
export function createQueue(database: Database, options: Omit<ConstructorOptions, 'db' | 'connectionString' | 'backend'> = {}): PgBoss {
  const common = { schema: QUEUE_SCHEMA, ...options };
  // fromPglite calls query, exec and listen, which a PGlite in a thread of its own answers too (RemotePglite).
  if (database.pglite) return new PgBoss({ ...common, db: fromPglite(database.pglite), backend: 'pglite' });
  if (!database.url) throw new Error('the queue needs a PostgreSQL URL or a PGlite instance');
  return new PgBoss({ application_name: QUEUE_APPLICATION_NAME, max: 4, ...common, connectionString: database.url });
}

export interface QueueSpec {
  name: string;
  options: Omit<Queue, 'name'>;
}

/**
 * Creates (or migrates) the queue's tables and the given queues without starting any of its timers. Test
 * templates call it once per run so that each test file's copy already has them: creating the schema costs
 * about a second on PGlite, and each queue (a table of its own) a tenth of one.
 */
export async function installQueueSchema(database: Database, queues: readonly QueueSpec[] = []): Promise<void> {
  const boss = createQueue(database, { supervise: false, schedule: false, application_name: 'jobbridge-setup', max: 1 });
  boss.on('error', () => {});
  await boss.start();
  for (const queue of queues) await boss.createQueue(queue.name, queue.options);
  await boss.stop({ graceful: false, close: true });
}
