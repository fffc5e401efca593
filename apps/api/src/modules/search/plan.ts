import type { Db } from '@jobbridge/db';
import { knownStems, postedQuantiles, stems, wordFrequencies, type Posted } from './facts.ts';
import type { ParsedSearch, Place } from './query.ts';
import { filterTokens, type Lookup, type Slice } from './repository.ts';
import {
  ADS_A_PAGE,
  DAYS_MARGIN,
  ENTRY_PAGE_COST,
  MAX_DAYS,
  MAX_WINDOW,
  PHRASE_SCAN,
  ROW_COST,
  WALK_MIN_SHARE,
  WINDOW_MARGIN,
} from './tuning.ts';
import { anyOfGroups } from './words.ts';

/**
 * The plan: where a search reads its newest matches (a window of the newest ads, newest days through the index, or
 * the whole table) and which index entries it looks up, from the facts (word frequencies, the ads' dates).
 */

/** The newest days that should hold DAYS_MARGIN × the matches wanted at `share` (undefined: too many days). */
export function daysFor(db: Db, s: ParsedSearch, share: number, wanted: number): { first: number; last: number } | undefined {
  const posted = postedQuantiles(db);
  if (!posted?.n) return undefined;
  const needed = DAYS_MARGIN * (s.words.exact ? wanted : checkedFor(wanted));
  const daysShare = needed / (Math.max(share, 1 / posted.n) * posted.n);
  const last = lastDay(posted);
  const first = Math.max(Math.floor(timeAtShare(posted.quantiles, daysShare) / DAY_MS), periodStart(s) ?? -Infinity);
  return daysShare < 0.5 && last - first < MAX_DAYS ? { first, last } : undefined;
}

/**
 * The matches of a phrase's words (or of the words beside a left-out one) to look for first: as many as the passing
 * matches wanted, as if all passed, which most do; when fewer pass, walkDays reads on at the share that passed.
 */
export const checkedFor = (wanted: number) => Math.min(PHRASE_SCAN, wanted);

/** A slice as planned: `complete` when it holds every match (the days of "posted within" only), so no second statement. */
export type Planned = Slice & { complete?: boolean };

export const DAY_MS = 86_400_000;

/**
 * Where to look for the newest `wanted` matches (repository.ts, Slice), so that the slice holds WINDOW_MARGIN × `wanted`
 * of them at the expected share (expectedShare): from WALK_MIN_SHARE up, the newest ads in date order; else, when
 * the newest days should hold them, those days through the index (a small bitmap instead of the whole table's);
 * "posted within N days" always as those days. Undefined (the whole table) while the facts are not loaded.
 */
export async function newestSlice(
  db: Db,
  s: ParsedSearch,
  place: Place,
  wanted: number,
  withFacetFilters: boolean,
): Promise<Planned | undefined> {
  const freq = wordFrequencies(db);
  const posted = postedQuantiles(db);
  if (!posted?.n) return undefined;
  const last = lastDay(posted);
  const periodDay = periodStart(s);
  const period = (): Planned | undefined =>
    periodDay !== undefined && last - periodDay < MAX_DAYS ? { days: { first: periodDay, last }, complete: true } : undefined;
  if (!freq?.size) return period();
  const share = await expectedShare(db, s, place, withFacetFilters, freq);
  // A phrase or a left-out word is checked over its positive words' newest matches (checkedFor): the slice holds those.
  const needed = WINDOW_MARGIN * (s.words.exact ? wanted : checkedFor(wanted));
  const windowShare = needed / (share * posted.n);
  if (windowShare >= 0.5) return period();
  if (share >= WALK_MIN_SHARE && windowShare * posted.n <= MAX_WINDOW) return { window: Math.ceil(windowShare * posted.n) };
  // Days are read a stretch at a time (walkDays): the first needs only a small margin.
  const days = daysFor(db, s, share, wanted);
  return days ? { days, complete: days.first === periodDay } : period();
}

