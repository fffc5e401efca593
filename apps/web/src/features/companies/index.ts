export { SponsorDirectoryPage } from './pages/sponsor-directory-page';
export { SponsorPage } from './pages/sponsor-page';
export { CompanyPage } from './pages/company-page';
