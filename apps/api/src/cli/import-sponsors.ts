/**
 * `npm run import:sponsors -- [file|url]`: imports the Home Office register of licensed sponsors (workers).
 * With no argument it finds the current CSV on the GOV.UK publication page (REGISTER_PAGE_URL overrides it).
 * A re-import writes only what changed, in small transactions, and records what appeared, disappeared, or changed
 * its rating or routes (decision 054). On PGlite with the server running, the server does the import.
 */
import { createDb, DataDirLockedError, type Database } from '@jobbridge/db';
import { ConfigError, loadConfig } from '../config/env.ts';
import { loadEnvFile } from '../config/env-file.ts';
import { HandoffError, handToServer } from '../modules/refresh/index.ts';
import { handRematchToServer, refreshVerdicts } from '../modules/ingest/index.ts';
import { importRegister, loadRegisterText, readRegister, RegisterFormatError, RegisterSourceError } from '../modules/sponsors/index.ts';

function progressBar(stage: string, done: number, total: number) {
  const width = 30;
  const filled = total ? Math.round((done / total) * width) : 0;
  const line = `${stage.padEnd(10)} [${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${done.toLocaleString('en-GB')}/${total.toLocaleString('en-GB')}`;
  if (process.stdout.isTTY) process.stdout.write(`\r${line}${done === total ? '\n' : ''}`);
  else if (done === total) process.stdout.write(`${line}\n`);
}

async function main() {
  const started = Date.now();
  loadEnvFile();
  const config = loadConfig();
  const { text, source } = await loadRegisterText(process.argv[2], config.REGISTER_PAGE_URL);
  const parsed = readRegister(text);
  console.log(
    `Read ${parsed.rows.toLocaleString('en-GB')} rows: ${parsed.organisations.length.toLocaleString('en-GB')} organisations (${source})`,
  );

  let database: Database;
  try {
    database = config.DATABASE_URL ? await createDb({ url: config.DATABASE_URL }) : await createDb({ dataDir: config.dataDir });
  } catch (err) {
    if (!(err instanceof DataDirLockedError)) throw err;
    // The running server holds the embedded database: it imports (and re-matches) while it keeps serving.
    for (const line of await handToServer(config, { op: 'register', text, source })) console.log(line);
    return;
  }
  try {
    await database.migrate();
    const result = await importRegister(database.db, parsed, source, progressBar);
    console.log(
      `Imported in ${((Date.now() - started) / 1000).toFixed(1)} s: ${result.added.toLocaleString('en-GB')} appeared, ` +
        `${result.removed.toLocaleString('en-GB')} disappeared, ${result.ratingChanges.toLocaleString('en-GB')} ratings and ` +
        `${result.routeChanges.toLocaleString('en-GB')} routes changed, ${result.changed.toLocaleString('en-GB')} changed in all.`,
    );
    // Jobs already stored must not keep a licence the register no longer lists (or miss a new one). A running
    // server (PostgreSQL) does it in its queue; otherwise it is done here.
    const queued = await handRematchToServer(database, source);
    if (queued) {
      console.log(`The running server re-matches employers and jobs in the background (queue job ${queued}).`);
      return;
    }
    const refreshed = await refreshVerdicts(database.db, config.thresholds, (done, total) => progressBar('Verdicts', done, total));
    console.log(
      `Checked ${refreshed.companies.toLocaleString('en-GB')} employers and ${refreshed.jobs.toLocaleString('en-GB')} jobs against the new register.`,
    );
  } finally {
    await database.close();
  }
}

main().catch((err: unknown) => {
  if (err instanceof ConfigError || err instanceof RegisterFormatError || err instanceof RegisterSourceError || err instanceof HandoffError)
    console.error(err.message);
  else console.error(err);
  process.exit(1);
});
