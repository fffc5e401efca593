/**
 * The URL parameters each public page with a query reads (decision 049). The server draws, and caches, a page's
 * first view for these only: any other parameter is ignored there, as the page ignores it. A page that starts
 * reading another one adds it here (`features/jobs/lib/search-params-keys.test.ts` checks the job search against its list).
 */

/** /jobs and /search: the search, its filters, sort and page (`parseSearchParams`), and the selected job. */
export const JOB_SEARCH_KEYS = [
  'q',
  'location',
  'verdict',
  'meetsThreshold',
  'minSalary',
  'postedWithin',
  'contractType',
  'remote',
  'salaryStatus',
  'route',
  'sort',
  'page',
  'job',
] as const;

/** /company/visa: the directory's search, filters, sort and page. */
export const DIRECTORY_KEYS = ['q', 'town', 'route', 'rating', 'hasJobs', 'sort', 'page'] as const;

/** /company/jobagency and /company/cnagency: the search, the tier and the page. */
export const AGENCY_LIST_KEYS = ['q', 'tier', 'page'] as const;
