import { hostname } from 'node:os';
import { randomUUID } from 'node:crypto';

/**
 * Which process holds a batch (writing its letters or sending it): `host:pid:tag`, with a heartbeat every 2 s.
 * A holder that has not beaten for STALE_SECONDS has stopped; so has one on this host whose process is gone
 * (a restart after a crash takes its batches up at once instead of waiting out the heartbeat; decision 052).
 */
export const WORKER = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
export const STALE_SECONDS = 10;
export const HEARTBEAT_MS = 2_000;

/** Whether `worker` was a process on this machine that no longer runs. */
export function goneHere(worker: string | null): boolean {
  if (!worker || worker === WORKER) return false;
  const parts = worker.split(':');
  if (parts.length < 3) return false;
  const pid = Number(parts[parts.length - 2]);
  if (parts.slice(0, -2).join(':') !== hostname() || !Number.isInteger(pid) || pid < 1) return false;
  // Our own process id with another tag: an earlier life of this process (a container restarted).
  if (pid === process.pid) return true;
  try {
    process.kill(pid, 0);
    return false;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'ESRCH';
  }
}
