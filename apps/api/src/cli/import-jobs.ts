/**
 * `npm run import:jobs -- <source> …`: fetches or reads jobs, matches each employer to the sponsor register,
 * works out every job's verdict and stores them (the same ad again updates its row).
 *
 *   csv <file> [<file> …] [--date-order dmy|mdy]
 *   greenhouse <board> [--company-name "Name"]      lever <company> [--company-name "Name"]
 *   ashby <board> [--company-name "Name"]           adzuna --what "data analyst" [--where London]   (ADZUNA_APP_ID, ADZUNA_APP_KEY)
 *   reed --keywords "data analyst" [--location London]   (REED_API_KEY)
 *
 * Import the register first (npm run import:sponsors) so employers can be matched.
 */
import { readFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { createDb, DataDirLockedError } from '@jobbridge/db';
import { ConfigError, loadConfig } from '../config/env.ts';
import { loadEnvFile } from '../config/env-file.ts';
import {
  fetchAdzuna,
  fetchAshby,
  fetchGreenhouse,
  fetchLever,
  fetchReed,
  IngestFetchError,
  parseCsv,
  type NormalizedJob,
} from '../modules/jobs/ingest/index.ts';
import { storeJobs } from '../modules/jobs/store.ts';
import { unmatchedEmployers } from '../modules/sponsors/aliases.ts';

class UsageError extends Error {}

const USAGE = `Usage: npm run import:jobs -- <source> …
  csv <file> [<file> …] [--date-order dmy|mdy]
  greenhouse <board> | lever <company> | ashby <board>   [--company-name "Name"]
  adzuna --what "data analyst" [--where London]          (needs ADZUNA_APP_ID and ADZUNA_APP_KEY)
  reed --keywords "data analyst" [--location London]     (needs REED_API_KEY)`;

async function collect(argv: string[], config: ReturnType<typeof loadConfig>): Promise<NormalizedJob[]> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      'date-order': { type: 'string' },
      'company-name': { type: 'string' },
      what: { type: 'string' },
      where: { type: 'string' },
      keywords: { type: 'string' },
      location: { type: 'string' },
    },
  });
  const [source, ...rest] = positionals;
  const companyName = values['company-name'];
  switch (source) {
    case 'csv': {
      if (!rest.length) throw new UsageError('csv needs at least one file');
      const dateOrder = values['date-order'] === 'mdy' ? 'mdy' : 'dmy';
      const all: NormalizedJob[] = [];
      for (const file of rest) all.push(...parseCsv(await readFile(file, 'utf8'), { dateOrder }));
      return all;
    }
    case 'greenhouse':
      if (!rest[0]) throw new UsageError('greenhouse needs a board name');
      return fetchGreenhouse({ board: rest[0], companyName });
    case 'lever':
      if (!rest[0]) throw new UsageError('lever needs a company name');
      return fetchLever({ company: rest[0], companyName });
    case 'ashby':
      if (!rest[0]) throw new UsageError('ashby needs a board name');
      return fetchAshby({ board: rest[0], companyName });
    case 'adzuna':
      if (!config.ADZUNA_APP_ID || !config.ADZUNA_APP_KEY) throw new UsageError('adzuna needs ADZUNA_APP_ID and ADZUNA_APP_KEY');
      return fetchAdzuna({ appId: config.ADZUNA_APP_ID, appKey: config.ADZUNA_APP_KEY, what: values.what, where: values.where });
    case 'reed':
      if (!config.REED_API_KEY) throw new UsageError('reed needs REED_API_KEY');
      return fetchReed({ apiKey: config.REED_API_KEY, keywords: values.keywords, locationName: values.location });
    default:
      throw new UsageError(USAGE);
  }
}

async function main() {
  const started = Date.now();
  loadEnvFile();
  const config = loadConfig();
  const jobs = await collect(process.argv.slice(2), config);
  console.log(`Read ${jobs.length.toLocaleString('en-GB')} jobs`);
  const database = config.DATABASE_URL ? await createDb({ url: config.DATABASE_URL }) : await createDb({ dataDir: config.dataDir });
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
  if (err instanceof DataDirLockedError)
    console.error(`${err.message}\nStop the server (or use DATABASE_URL with PostgreSQL), then run this again.`);
  else if (err instanceof UsageError || err instanceof ConfigError || err instanceof IngestFetchError) console.error(err.message);
  else console.error(err);
  process.exit(1);
});
