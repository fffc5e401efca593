/**
 * What other modules may use of jobs: marking a job for a person (Flash Apply marks sent jobs applied) and job
 * cards (pages that list jobs of their own).
 */
export { jobCards, updateMarks } from './service.ts';
/** The job pages search engines read (server-rendered head, sitemap), registered by app.ts. */
export { jobSeoRoutes } from './seo.ts';
