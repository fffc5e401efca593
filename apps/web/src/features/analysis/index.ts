export { CompanyAnalysisPage } from './company-analysis-page';
