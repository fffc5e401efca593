// Loads pdfjs's legacy build and the code its in-thread ("fake") worker runs, as plain JavaScript. Import this
// before a TypeScript loader (tsx) is registered: through tsx these 3 MB of JavaScript take seconds to load
// (over 10 s on a busy machine) instead of about one. pdf.worker.mjs sets globalThis.pdfjsWorker, which pdfjs
// then uses instead of importing it again.
await import('pdfjs-dist/legacy/build/pdf.mjs');
await import('pdfjs-dist/legacy/build/pdf.worker.mjs');
