/**
 * The search's tuning constants in one place, each with what it trades. How they were chosen: decisions 039, 043
 * and 046, and the dated files under docs/benchmarks/.
 */

// Query ---------------------------------------------------------------------------------------------------------

/** Matches counted and ranked; past them the total is an estimate and pages continue in time order. */
export const TOTAL_CAP = 200;
/** Matches looked at for a phrase or a left-out word: the newest this many of its positive words. */
export const PHRASE_SCAN = 1000;

// Plan ----------------------------------------------------------------------------------------------------------

/** A window should expect this many times the matches wanted (more: fewer second reads; less: smaller reads). */
export const WINDOW_MARGIN = 2;
/** The first stretch of days should expect this many times the matches wanted (walkDays reads on if short). */
export const DAYS_MARGIN = 1.25;
/** From this expected share of ads on, reading the newest ads in date order beats any index. */
export const WALK_MIN_SHARE = 0.1;
/** Ads a window reads at most; a search wanting more is read through the index by its days (a safeguard). */
export const MAX_WINDOW = 20_000;
/** Stretches of at most this many days are asked of the index by their day tokens (repository.ts, dayTokens). */
export const MAX_DAYS = 190;
/** Microseconds to read and check a row the index found (chooseLookup weighs it against ENTRY_PAGE_COST). */
export const ROW_COST = 4;
/** Microseconds to decode a page of an index entry's list. */
export const ENTRY_PAGE_COST = 30;
/** Ads a page of an index entry's list holds (GIN packs row numbers as differences: 2-3 bytes each). */
export const ADS_A_PAGE = 3000;

// Read ----------------------------------------------------------------------------------------------------------

/** Stretches of days read one after the other before the rest of the table is read in one go. */
export const WALK_STEPS = 3;
/** When a search runs out of time, its matches among this many newest ads are shown, marked partial. */
export const PARTIAL_WINDOW = 20_000;

// Caches --------------------------------------------------------------------------------------------------------

/** Searches (what each found, a deep page's ids, a facet sample) the search cache keeps at most. */
export const CACHED_SEARCHES = 1000;
/** How long the facts (word frequencies, the ads' dates, stems, towns) are used before a reload in the background. */
export const FACTS_TTL_MS = 10 * 60 * 1000;
/** Facts kept at most per database (mostly words' stems and towns' checks). */
export const FACTS_KEPT = 20_000;

// Warm-up -------------------------------------------------------------------------------------------------------

/** Common words a starting server searches for before it reports ready (warm.ts). */
export const WARM_WORDS = 24;
/** Towns it searches in, alone and with the words. */
export const WARM_TOWNS = 6;
/** Words of the newest ads' titles whose stems it reads at once (a first search of each word is a round trip). */
export const WARM_STEMS = 3000;
/** How many of the newest ads those words come from. */
export const WARM_STEM_ADS = 20_000;
