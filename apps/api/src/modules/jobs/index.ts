/**
 * What other modules may use of jobs: marking a job for a person (Flash Apply marks sent jobs applied) and job
 * cards (pages that list jobs of their own).
 */
export { jobCards, updateMarks } from './service.ts';
