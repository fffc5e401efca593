/**
 * What the rest of the server uses of the refreshes: their background jobs (the queue runs the list in
 * queue/index.ts), the commands of `npm run admin`, `import:jobs` and `import:sponsors`, and the loopback routes
 * through which those commands hand their work to a running server.
 */
export { employerCommand, refreshCommand, REFRESH_USAGE } from './commands.ts';
export { controlRoutes, HandoffError, handToServer } from './handoff.ts';
export { refreshJobs } from './jobs.ts';
export { fetchSource, parseSource, SOURCE_USAGE, SourceUsageError } from './sources.ts';
