import type { Db } from '@jobbridge/db';
import { Cache } from '../../lib/cache.ts';
import * as repo from './repository.ts';
import { FACTS_KEPT, FACTS_TTL_MS } from './tuning.ts';

/** Posted dates at evenly spaced ranks (newest first, in milliseconds), and the number of ads. */
export interface Posted {
  n: number;
  quantiles: number[];
}

/**
 * Slowly changing facts (towns with jobs, the ads' dates, word frequencies) per database: loaded once however many
 * searches ask, refreshed in the background, and not awaited where a search can do without them.
 */
const factsByDb = new WeakMap<Db, Cache>();
function facts(db: Db): Cache {
  let cache = factsByDb.get(db);
  if (!cache) factsByDb.set(db, (cache = new Cache({ ttlMs: FACTS_TTL_MS, maxEntries: FACTS_KEPT, staleWhileRevalidate: true })));
  return cache;
}

/** How often each common word and filter token is in an ad, from the statistics (repository.ts). */
const loadWords = (db: Db) => () => repo.searchWordFrequencies(db);
/** The ads' dates at evenly spaced ranks, and their number. */
const loadPosted = (db: Db) => () => repo.postedQuantiles(db);

/**
 * Whether some job is in the town (then the place is matched on the town alone). A town the word statistics list
 * needs no lookup, so this waits once for the statistics.
 */
export async function isKnownCity(db: Db, city: string): Promise<boolean> {
  if (!city) return false;
  const freq = (await facts(db).getOrLoad('words', loadWords(db))) as Map<string, number>;
  if (freq.has(`c:${city.toLowerCase()}`)) return true;
  return (await facts(db).getOrLoad(`city:${city}`, () => repo.cityHasJobs(db, city))) as boolean;
}

/** The ads' dates at evenly spaced ranks (for "about N"); undefined until the first load finishes. */
export function postedQuantiles(db: Db): Posted | undefined {
  return facts(db).getOrLoad('posted', loadPosted(db), { wait: false }) as Posted | undefined;
}

/** How often each common word and filter token is in an ad (undefined until loaded). */
export function wordFrequencies(db: Db): Map<string, number> | undefined {
  return facts(db).getOrLoad('words', loadWords(db), { wait: false }) as Map<string, number> | undefined;
}

/**
 * Loads the facts searches plan with. The server waits for them before it listens: without them the first searches
 * read the whole table through the index and common words run out of time. A failed load is left to the searches.
 */
export async function loadSearchFacts(db: Db): Promise<void> {
  await Promise.allSettled([facts(db).getOrLoad('words', loadWords(db)), facts(db).getOrLoad('posted', loadPosted(db))]);
}

/** Where the facts keep a word's stems. */
const stemKey = (word: string) => `stem:${word}`;
/** A word's stems as the facts keep them (lower case; undefined until `stems` has read them). */
export const knownStems = (db: Db, word: string) => facts(db).get(stemKey(word)) as string[] | undefined;

/**
 * The words as the document stores them (English stems), each word's stems kept once per database: distinct
 * searches share most of their words, so most searches need no round trip for them.
 */
export async function stems(db: Db, text: string): Promise<string[]> {
  const words = [
    ...new Set(
      text
        .toLowerCase()
        .split(/[^\p{L}\p{N}]+/u)
        .filter(Boolean),
    ),
  ];
  const known = facts(db);
  const missing = words.filter((w) => known.get(stemKey(w)) === undefined);
  if (missing.length) {
    const found = await repo.lexemesOf(db, missing);
    for (const w of missing) known.set(stemKey(w), found.get(w) ?? []);
  }
  return words.flatMap((w) => knownStems(db, w) ?? []);
}
