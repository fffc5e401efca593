import { z } from 'zod';
import { defineJob } from '../../queue/define.ts';
import { sweepIncoming } from './storage.ts';

/**
 * Partial uploads (`.incoming-*`) older than an hour: a failed upload removes its own and the server sweeps
 * at start; this catches what a process killed mid-upload leaves while the server keeps running.
 */
export const sweepIncomingJob = defineJob({
  name: 'sweep-incoming',
  payload: z.object({}),
  // Exclusive: one sweep at a time; the next hour's sweep catches whatever a failed one left.
  queue: () => ({ policy: 'exclusive', retryLimit: 0, expireInSeconds: 600, deleteAfterSeconds: 86_400 }),
  schedule: { cron: '23 * * * *', payload: {} },
  async handler(_payload, { app, log }) {
    const removed = await sweepIncoming(app.providers.files);
    if (removed) log.info({ removed }, 'removed old partial uploads');
  },
});

/** The resumes' background jobs (the queue runs the list in queue/index.ts). */
export const resumesJobs = [sweepIncomingJob];
