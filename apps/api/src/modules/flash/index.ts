/** What other parts of the server use of Flash Apply: its background jobs (registered with the queue). */
export { flashJobs } from './jobs.ts';
