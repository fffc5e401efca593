import { z } from 'zod';
import { defineJob } from '../../queue/define.ts';
import { licenceNoticesJob } from '../watch/index.ts';
import { dueSourceIds } from './repository.ts';
import { exclusively, refreshRegister, refreshSource } from './service.ts';

/**
 * The register, refreshed daily (REGISTER_REFRESH_CRON) from the GOV.UK page (REGISTER_PAGE_URL), while the
 * server keeps serving: the import writes in small transactions and resumes after a crash (decision 054). Then
 * followers are told what changed (licence watch).
 */
export const refreshRegisterJob = defineJob({
  name: 'refresh-register',
  payload: z.object({}),
  queue: (config) => ({
    policy: 'exclusive',
    retryLimit: 3,
    retryDelay: config.REFRESH_RETRY_SECONDS,
    retryBackoff: true,
    expireInSeconds: config.REFRESH_EXPIRE_SECONDS,
    deleteAfterSeconds: 7 * 86_400,
  }),
  schedule: (config) => (config.REGISTER_REFRESH_CRON === 'off' ? undefined : { cron: config.REGISTER_REFRESH_CRON, payload: {} }),
  async handler(_payload, { app, log }) {
    const result = await exclusively('register', () => refreshRegister(app.db, app.config));
    log.info(
      { added: result.added, removed: result.removed, ratingChanges: result.ratingChanges, routeChanges: result.routeChanges },
      'register refreshed',
    );
    await app.queue.send(licenceNoticesJob, {}, { singletonKey: 'all' });
  },
});

/** One run of a configured job source; its own schedule (next_run_at) is its retry, with back-off. */
const refreshSourceJob = defineJob({
  name: 'refresh-source',
  payload: z.object({ sourceId: z.number().int().positive() }),
  queue: (config) => ({
    policy: 'exclusive',
    retryLimit: 0,
    expireInSeconds: config.REFRESH_EXPIRE_SECONDS,
    deleteAfterSeconds: 7 * 86_400,
  }),
  async handler({ sourceId }, { app, log }) {
    const result = await exclusively(`source-${sourceId}`, () => refreshSource(app.db, app.config, sourceId));
    if (result) log.info(result, result.ok ? 'job source refreshed' : 'job source failed');
  },
});

/** Every minute: each source whose next run is due gets one (at most one waiting or running per source). */
export const refreshDueSourcesJob = defineJob({
  name: 'refresh-due-sources',
  payload: z.object({}),
  queue: () => ({ policy: 'exclusive', retryLimit: 0, expireInSeconds: 120, deleteAfterSeconds: 3600 }),
  schedule: { cron: '* * * * *', payload: {} },
  async handler(_payload, { app }) {
    for (const sourceId of await dueSourceIds(app.db))
      await app.queue.send(refreshSourceJob, { sourceId }, { singletonKey: `source-${sourceId}` });
  },
});

/** The refreshes' background jobs (the queue runs the list in queue/index.ts). */
export const refreshJobs = [refreshRegisterJob, refreshSourceJob, refreshDueSourcesJob];
