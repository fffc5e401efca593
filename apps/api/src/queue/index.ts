import { authJobs } from '../modules/auth/index.ts';
import { flashJobs } from '../modules/flash/index.ts';
import { ingestJobs } from '../modules/ingest/index.ts';
import { refreshJobs } from '../modules/refresh/index.ts';
import { resumesJobs } from '../modules/resumes/index.ts';
import { watchJobs } from '../modules/watch/index.ts';
import type { AnyJobDefinition } from './define.ts';
import { mailRetryJob } from './mail-retry.ts';
import { queueTestJob } from './queue-test.ts';

/**
 * Every background job the server works on (decision 022), handed to the queue plugin by app.ts. A module keeps
 * its own jobs and offers them through its index (`authJobs`, `flashJobs`…); this list only puts them together.
 */
export const jobs: readonly AnyJobDefinition[] = [
  mailRetryJob,
  ...ingestJobs,
  ...refreshJobs,
  ...watchJobs,
  ...authJobs,
  ...resumesJobs,
  ...flashJobs,
  queueTestJob,
];
