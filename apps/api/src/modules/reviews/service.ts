import {
  REVIEWS_PAGE_SIZE,
  type Review,
  type ReviewsResponse,
  type ReviewTargetType,
  type UpsertReviewRequest,
} from '@jobbridge/contracts';
import type { Db } from '@jobbridge/db';
import { agencyExists } from '../agencies/index.ts';
import { AppError } from '../../lib/app-error.ts';
import * as repo from './repository.ts';
import { sanitizeReviewText } from './sanitize.ts';

/** Reviews: one per person per company or agency, editable; hidden once REPORT_THRESHOLD people report them. */

const REPORT_THRESHOLD = 3;

/** A company's key is its name as the register or the ads spell it, in lower case with spaces collapsed. */
export function reviewKey(targetType: ReviewTargetType, key: string): string {
  const tidy = key.replace(/\s+/g, ' ').trim();
  return targetType === 'company' ? tidy.toLowerCase() : tidy;
}

const iso = (v: Date | string) => new Date(v).toISOString();

function present(row: repo.ReviewRow, viewer: string | null): Review {
  return {
    id: row.id,
    rating: Number(row.rating),
    text: row.text,
    author: row.author,
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
    mine: viewer !== null && row.user_id === viewer,
    reported: row.reported,
    hidden: row.hidden,
  };
}

export async function reviewsSummary(
  db: Db,
  targetType: ReviewTargetType,
  key: string,
): Promise<{ average: number | null; count: number }> {
  const s = await repo.summary(db, targetType, reviewKey(targetType, key));
  return { average: s.average === null ? null : Number(s.average), count: s.count };
}

export async function listReviews(
  db: Db,
  targetType: ReviewTargetType,
  key: string,
  page: number,
  viewer: string | null,
): Promise<ReviewsResponse> {
  const targetKey = reviewKey(targetType, key);
  const [s, rows, mine] = await Promise.all([
    repo.summary(db, targetType, targetKey),
    repo.visibleReviews(db, targetType, targetKey, viewer, REVIEWS_PAGE_SIZE, (page - 1) * REVIEWS_PAGE_SIZE),
    viewer ? repo.ownReview(db, targetType, targetKey, viewer) : Promise.resolve(undefined),
  ]);
  return {
    average: s.average === null ? null : Number(s.average),
    count: s.count,
    distribution: [s.r1, s.r2, s.r3, s.r4, s.r5],
    items: rows.map((r) => present(r, viewer)),
    page,
    pageSize: REVIEWS_PAGE_SIZE,
    mine: mine ? present(mine, viewer) : null,
  };
}

export async function upsertReview(db: Db, userId: string, body: Required<UpsertReviewRequest>): Promise<Review> {
  const targetKey = reviewKey(body.targetType, body.targetKey);
  if (body.targetType === 'company' && !(await repo.companyKnown(db, targetKey))) throw new AppError('NOT_FOUND');
  if (body.targetType === 'agency' && !(await agencyExists(db, targetKey))) throw new AppError('AGENCY_NOT_FOUND');
  await repo.upsertReview(db, { targetType: body.targetType, targetKey, userId, rating: body.rating, text: sanitizeReviewText(body.text) });
  const row = await repo.ownReview(db, body.targetType, targetKey, userId);
  return present(row!, userId);
}

export async function deleteReview(db: Db, userId: string, id: string): Promise<void> {
  if (!(await repo.deleteOwnReview(db, id, userId))) throw new AppError('NOT_FOUND');
}

/** One report per person; a person cannot report their own review. */
export async function reportReview(db: Db, userId: string, id: string): Promise<{ reported: true; hidden: boolean }> {
  const author = await repo.reviewAuthor(db, id);
  if (!author) throw new AppError('NOT_FOUND');
  if (author === userId) throw new AppError('FORBIDDEN');
  const { hidden } = await repo.report(db, id, userId, REPORT_THRESHOLD);
  return { reported: true, hidden };
}
