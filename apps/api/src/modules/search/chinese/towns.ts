import type { Db } from '@jobbridge/db';
import { Cache } from '../../../lib/cache.ts';
import { cityOf } from '../../ingest/index.ts';
import { jobTowns } from './repository.ts';

/**
 * The English towns some job is in, learnt from the database: a Chinese word whose CC-CEDICT gloss is a bare
 * name ("Leeds", "Bolton (name)") is a town when the name is one of these. Kept for the process (a union over the
 * databases it has seen, which are all real towns) and read again every ten minutes, never on a search's path:
 * until the first read ends, only the towns the glosses say are in the UK and the reviewed ones are known.
 */
let known: ReadonlySet<string> = new Set();
const learnt = new WeakMap<Db, Cache<true>>();

export const isKnownTown = (name: string): boolean => known.has(cityOf(name));

/** Reads the towns of `db` when they were not read in the last ten minutes; the promise ends when they are known. */
export async function learnTowns(db: Db): Promise<void> {
  let cache = learnt.get(db);
  if (!cache) learnt.set(db, (cache = new Cache<true>({ ttlMs: 10 * 60 * 1000, maxEntries: 1, staleWhileRevalidate: true })));
  const load = async () => {
    known = new Set([...known, ...(await jobTowns(db))]);
    return true as const;
  };
  // A failed read is tried again by the next search; the glosses' UK towns still work meanwhile.
  await cache.getOrLoad('towns', load).catch(() => undefined);
}
