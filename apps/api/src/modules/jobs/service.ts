import type { JobCard, JobDetail, JobMarks, SearchJobsQuery, SearchJobsResponse, searchHistoryResponse } from '@jobbridge/contracts';
import type { z } from 'zod';
import type { Db, DbOrTx } from '@jobbridge/db';
import { AppError } from '../../lib/app-error.ts';
import { marksOf, toCard } from './present.ts';
import * as repo from './repository.ts';
import { learnTowns } from '../search/chinese/towns.ts';
import { inChinese } from '../search/chinese/understand.ts';
import { parseSearch } from '../search/query.ts';
import { searchJobs, type SearchOptions } from '../search/search.ts';

/** What the job routes call: search, a job, the caller's marks, lists, history and recommendations. */

export { recommendJobs } from './recommend.ts';
export { loadSearchFacts, searchCache } from '../search/search.ts';
export type { SeoJob } from './repository.ts';

/**
 * A search, with what its Chinese was understood as (so the page can say "伦敦 → London"), or for an English one
 * its job words and towns in Chinese (London → 伦敦); a signed-in caller's first page is kept in their history.
 */
export async function search(db: Db, q: SearchJobsQuery, userId: string | null, options: SearchOptions = {}): Promise<SearchJobsResponse> {
  void learnTowns(db); // in the background: which towns have jobs, for Chinese town names (chinese/towns.ts)
  const parsed = parseSearch(q);
  const result = await searchJobs(db, q, userId, { ...options, parsed });
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

/** The full ad, the employer's register entry, and up to 6 related jobs (similar title, same town first). */
export async function jobDetail(db: Db, id: number, userId: string | null): Promise<JobDetail> {
  const row = await repo.findDetail(db, id, userId);
  if (!row) throw new AppError('NOT_FOUND');
  const related = await repo.relatedRows(db, id, row.title, row.city, userId);
  return {
    ...toCard(row),
    descriptionHtml: row.description_html,
    descriptionTruncated: row.description_truncated,
    hours: row.hours,
    employer: {
      name: row.company_name,
      sponsor: row.sponsor_name
        ? {
            organisationName: row.sponsor_name,
            town: row.sponsor_towns?.[0] ?? null,
            typeRatings: row.sponsor_type_ratings ?? [],
            routes: row.sponsor_routes ?? [],
          }
        : null,
    },
    related: related.map(toCard),
  };
}

/** Sets the caller's marks on a job. Saving twice keeps the first date; unmarking clears it. */
export async function updateMarks(db: DbOrTx, userId: string, jobId: number, change: repo.MarksChange): Promise<JobMarks> {
  if (!(await repo.jobExists(db, jobId))) throw new AppError('NOT_FOUND');
  return marksOf(await repo.upsertMarks(db, userId, jobId, change));
}

/** The caller's saved or applied jobs, newest mark first, with an exact total (a person's list is small). */
export async function markedJobs(db: Db, userId: string, mark: 'saved' | 'applied', page: number, pageSize: number) {
  const { rows, total } = await repo.markedRows(db, userId, mark, page, pageSize);
  return { items: rows.map(toCard), total, page, pageSize };
}

/** A job for its public page (SEO), or undefined. */
export const seoJob = (db: Db, id: number) => repo.findSeoJob(db, id);

/** The newest jobs for the sitemap (45,000: the sitemap protocol allows 50,000 URLs per file). */
export const sitemapJobs = (db: Db) => repo.newestJobIds(db, 45_000);

/** The cards of `jobIds` in that order, with the caller's marks (for pages that list jobs of their own). */
export async function jobCards(db: Db, jobIds: readonly number[], userId: string | null): Promise<JobCard[]> {
  if (!jobIds.length) return [];
  const byId = new Map((await repo.cardRows(db, jobIds, userId)).map((r) => [Number(r.id), r]));
  return jobIds.flatMap((id) => {
    const row = byId.get(id);
    return row ? [toCard(row)] : [];
  });
}