/** How many ads the word and token frequencies expect to match (undefined while they are not loaded). */
export async function expectedMatches(db: Db, s: ParsedSearch, place: Place, withFacetFilters = true): Promise<number | undefined> {
  const freq = wordFrequencies(db);
  const posted = postedQuantiles(db);
  if (!freq?.size || !posted?.n) return undefined;
  const period = periodStart(s);
  const within = period === undefined ? 1 : shareSince(posted.quantiles, period * DAY_MS);
  return (await expectedShare(db, s, place, withFacetFilters, freq)) * within * posted.n;
}

/** The newest day an ad can be on: today, or a later day some ad is dated. */
function lastDay(posted: Posted): number {
  return Math.floor(Math.max(Date.now(), posted.quantiles[0]!) / DAY_MS);
}

/** The first day of "posted within N days" (undefined without it). */
export function periodStart(s: ParsedSearch): number | undefined {
  return s.postedWithin ? Math.floor((Date.now() - s.postedWithin * DAY_MS) / DAY_MS) : undefined;
}

/**
 * The share of ads expected to match: the words' share times each filter's (shareOfAll). Words joined by `or` are
 * alternatives: a group is taken to be in as many ads as its most common one, a lower bound, so the slice holds at
 * least the matches wanted (a slice that holds more stops at them).
 */
async function expectedShare(db: Db, s: ParsedSearch, place: Place, withFacetFilters: boolean, freq: Map<string, number>) {
  const { positive } = s.words;
  if (positive) await stems(db, positive);
  // An alternative is in as many ads as its rarest stem; one without stems (a stop word) is dropped, as the query drops it.
  const alternative = (words: string[]) => {
    const shares = words.flatMap((w) => knownStems(db, w) ?? []).map((stem) => listedShare(freq, stem));
    return shares.length ? [Math.min(...shares)] : [];
  };
  let words = 1;
  for (const group of anyOfGroups(positive)) {
    const shares = group.flatMap(alternative);
    if (shares.length) words = Math.min(words, Math.max(...shares));
  }
  return words * shareOfAll(entriesOf([], s, place, withFacetFilters, freq));
}

/** A search's entries with the share of ads each is in: its words' stems, and its filters (any of a filter's tokens). */
function entriesOf(stemList: string[], s: ParsedSearch, place: Place, withFacetFilters: boolean, freq: Map<string, number>): LookupEntry[] {
  // A begun word may be in any ad.
  const shareOf = (tokens: string[]) =>
    Math.min(
      1,
      tokens.reduce((sum, t) => sum + (t.endsWith('*') ? 1 : listedShare(freq, t)), 0),
    );
  return [
    ...[...new Set(stemList)].map((stem) => ({ stem, share: shareOf([stem]) })),
    ...filterTokens(s, place, withFacetFilters).map((part) => ({ part, share: shareOf(part) })),
  ];
}

/**
 * The share of ads expected to match all the entries. The words of one search describe one job and go together
 * ("power bi"), so their share is the rarest word's: multiplied as if unrelated, far too few matches were expected.
 * Filters are taken as unrelated to the words and to each other.
 */
function shareOfAll(entries: Iterable<LookupEntry>): number {
  let words = 1;
  let filters = 1;
  for (const e of entries) {
    if ('stem' in e) words = Math.min(words, e.share);
    else filters *= e.share;
  }
  return words * filters;
}

/**
 * What the index looks up for a slice (repository.ts, Lookup; see chooseLookup), undefined for the whole query. Only for
 * words the index stores one by one (letters and digits: "node.js" is one token in an ad, two words alone), so
 * that each word's stems, read alone, are the query's.
 */
