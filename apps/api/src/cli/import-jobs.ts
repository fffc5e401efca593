/**
 * `npm run import:jobs -- <source> …`: fetches or reads jobs, matches each employer to the sponsor register,
 * works out every job's verdict and stores them (the same ad again updates its row).
 *
 *   csv <file or URL> [<file> …] [--date-order dmy|mdy]
 *   greenhouse <board> [--company-name "Name"]      lever <company> [--company-name "Name"]
 *   ashby <board> [--company-name "Name"]           adzuna --what "data analyst" [--where London]   (ADZUNA_APP_ID, ADZUNA_APP_KEY)
 *   reed --keywords "data analyst" [--location London]   (REED_API_KEY)
 *
 * Import the register first (npm run import:sponsors) so employers can be matched. On PGlite with the server
 * running, the server stores them. For a source read again and again, see `npm run admin -- sources add`.
 */
import { createDb, DataDirLockedError, type Database } from '@jobbridge/db';
import { ConfigError, loadConfig } from '../config/env.ts';
import { loadEnvFile } from '../config/env-file.ts';
import { IngestFetchError, storeJobs, type NormalizedJob } from '../modules/ingest/index.ts';
import { fetchSource, HandoffError, handToServer, parseSource, SOURCE_USAGE, SourceUsageError } from '../modules/refresh/index.ts';
import { unmatchedEmployers } from '../modules/sponsors/index.ts';

/** The source's jobs: a board's API once, or every CSV file or URL given. */
async function collect(argv: string[], config: ReturnType<typeof loadConfig>): Promise<NormalizedJob[]> {
  const spec = parseSource(argv);
  if (spec.kind !== 'csv') return fetchSource(spec, config);
  const all: NormalizedJob[] = [];
  for (const url of spec.files) all.push(...(await fetchSource({ kind: 'csv', params: { ...spec.params, url } }, config)));
  return all;
}

async function main() {
  const started = Date.now();
  loadEnvFile();
  const config = loadConfig();
  const jobs = await collect(process.argv.slice(2), config);
  console.log(`Read ${jobs.length.toLocaleString('en-GB')} jobs`);
  let database: Database;
  try {
    database = config.DATABASE_URL ? await createDb({ url: config.DATABASE_URL }) : await createDb({ dataDir: config.dataDir });
  } catch (err) {
    if (!(err instanceof DataDirLockedError)) throw err;
    // The running server holds the embedded database: it stores them while it keeps serving.
    for (const line of await handToServer(config, { op: 'jobs', jobs: jobs as unknown as Record<string, unknown>[] })) console.log(line);
    return;
  }
  try {
    await database.migrate();
    const result = await storeJobs(database.db, jobs, {
      thresholds: config.thresholds,
      onProgress: (done, total) => {
        if (process.stdout.isTTY) process.stdout.write(`\rStoring ${done.toLocaleString('en-GB')}/${total.toLocaleString('en-GB')}`);
      },
    });
    if (process.stdout.isTTY) process.stdout.write('\n');
    console.log(
      `Stored ${result.stored.toLocaleString('en-GB')} jobs in ${((Date.now() - started) / 1000).toFixed(1)} s ` +
        `(${result.duplicates} duplicates folded; ${result.companiesCreated} new employers, ${result.companiesMatched} on the register).`,
    );
    // The employers posting most that the register does not match: an alias may be missing (decision 021).
    const unmatched = await unmatchedEmployers(database.db, 2, 10);
    if (unmatched.length) {
      console.log('Employers with the most jobs and no register match (npm run admin -- unknown-employers for more):');
      for (const u of unmatched) console.log(`${String(u.jobs).padStart(5)}  ${u.name}`);
      console.log('If one is on the register under another name: npm run admin -- alias add "<brand>" "<register organisation>"');
    }
  } finally {
    await database.close();
  }
}

main().catch((err: unknown) => {
  if (err instanceof SourceUsageError) console.error(`${err.message}\nUsage: npm run import:jobs -- <source> …\n${SOURCE_USAGE}`);
  else if (err instanceof ConfigError || err instanceof IngestFetchError || err instanceof HandoffError) console.error(err.message);
  else console.error(err);
  process.exit(1);
});
