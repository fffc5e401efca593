export { detectSponsorship } from './sponsorship-text.ts';
export type { SponsorshipDetection } from './sponsorship-text.ts';
export { checkSalary, DEFAULT_THRESHOLDS } from './salary-check.ts';
export type { SalaryThresholds } from './salary-check.ts';
export { jobVerdict } from './verdict.ts';
