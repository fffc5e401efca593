export { JobAgenciesPage } from './pages/job-agencies-page';
export { AgencyPage } from './pages/agency-page';
export { CnAgenciesPage } from './pages/cn-agencies-page';
