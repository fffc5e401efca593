/**
 * Fast, isolated databases for tests. A migrated template is made once per test run (vitest global setup),
 * then every test file gets its own copy:
 * - PGlite (default): the template's data folder is dumped to a file and loaded into a new in-memory PGlite.
 * - PostgreSQL (`TEST_DATABASE_URL` set): `CREATE DATABASE … TEMPLATE …`, dropped when the file is done.
 * The template also holds the queue's tables (pg-boss), so an app's queue starts in milliseconds.
 */
import { randomBytes } from 'node:crypto';
import { readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { createDb, type Database } from './client.ts';
import { pgliteExtensions } from './pglite-extensions.ts';
import { installQueueSchema, type QueueSpec } from './queue.ts';

const RUN_ENV = 'JOBBRIDGE_TEST_RUN';
const TEMPLATE_FILE_ENV = 'JOBBRIDGE_PGLITE_TEMPLATE';

function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

async function admin<T>(url: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

const templateName = (run: string) => `jb_tpl_${run}`;

/** Vitest global setup: builds the template (with the app's queues) and returns the teardown. */
export async function prepareTestTemplate(options: { queues?: readonly QueueSpec[] } = {}): Promise<() => Promise<void>> {
  const run = randomBytes(4).toString('hex');
  process.env[RUN_ENV] = run;
  const url = process.env.TEST_DATABASE_URL;

  if (url) {
    const name = templateName(run);
    await admin(url, (c) => c.query(`CREATE DATABASE ${name}`));
    const database = await createDb({ url: withDatabase(url, name), poolSize: 1 });
    await database.migrate();
    await installQueueSchema(database, options.queues);
    await database.close();
    return async () => {
      await admin(url, async (c) => {
        const { rows } = await c.query<{ datname: string }>(`SELECT datname FROM pg_database WHERE datname LIKE $1 OR datname = $2`, [
          `jb_t_${run}_%`,
          name,
        ]);
        for (const { datname } of rows) await c.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
      });
    };
  }

  const client = await PGlite.create({ extensions: pgliteExtensions });
  const database = await createDb({ pglite: client });
  await database.migrate();
  await installQueueSchema(database, options.queues);
  const dump = await client.dumpDataDir('none');
  const file = join(tmpdir(), `jobbridge-template-${run}.tar`);
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  await client.close();
  process.env[TEMPLATE_FILE_ENV] = file;
  return () => rm(file, { force: true });
}

/** A fresh, migrated database of its own for one test file. Close it in `afterAll`. */
export async function createTestDatabase(): Promise<Database> {
  const url = process.env.TEST_DATABASE_URL;
  const run = process.env[RUN_ENV];

  if (url) {
    if (!run) throw new Error('TEST_DATABASE_URL is set but the vitest global setup did not run');
    const name = `jb_t_${run}_${randomBytes(4).toString('hex')}`;
    await admin(url, (c) => c.query(`CREATE DATABASE ${name} TEMPLATE ${templateName(run)}`));
    // Dropping the database at the end ends its connections; that is expected, not worth a warning.
    const database = await createDb({ url: withDatabase(url, name), poolSize: 4, onError: () => {} });
    return {
      ...database,
      close: async () => {
        await database.close();
        await admin(url, (c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
      },
    };
  }

  const file = process.env[TEMPLATE_FILE_ENV];
  if (!file) {
    // No global setup (a single file run by hand): migrate a fresh one, slower but correct.
    const database = await createDb({ memory: true });
    await database.migrate();
    return database;
  }
  const blob = new Blob([await readFile(file)]);
  const client = await PGlite.create({ loadDataDir: blob, extensions: pgliteExtensions });
  return createDb({ pglite: client });
}
