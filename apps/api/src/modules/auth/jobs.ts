import type { Db } from '@jobbridge/db';
import { z } from 'zod';
import { defineJob } from '../../queue/define.ts';
import { deleteEndedCounters } from '../../lib/throttle-repository.ts';
import { deleteOldEmailTokens, deleteOldRefreshTokens, deleteOldSessions } from './repository.ts';

/**
 * Deletes sign-in and link records nobody can use any more, keeping a grace period in which they still
 * answer precisely: a revoked or expired session for a day (a reused refresh token is then still
 * recognised), a used refresh token for a week in a live session (reuse detection), and an email link
 * for a week after it expired ("already verified" rather than "invalid link"). Rate-limit counters go once
 * their window has ended.
 */
async function sweepAuth(db: Db): Promise<{ sessions: number; refreshTokens: number; emailTokens: number; counters: number }> {
  const sessions = await deleteOldSessions(db);
  const refreshTokens = await deleteOldRefreshTokens(db);
  const emailTokens = await deleteOldEmailTokens(db);
  const counters = await deleteEndedCounters(db);
  return { sessions, refreshTokens, emailTokens, counters };
}

const sweepAuthJob = defineJob({
  name: 'sweep-auth',
  payload: z.object({}),
  queue: () => ({ policy: 'exclusive', retryLimit: 0, expireInSeconds: 600, deleteAfterSeconds: 86_400 }),
  schedule: { cron: '41 * * * *', payload: {} },
  async handler(_payload, { app, log }) {
    const removed = await sweepAuth(app.db);
    if (removed.sessions + removed.refreshTokens + removed.emailTokens + removed.counters)
      log.info(removed, 'removed expired sign-in records');
  },
});

export const authJobs = [sweepAuthJob];
