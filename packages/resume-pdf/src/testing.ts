/** Fixtures for tests of code that handles resume PDFs (API and browser tests share them). */

/** A PDF of the given objects (numbered from 1, the first being the catalog), with a correct cross-reference table. */
export function pdfOf(objects: (string | Buffer)[]): Buffer {
  const parts: Buffer[] = [Buffer.from('%PDF-1.7\n')];
  let length = parts[0]!.length;
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(length);
    const part = Buffer.concat([
      Buffer.from(`${i + 1} 0 obj\n`),
      typeof object === 'string' ? Buffer.from(object, 'latin1') : object,
      Buffer.from('\nendobj\n'),
    ]);
    parts.push(part);
    length += part.length;
  });
  const xref = `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  parts.push(Buffer.from(`${xref}trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${length}\n%%EOF\n`));
  return Buffer.concat(parts);
}

/** A stream object's text: its dictionary entries (without << >>) and its data. */
export function pdfStream(dict: string, data: string | Buffer): Buffer {
  const bytes = typeof data === 'string' ? Buffer.from(data, 'latin1') : data;
  return Buffer.concat([Buffer.from(`<< ${dict} /Length ${bytes.length} >>\nstream\n`), bytes, Buffer.from('\nendstream')]);
}

/**
 * A valid PDF whose only page draws a grey box and holds no text at all: what a scanned resume looks like to
 * a text extractor.
 */
export function scannedPdf(): Buffer {
  return pdfOf([
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << >> >>',
    pdfStream('', '0.6 g 72 72 451 698 re f'),
  ]);
}

/**
 * A PDF with one page per entry of `contents` (each page's content stream, `/F1` being Helvetica), encoded with
 * `filter` if given (e.g. `/FlateDecode` for deflated data). `count` overrides the page count the page tree
 * claims (a page-count bomb claims millions).
 */
export function textPdf(contents: (string | Buffer)[], options: { filter?: string; count?: number } = {}): Buffer {
  const count = options.count ?? contents.length;
  const pages = contents.map((_, i) => 4 + i * 2);
  return pdfOf([
    '<< /Type /Catalog /Pages 2 0 R >>',
    `<< /Type /Pages /Kids [${pages.map((p) => `${p} 0 R`).join(' ')}] /Count ${count} >>`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    ...contents.flatMap((content, i) => [
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents ${pages[i]! + 1} 0 R /Resources << /Font << /F1 3 0 R >> >> >>`,
      pdfStream(options.filter ? `/Filter ${options.filter}` : '', content),
    ]),
  ]);
}
