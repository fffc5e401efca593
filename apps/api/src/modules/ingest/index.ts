/**
 * Job ingest: turns postings from job boards and files into NormalizedJob records, and stores them with their
 * employer's register match and verdict (store.ts; the demo data through the same path, demo/). The connectors
 * are pure, without a database; the importer command (`npm run import:jobs`) and the scheduled refreshes store
 * what they return.
 *
 * Flow:
 *   1. A connector reads one source: `fetchX(options)` calls the board's public API over HTTP
 *      (base URL configurable, paginated where the API pages, with a timeout and IngestFetchError),
 *      and `parseX(json | text, options)` maps a response or file to jobs without any I/O.
 *      Sources: Greenhouse, Lever, Ashby, Adzuna, Reed, and CSV files (the Adzuna/Reed export
 *      shape and JobSpy/Indeed), see csv.ts.
 *   2. Every connector hands a JobDraft to buildJob (build.ts), which does the shared work:
 *      sanitises the description (sanitize.ts; Markdown via markdown.ts) and derives plain text,
 *      takes the source's salary fields or else parses the ad's text (salary.ts), reads contract,
 *      hours and workplace words (fields.ts), and picks an application email (emails.ts).
 *   3. dedupeJobs (dedupe.ts) collapses the same ad seen twice: by (source, externalId), then by
 *      dedupeKey = title | company | town (types.ts explains the rule).
 *
 * annualise (salary.ts) converts hourly/daily/weekly/monthly pay to a yearly figure for the
 * Skilled Worker threshold check: 37.5 h × 52 weeks, 5 days × 52 weeks, 52 weeks, 12 months.
 */
export * from './types.ts';
export { dedupeJobs } from './dedupe.ts';
export { sanitizeHtml, htmlToText, textToHtml, decodeEntities } from './sanitize.ts';
export { markdownToHtml } from './markdown.ts';
export { findEmails, validateEmail, pickApplicationEmail } from './emails.ts';
export { parseSalary, annualise, annualiseRange, inferPeriod, formatSalary } from './salary.ts';
export { IngestFetchError, getText } from './http.ts';
export { parseGreenhouse, fetchGreenhouse } from './greenhouse.ts';
export { parseLever, fetchLever } from './lever.ts';
export { parseAshby, fetchAshby } from './ashby.ts';
export { parseAdzuna, fetchAdzuna } from './adzuna.ts';
export { parseReed, fetchReed } from './reed.ts';
export { parseCsv, detectCsvShape } from './csv.ts';
export { refreshVerdicts, storeJobs } from './store.ts';
export { hourlyPay } from './verdict/salary-check.ts';
export { seedDemoJobs } from './demo/seed.ts';
/** The re-match after a register import: the queue runs it, `npm run import:sponsors` hands it to a running server. */
export { handRematchToServer, ingestJobs } from './jobs.ts';
