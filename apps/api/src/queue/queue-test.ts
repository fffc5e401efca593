import { appendFile, mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { z } from 'zod';
import { defineJob } from './define.ts';

/** Where the test job writes: `<DATA_DIR>/queue-test/<key>.log`, one line when it starts and one when it ends. */
export const queueTestLog = (dataDir: string, key: string) => join(dataDir, 'queue-test', `${key}.log`);

/**
 * Only with QUEUE_TEST_JOBS=1 (never in production): a slow job with an effect a test can read, used to
 * check that a job survives a SIGKILL of the server. It expires after 3 s so that a run killed mid-way is
 * picked up again soon after a restart.
 */
export const queueTestJob = defineJob({
  name: 'queue-test',
  payload: z.object({ key: z.string().regex(/^[a-z0-9-]{1,40}$/), ms: z.number().int().min(0).max(10_000) }),
  queue: () => ({ retryLimit: 5, retryDelay: 1, expireInSeconds: 3, deleteAfterSeconds: 3600 }),
  enabled: (config) => config.QUEUE_TEST_JOBS,
  async handler({ key, ms }, { app, jobId, retryCount }) {
    const file = queueTestLog(app.config.dataDir, key);
    await mkdir(join(app.config.dataDir, 'queue-test'), { recursive: true });
    await appendFile(file, `start ${jobId} ${retryCount}\n`);
    await sleep(ms);
    await appendFile(file, `done ${jobId} ${retryCount}\n`);
  },
});
