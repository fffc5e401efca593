import { flashJobs } from '../modules/flash/index.ts';
import type { AnyJobDefinition } from './define.ts';
import { licenceNoticesJob } from './licence-notices.ts';
import { mailRetryJob } from './mail-retry.ts';
import { queueTestJob } from './queue-test.ts';
import { refreshDueSourcesJob, refreshRegisterJob, refreshSourceJob } from './refresh-data.ts';
import { rematchEmployersJob } from './rematch-employers.ts';
import { sweepAuthJob } from './sweep-auth.ts';
import { sweepIncomingJob } from './sweep-incoming.ts';

/** Every background job the server works on (decision 022). A new job: a file here, then one line below. */
export const jobs: readonly AnyJobDefinition[] = [
  mailRetryJob,
  rematchEmployersJob,
  refreshRegisterJob,
  refreshSourceJob,
  refreshDueSourcesJob,
  licenceNoticesJob,
  sweepAuthJob,
  sweepIncomingJob,
  ...flashJobs,
  queueTestJob,
];
