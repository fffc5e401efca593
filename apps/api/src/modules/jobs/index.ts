/** What other modules may use of jobs: marking a job for a person (Flash Apply marks sent jobs applied), job cards. */
export { jobCards, updateMarks } from './service.ts';
