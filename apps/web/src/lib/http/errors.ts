import type { FieldIssue } from '@jobbridge/contracts';

/** An error answer of the API, passed through unchanged: `{ error: { code, message, fields? } }`. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly fields: FieldIssue[] | undefined;

  constructor(init: { status: number; code: string; message: string; fields?: FieldIssue[] }) {
    super(init.message);
    this.name = 'ApiError';
    this.status = init.status;
    this.code = init.code;
    this.fields = init.fields;
  }
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}

/** What a status means when the answer has no error body of ours (e.g. a proxy refusing a large body). */
export type StatusFallbacks = Partial<Record<number, { code: string; message: string }>>;

export const networkError = () =>
  new ApiError({ status: 0, code: 'NETWORK_ERROR', message: 'Network error. Please check your connection.' });

/** A code for error answers that carry no body of ours (a proxy's 502, a static server's 404). */
function codeForStatus(status: number): string {
  if (status === 401) return 'UNAUTHORIZED';
  if (status === 403) return 'FORBIDDEN';
  if (status === 404) return 'NOT_FOUND';
  if (status === 429) return 'RATE_LIMITED';
  if (status === 502 || status === 503 || status === 504) return 'SERVICE_UNAVAILABLE';
  return 'INTERNAL_ERROR';
}

/** Reads `{ error: { code, message, fields? } }` loosely, so codes newer than this build pass through too. */
function readErrorBody(data: unknown): { code: string; message: string; fields?: FieldIssue[] } | null {
  if (typeof data !== 'object' || data === null || !('error' in data)) return null;
  const error = data.error;
  if (typeof error !== 'object' || error === null) return null;
  const { code, message, fields } = error as Record<string, unknown>;
  if (typeof code !== 'string') return null;
  return {
    code,
    message: typeof message === 'string' ? message : code,
    ...(Array.isArray(fields) ? { fields: fields as FieldIssue[] } : {}),
  };
}

/** The ApiError for a failed answer: the server's own error body, else the fallback for its status, else a code for it. */
export function errorForAnswer(status: number, statusText: string, data: unknown, fallbacks: StatusFallbacks = {}): ApiError {
  const body = readErrorBody(data);
  if (body) return new ApiError({ status, ...body });
  const fallback = fallbacks[status];
  if (fallback) return new ApiError({ status, ...fallback });
  return new ApiError({ status, code: codeForStatus(status), message: `${status} ${statusText}`.trim() });
}
