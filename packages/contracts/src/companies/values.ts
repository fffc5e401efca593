// The sponsor directory's and the reviews' fixed lists and limits, without zod: the web app's pages import them
// at load, the schemas only when a request answers (decision 042). ./companies.ts and ./reviews.ts export them
// with their schemas.

/** Ratings parsed from the register's "Type & Rating" ("Worker (A rating)", "Worker (A (Premium))", …). */
export const SPONSOR_RATINGS = ['A', 'A Premium', 'B', 'provisional'] as const;
export type SponsorRating = (typeof SPONSOR_RATINGS)[number];

export const DIRECTORY_SORTS = ['relevance', 'name', 'jobs', 'rating'] as const;
export const DIRECTORY_PAGE_SIZE = 20;

export const REVIEW_TARGET_TYPES = ['company', 'agency'] as const;
export type ReviewTargetType = (typeof REVIEW_TARGET_TYPES)[number];
export const REVIEW_TEXT_MAX = 2000;
export const REVIEWS_PAGE_SIZE = 10;
