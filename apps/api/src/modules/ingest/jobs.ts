import { createQueue, type Database } from '@jobbridge/db';
import { z } from 'zod';
import { defineJob } from '../../queue/define.ts';
import { queueConnected } from '../../queue/repository.ts';
import { refreshVerdicts } from './store.ts';

/** The one key all re-matches share: with a stately queue, at most one waits while one runs. */
export const REMATCH_KEY = 'all';

/**
 * Matches every employer against the sponsor register again and recomputes each job's verdict, after a
 * register import. Running it twice gives the same result.
 */
export const rematchEmployersJob = defineJob({
  name: 'rematch-employers',
  payload: z.object({ source: z.string().max(500).optional() }),
  queue: () => ({
    policy: 'stately',
    retryLimit: 3,
    retryDelay: 60,
    retryBackoff: true,
    expireInSeconds: 3600,
    deleteAfterSeconds: 7 * 86_400,
  }),
  async handler({ source }, { app, log }) {
    const result = await refreshVerdicts(app.db, app.config.thresholds);
    log.info({ ...result, source }, 'employers re-matched after a register import');
  },
});

/**
 * For `npm run import:sponsors` on PostgreSQL: when a server's queue is connected to the same database, the
 * re-match is handed to it (the server keeps serving while it runs) and the job's id is returned. Otherwise
 * (no server running, or PGlite, which the server would have locked) null: the caller re-matches itself.
 */
export async function handRematchToServer(database: Database, source: string): Promise<string | null> {
  if (database.kind !== 'postgres') return null;
  if (!(await queueConnected(database.db))) return null;
  const boss = createQueue(database, { supervise: false, schedule: false, migrate: false, application_name: 'jobbridge-cli', max: 1 });
  boss.on('error', () => {});
  await boss.start();
  try {
    const payload = rematchEmployersJob.payload.parse({ source: source.slice(0, 500) });
    // Null when a re-match is already waiting: that one will read the new register too.
    return (await boss.send(rematchEmployersJob.name, payload, { singletonKey: REMATCH_KEY })) ?? 'already queued';
  } finally {
    await boss.stop({ graceful: false, close: true });
  }
}

/** Ingest's background jobs (the queue runs the list in queue/index.ts). */
export const ingestJobs = [rematchEmployersJob];
