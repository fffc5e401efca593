import type { SearchJobsQuery, SearchJobsResponse, searchHistoryResponse } from '@jobbridge/contracts';
import type { Db } from '@jobbridge/db';
import type { z } from 'zod';
import { learnTowns } from './chinese/towns.ts';
import { inChinese } from './chinese/understand.ts';
import { parseSearch } from './query.ts';
import * as repo from './repository.ts';
import { searchJobs, type SearchOptions } from './search.ts';

/**
 * A search, parsed once here: its page (search.ts), with what its Chinese was understood as (so the page can say
 * "伦敦 → London"), or for an English one its job words and towns in Chinese (London → 伦敦). A signed-in caller's
 * first page is kept in their history. The cards come without marks: the jobs module adds the caller's.
 */
export async function search(db: Db, q: SearchJobsQuery, userId: string | null, options: SearchOptions): Promise<SearchJobsResponse> {
  void learnTowns(db); // in the background: which towns have jobs, for Chinese town names (chinese/towns.ts)
  const parsed = parseSearch(q);
  const result = await searchJobs(db, parsed, options);
  if (userId && q.page === 1) await repo.addSearch(db, userId, q.q, q.location);
  const { understood, notUnderstood } = parsed;
  if (understood.length || notUnderstood.length) return { ...result, understood, notUnderstood };
  const english = inChinese(q.q, q.location);
  return english.length ? { ...result, inChinese: english } : result;
}

/** The caller's last 20 searches, newest first. */
export async function searchHistory(db: Db, userId: string): Promise<z.infer<typeof searchHistoryResponse>> {
  const rows = await repo.recentSearches(db, userId, 20);
  return rows.map((r) => ({ id: r.id, q: r.q, location: r.location, createdAt: new Date(r.created_at).toISOString() }));
}

export const clearSearchHistory = (db: Db, userId: string) => repo.clearSearches(db, userId);
