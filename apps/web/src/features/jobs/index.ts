export { JobsSearchPage } from './pages/jobs-search-page';
export { JobPage } from './pages/job-page';
export { AppliedJobsPage, SavedJobsPage } from './pages/marked-jobs-page';
