import { createDb, DataDirLockedError, seedDemo } from '@jobbridge/db';
import closeWithGrace from 'close-with-grace';
import { buildApp } from './app.ts';
import { seedDemoAgencies } from './modules/agencies/index.ts';
import { seedDemoJobs } from './modules/ingest/index.ts';
import { ConfigError, loadConfig } from './config/env.ts';
import { loadEnvFile } from './config/env-file.ts';
import { publicUrlWarnings } from './config/public-url.ts';
import { warmUp } from './warm-up.ts';

/** Starts the server: config, database (migrated, demo data on first start), then listen. */
async function main() {
  loadEnvFile();
  const config = loadConfig();
  const database = config.DATABASE_URL
    ? await createDb({ url: config.DATABASE_URL, poolSize: config.DATABASE_POOL_SIZE })
    : await createDb({ dataDir: config.dataDir, thread: true });
  await database.migrate();
  await seedDemo(database.db);
  await seedDemoJobs(database.db, config);
  await seedDemoAgencies(database.db, config);

  const app = await buildApp({ config, database });
  closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
    if (err) app.log.error({ err }, 'shutting down after an error');
    else app.log.info({ signal }, 'shutting down');
    await app.close();
    await database.close();
  });

  // Before the first request (decision 060): a cold instance answers its first searches many times slower. It
  // listens only once warm, so the proxy passes it over until then (a refused connection) and /api/ready says so.
  const warm = await warmUp(app);
  app.log.info(`warmed up: ${warm.searches} searches in ${warm.ms} ms`);
  await app.listen({ host: config.HOST, port: config.PORT });
  if (!config.isProduction && !['127.0.0.1', 'localhost', '::1'].includes(config.HOST)) {
    // Other machines can reach a development server now; its outbox still answers only this machine.
    app.log.warn(`listening on ${config.HOST}: reachable from the network (HOST=127.0.0.1 keeps it to this machine)`);
  }
  app.log.info(`JobBridge is running at ${config.publicUrl} (database: ${database.kind})`);
  for (const warning of publicUrlWarnings(config)) app.log.warn(warning);
}

main().catch((err: unknown) => {
  if (err instanceof ConfigError || err instanceof DataDirLockedError) {
    console.error(err.message);
  } else {
    console.error(err);
  }
  process.exit(1);
});
