import type { JobSource } from './types.ts';

const DEFAULT_TIMEOUT_MS = 15_000;

export interface HttpOptions {
  /** Per request. */
  timeoutMs?: number;
  /** Injected in tests only if needed; the global fetch otherwise. */
  fetch?: typeof fetch;
}

/** A request to a job board failed. The message names the source, the URL (secrets removed) and why. */
export class IngestFetchError extends Error {
  constructor(
    readonly source: JobSource,
    readonly url: string,
    readonly status: number | null,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(`${source}: GET ${url} ${message}`, options);
    this.name = 'IngestFetchError';
  }
}

const SECRET_PARAMS = ['app_key', 'app_id', 'api_key', 'key', 'token'];

/** The URL without credentials, safe for logs and error messages. */
function redactUrl(url: URL): string {
  const copy = new URL(url);
  copy.username = '';
  copy.password = '';
  for (const name of SECRET_PARAMS) if (copy.searchParams.has(name)) copy.searchParams.set(name, '***');
  return copy.toString().replace(/%2A%2A%2A/g, '***');
}

/** GET a JSON document, with a timeout, turning every failure into an IngestFetchError. */
export async function getJson(
  source: JobSource,
  url: URL,
  options: HttpOptions & { headers?: Record<string, string> } = {},
): Promise<unknown> {
  const { body, status, shown } = await getText(source, url, { ...options, headers: { accept: 'application/json', ...options.headers } });
  try {
    return JSON.parse(body) as unknown;
  } catch (error) {
    throw new IngestFetchError(source, shown, status, `returned invalid JSON: ${body.slice(0, 200)}`, { cause: error });
  }
}

/** GET a document's text (a CSV file, a JSON answer), with a timeout, turning every failure into an IngestFetchError. */
export async function getText(
  source: JobSource,
  url: URL,
  options: HttpOptions & { headers?: Record<string, string> } = {},
): Promise<{ body: string; status: number; shown: string }> {
  const shown = redactUrl(url);
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const doFetch = options.fetch ?? fetch;
  let response: Response;
  try {
    response = await doFetch(url, {
      headers: { 'user-agent': 'JobBridge-importer/1.0', ...options.headers },
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    const timedOut = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
    throw new IngestFetchError(source, shown, null, timedOut ? `timed out after ${timeoutMs} ms` : `failed: ${String(error)}`, {
      cause: error,
    });
  }
  const body = await response.text().catch(() => '');
  if (!response.ok) {
    throw new IngestFetchError(source, shown, response.status, `returned HTTP ${response.status}: ${body.slice(0, 200)}`);
  }
  return { body, status: response.status, shown };
}

/** `base` + path, keeping any path prefix of the base ("http://127.0.0.1:9/prefix"). */
export function joinUrl(base: string, path: string, params: Record<string, string | number | undefined> = {}): URL {
  const url = new URL(base.replace(/\/+$/, '') + path);
  for (const [name, value] of Object.entries(params)) if (value !== undefined && value !== '') url.searchParams.set(name, String(value));
  return url;
}
