import { useEffect, useRef, useState } from 'react';
import { Skeleton } from '@/components/ui';
import { useResumesText } from '../lib/use-resumes-text';

/**
 * The live preview: the PDF the server rendered, drawn page by page into canvases with pdfjs (loaded on first
 * use, in its own chunk). The previous pages stay on screen while the next version renders.
 */
export function PdfPreview({ pdf, updating, failed }: { pdf: Blob | null; updating: boolean; failed: boolean }) {
  const { t } = useResumesText();
  const host = useRef<HTMLDivElement>(null);
  const [pages, setPages] = useState(0);

  useEffect(() => {
    if (!pdf || !host.current) return;
    const controller = new AbortController();
    const target = host.current;
    void (async () => {
      try {
        const [{ renderPdfPages }, data] = await Promise.all([import('../lib/pdfjs'), pdf.arrayBuffer()]);
        const canvases = await renderPdfPages(data, Math.max(320, target.clientWidth), controller.signal);
        if (controller.signal.aborted) return;
        canvases.forEach((canvas, i) => {
          canvas.className = 'rounded-md bg-white shadow-md ring-1 ring-slate-200';
          canvas.setAttribute('role', 'img');
          canvas.setAttribute('aria-label', t('preview.page', { page: i + 1, total: canvases.length }));
          canvas.dataset.testid = 'preview-page';
        });
        target.replaceChildren(...canvases);
        setPages(canvases.length);
      } catch {
        // The text below says the preview could not be drawn; the form keeps working.
        if (!controller.signal.aborted) setPages(-1);
      }
    })();
    return () => controller.abort();
  }, [pdf, t]);

  return (
    <div aria-live="polite" aria-busy={updating}>
      <div className="mb-2 flex h-5 items-center justify-between text-sm text-slate-600">
        <span>{pages > 0 ? t('preview.pages', { count: pages }) : ''}</span>
        <span data-testid="preview-status">{updating ? t('preview.updating') : failed || pages === -1 ? t('preview.failed') : ''}</span>
      </div>
      {!pdf && !failed && <Skeleton className="aspect-[210/297] w-full rounded-md" />}
      <div ref={host} data-testid="pdf-preview" className="flex flex-col gap-4" />
    </div>
  );
}