export function lookupFor(db: Db, s: ParsedSearch, place: Place, withFacetFilters: boolean, slice: Slice): Lookup | undefined {
  const freq = wordFrequencies(db);
  const posted = postedQuantiles(db);
  if (slice.window !== undefined || !freq?.size || !posted?.n || s.words.anyOf) return undefined;
  const words = s.words.positive.split(' ').filter(Boolean);
  if (!words.every((w) => /^[\p{L}\p{N}]+$/u.test(w))) return undefined;
  // Read by expectedShare (stems) before any statement is planned.
  const stemsOf = words.map((w) => knownStems(db, w.toLowerCase()));
  if (stemsOf.some((x) => x === undefined)) return undefined;
  return chooseLookup(entriesOf(stemsOf.flat() as string[], s, place, withFacetFilters, freq), adsIn(slice, posted));
}

/** An entry of a search's lookup: a stem of its words, or a filter (any of its tokens), with the share of ads it is in. */
export type LookupEntry = ({ stem: string } | { part: string[] }) & { share: number };

/**
 * Which entries the index looks up among `ads` ads (undefined: all of them). For each ad its rarest entry lists, GIN
 * moves every other entry's list there: an entry in most ads ("analyst", "p:25") costs a page per ad found and
 * narrows little. So the most common entries are left out, one at a time while checking the rows the rest finds
 * costs less than the pages of the entry's list. A begun word ("l:wh*") and at least one entry are always kept.
 */
export function chooseLookup(entries: LookupEntry[], ads: number): Lookup | undefined {
  const kept = new Set(entries);
  for (const entry of [...entries].sort((a, b) => b.share - a.share)) {
    if (kept.size === 1) break;
    if ('part' in entry && entry.part.some((t) => t.endsWith('*'))) continue;
    kept.delete(entry);
    const rows = ads * shareOfAll(kept);
    if (ROW_COST * rows * (1 - entry.share) >= ENTRY_PAGE_COST * Math.min((entry.share * ads) / ADS_A_PAGE, rows)) {
      kept.add(entry);
      break;
    }
  }
  if (kept.size === entries.length) return undefined;
  return {
    stems: [...kept].flatMap((e) => ('stem' in e ? [e.stem] : [])),
    parts: [...kept].flatMap((e) => ('part' in e ? [e.part] : [])),
  };
}

/** How often a word or token is in an ad; one the statistics do not list is rarer than the rarest they do. */
const listedShare = (freq: Map<string, number>, token: string) => freq.get(token) ?? rarestListed(freq) / 2;

/** The smallest frequency the statistics list (worked out once per loaded map: it holds up to 10,000 words). */
const rarest = new WeakMap<Map<string, number>, number>();
function rarestListed(freq: Map<string, number>): number {
  let min = rarest.get(freq);
  if (min === undefined) rarest.set(freq, (min = Math.min(...freq.values())));
  return min;
}

/** How many ads a slice holds. */
export function adsIn(slice: Slice, posted: Posted): number {
  if (slice.window !== undefined) return slice.window;
  if (slice.days) return Math.max(1, shareSince(posted.quantiles, slice.days.first * DAY_MS) * posted.n);
  return posted.n;
}

/** The share of ads posted at or after `t`, from dates at evenly spaced ranks (newest first), interpolated. */
export function shareSince(quantiles: number[], t: number): number {
  const steps = quantiles.length - 1;
  if (t > quantiles[0]!) return 0;
  for (let i = 1; i <= steps; i++) {
    const newer = quantiles[i - 1]!;
    const older = quantiles[i]!;
    if (t >= older) return (i - 1 + (newer === older ? 1 : (newer - t) / (newer - older))) / steps;
  }
  return 1;
}

/** The inverse of shareSince: the time from which `share` of the ads were posted. */
export function timeAtShare(quantiles: number[], share: number): number {
  const steps = quantiles.length - 1;
  const at = Math.min(Math.max(share, 0), 1) * steps;
  const i = Math.min(Math.floor(at), steps - 1);
  return quantiles[i]! - (at - i) * (quantiles[i]! - quantiles[i + 1]!);
}
