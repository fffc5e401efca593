import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { Deps } from '../../plugins/deps.ts';
import { defineJob } from '../../queue/define.ts';
import { generateBatch } from './generate.ts';
import { goneHere, HEARTBEAT_MS, STALE_SECONDS, WORKER } from './holder.ts';
import * as repo from './repository.ts';
import { sendBatch } from './send.ts';

const batchPayload = z.object({ batchId: z.uuid() });

/**
 * Writes a batch's waiting cover letters (safe to run twice: letters are claimed one by one), beating on the
 * batch meanwhile so a restart knows whether its writer still runs.
 */
export const flashGenerateJob = defineJob({
  name: 'flash-generate',
  payload: batchPayload,
  queue: () => ({ retryLimit: 3, retryDelay: 5, retryBackoff: true, expireInSeconds: 900, deleteAfterSeconds: 7 * 86_400 }),
  // A person is watching the progress bar: picked up within half a second.
  pollSeconds: 0.5,
  workers: 4,
  async handler({ batchId }, { app }) {
    // Beaten before the first letter is claimed, so recovery never takes a letter this run is writing.
    await repo.beatGeneration(app.db, batchId, WORKER);
    const beat = setInterval(() => void repo.beatGeneration(app.db, batchId, WORKER).catch(() => undefined), HEARTBEAT_MS);
    beat.unref();
    try {
      await generateBatch(app, batchId);
    } finally {
      clearInterval(beat);
    }
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
 * Takes up the batches whose holder stopped (decision 052): letters it left 'generating' are written again, and
 * a batch it was sending goes to a new `flash-send` job (which marks its emails in flight 'unknown', never sent
 * twice). A holder has stopped when it has not beaten for STALE_SECONDS, or at once when it was a process on
 * this machine that is gone (the usual restart after a crash).
 */
export async function recoverBatches(deps: Deps<'db' | 'queue'>, log: FastifyBaseLogger): Promise<number> {
  let taken = 0;
  for (const batch of await repo.heldBatches(deps.db)) {
    const gone = goneHere(batch.worker) ? batch.worker : null;
    if (!gone && batch.age !== null && batch.age < STALE_SECONDS) continue;
    if (batch.status === 'generating') {
      if (!(await repo.requeueLetters(deps.db, batch.id, STALE_SECONDS, gone))) {
        // Every letter settled before its writer could say so.
        await repo.settleGeneration(deps.db, batch.id);
        continue;
      }
      await deps.queue.send(flashGenerateJob, { batchId: batch.id });
    } else {
      if (gone) await repo.letGo(deps.db, batch.id, gone);
      await deps.queue.send(flashSendJob, { batchId: batch.id });
    }
    // A warning: a holder stopped without finishing (a crash, a kill, a lost machine).
    log.warn({ batchId: batch.id, status: batch.status, holder: batch.worker }, 'flash: batch taken up after its holder stopped');
    taken++;
  }
  return taken;
}

/** Every minute, for a holder on another machine that stopped (a restart recovers at once: routes.ts). */
const flashRecoverJob = defineJob({
  name: 'flash-recover',
  payload: z.object({}),
  queue: () => ({ policy: 'exclusive', retryLimit: 0, expireInSeconds: 300, deleteAfterSeconds: 86_400 }),
  schedule: { cron: '* * * * *', payload: {} },
  async handler(_payload, { app, log }) {
    await recoverBatches(app, log);
  },
});

export const flashJobs = [flashGenerateJob, flashSendJob, flashRecoverJob];
