import { readFileSync } from 'node:fs';
import { sharedData } from '@jobbridge/test-data';

/** The real résumés beside the checkout (packages/test-data), never copied into the repository. */
export const RESUMES_DIR = sharedData('resumes');

export function realResume(name: string): Buffer {
  const path = sharedData('resumes', name);
  return readFileSync(path);
}
