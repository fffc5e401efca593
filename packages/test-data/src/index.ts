import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';

/**
 * Tests and benchmarks use real public data (the Home Office register, job postings, resume PDFs) that is never
 * copied into this repository: it lives in `shared/data/` beside the checkout, or wherever
 * `JOBBRIDGE_SHARED_DATA` points. Every test reaches it through here, so a missing file fails with one clear
 * message naming what is missing and where it was looked for, never with a stray ENOENT.
 */
export const SHARED_DATA = resolve(process.env.JOBBRIDGE_SHARED_DATA ?? join(import.meta.dirname, '../../../../shared/data'));

export class SharedDataMissingError extends Error {
  override name = 'SharedDataMissingError';
}

/** The absolute path of `parts` inside the shared data folder; throws a clear error when it is not there. */
export function sharedData(...parts: string[]): string {
  const path = join(SHARED_DATA, ...parts);
  if (!existsSync(path)) {
    throw new SharedDataMissingError(
      `Missing test data: ${parts.join('/') || '(the folder itself)'} was looked for at ${path}. ` +
        'The tests read the real public data from shared/data beside the repository checkout; ' +
        'set JOBBRIDGE_SHARED_DATA to the folder that holds it.',
    );
  }
  return path;
}
