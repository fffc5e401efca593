import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { ResumeProfileDraft } from '@jobbridge/contracts';

/**
 * The PDF engine (packages/resume-pdf).
 * - Rendering runs in worker threads (ARCHITECTURE.md: react-pdf blocks the event loop for 0.1-1 s per
 *   render), at most two, started on first use and not keeping the process alive.
 * - Reading PDFs (pdfjs) stays in this thread but is loaded on first use: importing the engine takes about 2 s,
 *   which every server start would otherwise pay.
 */
type Engine = typeof import('@jobbridge/resume-pdf');
let engine: Promise<Engine> | undefined;

export function pdfEngine(): Promise<Engine> {
  engine ??= import('@jobbridge/resume-pdf');
  return engine;
}

/** The engine's import errors carry an error code of the catalogue (PDF_NO_TEXT, RESUME_PROCESS_FAILED). */
export function engineErrorCode(err: unknown): string | undefined {
  const code = (err as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : undefined;
}

type RenderOptions = Parameters<Engine['renderResumePdf']>[1];
interface Pending {
  resolve: (pdf: Buffer) => void;
  reject: (err: Error) => void;
}
interface Slot {
  worker: Worker;
  pending: Map<number, Pending>;
}

const POOL_SIZE = Math.max(1, Math.min(2, availableParallelism() - 1));
const slots: (Slot | undefined)[] = [];
let nextId = 0;
let turn = 0;

function startWorker(index: number): Slot {
  // A JavaScript entry that registers tsx in the worker (the server's own loader does not reach workers).
  const worker = new Worker(new URL('./render-worker.mjs', import.meta.url));
  worker.unref();
  const slot: Slot = { worker, pending: new Map() };
  worker.on('message', (message: { id: number; bytes?: Uint8Array; error?: string }) => {
    const job = slot.pending.get(message.id);
    if (!job) return;
    slot.pending.delete(message.id);
    if (message.bytes) job.resolve(Buffer.from(message.bytes.buffer, message.bytes.byteOffset, message.bytes.byteLength));
    else job.reject(new Error(message.error ?? 'render failed'));
  });
  const fail = (err: Error) => {
    for (const job of slot.pending.values()) job.reject(err);
    slot.pending.clear();
    if (slots[index] === slot) slots[index] = undefined;
  };
  worker.on('error', fail);
  worker.on('exit', (code) => fail(new Error(`PDF worker exited (${code})`)));
  return slot;
}

/** A profile (or a half-filled draft) as an A4 PDF, rendered in a worker thread. */
export function renderPdf(profile: ResumeProfileDraft, options: RenderOptions): Promise<Buffer> {
  const index = turn++ % POOL_SIZE;
  const slot = (slots[index] ??= startWorker(index));
  const id = nextId++;
  return new Promise((resolve, reject) => {
    slot.pending.set(id, { resolve, reject });
    // Only busy workers keep the process alive.
    slot.worker.ref();
    slot.worker.postMessage({ id, profile, options });
  }).finally(() => {
    if (slot.pending.size === 0) slot.worker.unref();
  }) as Promise<Buffer>;
}
