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

  it('refuses a page tree that claims millions of pages', async () => {
    const pdf = textPdf([line('Hello')], { count: 50_000_000 });
    await expect(extractPdfText(pdf)).rejects.toBeInstanceOf(PdfLimitError);
    await expect(parseResumePdf(pdf)).rejects.toMatchObject({ code: 'RESUME_PROCESS_FAILED' });
    // Under the bound it reads.
    expect((await extractPdfText(textPdf([line('Hello')], { count: 3 }), { maxDocumentPages: 5 })).text).toContain('Hello');
  });

  it('stops at the text budget instead of collecting a flood of text', async () => {
    const flood = Array.from({ length: 400 }, (_, i) => line('x'.repeat(500), 800 - (i % 80) * 10)).join('');
    await expect(extractPdfText(textPdf([flood]), { maxTextChars: 100_000 })).rejects.toBeInstanceOf(PdfLimitError);
    await expect(parseResumePdf(textPdf([flood]), { maxTextChars: 100_000 })).rejects.toBeInstanceOf(PdfLimitError);
    expect((await extractPdfText(textPdf([flood]), { maxTextChars: 300_000 })).text.length).toBeGreaterThan(200_000);
  });

  it('a scan is still no-text, not a limit', async () => {
    await expect(parseResumePdf(scannedPdf())).rejects.toBeInstanceOf(PdfNoTextError);
  });
});
