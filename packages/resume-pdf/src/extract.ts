import type { TextItem as PdfJsTextItem } from 'pdfjs-dist/types/src/display/api';
import { PdfLimitError, PdfUnreadableError } from './errors.ts';

/** pdf.js's text item, with its transform matrix typed (pdf.js declares it `any[]`). */
type TextItem = Omit<PdfJsTextItem, 'transform'> & { transform: number[] };

/**
 * PDF text extraction with pdfjs-dist's legacy build (the one meant for Node). We rebuild lines ourselves from
 * the text items' positions instead of trusting `hasEOL`: résumé generators (LaTeX, Word, react-pdf, Chrome)
 * disagree on where they end lines, but all of them place a line's runs on one baseline.
 */

export interface ExtractedPdf {
  /** One string per page read, its lines joined with "\n". */
  pages: string[];
  /** All pages read joined with "\n\n". */
  text: string;
  /** How many pages the document has (only the first `maxPages` are read). */
  numPages: number;
}

/** A rebuilt line: its text, where it starts, its baseline and the size of its largest run. */
export interface PdfLine {
  text: string;
  /** The runs of the line split where a wide gap separates them (a right-aligned date, a second column). */
  segments: string[];
  /** Where each segment starts (same order as `segments`). */
  segmentX: number[];
  page: number;
  x: number;
  /** Where the line's last run ends. */
  right: number;
  y: number;
  size: number;
}

type PdfJs = typeof import('pdfjs-dist/legacy/build/pdf.mjs');
let pdfjsPromise: Promise<PdfJs> | undefined;
/** Loaded once, on first use: the module is large and most server processes never read a PDF. */
function pdfjs(): Promise<PdfJs> {
  pdfjsPromise ??= import('pdfjs-dist/legacy/build/pdf.mjs');
  return pdfjsPromise;
}

export async function extractPdfText(data: Uint8Array, limits: ReadLimits = {}): Promise<ExtractedPdf> {
  const { lines, numPages } = await readPdf(data, limits);
  const pages: string[] = [];
  for (const line of lines) pages[line.page] = pages[line.page] === undefined ? line.text : `${pages[line.page]}\n${line.text}`;
  const all = Array.from(pages, (p) => p ?? '');
  return { pages: all, text: all.join('\n\n'), numPages };
}

/** Opens the document (PdfUnreadableError when pdfjs cannot) and returns the rebuilt lines of the pages read. */
export async function extractPdfLines(data: Uint8Array, limits: ReadLimits = {}): Promise<PdfLine[]> {
  return (await readPdf(data, limits)).lines;
}

/** Bounds on the work one read may do (a resume is one to four pages and a few thousand characters). */
export interface ReadLimits {
  /** Pages read; later pages are ignored (an appendix, or not a resume). */
  maxPages?: number;
  /** A document that claims more pages than this is refused (PdfLimitError): no resume has them. */
  maxDocumentPages?: number;
  /** Characters of text read in all; past it the read stops with PdfLimitError (a flood of text is not a resume). */
  maxTextChars?: number;
}

export const DEFAULT_READ_LIMITS: Required<ReadLimits> = { maxPages: 8, maxDocumentPages: 500, maxTextChars: 200_000 };

/**
 * Lines and the document's link targets (URI annotations: often the only place a LinkedIn or GitHub URL is).
 * `limits` bound the work on a hostile or merely long upload; they do not bound memory or time inside pdfjs
 * (a decompression bomb inflates before any text comes out): the API runs this in a worker thread with a
 * memory and a time limit (apps/api/src/lib/pdf-reader/).
 */
export async function readPdf(data: Uint8Array, limits: ReadLimits = {}): Promise<{ lines: PdfLine[]; links: string[]; numPages: number }> {
  const { maxPages, maxDocumentPages, maxTextChars } = { ...DEFAULT_READ_LIMITS, ...limits };
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
  let read: { lines: PdfLine[]; links: string[]; numPages: number };
  try {
    if (doc.numPages > maxDocumentPages) throw new PdfLimitError(`${doc.numPages} pages`);
    const out: PdfLine[] = [];
    const links = new Set<string>();
    let chars = 0;
    for (let p = 1; p <= Math.min(doc.numPages, maxPages); p++) {
      const page = await doc.getPage(p);
      // Streamed, so a page that floods text is cut off as soon as the budget is spent, not once it is all in memory.
      const items: TextItem[] = [];
      const reader = page.streamTextContent().getReader();
      for (;;) {
        const { value, done } = (await reader.read()) as { value: unknown; done: boolean };
        if (done) break;
        for (const item of (value as { items: unknown[] }).items) {
          if (!item || typeof item !== 'object' || !('str' in item)) continue;
          chars += (item as TextItem).str.length;
          items.push(item as TextItem);
        }
        if (chars > maxTextChars) throw new PdfLimitError(`more than ${maxTextChars} characters`);
      }
      const annotations = await page.getAnnotations();
      for (const a of annotations as { subtype?: string; url?: unknown }[])
        if (a.subtype === 'Link' && typeof a.url === 'string') links.add(a.url);
      out.push(...buildLines(items, p - 1));
      page.cleanup();
    }
    read = { lines: out, links: [...links], numPages: doc.numPages };
  } catch (err) {
    if (!(err instanceof PdfLimitError)) {
      await doc.destroy().catch(() => {});
      throw new PdfUnreadableError(err);
    }
    // pdfjs's destroy waits for the page's text task, which goes on with the flood we just refused: let it end
    // in the background (the API's reader replaces its worker after a limit, ending it outright).
    void doc.destroy().catch(() => {});
    throw err;
  }
  await doc.destroy();
  return read;
}

