import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createDeflate } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { textPdf } from '@jobbridge/resume-pdf/testing';
import { createPdfReader, PdfReadError } from '../../src/lib/pdf-reader/index.ts';
import { smallPdf } from '../resumes/pdfs.ts';

/**
 * The PDF reader's wall-clock limit (issue 11, item 1; decision 016). The memory limit is what stops the
 * decompression bomb (test/resumes/pdf-bomb.test.ts); this is a file that costs time, not memory: a 35 KB page of
 * four million drawing operators, which pdfjs walks through for seconds while extracting no text.
 */
const dir = mkdtempSync(join(tmpdir(), 'jb-pdf-reader-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function operatorFlood(millions: number): Promise<Buffer> {
  const deflate = createDeflate({ level: 9 });
  const out: Buffer[] = [];
  deflate.on('data', (chunk: Buffer) => out.push(chunk));
  const done = new Promise((resolve) => deflate.on('end', resolve));
  const chunk = Buffer.from('0 0 m '.repeat(100_000));
  for (let i = 0; i < millions * 10; i++) deflate.write(chunk);
  deflate.end();
  await done;
  return textPdf([Buffer.concat(out)], { filter: '/FlateDecode' });
}

describe('PDF reader: the wall-clock limit', () => {
  it('ends a read that runs too long with `limit`, replaces the worker, and the next read works', async () => {
    const slow = join(dir, 'slow.pdf');
    const fine = join(dir, 'fine.pdf');
    writeFileSync(slow, await operatorFlood(4));
    writeFileSync(fine, await smallPdf());
    const reader = createPdfReader({ size: 1, timeoutMs: 400 });
    try {
      expect((await reader.check(fine)).numPages).toBe(1); // the worker is started and warm
      const started = performance.now();
      const failure = await reader.check(slow).then(
        () => null,
        (error: unknown) => error,
      );
      const took = performance.now() - started;
      expect(failure).toBeInstanceOf(PdfReadError);
      expect((failure as PdfReadError).reason).toBe('limit');
      expect((failure as PdfReadError).message).toMatch(/took over 400 ms/);
      expect(took).toBeLessThan(2_000);
      const next = await reader.check(fine);
      expect(next.numPages).toBe(1);
    } finally {
      await reader.close();
    }
  }, 60_000);
});
