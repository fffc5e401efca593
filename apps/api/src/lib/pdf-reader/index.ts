import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { ResumeProfileDraft } from '@jobbridge/contracts';
import type { ReadLimits } from '@jobbridge/resume-pdf/reader';
import type { PdfCheck, PdfRead, PdfReadFailure, ReaderOp, ReaderReply, ReaderRequest } from './protocol.ts';

export type { PdfReadFailure } from './protocol.ts';

/**
 * Every PDF the server reads (upload checks, imports) is read here, in worker threads: the event loop never
 * parses a PDF (decision 016). pdfjs holds inflated streams in ArrayBuffers, outside the V8 heap that
 * `resourceLimits` bounds, so the pool also watches the process's resident memory while a read runs and
 * replaces a worker that makes it grow too far, or that runs too long.
 */
export interface PdfReaderOptions {
  /** Workers (each reads one file at a time). */
  size?: number;
  /** Wall-clock limit of one read, from the moment a ready worker takes it. */
  timeoutMs?: number;
  /** How far the process's RSS may grow while a read runs before its worker is ended. */
  memoryGrowthMb?: number;
  /** The worker's V8 old generation (its JavaScript objects: text items, parsed objects). */
  heapMb?: number;
  /** Reads waiting for a worker; past it a read fails at once rather than waiting behind a flood. */
  maxQueue?: number;
  /** Pages and text (packages/resume-pdf/src/extract.ts). */
  limits?: ReadLimits;
}

const PDF_READER_DEFAULTS = {
  size: Math.max(1, Math.min(2, availableParallelism() - 1)),
  timeoutMs: 15_000,
  memoryGrowthMb: 160,
  heapMb: 192,
  maxQueue: 32,
  limits: { maxPages: 8, maxDocumentPages: 500, maxTextChars: 200_000 },
} satisfies Required<PdfReaderOptions>;

/** How often the memory watch looks at RSS while a read runs (it is one cheap call). */
const WATCH_MS = 10;

export class PdfReadError extends Error {
  constructor(
    readonly reason: PdfReadFailure,
    message: string,
  ) {
    super(message);
    this.name = 'PdfReadError';
  }
}

export interface PdfReader {
  /** Opens the file and reads its first pages' text (`unreadable` when pdfjs cannot open it). */
  check(path: string): Promise<PdfCheck>;
  /** The file as a profile draft (`no-text` for a scan). */
  parse(path: string): Promise<ResumeProfileDraft>;
  /** The file's text and its draft (the AI assistant reads both; `no-text` for a scan). */
  read(path: string): Promise<PdfRead>;
  /** Ends every worker; reads still waiting or running fail with `failed`. */
  close(): Promise<void>;
}

interface Job {
  request: ReaderRequest;
  resolve: (value: PdfCheck | ResumeProfileDraft | PdfRead) => void;
  reject: (err: PdfReadError) => void;
}
interface Slot {
  worker: Worker;
  ready: boolean;
  job?: Job & { timer: NodeJS.Timeout; rssAtStart: number };
}

