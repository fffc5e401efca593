import { readFile } from 'node:fs/promises';
import { setPriority } from 'node:os';
import { parentPort } from 'node:worker_threads';
import { extractPdfText, parseResumePdf, PdfLimitError, PdfNoTextError, type ReadLimits } from '@jobbridge/resume-pdf/reader';
import type { ReaderReply, ReaderRequest } from './protocol.ts';

/**
 * One PDF read at a time, in a worker thread: pdfjs parses (and inflates) untrusted files here, never on the
 * server's event loop. The pool (index.ts) bounds this thread's memory and time and replaces it when it trips.
 */
const port = parentPort!;

async function run(request: ReaderRequest): Promise<ReaderReply> {
  const limits: ReadLimits = request.limits;
  try {
    const bytes = await readFile(request.path);
    if (request.op === 'check') {
      const { text, numPages } = await extractPdfText(bytes, limits);
      return { id: request.id, ok: true, result: { numPages, chars: text.length } };
    }
    if (request.op === 'read') {
      // The parser checks for a text layer (PdfNoTextError for a scan) before the text is taken.
      const draft = await parseResumePdf(bytes, limits);
      const { text } = await extractPdfText(bytes, limits);
      return { id: request.id, ok: true, result: { text, draft } };
    }
    return { id: request.id, ok: true, result: await parseResumePdf(bytes, limits) };
  } catch (err) {
    const reason = err instanceof PdfNoTextError ? 'no-text' : err instanceof PdfLimitError ? 'limit' : 'unreadable';
    return { id: request.id, ok: false, reason, message: err instanceof Error ? err.message : String(err) };
  }
}

/**
 * The smallest PDF with one text run. Reading it once before taking work loads pdfjs and its in-thread worker
 * (tens of MB of code), so a read's time and memory limits measure the file and not the loading.
 */
function warmUpPdf(): Buffer {
  const content = 'BT /F1 12 Tf 72 720 Td (ok) Tj ET';
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

port.on('message', (request: ReaderRequest) => {
  void run(request).then((reply) => port.postMessage(reply));
});
await extractPdfText(warmUpPdf());
// Reads run below the event loop's priority: on Linux a nice value belongs to the thread that sets it, so a long
// read yields the CPU to the server's main thread rather than slowing every request. Set after loading, which
// is the costly part and should not queue behind every other process on a busy machine.
try {
  setPriority(10);
} catch {
  // Not allowed here (some containers): reads still run, at the same priority.
}
port.postMessage({ ready: true });
