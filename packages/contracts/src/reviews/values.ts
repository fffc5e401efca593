// The reviews' fixed lists and limits, without zod: the web app's pages import them at load, the schemas only
// when a request answers (decision 042). ./reviews.ts exports them with its schemas.

export const REVIEW_TARGET_TYPES = ['company', 'agency'] as const;
export type ReviewTargetType = (typeof REVIEW_TARGET_TYPES)[number];
export const REVIEW_TEXT_MAX = 2000;
export const REVIEWS_PAGE_SIZE = 10;
