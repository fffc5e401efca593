import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';

/** The real résumés beside the checkout (../shared/data/resumes, never copied into the repository). */
export const RESUMES_DIR = resolve(import.meta.dirname, '../../../../shared/data/resumes');

if (!existsSync(RESUMES_DIR)) throw new Error(`The real resumes are expected at ${RESUMES_DIR} (../shared/data beside the repository)`);

export function realResume(name: string): Buffer {
  const path = resolve(RESUMES_DIR, name);
  if (!existsSync(path)) throw new Error(`Missing real resume ${path}`);
  return readFileSync(path);
}
