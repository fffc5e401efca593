// The job search's fixed lists, without zod: the web app's pages import them at load, the schemas only when a
// request answers (decision 042). ./job-card.ts and ./search-jobs.ts export them with their schemas.
export const CONTRACT_TYPES = ['permanent', 'contract', 'temporary', 'internship', 'apprenticeship'] as const;
export const REMOTE_TYPES = ['remote', 'hybrid', 'onsite'] as const;
export const SALARY_PERIODS = ['year', 'month', 'week', 'day', 'hour'] as const;
export const POSTED_WITHIN_DAYS = [1, 3, 7, 14, 30] as const;
export const SEARCH_PAGE_SIZE_MAX = 50;
/**
 * How deep a search pages: through its first 10,000 matches (page 500 at 20 a page); a later page asked for is the
 * last one (decision 043). Past the ranked matches pages go in time order, and page 1,000 of a common word would read
 * most of the table (2 s at a million jobs). Big job boards stop at about 1,000.
 */
export const SEARCH_RESULTS_PAGED_MAX = 10_000;
