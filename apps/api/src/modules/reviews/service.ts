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

/**
 * Reviews: one per person per company or agency, editable, by accounts at least a day old (REVIEW_MIN_ACCOUNT_HOURS).
 * Reports go to the operator's queue (`npm run admin -- reviews reports`); they hide a review by themselves only
 * when three accounts over 30 days old, each with a visible review of its own, have made them (decision 053).
 */

const REPORT_RULE: repo.ReportRule = { threshold: 3, minAccountDays: 30 };
const HOUR_MS = 3_600_000;

/** A company's key is its name as the register or the ads spell it, in lower case with spaces collapsed. */
export function reviewKey(targetType: ReviewTargetType, key: string): string {
  const tidy = key.replace(/\s+/g, ' ').trim();
  return targetType === 'company' ? tidy.toLowerCase() : tidy;
}

const iso = (v: Date | string) => new Date(v).toISOString();

/**
 * How a reviewer is named in public: their display name shortened to the given name and the family name's initial
 * ("Li Wang" → "Li W."; "王丽" → "王*"), never the login; null (the page says "a JobBridge member") without a
 * display name, or with one that is the login or an email address.
 */
function publicName(name: string | null, username: string): string | null {
  const tidy = name?.replace(/\s+/g, ' ').trim() ?? '';
  if (!tidy || tidy.includes('@') || tidy.toLowerCase() === username.toLowerCase()) return null;
  const words = tidy.split(' ');
  if (words.length > 1) return `${words[0]} ${[...words.at(-1)!][0]!.toUpperCase()}.`;
  // A name written without spaces in Chinese, Japanese or Korean: the family name comes first.
  const chars = [...tidy];
  if (/^\p{Script=Han}|^\p{Script=Hangul}/u.test(tidy) && chars.length > 1) return `${chars[0]}*`;
  return tidy;
}

function present(row: repo.ReviewRow, viewer: string | null): Review {
  return {
    id: row.id,
    rating: Number(row.rating),
    text: row.text,
    author: publicName(row.author_name, row.author_username),
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

export async function upsertReview(
  db: Db,
  userId: string,
  body: Required<UpsertReviewRequest>,
  minAccountHours: number,
  now: Date = new Date(),
): Promise<Review> {
  const createdAt = await repo.accountCreatedAt(db, userId);
  if (!createdAt) throw new AppError('UNAUTHORIZED');
  if (now.getTime() - createdAt.getTime() < minAccountHours * HOUR_MS) throw new AppError('REVIEW_ACCOUNT_TOO_NEW');
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

/** One report per person, into the operator's queue; a person cannot report their own review. */
export async function reportReview(db: Db, userId: string, id: string): Promise<{ reported: true; hidden: boolean }> {
  const author = await repo.reviewAuthor(db, id);
  if (!author) throw new AppError('NOT_FOUND');
  if (author === userId) throw new AppError('FORBIDDEN');
  const { hidden } = await repo.report(db, id, userId, REPORT_RULE);
  return { reported: true, hidden };
}

/** The operator's queue of reported reviews (`all`: with those dealt with). */
export function reportQueue(db: Db, all = false) {
  return repo.reportedReviews(db, REPORT_RULE, all);
}

/** The operator hides a review or restores it; false when there is no such review. */
export function moderateReview(db: Db, id: string, action: 'hide' | 'restore'): Promise<boolean> {
  return repo.setHidden(db, id, action === 'hide');
}
