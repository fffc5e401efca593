import { readdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';
import { defineJob } from './define.ts';

/** Files being received are written as `.incoming-*` next to their final place (see modules/resumes/storage.ts). */
const INCOMING = /^\.incoming-/;
export const INCOMING_MAX_AGE_MS = 60 * 60 * 1000;

/**
 * Removes partial uploads older than `maxAgeMs` from every folder of the file store (a server killed
 * mid-upload leaves one behind). Younger ones may still be arriving, so they stay.
 */
export async function sweepIncoming(filesDir: string, maxAgeMs = INCOMING_MAX_AGE_MS, now = Date.now()): Promise<number> {
  let removed = 0;
  const folders = await readdir(filesDir, { withFileTypes: true }).catch(() => []);
  for (const folder of folders) {
    if (!folder.isDirectory()) continue;
    const dir = join(filesDir, folder.name);
    for (const name of await readdir(dir).catch(() => [] as string[])) {
      if (!INCOMING.test(name)) continue;
      const path = join(dir, name);
      const info = await stat(path).catch(() => null);
      if (!info?.isFile() || now - info.mtimeMs < maxAgeMs) continue;
      await rm(path, { force: true });
      removed++;
    }
  }
  return removed;
}

export const sweepIncomingJob = defineJob({
  name: 'sweep-incoming',
  payload: z.object({}),
  // Exclusive: one sweep at a time; the next hour's sweep catches whatever a failed one left.
  queue: () => ({ policy: 'exclusive', retryLimit: 0, expireInSeconds: 600, deleteAfterSeconds: 86_400 }),
  schedule: { cron: '23 * * * *', payload: {} },
  async handler(_payload, { app, log }) {
    const removed = await sweepIncoming(app.config.filesDir);
    if (removed) log.info({ removed }, 'removed old partial uploads');
  },
});
