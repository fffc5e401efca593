import { flashBatch, type FlashBatch } from '@jobbridge/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { apiEventStream } from '@/lib/http';
import { flashKeys, useBatch } from './flash';

/** While the stream is down, the batch is read again this often. */
const POLL_MS = 2000;
/** Wait before reconnecting after the stream failed (or closed while work was still going on). */
const RECONNECT_MS = 3000;

/** Letters are being written or emails sent: the batch will still change by itself. */
function isBatchActive(batch: FlashBatch | undefined): boolean {
  if (!batch) return false;
  if (batch.status === 'generating' || batch.status === 'sending') return true;
  return batch.applications.some((a) => a.letterStatus === 'waiting' || a.letterStatus === 'generating');
}

const wait = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve();
    });
  });

/**
 * The batch, live: GET /app/flash/batches/:id/events (`event: batch`, the whole batch each time; `gone` when it
 * was discarded) written into the
 * cache while the batch is active; after an error it reconnects, and until it is back the batch is polled every 2 s.
 */
export function useLiveBatch(id: string | null) {
  const client = useQueryClient();
  const [streamDown, setStreamDown] = useState(false);
  const query = useBatch(id, (batch) => (streamDown && isBatchActive(batch) ? POLL_MS : false));
  const live = isBatchActive(query.data);

  useEffect(() => {
    if (!id || !live) return;
    const controller = new AbortController();
    const { signal } = controller;
    let gone = false;
    const onEvent = ({ event, data }: { event: string; data: string }) => {
      // The batch was discarded (here or in another tab): nothing more to follow.
      if (event === 'gone') {
        gone = true;
        void client.invalidateQueries({ queryKey: flashKeys.current });
        return;
      }
      if (event !== 'batch') return;
      let parsed: unknown;
      try {
        parsed = JSON.parse(data);
      } catch {
        return;
      }
      const batch = flashBatch.safeParse(parsed);
      if (!batch.success) return;
      setStreamDown(false);
      client.setQueryData(flashKeys.batch(id), batch.data);
    };
    void (async () => {
      while (!signal.aborted) {
        try {
          await apiEventStream(`app/flash/batches/${id}/events`, { signal, onEvent });
          // Closed by the server: nothing more will change, unless the batch still says otherwise (a proxy cut it).
          if (gone || !isBatchActive(client.getQueryData<FlashBatch>(flashKeys.batch(id)))) return;
        } catch {
          if (signal.aborted) return;
          setStreamDown(true);
        }
        await wait(RECONNECT_MS, signal);
      }
    })();
    return () => controller.abort();
  }, [client, id, live]);

  return query;
}
