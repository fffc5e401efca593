import { parentPort } from 'node:worker_threads';
import { renderLetterPdf, renderResumePdf } from '@jobbridge/resume-pdf';

/** A worker thread that renders resume PDFs, so a render (0.1-1 s of CPU) never blocks the server's event loop. */
type RenderMessage =
  | { id: number; profile: Parameters<typeof renderResumePdf>[0]; options: Parameters<typeof renderResumePdf>[1] }
  | { id: number; letter: Parameters<typeof renderLetterPdf>[0] };

// The handler never rejects: every failure is posted back to the caller.
parentPort!.on('message', (message: RenderMessage) => void render(message));

async function render(message: RenderMessage) {
  try {
    const pdf = 'letter' in message ? await renderLetterPdf(message.letter) : await renderResumePdf(message.profile, message.options);
    // A copy in its own ArrayBuffer (a Buffer may share a pooled one), handed over without another copy.
    const bytes = new Uint8Array(pdf);
    parentPort!.postMessage({ id: message.id, bytes }, [bytes.buffer]);
  } catch (err) {
    parentPort!.postMessage({ id: message.id, error: err instanceof Error ? err.message : String(err) });
  }
}
