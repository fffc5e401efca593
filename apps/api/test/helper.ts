import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Database } from '@jobbridge/db';
import { createTestDatabase } from '@jobbridge/db/testing';
import { afterAll, beforeAll } from 'vitest';
import { buildApp, type App } from '../src/app.ts';
import { loadConfig, type Config } from '../src/config/env.ts';

export interface TestContext {
  app: App;
  database: Database;
  config: Config;
}

/**
 * Test configuration: a private data folder, silent logs, and whatever the test overrides. The search cache is
 * off (tests change jobs between searches); the cache's own test turns it on. So is the server-wide
 * per-address ceiling (a test file makes many requests from one address); its own test turns it on.
 */
export function testConfig(env: Record<string, string> = {}): Config {
  const dataDir = mkdtempSync(join(tmpdir(), 'jobbridge-test-'));
  return loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    WEB_DIST: join(dataDir, 'no-web'),
    SEARCH_CACHE_SECONDS: '0',
    RATE_LIMIT_PER_MINUTE: '0',
    ...env,
  });
}

/** Builds the real app on a fresh database (its own per test file). */
export async function build(env: Record<string, string> = {}): Promise<TestContext & { close(): Promise<void> }> {
  const config = testConfig(env);
  const database = await createTestDatabase();
  const app = await buildApp({ config, database, logger: false });
  return {
    app,
    database,
    config,
    async close() {
      await app.close();
      await database.close();
      rmSync(config.dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Registers before/after hooks and returns the context, filled in once `beforeAll` has run.
 * `prepare` may add routes before the app is ready (tests of the error handler use it).
 */
export function setupApp(env: Record<string, string> = {}, prepare?: (app: App) => void): TestContext {
  const ctx = {} as TestContext;
  let close: () => Promise<void> = async () => {};
  beforeAll(async () => {
    const built = await build(env);
    prepare?.(built.app);
    await built.app.ready();
    Object.assign(ctx, built);
    close = built.close;
  });
  afterAll(() => close());
  return ctx;
}
