import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { ResumeProfileDraft } from '@jobbridge/contracts';
import { AppError } from '../../lib/app-error.ts';
import { PdfReadError } from '../../lib/pdf-reader/index.ts';
import type * as ResumePdf from '@jobbridge/resume-pdf';

/**
 * The PDF engine (packages/resume-pdf).
 * - Rendering runs in worker threads (docs/architecture.md: react-pdf blocks the event loop for 0.1-1 s per
 *   render), at most two, started on first use and not keeping the process alive.
 * - Reading PDFs never happens here: every read goes through the app's reader pool (src/lib/pdf-reader,
 *   decision 016), and `readFailure` below turns its failures into the spec's messages.
 */
type Engine = typeof ResumePdf;

/**
 * A failed read as the user's answer. On upload, a file pdfjs cannot open is not a PDF ('Only PDF files are
 * allowed'); on import it could not be processed. A scan is PDF_NO_TEXT. A file over a limit (memory, time,
 * pages, text: a decompression bomb, or not a resume) is the sender's: RESUME_FILE_UNREADABLE (422) on both.
 * Only a reader that broke is the server's 'Failed to process resume file. Please try again.' (500).
 */
export function readFailure(err: unknown, action: 'upload' | 'import'): AppError {
  if (err instanceof AppError) return err;
  const reason = err instanceof PdfReadError ? err.reason : 'failed';
  if (reason === 'unreadable' && action === 'upload') return new AppError('RESUME_NOT_PDF', { cause: err });
  if (reason === 'no-text' && action === 'import') return new AppError('PDF_NO_TEXT', { cause: err });
  if (reason === 'limit') return new AppError('RESUME_FILE_UNREADABLE', { cause: err });
  return new AppError('RESUME_PROCESS_FAILED', { cause: err });
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
  return render({ profile, options });
}

/** A cover letter as an A4 PDF (Flash Apply's history), rendered in a worker thread. */
export function renderLetter(letter: Parameters<Engine['renderLetterPdf']>[0]): Promise<Buffer> {
  return render({ letter });
}

function render(message: object): Promise<Buffer> {
  const index = turn++ % POOL_SIZE;
  const slot = (slots[index] ??= startWorker(index));
  const id = nextId++;
  return new Promise((resolve, reject) => {
    slot.pending.set(id, { resolve, reject });
    // Only busy workers keep the process alive.
    slot.worker.ref();
    slot.worker.postMessage({ id, ...message });
  }).finally(() => {
    if (slot.pending.size === 0) slot.worker.unref();
  }) as Promise<Buffer>;
}
