/** What other parts of the server use of Flash Apply: its background jobs (registered with the queue), the operator's switch. */
export { flashJobs } from './jobs.ts';
export { blockedAccounts, findAccount, isBlocked, setBlocked } from './repository.ts';
