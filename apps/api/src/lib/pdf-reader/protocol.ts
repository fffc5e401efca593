import type { ResumeProfileDraft } from '@jobbridge/contracts';
import type { ReadLimits } from '@jobbridge/resume-pdf/reader';

/** Messages between the PDF reader pool (index.ts) and its workers (worker.ts). */
export type ReaderOp = 'check' | 'parse' | 'read';
export interface ReaderRequest {
  id: number;
  op: ReaderOp;
  path: string;
  limits: ReadLimits;
}

/** What a check finds: the document's page count and how much text its first pages hold. */
export interface PdfCheck {
  numPages: number;
  chars: number;
}

/** A whole read for the AI assistant: the text layer (its lines) and the parser's draft of the same file. */
export interface PdfRead {
  text: string;
  draft: ResumeProfileDraft;
}

/**
 * Why a read failed: `unreadable` (pdfjs could not open it), `no-text` (a scan), `limit` (pages, text, memory
 * or time: a bomb, or not a resume), `failed` (the reader itself broke or was closed).
 */
export type PdfReadFailure = 'unreadable' | 'no-text' | 'limit' | 'failed';

export type ReaderReply =
  | { id: number; ok: true; result: PdfCheck | ResumeProfileDraft | PdfRead }
  | { id: number; ok: false; reason: Exclude<PdfReadFailure, 'failed'>; message: string };
