/**
 * What other modules may use of jobs: marking a job for a person (Flash Apply marks sent jobs applied), job cards,
 * the search's facts to load as the server starts, the search's Chinese word segmenter, and storing ads and
 * verdicts (the scheduled refreshes).
 */
export { jobCards, loadSearchFacts, updateMarks } from './service.ts';
export { tagChinese } from '../search/chinese/understand.ts';
export { refreshVerdicts, storeJobs } from '../ingest/store.ts';
export { fetchAdzuna, fetchAshby, fetchGreenhouse, fetchLever, fetchReed, getText, parseCsv, type NormalizedJob } from '../ingest/index.ts';
