/**
 * The reading half of the engine alone (pdfjs, the parser, their errors), without the renderer: what the API's
 * PDF-reading worker loads (apps/api/src/lib/pdf-reader/), so it never pays for react-pdf and its fonts.
 */
export { DEFAULT_READ_LIMITS, extractPdfText, type ExtractedPdf, type ReadLimits } from './extract.ts';
export { parseResumePdf } from './parse.ts';
export { PdfLimitError, PdfNoTextError, PdfUnreadableError } from './errors.ts';
