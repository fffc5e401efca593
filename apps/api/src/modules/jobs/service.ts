import type { JobCard, JobDetail, JobMarks, SearchJobsQuery, SearchJobsResponse } from '@jobbridge/contracts';
import type { Db, DbOrTx } from '@jobbridge/db';
import { AppError } from '../../lib/app-error.ts';
import type { Cache } from '../../lib/cache.ts';
import { search, type SearchOptions } from '../search/index.ts';
import { marksOf, toCard } from './present.ts';
import * as repo from './repository.ts';

/** What the job routes call: search with the caller's marks, a job, the caller's marks and lists. */

export { recommendJobs } from './recommend.ts';
export type { SeoJob } from './repository.ts';

/**
 * A search (the search module finds it and keeps its pages' cards, read here) with the caller's own marks on its
 * cards. `cards` keeps single cards by job id: new searches still share the newest ads of a town or a trade, so
 * those cards are read once, not once a search.
 */
export async function searchWithMarks(
  db: Db,
  q: SearchJobsQuery,
  userId: string | null,
  options: Omit<SearchOptions, 'cards'> & { cards?: Cache<JobCard> },
): Promise<SearchJobsResponse> {
  const result = await search(db, q, userId, { ...options, cards: (ids) => cardsFor(db, ids, options.cards) });
  return userId && result.items.length ? { ...result, items: await withMarks(db, userId, result.items) } : result;
}

/** The cards for `ids`, in that order, without marks: from `known` where it has them, the rest read (and kept there). */
export async function cardsFor(db: Db, ids: number[], known?: Cache<JobCard>): Promise<JobCard[]> {
  const byId = new Map<number, JobCard>();
  const missing: number[] = [];
  for (const id of ids) {
    const card = known?.get(String(id));
    if (card) byId.set(id, card);
    else missing.push(id);
  }
  if (missing.length) {
    for (const row of await repo.cardRows(db, missing, null)) {
      const card = toCard(row);
      byId.set(card.id, card);
      known?.set(String(card.id), card);
    }
  }
  return ids.flatMap((id) => {
    const card = byId.get(id);
    return card ? [card] : [];
  });
}

/** The caller's own marks on `cards`. */
export async function withMarks(db: Db, userId: string, cards: JobCard[]): Promise<JobCard[]> {
  const rows = await repo.marksOn(
    db,
    userId,
    cards.map((c) => c.id),
  );
  if (!rows.length) return cards;
  const byJob = new Map(rows.map((r) => [Number(r.job_id), marksOf(r)]));
  return cards.map((card) => ({ ...card, marks: byJob.get(card.id) ?? card.marks }));
}

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
