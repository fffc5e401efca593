import { z } from 'zod';
import { refreshVerdicts } from '../modules/jobs/store.ts';
import { defineJob } from './define.ts';

/** The one key all re-matches share: with a stately queue, at most one waits while one runs. */
export const REMATCH_KEY = 'all';

/**
 * Matches every employer against the sponsor register again and recomputes each job's verdict, after a
 * register import. Running it twice gives the same result.
 */
export const rematchEmployersJob = defineJob({
  name: 'rematch-employers',
  payload: z.object({ source: z.string().max(500).optional() }),
  queue: () => ({ policy: 'stately', retryLimit: 3, retryDelay: 60, retryBackoff: true, expireInSeconds: 3600, deleteAfterSeconds: 7 * 86_400 }),
  async handler({ source }, { app, log }) {
    const result = await refreshVerdicts(app.db, app.config.thresholds);
    log.info({ ...result, source }, 'employers re-matched after a register import');
  },
});