export function createPdfReader(options: PdfReaderOptions = {}): PdfReader {
  const config = { ...PDF_READER_DEFAULTS, ...options, limits: { ...PDF_READER_DEFAULTS.limits, ...options.limits } };
  const slots = new Set<Slot>();
  const queue: Job[] = [];
  let nextId = 0;
  let closed = false;
  let watch: NodeJS.Timeout | undefined;

  function startWorker(): Slot {
    // A JavaScript entry that registers tsx in the worker (the server's own loader does not reach workers).
    const worker = new Worker(new URL('./worker.mjs', import.meta.url), {
      resourceLimits: { maxOldGenerationSizeMb: config.heapMb, maxYoungGenerationSizeMb: 16 },
    });
    worker.unref();
    const slot: Slot = { worker, ready: false };
    slots.add(slot);
    worker.on('message', (message: { ready: true } | ReaderReply) => {
      if ('ready' in message) {
        slot.ready = true;
        dispatch();
        return;
      }
      const job = slot.job;
      if (!job || job.request.id !== message.id) return;
      // Over a page or text limit, pdfjs may still be working through the file in that thread: replace it.
      if (!message.ok && message.reason === 'limit') return end(slot, 'limit', message.message);
      finish(slot);
      if (message.ok) job.resolve(message.result);
      else job.reject(new PdfReadError(message.reason, message.message));
      dispatch();
    });
    // A worker over its heap limit ends with ERR_WORKER_OUT_OF_MEMORY; anything else that ends it is a failure.
    worker.on('error', (err: Error & { code?: string }) => {
      end(slot, err.code === 'ERR_WORKER_OUT_OF_MEMORY' ? 'limit' : 'failed', err.message);
    });
    worker.on('exit', (code) => end(slot, 'failed', `PDF reader exited (${code})`));
    return slot;
  }

  function finish(slot: Slot) {
    if (slot.job) clearTimeout(slot.job.timer);
    slot.job = undefined;
    // Only busy workers keep the process alive.
    slot.worker.unref();
    if (![...slots].some((s) => s.job) && watch) {
      clearInterval(watch);
      watch = undefined;
    }
  }

  /** Takes a worker out of the pool (ending it if it still runs) and fails its read. */
  function end(slot: Slot, reason: PdfReadFailure, message: string) {
    if (!slots.delete(slot)) return;
    const job = slot.job;
    finish(slot);
    void slot.worker.terminate();
    job?.reject(new PdfReadError(reason, message));
    // A worker that died before it could read anything would die again: fail the waiting reads, not loop.
    if (!slot.ready) for (const waiting of queue.splice(0)) waiting.reject(new PdfReadError('failed', message));
    dispatch();
  }

  function dispatch() {
    if (closed) return;
    while (queue.length > 0) {
      const idle = [...slots].find((s) => s.ready && !s.job);
      if (!idle) {
        if (slots.size < config.size) startWorker();
        return;
      }
      const job = queue.shift()!;
      const timer = setTimeout(() => end(idle, 'limit', `read took over ${config.timeoutMs} ms`), config.timeoutMs);
      idle.job = { ...job, timer, rssAtStart: process.memoryUsage.rss() };
      idle.worker.ref();
      idle.worker.postMessage(job.request);
      watch ??= setInterval(checkMemory, WATCH_MS).unref();
    }
  }

  function checkMemory() {
    const rss = process.memoryUsage.rss();
    const limit = config.memoryGrowthMb * 1024 * 1024;
    for (const slot of slots)
      if (slot.job && rss - slot.job.rssAtStart > limit) end(slot, 'limit', `memory grew over ${config.memoryGrowthMb} MB`);
  }

  function read(op: ReaderOp, path: string) {
    return new Promise<PdfCheck | ResumeProfileDraft | PdfRead>((resolve, reject) => {
      if (closed) return reject(new PdfReadError('failed', 'PDF reader closed'));
      if (queue.length >= config.maxQueue) return reject(new PdfReadError('failed', 'PDF reader busy'));
      queue.push({ request: { id: nextId++, op, path, limits: config.limits }, resolve, reject });
      dispatch();
    });
  }

  return {
    check: (path) => read('check', path) as Promise<PdfCheck>,
    parse: (path) => read('parse', path) as Promise<ResumeProfileDraft>,
    read: (path) => read('read', path) as Promise<PdfRead>,
    async close() {
      closed = true;
      for (const job of queue.splice(0)) job.reject(new PdfReadError('failed', 'PDF reader closed'));
      const workers = [...slots].map((s) => s.worker);
      for (const slot of [...slots]) end(slot, 'failed', 'PDF reader closed');
      await Promise.all(workers.map((w) => w.terminate()));
    },
  };
}
