import type { Db } from '@jobbridge/db';
import { cityOf } from '../ingest/index.ts';
import { jobTowns } from './repository.ts';

/**
 * The English towns some job is in, learnt from the database: a Chinese word whose CC-CEDICT gloss is a bare
 * name ("Leeds", "Bolton (name)") is a town when the name is one of these. Kept for the process (a union over the
 * databases it has seen, which are all real towns) and read again every ten minutes, never on a search's path:
 * until the first read ends, only the towns the glosses say are in the UK and the reviewed ones are known.
 */
let known: ReadonlySet<string> = new Set();
const REFRESH_MS = 10 * 60 * 1000;
const learnt = new WeakMap<Db, { at: number; loading: Promise<void> | null }>();

export const isKnownTown = (name: string): boolean => known.has(cityOf(name));

/** Reads the towns of `db` when they were not read in the last ten minutes; the promise ends when they are known. */
export function learnTowns(db: Db, now = Date.now()): Promise<void> {
  const state = learnt.get(db);
  if (state?.loading) return state.loading;
  if (state && now - state.at < REFRESH_MS) return Promise.resolve();
  const next = { at: now, loading: null as Promise<void> | null };
  next.loading = jobTowns(db)
    .then((towns) => {
      known = new Set([...known, ...towns]);
    })
    .catch(() => {
      // Tried again after the interval; the glosses' UK towns still work meanwhile.
    })
    .finally(() => {
      next.loading = null;
    });
  learnt.set(db, next);
  return next.loading;
}
