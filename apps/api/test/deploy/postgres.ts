import { randomBytes } from 'node:crypto';
import pg from 'pg';

/**
 * The deployment tests need a real PostgreSQL server (several processes on one database): TEST_DATABASE_URL's
 * server, else the one at 127.0.0.1:5432 (CI has both). Not reachable: the test fails and says why, it is
 * never skipped.
 */
const adminUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

async function admin<T>(fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 5000 });
  try {
    await client.connect();
  } catch (err) {
    throw new Error(`these tests need PostgreSQL at ${new URL(adminUrl).host} (set TEST_DATABASE_URL): ${(err as Error).message}`);
  }
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** A new, empty database of its own; `drop` removes it (ending its connections). */
export async function scratchDatabase(prefix: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `jb_${prefix}_${randomBytes(4).toString('hex')}`;
  await admin((c) => c.query(`CREATE DATABASE ${name}`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin((c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)).then(() => {}) };
}
