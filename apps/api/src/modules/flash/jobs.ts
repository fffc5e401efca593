import { z } from 'zod';
import { defineJob } from '../../jobs/define.ts';
import { generateBatch } from './generate.ts';
import * as repo from './repository.ts';
import { sendBatch, STALE_SECONDS } from './send.ts';

const batchPayload = z.object({ batchId: z.uuid() });

/** Writes a batch's waiting cover letters (safe to run twice: letters are claimed one by one). */
export const flashGenerateJob = defineJob({
  name: 'flash-generate',
  payload: batchPayload,
  queue: () => ({ retryLimit: 3, retryDelay: 5, retryBackoff: true, expireInSeconds: 900, deleteAfterSeconds: 7 * 86_400 }),
  // A person is watching the progress bar: picked up within half a second.
  pollSeconds: 0.5,
  workers: 4,
  async handler({ batchId }, { app }) {
    await generateBatch(app, batchId);
  },
});

/** Sends a confirmed batch; when another live process holds it, looks again once that holder could have stopped. */
export const flashSendJob = defineJob({
  name: 'flash-send',
  payload: batchPayload,
  queue: () => ({ retryLimit: 5, retryDelay: 10, retryBackoff: true, expireInSeconds: 3600, deleteAfterSeconds: 7 * 86_400 }),
  pollSeconds: 0.5,
  workers: 4,
  async handler({ batchId }, { app, log, signal }) {
    const outcome = await sendBatch(app, batchId, log, signal);
    if (outcome === 'stopped') await repo.setBatch(app.db, batchId, { worker: null, heartbeatAt: null });
    if (outcome === 'busy' && app.queue.running) await app.queue.send(flashSendJob, { batchId }, { startAfter: STALE_SECONDS + 1 });
  },
});

/**
 * After a restart, and every minute: letters a stopped process left 'generating' are written again, and batches
 * whose sender stopped are taken up (their emails in flight become 'unknown' there, never sent twice).
 */
export const flashRecoverJob = defineJob({
  name: 'flash-recover',
  payload: z.object({}),
  queue: () => ({ policy: 'exclusive', retryLimit: 0, expireInSeconds: 300, deleteAfterSeconds: 86_400 }),
  schedule: { cron: '* * * * *', payload: {} },
  async handler(_payload, { app, log }) {
    const letters = await repo.requeueStaleLetters(app.db, 120);
    for (const batchId of letters) await app.queue.send(flashGenerateJob, { batchId });
    const sending = await repo.staleSendingBatches(app.db, STALE_SECONDS);
    for (const batchId of sending) await app.queue.send(flashSendJob, { batchId });
    if (letters.length || sending.length) log.info({ letters: letters.length, sending: sending.length }, 'flash: batches taken up again');
  },
});

export const flashJobs = [flashGenerateJob, flashSendJob, flashRecoverJob];
