/** What other parts of the server use of the refreshes: their background jobs (the queue runs the list in queue/index.ts). */
export { refreshJobs } from './jobs.ts';
