import type { ResumeProfileDraft } from '@jobbridge/contracts';
import { PdfNoTextError } from './errors.ts';
import { extractPdfLines } from './extract.ts';

/** Work in progress: the section/field parser (see decision 011). */
export async function parseResumePdf(data: Uint8Array): Promise<ResumeProfileDraft> {
  const lines = await extractPdfLines(data);
  if (!lines.some((l) => /[\p{L}\p{N}]/u.test(l.text))) throw new PdfNoTextError();
  return {};
}
