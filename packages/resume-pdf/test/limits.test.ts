import { describe, expect, it } from 'vitest';
import { extractPdfText, parseResumePdf, PdfLimitError, PdfNoTextError } from '../src/index.ts';
import { scannedPdf, textPdf } from '../src/testing.ts';

/** The reader's page and text bounds (decision 016): what a hostile or merely huge PDF is held to. */
const line = (text: string, y = 700) => `BT /F1 12 Tf 72 ${y} Td (${text}) Tj ET\n`;

describe('reading limits', () => {
  it('reads only the first pages of a long document, and says how many it has', async () => {
    const pdf = textPdf(Array.from({ length: 10 }, (_, i) => line(`Page ${i + 1}`)));
    const read = await extractPdfText(pdf, { maxPages: 8 });
    expect(read.numPages).toBe(10);
    expect(read.pages).toHaveLength(8);
    expect(read.text).toContain('Page 8');
    expect(read.text).not.toContain('Page 9');
  });

  it('refuses a document with more pages than any resume (500 by default)', async () => {
    const pdf = textPdf(Array.from({ length: 501 }, () => line('Hello')));
    await expect(extractPdfText(pdf)).rejects.toBeInstanceOf(PdfLimitError);
    await expect(parseResumePdf(pdf)).rejects.toMatchObject({ code: 'RESUME_PROCESS_FAILED' });
    // At the bound it reads.
    expect((await extractPdfText(textPdf(Array.from({ length: 5 }, () => line('Hello'))), { maxDocumentPages: 5 })).text).toContain(
      'Hello',
    );
  });

  it('stops at the text budget instead of collecting a flood of text', async () => {
    // Pages of 350 lines of 80 characters in 2 pt type: 28,000 characters a page, all on the page (pdfjs drops
    // text drawn outside it).
    const page = Array.from({ length: 350 }, (_, i) => `BT /F1 2 Tf 72 ${800 - i * 2} Td (${'x'.repeat(80)}) Tj ET\n`).join('');
    const flood = textPdf(Array(8).fill(page));
    await expect(extractPdfText(flood, { maxTextChars: 100_000 })).rejects.toBeInstanceOf(PdfLimitError);
    await expect(parseResumePdf(flood, { maxTextChars: 100_000 })).rejects.toBeInstanceOf(PdfLimitError);
    // Under the budget it reads.
    expect((await extractPdfText(textPdf([page, page]), { maxTextChars: 100_000 })).text.length).toBeGreaterThan(56_000);
  });

  it('a scan is still no-text, not a limit', async () => {
    await expect(parseResumePdf(scannedPdf())).rejects.toBeInstanceOf(PdfNoTextError);
  });
});
