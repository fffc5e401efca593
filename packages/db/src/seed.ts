import { desc, eq, ne, sql } from 'drizzle-orm';
import type { Db } from './client.ts';
import { activationCodes, appSettings, campaigns, registerImports } from './schema/index.ts';

/**
 * Bumped when the demo data set changes. A database seeded with an older version is topped up on start;
 * a database that holds real imports is never touched (see `seedDemo`).
 */
export const SEED_VERSION = 2;

/** The demo campaign's code, printed in the README so a newcomer can try the activation page. */
export const DEMO_ACTIVATION_CODE = 'BETA2026';

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

export async function deleteSetting(db: Db, key: string): Promise<void> {
  await db.delete(appSettings).where(eq(appSettings.key, key));
}

/**
 * Fills a fresh database with the demo data set shipped in the repository, once. Each feature adds its
 * own part here as it lands; the `demo` flag lets the UI say plainly that what it shows is demo data.
 */
export async function seedDemo(db: Db): Promise<{ seeded: boolean }> {
  const version = await getSetting<number>(db, 'seed_version');
  if (version !== undefined && version >= SEED_VERSION) return { seeded: false };
  await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    // Campaign pages: a running beta with a code to copy, and one that is coming soon.
    await t
      .insert(campaigns)
      .values([
        { id: 'beta-launch', name: 'JobBridge beta', status: 'active', publicCode: DEMO_ACTIVATION_CODE },
        { id: 'coming-soon', name: 'Graduate season', status: 'coming_soon' },
      ])
      .onConflictDoNothing();
    await t
      .insert(activationCodes)
      .values({ code: DEMO_ACTIVATION_CODE, campaignId: 'beta-launch', maxUses: 10_000 })
      .onConflictDoNothing();
    await setSetting(t, 'seed_version', SEED_VERSION);
    await setSetting(t, 'demo_data', true);
  });
  return { seeded: true };
}

/** The source name of the bundled demo register (fictional employers), so it is never shown as the real one. */
export const DEMO_REGISTER_SOURCE = 'demo register (fictional employers)';

/** The latest import of the real Home Office register; the demo register does not count. */
export async function latestRegisterImport(db: Db) {
  const [row] = await db
    .select()
    .from(registerImports)
    .where(ne(registerImports.source, DEMO_REGISTER_SOURCE))
    .orderBy(desc(registerImports.importedAt))
    .limit(1);
  return row ?? null;
}

/**
 * The register the site shows: the latest import of the real one, else the bundled demo register (`demo`), so
 * a fresh install shows its figures marked as demo data instead of "not imported". Null with neither.
 */
export async function shownRegisterImport(db: Db) {
  const real = await latestRegisterImport(db);
  if (real) return { ...real, demo: false };
  const [row] = await db
    .select()
    .from(registerImports)
    .where(eq(registerImports.source, DEMO_REGISTER_SOURCE))
    .orderBy(desc(registerImports.importedAt))
    .limit(1);
  return row ? { ...row, demo: true } : null;
}