function buildLines(items: TextItem[], page: number): PdfLine[] {
  const lines: PdfLine[] = [];
  let cur: { items: TextItem[]; y: number; size: number } | undefined;
  const flush = () => {
    if (!cur) return;
    const line = toLine(cur.items, page);
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
  // Generators sometimes draw a line out of reading order (a wrapped title's second line after the next entry's
  // first). Move such a line up past the lines below it in the same column; lines of another column (x ranges
  // apart, e.g. a sidebar) keep their stream order.
  for (let i = 1; i < lines.length; i++) {
    let j = i;
    const line = lines[i]!;
    while (j > 0) {
      const prev = lines[j - 1]!;
      const overlap = Math.min(prev.right, line.right) - Math.max(prev.x, line.x) > 0;
      if (!overlap || prev.y >= line.y - line.size * 0.35) break;
      j--;
    }
    if (j < i) {
      lines.splice(i, 1);
      lines.splice(j, 0, line);
    }
  }
  return lines;
}

function toLine(items: TextItem[], page: number): PdfLine | undefined {
  const segments: string[] = [''];
  const segmentX: (number | undefined)[] = [undefined];
  let text = '';
  let prevEnd: number | undefined;
  let size = 0;
  // A wide gap between runs (or one wide run of spaces, as some generators draw a right-aligned date) starts a
  // new segment; a narrow one is a word space.
  let pendingGap = 0;
  // Letter-spaced text (headings set "W O R K  E X P E R I E N C E") arrives one glyph per item with small gaps
  // between them: a word space is then a gap clearly wider than the usual one.
  const gaps: number[] = [];
  const solid = items.filter((i) => i.str.trim());
  for (let i = 1; i < solid.length; i++)
    gaps.push((solid[i]!.transform[4] ?? 0) - ((solid[i - 1]!.transform[4] ?? 0) + solid[i - 1]!.width));
  const shortRuns = solid.filter((i) => i.str.trim().length <= 2).length;
  const spaced = solid.length >= 4 && shortRuns / solid.length > 0.7;
  const typicalGap = spaced ? [...gaps].sort((a, b) => a - b)[Math.floor(gaps.length / 2)]! : 0;
  for (const item of items) {
    const x = item.transform[4] ?? 0;
    const s = Math.hypot(item.transform[2] ?? 0, item.transform[3] ?? 0) || item.height || 1;
    size = Math.max(size, s);
    if (!item.str.trim()) {
      if (prevEnd !== undefined) pendingGap = Math.max(pendingGap, x + item.width - prevEnd, s * 0.3);
      continue;
    }
    const gap = Math.max(prevEnd === undefined ? 0 : x - prevEnd, pendingGap);
    pendingGap = 0;
    if (prevEnd !== undefined) {
      if (gap > s * 2.5) {
        segments.push('');
        segmentX.push(undefined);
        text += ' ';
      } else if (gap > (spaced ? Math.max(s * 0.15, typicalGap * 1.8 + s * 0.1) : s * 0.15) && !/\s$/.test(text) && !/^\s/.test(item.str)) {
        text += ' ';
        segments[segments.length - 1] += ' ';
      }
    }
    text += item.str;
    segments[segments.length - 1] += item.str;
    segmentX[segmentX.length - 1] ??= x;
    prevEnd = x + item.width;
  }
  const clean = text.replace(/\s+/g, ' ').trim();
  if (!clean) return undefined;
  const first = items.find((i) => i.str.trim()) ?? items[0]!;
  const y = first.transform[5] ?? 0;
  const kept = segments.map((_, i) => i).filter((i) => segments[i]!.trim());
  return {
    text: clean,
    segments: kept.map((i) => segments[i]!.replace(/\s+/g, ' ').trim()),
    segmentX: kept.map((i) => segmentX[i] ?? first.transform[4] ?? 0),
    page,
    x: first.transform[4] ?? 0,
    right: prevEnd ?? first.transform[4] ?? 0,
    y,
    size,
  };
}
