import { companies, importRuns, importSources, jobs, jobSightings, query, sql, type Db } from '@jobbridge/db';
import type { SourceKind } from './sources.ts';

/** SQL of the scheduled refreshes: job sources, their runs, and which source lists which ad. */

export interface SourceRow {
  id: number;
  kind: SourceKind;
  params: Record<string, string>;
  label: string;
  every_minutes: number;
  next_run_at: Date | string;
  failures: number;
}

/** Adds a source, or answers the one with the same label (false: it was there already). */
export async function addSource(
  db: Db,
  values: { kind: SourceKind; params: Record<string, string>; label: string; everyMinutes: number },
): Promise<{ id: number; created: boolean }> {
  const [row] = await query<{ id: number }>(
    db,
    sql`insert into ${importSources} (kind, params, label, every_minutes)
    values (${values.kind}, ${JSON.stringify(values.params)}::jsonb, ${values.label}, ${values.everyMinutes})
    on conflict (label) do nothing returning id`,
  );
  if (row) return { id: row.id, created: true };
  const [existing] = await query<{ id: number }>(db, sql`select id from ${importSources} where label = ${values.label}`);
  return { id: existing!.id, created: false };
}

/** Removes a source by id or label (its sightings go with it; its ads stay as they are). */
export async function removeSource(db: Db, idOrLabel: string): Promise<boolean> {
  const id = /^\d+$/.test(idOrLabel) ? Number(idOrLabel) : -1;
  const rows = await query<{ id: number }>(db, sql`delete from ${importSources} where id = ${id} or label = ${idOrLabel} returning id`);
  return rows.length > 0;
}

export function listSources(db: Db): Promise<SourceRow[]> {
  return query<SourceRow>(db, sql`select id, kind, params, label, every_minutes, next_run_at, failures from ${importSources} order by id`);
}

export async function findSource(db: Db, id: number): Promise<SourceRow | undefined> {
  const [row] = await query<SourceRow>(
    db,
    sql`select id, kind, params, label, every_minutes, next_run_at, failures from ${importSources} where id = ${id}`,
  );
  return row;
}

/** Sources whose next run is due. */
export async function dueSourceIds(db: Db): Promise<number[]> {
  const rows = await query<{ id: number }>(db, sql`select id from ${importSources} where next_run_at <= now() order by next_run_at`);
  return rows.map((r) => r.id);
}

export async function sourceSucceeded(db: Db, id: number): Promise<void> {
  await db.execute(sql`update ${importSources} set failures = 0,
    next_run_at = now() + make_interval(mins => every_minutes) where id = ${id}`);
}

/**
 * A failed run: the next try waits 10 minutes, then 20, 40… (never more than a day, nor less than 10 minutes),
 * so a board that is down is not asked every few minutes.
 */
export async function sourceFailed(db: Db, id: number): Promise<void> {
  await db.execute(sql`update ${importSources} set failures = failures + 1,
    next_run_at = now() + least(interval '1 day', interval '10 minutes' * power(2, least(failures, 12))) where id = ${id}`);
}

export async function startRun(db: Db, sourceId: number | null, target: string): Promise<number> {
  const [row] = await query<{ id: number }>(
    db,
    sql`insert into ${importRuns} (source_id, target) values (${sourceId}, ${target}) returning id`,
  );
  return row!.id;
}

/** Whether the run of `target` before run `id` finished without error (false when there was none). */
export async function previousRunOk(db: Db, id: number, target: string): Promise<boolean> {
  const [row] = await query<{ ok: boolean | null }>(
    db,
    sql`select ok from ${importRuns} where target = ${target} and id < ${id} order by id desc limit 1`,
  );
  return row?.ok === true;
}

export async function finishRun(db: Db, id: number, result: { ok: boolean; counts?: Record<string, number>; error?: string }) {
  await db.execute(sql`update ${importRuns} set finished_at = now(), ok = ${result.ok},
    counts = ${result.counts ? JSON.stringify(result.counts) : null}::jsonb, error = ${result.error?.slice(0, 2000) ?? null}
    where id = ${id}`);
}

const CHUNK = 1000;

/**
 * Records that source `sourceId` listed `jobIds` in run `runId`, forgets what it listed before and no longer does,
 * and closes the ads no source lists any more (those only a one-off import brought in are never closed here).
 * Small transactions: searches go on in between. Returns how many ads were closed.
 */
export async function recordSightings(db: Db, sourceId: number, runId: number, jobIds: number[]): Promise<number> {
  for (let i = 0; i < jobIds.length; i += CHUNK) {
    const chunk = jobIds.slice(i, i + CHUNK);
    await db.execute(sql`insert into ${jobSightings} (source_id, job_id, run_id)
      select ${sourceId}, id, ${runId} from unnest(${`{${chunk.join(',')}}`}::bigint[]) as x(id)
      on conflict (source_id, job_id) do update set run_id = excluded.run_id`);
  }
  let closed = 0;
  for (;;) {
    const gone = await query<{ job_id: number }>(
      db,
      sql`delete from ${jobSightings} where ctid in (
        select ctid from ${jobSightings} where source_id = ${sourceId} and run_id <> ${runId} limit ${CHUNK}) returning job_id`,
    );
    if (!gone.length) break;
    const closedRows = await query<{ id: number }>(
      db,
      sql`update ${jobs} j set closed_at = now() where j.id in (${sql.join(
        gone.map((g) => sql`${g.job_id}`),
        sql`, `,
      )}) and j.closed_at is null and not exists (select 1 from ${jobSightings} s where s.job_id = j.id) returning j.id`,
    );
    closed += closedRows.length;
  }
  return closed;
}

export interface RunRow {
  target: string;
  source_id: number | null;
  started_at: Date | string;
  finished_at: Date | string | null;
  ok: boolean | null;
  counts: Record<string, number> | null;
  error: string | null;
}

/** For each target (the register, each source): its last run, and failed runs since its last success. */
export function runStatus(db: Db) {
  return query<RunRow & { failures_since_success: number; last_success_at: Date | string | null }>(
    db,
    sql`
    select distinct on (r.target) r.target, r.source_id, r.started_at, r.finished_at, r.ok, r.counts, r.error,
      (select count(*)::int from ${importRuns} f where f.target = r.target and f.ok = false
        and f.started_at > coalesce((select max(started_at) from ${importRuns} o where o.target = r.target and o.ok), 'epoch')) as failures_since_success,
      (select max(finished_at) from ${importRuns} o where o.target = r.target and o.ok) as last_success_at
    from ${importRuns} r order by r.target, r.started_at desc`,
  );
}

/**
 * Employers of these ads with at least two of them and no register match (agencies aside): what an operator
 * reviews after a refresh (`npm run admin -- unknown-employers`, then `alias add` re-matches their jobs).
 */
export async function unmatchedAmong(db: Db, jobIds: number[]): Promise<number> {
  if (!jobIds.length) return 0;
  const [row] = await query<{ n: number }>(
    db,
    sql`select count(*)::int as n from (
      select c.id from ${jobs} j join ${companies} c on c.id = j.company_id
      where j.id = any(${`{${jobIds.join(',')}}`}::bigint[]) and c.sponsor_id is null and not c.is_agency and btrim(c.name) <> ''
      group by c.id having count(*) >= 2) x`,
  );
  return row?.n ?? 0;
}
