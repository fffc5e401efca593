import type { ErrorCode } from '@jobbridge/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Deps } from '../../plugins/deps.ts';
import { release } from '../membership/index.ts';
import { linkedMailbox, MailboxSendError, sendFromMailbox } from '../mailbox/index.ts';
import { attachedPdf } from './attachment.ts';
import { HEARTBEAT_MS, STALE_SECONDS, WORKER } from './holder.ts';
import * as repo from './repository.ts';

/** What sending needs: the batch's rows, the pace and caps, the resume file and the person's mailbox. */
type SendDeps = Deps<'db' | 'config' | 'providers' | 'log'>;

/** Tries after the mailbox said "too many" (each one proved nothing was sent). */
const RATE_LIMIT_TRIES = 5;

const sleep = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => (clearTimeout(timer), resolve()), { once: true });
  });

/** Paces sends: a burst, then a steady rate (Gmail's per-user limit is a moving average). */
class Pace {
  private tokens: number;
  private last = Date.now();
  constructor(
    private readonly burst: number,
    private readonly perSecond: number,
  ) {
    this.tokens = burst;
  }
  async take(signal?: AbortSignal): Promise<void> {
    for (;;) {
      const now = Date.now();
      this.tokens = Math.min(this.burst, this.tokens + ((now - this.last) / 1000) * this.perSecond);
      this.last = now;
      if (this.tokens >= 1) {
        this.tokens -= 1;
        return;
      }
      await sleep(((1 - this.tokens) / this.perSecond) * 1000, signal);
      if (signal?.aborted) return;
    }
  }
}

const failureCode = (err: MailboxSendError): ErrorCode =>
  err.kind === 'not-linked'
    ? 'MAILBOX_NOT_CONNECTED'
    : err.kind === 'auth'
      ? 'MAILBOX_AUTH_FAILED'
      : err.kind === 'rate-limited'
        ? 'MAILBOX_RATE_LIMITED'
        : 'EMAIL_SEND_FAILED';

export type SendOutcome = 'done' | 'busy' | 'stopped';

/**
 * Sends a confirmed batch's queued emails from the person's mailbox (decision 034):
 * - the batch is held by one process at a time (claimBatch; a heartbeat every 2 s); emails a stopped holder left
 *   'sending' become 'unknown', never sent again by themselves;
 * - each email is marked 'sending' with its deliveries (person, job, recipient: unique) before the call, and
 *   'sent', 'failed' or 'unknown' after; only a failure that proves nothing went out is retried;
 * - sends are paced per batch; each is reserved against the person's daily caps (emails, recipients, per company)
 *   in the transaction that marks it 'sending' (decision 052), and marked 'sent' with its job applied in one.
 * Returns 'busy' when a live process holds the batch (the caller tries again later).
 */
export async function sendBatch(deps: SendDeps, batchId: string, log: FastifyBaseLogger, signal?: AbortSignal): Promise<SendOutcome> {
  // A second job for a batch this process is sending (recovery that saw a late heartbeat under load) must not
  // claim it again: its markInterrupted would turn the first job's emails in flight into 'unknown'.
  if (sendingHere.has(batchId)) return 'busy';
  sendingHere.add(batchId);
  try {
    return await sendClaimed(deps, batchId, log, signal);
  } finally {
    sendingHere.delete(batchId);
  }
}

/** The batches a job of this process is sending now. */
const sendingHere = new Set<string>();

async function sendClaimed(deps: SendDeps, batchId: string, log: FastifyBaseLogger, signal?: AbortSignal): Promise<SendOutcome> {
  if (!(await repo.claimBatch(deps.db, batchId, WORKER, STALE_SECONDS))) {
    const batch = await repo.batchById(deps.db, batchId);
    return batch?.status === 'sending' ? 'busy' : 'done';
  }
  const beat = setInterval(() => void repo.heartbeat(deps.db, batchId, WORKER).catch(() => undefined), HEARTBEAT_MS);
  beat.unref();
  try {
    const interrupted = await repo.markInterrupted(deps.db, batchId);
    if (interrupted) log.warn({ batchId, interrupted }, 'flash: emails in flight when their process stopped are now unknown');
    const batch = (await repo.batchById(deps.db, batchId))!;
    const userId = batch.userId;
    const queued = await repo.queuedOf(deps.db, batchId);

    const settle = async (): Promise<SendOutcome> => {
      // A batch none of whose emails went out (the mailbox was unlinked, every send refused) does not count.
      if ((await repo.settleSending(deps.db, batchId)) && batch.quotaUseId && !(await repo.anyWentOut(deps.db, batchId)))
        await release(deps.db, userId, batch.quotaUseId);
      return 'done';
    };
    const failAll = async (code: ErrorCode) => {
      for (const item of queued) await repo.failQueued(deps.db, item.id, code);
    };
    if (!(await linkedMailbox(deps.db, userId))) {
      await failAll('MAILBOX_NOT_CONNECTED');
      return settle();
    }
    const attached = await attachedPdf(deps, batch);
    if (!attached) {
      await failAll('RESUME_NOT_FOUND');
      return settle();
    }
    const { filename, content: bytes } = attached;

    const config = deps.config;
    const pace = new Pace(config.FLASH_SEND_BURST, config.FLASH_SENDS_PER_SECOND);
    const todo = [...queued];
    const caps = {
      emails: config.FLASH_DAILY_LIMIT,
      recipients: config.FLASH_DAILY_RECIPIENT_LIMIT,
      perCompany: config.FLASH_COMPANY_DAILY_LIMIT,
    };
    const sendOne = async (item: repo.ApplicationRow) => {
      for (let attempt = 1; ; attempt++) {
        await pace.take(signal);
        if (signal?.aborted) return;
        const reserved = await repo.reserveSend(deps.db, item, caps);
        if (reserved === null || 'refused' in reserved) return;
        const to = reserved.to;
        try {
          const sent = await sendFromMailbox(deps, userId, {
            to,
            subject: item.subject,
            text: item.letter,
            attachments: [{ filename, content: bytes, contentType: 'application/pdf' }],
            messageId: item.messageId,
          });
          await repo.markSent(deps.db, item, sent.providerMessageId);
          return;
        } catch (err) {
          if (!(err instanceof MailboxSendError) || !err.notSent) {
            log.warn({ err, applicationId: item.id }, 'flash: the mailbox did not confirm an email; it is not sent again');
            return repo.finishSend(deps.db, item.id, { sendStatus: 'unknown', sendError: 'FLASH_SEND_UNCONFIRMED' });
          }
          if (err.kind === 'rate-limited' && attempt < RATE_LIMIT_TRIES) {
            await repo.unsend(deps.db, item.id);
            await sleep(err.retryAfterMs ?? 1000 * 2 ** attempt, signal);
            if (signal?.aborted) return;
            continue;
          }
          log.warn({ err, applicationId: item.id }, 'flash: an email was refused');
          return repo.failSend(deps.db, item.id, failureCode(err));
        }
      }
    };
    const worker = async () => {
      for (let item = todo.shift(); item && !signal?.aborted; item = todo.shift()) await sendOne(item);
    };
    await Promise.all(Array.from({ length: config.FLASH_SEND_CONCURRENCY }, worker));
    if (signal?.aborted) return 'stopped';
    return settle();
  } finally {
    clearInterval(beat);
  }
}
