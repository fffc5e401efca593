/**
 * What keeping the search table costs an import: stores N new jobs through the app's own upsert (batches of 500,
 * every index in place, as `npm run import:jobs` does) into the bench database, with the search triggers on and
 * then off, and prints rows/s for each; the rows are deleted afterwards. See scripts/bench/README.md.
 *
 *   npm run bench:insert -- [--rows 5000] [--db postgres|pglite] [--data-dir DIR] [--pg-host user@host:port]
 */
import { SHARED_DATA } from '@jobbridge/test-data';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { createDb, sql } from '@jobbridge/db';
import { upsertJobs, type JobInsertRow } from '../../apps/api/src/modules/ingest/repository.ts';
import { generator, loadCorpus } from './generate.ts';

const { values: opts } = parseArgs({
  options: {
    rows: { type: 'string', default: '5000' },
    db: { type: 'string', default: 'postgres' },
    'data-dir': { type: 'string', default: join(tmpdir(), 'jobbridge-bench-search-pglite') },
    'pg-host': { type: 'string', default: process.env.BENCH_PG_HOST ?? 'postgres@127.0.0.1:5432' },
  },
  strict: true,
});
const N = Number(opts.rows);
const database =
  opts.db === 'pglite'
    ? await createDb({ dataDir: opts['data-dir'] })
    : await createDb({ url: `postgres://${opts['pg-host']}/jobbridge_bench_search` });
const { db } = database;
const gen = generator(loadCorpus(SHARED_DATA), 991, new Date());
const TRIGGERS = ['jobs_search_insert', 'jobs_search_update'];

async function run(label: string, offset: number): Promise<void> {
  const rows: JobInsertRow[] = [];
  for (let i = 0; i < N; i++) {
    const row = gen.row(50_000_000 + offset + i);
    rows.push({ ...row, dedupe_key: `insert-rate-${offset + i}`, company_id: null, verdict: row.verdict });
  }
  const started = performance.now();
  for (let i = 0; i < rows.length; i += 500) await upsertJobs(db, rows.slice(i, i + 500));
  const seconds = (performance.now() - started) / 1000;
  console.log(`${label.padEnd(28)} ${Math.round(N / seconds).toLocaleString('en-GB')} rows/s (${N} rows in ${seconds.toFixed(1)} s)`);
}

try {
  console.log(`storing ${N} new jobs in batches of 500 (${opts.db}, every index in place)`);
  await run('with the search triggers', 0);
  for (const t of TRIGGERS) await db.execute(sql.raw(`alter table jobs disable trigger ${t}`));
  try {
    await run('without them', N);
  } finally {
    for (const t of TRIGGERS) await db.execute(sql.raw(`alter table jobs enable trigger ${t}`));
  }
} finally {
  await db.execute(sql`delete from jobs where dedupe_key like 'insert-rate-%'`);
  await database.close();
}
