/**
 * What other modules may use of search (docs/search.md): a search and its history, the facts it plans with and the
 * warm-up a starting server runs, the Chinese word segmenter and translations, and the SQL that finds a job's
 * newest neighbours (the jobs module's related jobs).
 */
export { loadSearchFacts } from './facts.ts';
export { searchCache, type SearchOptions } from './search.ts';
export { clearSearchHistory, search, searchHistory } from './service.ts';
export { warmUpSearches } from './warm.ts';
export { tagChinese, translateLocation, translateQuery } from './chinese/understand.ts';
export { daysQuery, newestWhere } from './repository.ts';
