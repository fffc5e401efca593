import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, type APIRequestContext } from '@playwright/test';
import type { Tokens } from '../fixtures/auth';

/** Real resume PDFs beside the checkout (../shared/data/resumes), never copied into the repository. */
const RESUMES = resolve(import.meta.dirname, '../../../shared/data/resumes');
if (!existsSync(RESUMES)) throw new Error(`The sample resumes are expected at ${RESUMES} (../shared/data beside the repository)`);

export const samplePdf = (name: string) => ({ name: name.split('/').pop()!, mimeType: 'application/pdf', buffer: readFileSync(resolve(RESUMES, name)) });

/** Stores a resume through the real API (to reach the limit quickly). */
export async function uploadViaApi(request: APIRequestContext, tokens: Tokens, alias: string, file = samplePdf('resume-matcher/john_doe.pdf')) {
  const res = await request.post('/api/app/resumes', {
    headers: { Authorization: `Bearer ${tokens.access_token}` },
    multipart: { alias, file },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as { id: string; alias: string };
}
