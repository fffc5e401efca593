/**
 * What other modules may use of jobs: marking a job for a person (Flash Apply marks sent jobs applied), job cards,
 * the search's facts to load as the server starts, and the search's Chinese word segmenter.
 */
export { jobCards, loadSearchFacts, updateMarks } from './service.ts';
export { tagChinese } from './chinese/understand.ts';
