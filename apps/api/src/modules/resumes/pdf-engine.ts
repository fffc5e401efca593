/**
 * The PDF engine (packages/resume-pdf), loaded on first use: importing react-pdf, its fonts and pdfjs takes about
 * 2 s, which every server start would otherwise pay although most processes render nothing for a while.
 */
type Engine = typeof import('@jobbridge/resume-pdf');
let engine: Promise<Engine> | undefined;

export function pdfEngine(): Promise<Engine> {
  engine ??= import('@jobbridge/resume-pdf');
  return engine;
}

/** The engine's import errors carry an error code of the catalogue (PDF_NO_TEXT, RESUME_PROCESS_FAILED). */
export function engineErrorCode(err: unknown): string | undefined {
  const code = (err as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : undefined;
}
