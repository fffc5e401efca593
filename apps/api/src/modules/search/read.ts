import type { Db } from '@jobbridge/db';
import { AppError } from '../../lib/app-error.ts';
import { postedQuantiles } from './facts.ts';
import { adsIn, checkedFor, DAY_MS, daysFor, lookupFor, newestSlice, periodStart, timeAtShare } from './plan.ts';
import type { ParsedSearch, Place } from './query.ts';
import * as repo from './repository.ts';
import type { Slice } from './repository.ts';
import { DAYS_MARGIN, MAX_DAYS, PHRASE_SCAN, WALK_STEPS } from './tuning.ts';

/** The read: a plan's statements, run until they hold the newest matches wanted. */

/** Finds the newest `limit` matches in a slice (for a phrase, among the newest `scan` matches of its words there). */
export type Finder = (slice: Slice, limit: number, scan?: number) => Promise<repo.Matches>;

/**
 * The newest `wanted` matches: from the slice of the newest ads that should hold them (newestSlice). Too few
 * there: for newest days, the days before them, as many as the matches found so far say should hold the rest
 * (walkDays); otherwise the whole table through the index.
 */
export async function newest(db: Db, s: ParsedSearch, place: Place, wanted: number, withFacetFilters: boolean, find: Finder) {
  const slice = await newestSlice(db, s, place, wanted, withFacetFilters);
  if (slice?.days && !slice.complete) return walkDays(db, s, slice.days, wanted, find);
  if (slice) {
    const found = await find(slice, wanted);
    // Enough matches, or all there are; or, for a phrase, its words' newest PHRASE_SCAN matches were all in the
    // slice (the whole table would check the same ones).
    if (slice.complete || found.rows.length >= wanted || (found.scanned ?? 0) >= PHRASE_SCAN) return found;
    // Fewer in the newest ads than the words' frequencies said ("part-time" is a phrase of two common words):
    // the days that should hold them at the density just seen (for a phrase, of its passing matches or of its
    // words' PHRASE_SCAN, whichever the days reach first).
    const seen = s.words.exact ? found.rows.length : Math.max(found.rows.length, ((found.scanned ?? 0) * checkedFor(wanted)) / PHRASE_SCAN);
    const days = slice.window && daysFor(db, s, seen / slice.window, wanted);
    if (days) return walkDays(db, s, days, wanted, find);
  }
  return find({}, wanted);
}

/**
 * The newest `wanted` matches, reading back a stretch of days at a time, each sized by the density of matches so
 * far: an estimate that was off costs one more small statement, not a read of the whole table. After WALK_STEPS
 * stretches, or when the rest would need half the remaining ads, the rest is read at once.
 */
async function walkDays(
  db: Db,
  s: ParsedSearch,
  first: { first: number; last: number },
  wanted: number,
  find: Finder,
): Promise<repo.Matches> {
  const posted = postedQuantiles(db)!;
  const floorDay = periodStart(s) ?? -Infinity;
  const rows: repo.Candidate[] = [];
  let scanned = 0;
  const done = () => rows.length >= wanted || scanned >= PHRASE_SCAN;
  const read = async (slice: Slice) => {
    const found = await find(slice, wanted - rows.length, s.words.exact ? undefined : PHRASE_SCAN - scanned);
    rows.push(...found.rows);
    scanned += found.scanned ?? 0;
  };
  let days = first;
  for (let step = 1; ; step++) {
    await read({ days });
    const oldest = days.first;
    if (done() || oldest <= floorDay) break;
    const ads = adsIn({ days: { first: oldest, last: first.last } }, posted);
    // Ads still to read for the rest at the density so far (one match at least: none at all means few elsewhere
    // too); for a phrase, for the rest of its passing matches or of its words' PHRASE_SCAN, whichever comes first.
    const toRead = (got: number, target: number) => (DAYS_MARGIN * (target - got) * ads) / Math.max(got, 1);
    const more = s.words.exact ? toRead(rows.length, wanted) : Math.min(toRead(rows.length, wanted), toRead(scanned, PHRASE_SCAN));
    const share = Math.min(1, (ads + more) / posted.n);
    const next = Math.max(Math.floor(timeAtShare(posted.quantiles, share) / DAY_MS), floorDay);
    if (next > floorDay && share < 0.5 && first.last - next < MAX_DAYS && step < WALK_STEPS) {
      days = { first: Math.min(next, oldest - 1), last: oldest - 1 };
      continue;
    }
    await read(floorDay === -Infinity ? { before: oldest } : { days: { first: floorDay, last: oldest - 1 } });
    break;
  }
  return { rows, scanned: s.words.exact ? undefined : scanned };
}

/** A page past the ranked matches, in time order: the newest offset + pageSize matches' ids, read as newest() reads them. */
export async function pageIds(db: Db, s: ParsedSearch, place: Place, matchesDb: Db): Promise<number[]> {
  const find: Finder = (slice, limit, scan) =>
    repo.findMatches(matchesDb, s, place, { limit, scan, ...slice, idsOnly: true, lookup: lookupFor(db, s, place, true, slice) });
  const { rows } = await newest(db, s, place, s.offset + s.pageSize, true, find).catch((err: unknown) => {
    throw err instanceof repo.SearchTimeout ? new AppError('SEARCH_TIMED_OUT') : err;
  });
  return rows.slice(s.offset).map((r) => Number(r.id));
}
