/**
 * What other modules may use of jobs: marking a job for a person (Flash Apply marks sent jobs applied), job cards,
 * and the search's facts to load as the server starts.
 */
export { jobCards, loadSearchFacts, updateMarks } from './service.ts';
