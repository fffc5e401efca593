import { authJobs } from '../modules/auth/index.ts';
import { flashJobs } from '../modules/flash/index.ts';
import type { AnyJobDefinition } from './define.ts';
import { licenceNoticesJob } from './licence-notices.ts';
import { mailRetryJob } from './mail-retry.ts';
import { queueTestJob } from './queue-test.ts';
import { refreshDueSourcesJob, refreshRegisterJob, refreshSourceJob } from './refresh-data.ts';
import { rematchEmployersJob } from './rematch-employers.ts';
import { sweepIncomingJob } from './sweep-incoming.ts';

/**
 * Every background job the server works on (decision 022), handed to the queue plugin by app.ts. A module keeps
 * its own jobs and offers them through its index (`authJobs`, `flashJobs`); this list only puts them together.
 */
export const jobs: readonly AnyJobDefinition[] = [
  mailRetryJob,
  rematchEmployersJob,
  refreshRegisterJob,
  refreshSourceJob,
  refreshDueSourcesJob,
  licenceNoticesJob,
  ...authJobs,
  sweepIncomingJob,
  ...flashJobs,
  queueTestJob,
];
