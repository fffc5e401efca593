// The job search's fixed lists, without zod: the web app's pages import them at load, the schemas only when a
// request answers (decision 042). ./job-card.ts and ./search-jobs.ts export them with their schemas.
export const CONTRACT_TYPES = ['permanent', 'contract', 'temporary', 'internship', 'apprenticeship'] as const;
export const REMOTE_TYPES = ['remote', 'hybrid', 'onsite'] as const;
export const SALARY_PERIODS = ['year', 'month', 'week', 'day', 'hour'] as const;
export const POSTED_WITHIN_DAYS = [1, 3, 7, 14, 30] as const;
export const SEARCH_PAGE_SIZE_MAX = 50;
/**
 * How deep a search pages: through its first 1,000 matches (page 50 at 20 a page), as big job boards do; a later
 * page asked for is the last one (decision 043). Past the ranked matches pages go in time order, each read with every
 * newer match, and very deep pages ran out of time under load.
 */
export const SEARCH_RESULTS_PAGED_MAX = 1_000;
