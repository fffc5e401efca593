import { z } from 'zod';
import { REVIEW_TARGET_TYPES, REVIEW_TEXT_MAX } from './values.ts';

/** Reviews of a company (target key: its name in lower case) or an agency (its slug). One per person per target. */

export { REVIEW_TARGET_TYPES, REVIEW_TEXT_MAX, REVIEWS_PAGE_SIZE, type ReviewTargetType } from './values.ts';

const targetKey = z.string().trim().min(1).max(300);

export const reviewsQuery = z.object({
  targetType: z.enum(REVIEW_TARGET_TYPES),
  targetKey,
  page: z.coerce.number().int().min(1).max(1000).default(1),
});

export const reviewSchema = z.object({
  id: z.guid(),
  rating: z.number().int().min(1).max(5),
  text: z.string(),
  /** The reviewer's display name, shortened ("Li W."); null without one. Never the login. */
  author: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** The caller wrote it (they can edit or delete it, not report it). */
  mine: z.boolean(),
  /** The caller has reported it. */
  reported: z.boolean(),
  /** Hidden by the operator or after reports (only its author sees it, as `mine`). */
  hidden: z.boolean(),
});
export type Review = z.infer<typeof reviewSchema>;

export const reviewsResponse = z.object({
  average: z.number().nullable(),
  count: z.number().int(),
  /** Count of each rating 1..5 (index 0 is one star). */
  distribution: z.array(z.number().int()).length(5),
  items: z.array(reviewSchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** The caller's own review of this target (also when hidden), for the form. */
  mine: reviewSchema.nullable(),
});
export type ReviewsResponse = z.infer<typeof reviewsResponse>;

const rating = z
  .number({ error: 'REVIEW_RATING_REQUIRED' })
  .int('REVIEW_RATING_REQUIRED')
  .min(1, 'REVIEW_RATING_REQUIRED')
  .max(5, 'REVIEW_RATING_REQUIRED');

/** PUT /api/app/reviews: writes the caller's review of the target (a second one edits the first). */
export const upsertReviewRequest = z.object({
  targetType: z.enum(REVIEW_TARGET_TYPES),
  targetKey,
  rating,
  text: z.string().max(REVIEW_TEXT_MAX).default(''),
});
export type UpsertReviewRequest = z.input<typeof upsertReviewRequest>;

export const reportReviewResponse = z.object({ reported: z.literal(true), hidden: z.boolean() });
