import type { Db } from '@jobbridge/db';
import type { Config } from '../../config/env.ts';
import { refreshVerdicts, storeJobs } from '../ingest/index.ts';
import { importRegisterText, loadRegisterText, type Progress } from '../sponsors/index.ts';
import * as repo from './repository.ts';
import { fetchSource } from './sources.ts';

const REGISTER_TARGET = 'register';

const running = new Map<string, Promise<unknown>>();

/**
 * Runs `work` after any other work of this process under the same key has ended: a scheduled register refresh
 * and one handed over by the command line (PGlite) never write at once.
 */
export async function exclusively<T>(key: string, work: () => Promise<T>): Promise<T> {
  const before = running.get(key) ?? Promise.resolve();
  const mine = before.catch(() => {}).then(work);
  running.set(key, mine);
  try {
    return await mine;
  } finally {
    if (running.get(key) === mine) running.delete(key);
  }
}

export interface SourceRunResult {
  label: string;
  ok: boolean;
  counts?: { fetched: number; stored: number; duplicates: number; closed: number; newEmployers: number; unknownEmployers: number };
  error?: string;
}

/**
 * One run of a configured job source (decision 054): reads it, stores its ads (the same ad from two sources is
 * one row), closes the ads it no longer lists, and schedules its next run (sooner after a success, later after
 * each failure in a row). A failure is recorded, never thrown: the source's own schedule is the retry.
 */
export async function refreshSource(db: Db, config: Config, sourceId: number): Promise<SourceRunResult | null> {
  const source = await repo.findSource(db, sourceId);
  if (!source) return null;
  const runId = await repo.startRun(db, source.id, source.label);
  try {
    const fetched = await fetchSource({ kind: source.kind, params: source.params }, config);
    const stored = await storeJobs(db, fetched, { thresholds: config.thresholds });
    const closed = await repo.recordSightings(db, source.id, runId, stored.ids);
    const counts = {
      fetched: fetched.length,
      stored: stored.stored,
      duplicates: stored.duplicates,
      closed,
      newEmployers: stored.companiesCreated,
      unknownEmployers: await repo.unmatchedAmong(db, stored.ids),
    };
    await repo.finishRun(db, runId, { ok: true, counts });
    await repo.sourceSucceeded(db, source.id);
    return { label: source.label, ok: true, counts };
  } catch (err) {
    const error = err instanceof Error ? err.message : String(err);
    await repo.finishRun(db, runId, { ok: false, error });
    await repo.sourceFailed(db, source.id);
    return { label: source.label, ok: false, error };
  }
}

/**
 * One refresh of the register: the current CSV from the GOV.UK page (or `file`), written over the stored one
 * in small transactions with what changed recorded, then every employer matched again and each job's verdict
 * recomputed. Throws on failure (the queue retries), after recording it.
 */
export async function refreshRegister(
  db: Db,
  config: Config,
  options: { file?: string; text?: string; source?: string; progress?: Progress } = {},
) {
  const runId = await repo.startRun(db, null, REGISTER_TARGET);
  try {
    const loaded =
      options.text !== undefined
        ? { text: options.text, source: options.source ?? 'upload' }
        : await loadRegisterText(options.file, config.REGISTER_PAGE_URL);
    // Where a refresh's time goes (the benchmark prints it).
    let mark = performance.now();
    const lap = () => {
      const now = performance.now();
      const ms = Math.round(now - mark);
      mark = now;
      return ms;
    };
    const { written, ...imported } = await importRegisterText(db, loaded.text, loaded.source, options.progress);
    const importMs = lap();
    // Only the employers the import can have changed, unless the run before stopped short (a crash between
    // writing the register and the verdicts): then every job, as that run's changes are stored but not applied.
    const complete = await repo.previousRunOk(db, runId, REGISTER_TARGET);
    const verdicts = await refreshVerdicts(db, config.thresholds, undefined, complete ? written : undefined);
    const verdictsMs = lap();
    const counts = {
      organisations: imported.organisations,
      added: imported.added,
      removed: imported.removed,
      ratingChanges: imported.ratingChanges,
      routeChanges: imported.routeChanges,
      changed: imported.changed,
      employers: verdicts.companies,
    };
    await repo.finishRun(db, runId, { ok: true, counts });
    return { ...imported, source: loaded.source, verdicts, timings: { importMs, verdictsMs } };
  } catch (err) {
    await repo.finishRun(db, runId, { ok: false, error: err instanceof Error ? err.message : String(err) });
    throw err;
  }
}
