import { z } from 'zod';
import { defineJob } from '../../queue/define.ts';
import { announceRegisterChanges } from './service.ts';

/**
 * After a register refresh: one notice per register change per follower, then its email (decision 054). Safe to
 * run twice: notices are unique per person and change, and each email is claimed before it is sent.
 */
export const licenceNoticesJob = defineJob({
  name: 'licence-notices',
  payload: z.object({}),
  queue: () => ({
    policy: 'stately',
    retryLimit: 20,
    retryDelay: 60,
    retryBackoff: true,
    retryDelayMax: 3600,
    expireInSeconds: 900,
    deleteAfterSeconds: 7 * 86_400,
  }),
  async handler(_payload, { app, log }) {
    const result = await announceRegisterChanges(app.db, app.providers.mail, app.config.publicUrl, log);
    if (result.created || result.sent) log.info(result, 'licence notices created and emailed');
  },
});

/** The licence watch's background jobs (the queue runs the list in queue/index.ts). */
export const watchJobs = [licenceNoticesJob];
