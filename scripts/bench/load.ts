/**
 * Loading the generated jobs: PostgreSQL through `COPY … FROM STDIN` on two connections (the tsvector is a
 * generated column, so the database's CPU is the limit), PGlite through batched
 * `INSERT … SELECT FROM jsonb_to_recordset`. The secondary indexes of `jobs` are dropped first and rebuilt
 * afterwards from the definitions the migrations created (read back from pg_indexes, so they stay identical).
 */
import { createDb, sql, type Db } from '@jobbridge/db';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { COLUMN_TYPES, COLUMNS, copyLine, type Generator } from './generate.ts';

type Exec = (text: string) => Promise<{ rows: Record<string, unknown>[] }>;

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

export function progress(label: string, total: number) {
  const started = Date.now();
  let last = 0;
  return (done: number) => {
    const now = Date.now();
    if (done < total && now - last < 10_000) return;
    last = now;
    const rate = done / Math.max((now - started) / 1000, 0.001);
    const eta = done < total ? `, about ${Math.round((total - done) / rate)} s to go` : '';
    console.log(
      `  ${label}: ${done.toLocaleString('en-GB')} / ${total.toLocaleString('en-GB')} (${Math.round(rate).toLocaleString('en-GB')} rows/s${eta})`,
    );
  };
}

async function dropIndexes(exec: Exec): Promise<{ name: string; def: string }[]> {
  const { rows } = await exec(`select indexname, indexdef from pg_indexes
    where schemaname = 'public' and tablename in ('jobs', 'job_search', 'job_search_recent') and indexname not like '%_pkey' order by indexname`);
  const indexes = rows.map((r) => ({ name: String(r.indexname), def: String(r.indexdef) }));
  for (const { name } of indexes) await exec(`drop index "${name}"`);
  return indexes;
}

async function rebuild(exec: Exec, indexes: { name: string; def: string }[]): Promise<number> {
  const started = Date.now();
  for (const { name, def } of indexes) {
    const t = Date.now();
    await exec(def);
    console.log(`  index ${name}: ${seconds(Date.now() - t)}`);
  }
  // The rows arrive in random date order; a table that grew day by day (as in production, each import adding the
  // newest ads) lies in date order, which is what reading the newest ads relies on.
  let t = Date.now();
  await exec('cluster job_search using job_search_posted_idx');
  await exec('cluster job_search_recent using job_search_recent_posted_idx');
  console.log(`  cluster job_search by date: ${seconds(Date.now() - t)}`);
  t = Date.now();
  await exec('vacuum (analyze) jobs');
  await exec('vacuum (analyze) job_search');
  await exec('vacuum (analyze) job_search_recent');
  console.log(`  vacuum analyze: ${seconds(Date.now() - t)}`);
  return Date.now() - started;
}

export interface LoadTimes {
  rowsMs: number;
  indexMs: number;
}

/** Fills a freshly migrated PostgreSQL database with rows 0..n-1. */
export async function loadPostgres(url: string, gen: Generator, n: number, streams = 2): Promise<LoadTimes> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  const exec: Exec = (text) => admin.query(text);
  try {
    const indexes = await dropIndexes(exec);
    console.log(`  dropped ${indexes.length} secondary indexes for the load (rebuilt with the same definitions after)`);
    const started = Date.now();
    let done = 0;
    const report = progress('rows', n);
    const columns = COLUMNS.map((c) => `"${c}"`).join(', ');
    const worker = async (from: number, to: number) => {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        await client.query('set synchronous_commit = off');
        const stream = client.query(copyFrom(`copy jobs (${columns}) from stdin`));
        const finished = new Promise<void>((resolve, reject) => {
          stream.on('finish', resolve);
          stream.on('error', reject);
        });
        const BATCH = 500;
        for (let i = from; i < to; i += BATCH) {
          let chunk = '';
          for (let k = i; k < Math.min(i + BATCH, to); k++) chunk += copyLine(gen.row(k));
          if (!stream.write(chunk)) await new Promise((resolve) => stream.once('drain', resolve));
          done += Math.min(BATCH, to - i);
          report(done);
        }
        stream.end();
        await finished;
      } finally {
        await client.end();
      }
    };
    const per = Math.ceil(n / streams);
    await Promise.all(Array.from({ length: streams }, (_, w) => worker(w * per, Math.min(n, (w + 1) * per))));
    report(n);
    const rowsMs = Date.now() - started;
    await exec(`set maintenance_work_mem = '1GB'`);
    await exec('set max_parallel_maintenance_workers = 2');
    const indexMs = await rebuild(exec, indexes);
    return { rowsMs, indexMs };
  } finally {
    await admin.end();
  }
}

/** Fills a freshly migrated PGlite data directory with rows 0..n-1 (in this process; closed at the end). */
export async function loadPglite(dataDir: string, gen: Generator, n: number): Promise<LoadTimes> {
  const database = await createDb({ dataDir });
  const db: Db = database.db;
  const exec: Exec = async (text) => {
    const result: unknown = await db.execute(sql.raw(text));
    return result as { rows: Record<string, unknown>[] };
  };
  try {
    await database.migrate();
    const indexes = await dropIndexes(exec);
    console.log(`  dropped ${indexes.length} secondary indexes for the load (rebuilt with the same definitions after)`);
    const started = Date.now();
    const report = progress('rows', n);
    const columns = COLUMNS.map((c) => `"${c}"`).join(', ');
    const recordType = COLUMNS.map((c) => `"${c}" ${COLUMN_TYPES[c]}`).join(', ');
    const BATCH = 2000;
    for (let i = 0; i < n; i += BATCH) {
      const rows = [];
      for (let k = i; k < Math.min(i + BATCH, n); k++) rows.push(gen.row(k));
      await db.execute(sql`insert into jobs (${sql.raw(columns)}) select ${sql.raw(columns)}
        from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as x(${sql.raw(recordType)})`);
      report(Math.min(i + BATCH, n));
    }
    const rowsMs = Date.now() - started;
    await exec(`set maintenance_work_mem = '512MB'`);
    const indexMs = await rebuild(exec, indexes);
    return { rowsMs, indexMs };
  } finally {
    await database.close();
  }
}
