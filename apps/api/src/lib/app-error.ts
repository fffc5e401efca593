import type { ErrorCode, FieldIssue } from '@jobbridge/contracts';

/** An expected failure, named by a code of the contracts' catalogue. The error handler turns it into JSON. */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly options: { fields?: FieldIssue[]; cause?: unknown; headers?: Record<string, string> } = {},
  ) {
    super(code, { cause: options.cause });
    this.name = 'AppError';
  }
}
