export { detectSponsorship, splitSentences, toPlainText, trimEvidence, EVIDENCE_MAX } from './sponsorship-text.ts';
export type { SponsorshipDetection, SponsorshipStance, SponsorshipStrength } from './sponsorship-text.ts';
export {
  checkSalary,
  hourlyPay,
  toAnnual,
  DEFAULT_THRESHOLDS,
  HOURS_PER_WEEK,
  DAYS_PER_WEEK,
  WEEKS_PER_YEAR,
  MIN_IMPLIED_YEARLY,
} from './salary-check.ts';
export type { SalaryCheck, SalaryInput, SalaryPeriod, SalaryThresholds } from './salary-check.ts';
export { jobVerdict, isSkilledWorkerRoute, isBRated, MATCH_CONFIDENCE_MIN, NEAR_MISS_CONFIDENCE } from './verdict.ts';
export type { RegisterSponsor, VerdictInput } from './verdict.ts';
