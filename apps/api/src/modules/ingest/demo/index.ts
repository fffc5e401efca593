/**
 * JobBridge demo data set: used when there is no real data yet, so every page works out of the box.
 *
 * Everything here is fictional and generated: the employers (data/companies.json) are invented, their websites
 * and email addresses use the reserved `.example` domain, the register (register.ts) lists only those invented
 * sponsors, and the ~300 job ads (jobs.ts) are composed deterministically from sentences written for this
 * demo (data/roles.json, data/phrases.json). None of it is taken from the real register or real job ads. The
 * data files are plain JSON, checked against their Zod schemas when read (data.ts); the logic stays in TS. Demo job rows carry
 * `source: 'csv'` and an `externalId` starting with `demo-` (DEMO_ID_PREFIX); the UI marks them as demo.
 */
export {
  DEMO_COMPANIES,
  advertisedName,
  registerName,
  demoSponsors,
  ROUTE_SKILLED_WORKER,
  ROUTE_GBM_SENIOR,
  ROUTE_CREATIVE,
  ROUTE_CHARITY,
  RATING_A,
  RATING_B,
  RATING_PREMIUM,
  RATING_TEMPORARY_A,
} from './companies.ts';
export { demoRegisterCsv } from './register.ts';
export { demoJobs } from './jobs.ts';
