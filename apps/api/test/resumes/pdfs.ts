import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { ResumeProfile } from '@jobbridge/contracts';
import { sharedData } from '@jobbridge/test-data';
import { renderResumePdf } from '@jobbridge/resume-pdf';

import { textPdf } from '@jobbridge/resume-pdf/testing';

export { scannedPdf } from '@jobbridge/resume-pdf/testing';

/** Real PDFs for the resume tests: the sample resumes beside the checkout, and small ones the PDF engine renders. */
export const RESUMES_DIR = sharedData('resumes');

export const sampleResume = (name: string) => readFileSync(resolve(RESUMES_DIR, name));

export const completeProfile = (overrides: Partial<ResumeProfile> = {}): ResumeProfile => ({
  firstName: 'Mei',
  lastName: 'Chen',
  role: 'Data Analyst',
  email: 'mei.chen@example.com',
  phone: '+44 7700 900123',
  country: 'United Kingdom',
  address: '12 Deansgate, Manchester',
  aboutMe: 'Analyst who turns messy operational data into decisions. Fluent in English and Mandarin.',
  linkedin: 'https://www.linkedin.com/in/meichen',
  github: '',
  portfolio: '',
  education: [{ school: 'University of Manchester', major: 'Statistics', degree: 'MSc', start: '09/2021', end: '09/2022' }],
  work: [
    {
      company: 'Northwind Retail',
      role: 'Data Analyst',
      location: 'Manchester',
      description: 'Built the weekly sales dashboard used by 40 store managers.',
      start: '10/2022',
      end: '',
      current: true,
    },
  ],
  ...overrides,
});

let cached: Buffer | undefined;
/** A one-page resume PDF made by the real renderer. */
export async function smallPdf(): Promise<Buffer> {
  cached ??= await renderResumePdf(completeProfile(), { template: 'modern-pro', language: 'en' });
  return cached;
}

/** The smallest valid PNG (1×1), to be sent under a .pdf name. */
export const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082',
  'hex',
);

/** A multipart/form-data body with text fields first, then the file (as browsers send a FormData). */
export function multipart(file: { name: string; type?: string; bytes: Buffer } | null, fields: Record<string, string> = {}) {
  const boundary = `----jb${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type ?? 'application/pdf'}\r\n\r\n`,
      ),
    );
    parts.push(file.bytes, Buffer.from('\r\n'));
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/**
 * A decompression bomb: a one-page PDF whose content stream is `inflatedMb` MB of spaces, deflated (about
 * 1,000:1, so 400 MB is a 400 KB file). Built in streaming steps, so making it costs the test no memory.
 */
export async function bombPdf(inflatedMb: number): Promise<Buffer> {
  const { createDeflate } = await import('node:zlib');
  const deflate = createDeflate({ level: 9 });
  const out: Buffer[] = [];
  deflate.on('data', (chunk: Buffer) => out.push(chunk));
  const done = new Promise((resolve) => deflate.on('end', resolve));
  const mb = Buffer.alloc(1024 * 1024, 0x20);
  for (let i = 0; i < inflatedMb; i++) if (!deflate.write(mb)) await new Promise((resolve) => deflate.once('drain', resolve));
  deflate.end();
  await done;
  return textPdf([Buffer.concat(out)], { filter: '/FlateDecode' });
}
