/** What other modules may use of auth: the caller's check, the e-mail change flow, ending sessions, its jobs. */
export { requestEmailChange } from './service.ts';
/** Who is calling (`app.authenticate`, `app.optionalAuth`), registered by app.ts. */
export { default as authPlugin, fullySignedInUserId } from './plugin.ts';
export { revokeAllSessions } from './repository.ts';
/** The auth module's background jobs (the queue runs the list in queue/index.ts). */
export { authJobs } from './jobs.ts';
