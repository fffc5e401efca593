/**
 * The two ways an uploaded PDF can fail to import. Both carry an error code from `errorCatalog`
 * (packages/contracts/src/errors.ts) so the API can rethrow them as `AppError(err.code)` unchanged.
 */

/** The PDF opened but holds no text layer (a scan or a photo of a resume): we never guess its content. */
export class PdfNoTextError extends Error {
  readonly code = 'PDF_NO_TEXT';
  constructor() {
    super('The PDF has no text layer (scanned?)');
    this.name = 'PdfNoTextError';
  }
}

/** pdfjs could not open the file: not a PDF, truncated, corrupted or encrypted. */
export class PdfUnreadableError extends Error {
  readonly code = 'RESUME_PROCESS_FAILED';
  constructor(cause?: unknown) {
    super('The PDF could not be read', { cause });
    this.name = 'PdfUnreadableError';
  }
}

/**
 * The PDF is over one of the reader's bounds (pages, text, and in the API also memory and time): a decompression
 * bomb or a document that is not a resume. Same code as an unreadable file: the user's answer is the same.
 */
export class PdfLimitError extends Error {
  readonly code = 'RESUME_PROCESS_FAILED';
  constructor(detail: string) {
    super(`The PDF is over a reading limit (${detail})`);
    this.name = 'PdfLimitError';
  }
}
