import type { Db } from '@jobbridge/db';
import { Cache } from '../../lib/cache.ts';
import { filterColumns, type DirectoryFilters } from './repository.ts';

/**
 * Totals of the directory's filter combinations without a name query, counted in memory: a count in the
 * database reads every matching row (decision 036), once per combination, and people
 * combine filters in thousands of ways. The filter columns of all organisations (about 3 MB for 127k) are read
 * at most once a minute, so totals lag an import or a job refresh by up to a minute, like the totals did when
 * they were cached per combination.
 */
interface FilterIndex {
  size: number;
  /** Row numbers per town key (lower case). */
  towns: Map<string, number[]>;
  /** One byte per row: 1 when the organisation holds the route / the rating. */
  routes: Map<string, Uint8Array>;
  ratings: Map<string, Uint8Array>;
  withJobs: Uint8Array;
}

const SEPARATOR = '\u001f';

async function loadIndex(db: Db): Promise<FilterIndex> {
  const rows = await filterColumns(db, SEPARATOR);
  const size = rows.length;
  const towns = new Map<string, number[]>();
  const routes = new Map<string, Uint8Array>();
  const ratings = new Map<string, Uint8Array>();
  const withJobs = new Uint8Array(size);
  const mark = (map: Map<string, Uint8Array>, value: string, i: number) => {
    let bytes = map.get(value);
    if (!bytes) map.set(value, (bytes = new Uint8Array(size)));
    bytes[i] = 1;
  };
  rows.forEach((row, i) => {
    for (const town of row.towns ? row.towns.split(SEPARATOR) : []) {
      const ids = towns.get(town);
      if (ids) ids.push(i);
      else towns.set(town, [i]);
    }
    for (const route of row.routes ? row.routes.split(SEPARATOR) : []) mark(routes, route, i);
    for (const rating of row.ratings ? row.ratings.split(SEPARATOR) : []) mark(ratings, rating, i);
    if (row.jobs) withJobs[i] = 1;
  });
  return { size, towns, routes, ratings, withJobs };
}

/** How many organisations pass the filters (the same tests as the browse query's). */
function count(index: FilterIndex, f: DirectoryFilters): number {
  const route = f.route ? index.routes.get(f.route) : undefined;
  const rating = f.rating ? index.ratings.get(f.rating) : undefined;
  if ((f.route && !route) || (f.rating && !rating)) return 0;
  const jobs = f.hasJobs === undefined ? -1 : f.hasJobs ? 1 : 0;
  const passes = (i: number) => (!route || route[i] === 1) && (!rating || rating[i] === 1) && (jobs < 0 || index.withJobs[i] === jobs);
  let n = 0;
  if (f.town) {
    for (const i of index.towns.get(f.town.toLowerCase()) ?? []) if (passes(i)) n++;
  } else {
    for (let i = 0; i < index.size; i++) if (passes(i)) n++;
  }
  return n;
}

const indexes = new WeakMap<Db, Cache<FilterIndex>>();

export async function countFiltered(db: Db, f: DirectoryFilters): Promise<number> {
  let cache = indexes.get(db);
  if (!cache) indexes.set(db, (cache = new Cache<FilterIndex>({ ttlMs: 60_000, maxEntries: 1, staleWhileRevalidate: true })));
  return count(await cache.getOrLoad('all', () => loadIndex(db)), f);
}
