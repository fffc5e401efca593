import { getDocument, GlobalWorkerOptions } from 'pdfjs-dist';
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';

/**
 * pdfjs-dist for the live preview. This module is only ever imported dynamically, so pdfjs (and its worker,
 * a same-origin file) stay out of the main bundle until a preview is shown.
 */
GlobalWorkerOptions.workerSrc = workerUrl;

/** Draws every page of a PDF into a new canvas each, at the given CSS width (sharp on high-density screens). */
export async function renderPdfPages(data: ArrayBuffer, cssWidth: number, signal: AbortSignal): Promise<HTMLCanvasElement[]> {
  const task = getDocument({ data: new Uint8Array(data), isEvalSupported: false });
  const doc = await task.promise;
  try {
    const canvases: HTMLCanvasElement[] = [];
    for (let n = 1; n <= doc.numPages; n++) {
      if (signal.aborted) break;
      const page = await doc.getPage(n);
      const base = page.getViewport({ scale: 1 });
      const ratio = window.devicePixelRatio || 1;
      const viewport = page.getViewport({ scale: (cssWidth / base.width) * ratio });
      const canvas = document.createElement('canvas');
      canvas.width = Math.floor(viewport.width);
      canvas.height = Math.floor(viewport.height);
      canvas.style.width = '100%';
      canvas.style.height = 'auto';
      await page.render({ canvas, viewport }).promise;
      canvases.push(canvas);
      page.cleanup();
    }
    return canvases;
  } finally {
    await doc.destroy();
  }
}
