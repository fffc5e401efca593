import { desc, eq, sql } from 'drizzle-orm';
import type { Db } from './client.ts';
import { appSettings, registerImports } from './schema/index.ts';

/**
 * Bumped when the demo data set changes. A database seeded with an older version is topped up on start;
 * a database that holds real imports is never touched (see `seedDemo`).
 */
export const SEED_VERSION = 1;

export async function getSetting<T>(db: Db, key: string): Promise<T | undefined> {
  const [row] = await db.select().from(appSettings).where(eq(appSettings.key, key));
  return row?.value as T | undefined;
}

export async function setSetting(db: Db, key: string, value: unknown): Promise<void> {
  await db
    .insert(appSettings)
    .values({ key, value })
    .onConflictDoUpdate({ target: appSettings.key, set: { value, updatedAt: sql`now()` } });
}

/**
 * Fills a fresh database with the demo data set shipped in the repository, once. Each feature adds its
 * own part here as it lands; the `demo` flag lets the UI say plainly that what it shows is demo data.
 */
export async function seedDemo(db: Db): Promise<{ seeded: boolean }> {
  const version = await getSetting<number>(db, 'seed_version');
  if (version !== undefined && version >= SEED_VERSION) return { seeded: false };
  await db.transaction(async (tx) => {
    await setSetting(tx as unknown as Db, 'seed_version', SEED_VERSION);
    await setSetting(tx as unknown as Db, 'demo_data', true);
  });
  return { seeded: true };
}

export async function latestRegisterImport(db: Db) {
  const [row] = await db.select().from(registerImports).orderBy(desc(registerImports.importedAt)).limit(1);
  return row ?? null;
}
