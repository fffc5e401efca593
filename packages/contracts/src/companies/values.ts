// The sponsor directory's fixed lists and limits, without zod: the web app's pages import them at load, the
// schemas only when a request answers (decision 042). ./get-sponsor-directory.ts exports them with its schemas.

/** Ratings parsed from the register's "Type & Rating" ("Worker (A rating)", "Worker (A (Premium))", …). */
export const SPONSOR_RATINGS = ['A', 'A Premium', 'B', 'provisional'] as const;
export type SponsorRating = (typeof SPONSOR_RATINGS)[number];

export const DIRECTORY_SORTS = ['relevance', 'name', 'jobs', 'rating'] as const;
export const DIRECTORY_PAGE_SIZE = 20;
