import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, type APIRequestContext } from '@playwright/test';
import { sharedData } from '@jobbridge/test-data';
import type { Tokens } from '../fixtures/auth';

/** Real resume PDFs beside the checkout (packages/test-data), never copied into the repository. */
const RESUMES = sharedData('resumes');

export const samplePdf = (name: string) => ({
  name: name.split('/').pop()!,
  mimeType: 'application/pdf',
  buffer: readFileSync(resolve(RESUMES, name)),
});

/** Stores a resume through the real API (to reach the limit quickly). */
export async function uploadViaApi(
  request: APIRequestContext,
  tokens: Tokens,
  alias: string,
  file = samplePdf('resume-matcher/john_doe.pdf'),
) {
  const res = await request.post('/api/app/resumes', {
    headers: { Authorization: `Bearer ${tokens.access_token}` },
    multipart: { alias, file },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as { id: string; alias: string };
}
