import type { TextItem } from 'pdfjs-dist/types/src/display/api';
import { PdfUnreadableError } from './errors.ts';

/**
 * PDF text extraction with pdfjs-dist's legacy build (the one meant for Node). We rebuild lines ourselves from
 * the text items' positions instead of trusting `hasEOL`: résumé generators (LaTeX, Word, react-pdf, Chrome)
 * disagree on where they end lines, but all of them place a line's runs on one baseline.
 */

export interface ExtractedPdf {
  /** One string per page, its lines joined with "\n". */
  pages: string[];
  /** All pages joined with "\n\n". */
  text: string;
}

/** A rebuilt line: its text, where it starts, its baseline and the size of its largest run. */
export interface PdfLine {
  text: string;
  /** The runs of the line split where a wide gap separates them (a right-aligned date, a second column). */
  segments: string[];
  page: number;
  x: number;
  y: number;
  size: number;
  /** Link targets (URI annotations) whose rectangle overlaps the line. */
  links: string[];
}

type PdfJs = typeof import('pdfjs-dist/legacy/build/pdf.mjs');
let pdfjsPromise: Promise<PdfJs> | undefined;
/** Loaded once, on first use: the module is large and most server processes never read a PDF. */
function pdfjs(): Promise<PdfJs> {
  pdfjsPromise ??= import('pdfjs-dist/legacy/build/pdf.mjs');
  return pdfjsPromise;
}

export async function extractPdfText(data: Uint8Array): Promise<ExtractedPdf> {
  const lines = await extractPdfLines(data);
  const pages: string[] = [];
  for (const line of lines) pages[line.page] = pages[line.page] === undefined ? line.text : `${pages[line.page]}\n${line.text}`;
  const all = Array.from(pages, (p) => p ?? '');
  return { pages: all, text: all.join('\n\n') };
}

/** Opens the document (PdfUnreadableError when pdfjs cannot) and returns every page's rebuilt lines. */
export async function extractPdfLines(data: Uint8Array): Promise<PdfLine[]> {
  const { getDocument } = await pdfjs();
  // A copy: pdfjs takes ownership of (and may detach) the buffer it is given, and refuses Node Buffers.
  const task = getDocument({
    data: new Uint8Array(data),
    isEvalSupported: false,
    useSystemFonts: false,
    disableFontFace: true,
    stopAtErrors: false,
    verbosity: 0,
  });
  let doc;
  try {
    doc = await task.promise;
  } catch (err) {
    await task.destroy().catch(() => {});
    throw new PdfUnreadableError(err);
  }
  try {
    const out: PdfLine[] = [];
    for (let p = 1; p <= doc.numPages; p++) {
      const page = await doc.getPage(p);
      const [content, annotations] = await Promise.all([page.getTextContent(), page.getAnnotations()]);
      const links = annotations
        .filter((a: { subtype?: string; url?: string }) => a.subtype === 'Link' && typeof a.url === 'string')
        .map((a: { url: string; rect: number[] }) => ({ url: a.url, rect: a.rect }));
      out.push(...buildLines(content.items.filter((i): i is TextItem => 'str' in i), p - 1, links));
      page.cleanup();
    }
    return out;
  } catch (err) {
    throw new PdfUnreadableError(err);
  } finally {
    await doc.destroy();
  }
}

function buildLines(items: TextItem[], page: number, links: { url: string; rect: number[] }[]): PdfLine[] {
  const lines: PdfLine[] = [];
  let cur: { items: TextItem[]; y: number; size: number } | undefined;
  const flush = () => {
    if (!cur) return;
    const line = toLine(cur.items, page, links);
    if (line) lines.push(line);
    cur = undefined;
  };
  for (const item of items) {
    const size = Math.hypot(item.transform[2] ?? 0, item.transform[3] ?? 0) || item.height || 1;
    const y = item.transform[5] ?? 0;
    if (!item.str) {
      if (item.hasEOL) flush();
      continue;
    }
    // Same baseline (within a third of the text size, for superscripts and mixed fonts) → same line, in stream order.
    if (cur && Math.abs(cur.y - y) <= Math.max(cur.size, size) * 0.35) {
      const prev = cur.items[cur.items.length - 1]!;
      const prevEnd = (prev.transform[4] ?? 0) + prev.width;
      // Far to the left of where the line got to: a new line of another column that shares the baseline.
      if ((item.transform[4] ?? 0) < prevEnd - size * 2) flush();
    } else flush();
    if (!cur) cur = { items: [], y, size };
    cur.items.push(item);
    cur.size = Math.max(cur.size, size);
  }
  flush();
  return lines;
}

function toLine(items: TextItem[], page: number, links: { url: string; rect: number[] }[]): PdfLine | undefined {
  const segments: string[] = [''];
  let text = '';
  let prevEnd: number | undefined;
  let size = 0;
  for (const item of items) {
    const x = item.transform[4] ?? 0;
    const s = Math.hypot(item.transform[2] ?? 0, item.transform[3] ?? 0) || item.height || 1;
    size = Math.max(size, s);
    if (prevEnd !== undefined) {
      const gap = x - prevEnd;
      if (gap > s * 2.5) segments.push('');
      else if (gap > s * 0.15 && !/\s$/.test(text) && !/^\s/.test(item.str)) {
        text += ' ';
        segments[segments.length - 1] += ' ';
      }
    }
    if (segments.length > 1 && segments[segments.length - 1] === '' && text && !/\s$/.test(text)) text += ' ';
    text += item.str;
    segments[segments.length - 1] += item.str;
    prevEnd = x + item.width;
  }
  const clean = text.replace(/\s+/g, ' ').trim();
  if (!clean) return undefined;
  const first = items[0]!;
  const y = first.transform[5] ?? 0;
  const lineLinks = links.filter(({ rect }) => y >= (rect[1] ?? 0) - size && y <= (rect[3] ?? 0) + size * 0.2).map((l) => l.url);
  return {
    text: clean,
    segments: segments.map((s) => s.replace(/\s+/g, ' ').trim()).filter(Boolean),
    page,
    x: first.transform[4] ?? 0,
    y,
    size,
    links: [...new Set(lineLinks)],
  };
}
