/**
 * @jobbridge/resume-pdf: resume profiles to PDF (four react-pdf templates with a bundled CJK font) and PDF back
 * to a profile draft (pdfjs text extraction + a section/field parser). Server-side only (Node).
 */
export { renderResumePdf, type RenderOptions } from './render.tsx';
export { renderLetterPdf, type LetterPdf } from './letter.tsx';
export { DEFAULT_READ_LIMITS, extractPdfText, type ExtractedPdf, type ReadLimits } from './extract.ts';
export { parseResumePdf } from './parse.ts';
export { PdfLimitError, PdfNoTextError, PdfUnreadableError } from './errors.ts';
