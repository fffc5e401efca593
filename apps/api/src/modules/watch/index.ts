/** What other modules may use of the licence watch: its routes and telling followers what a register refresh changed. */
export { myWatchRoutes, watchRoutes } from './routes.ts';
export { announceRegisterChanges } from './service.ts';
/** Telling followers after a register refresh, as a background job (the refresh queues it; the queue runs the list). */
export { licenceNoticesJob, watchJobs } from './jobs.ts';
