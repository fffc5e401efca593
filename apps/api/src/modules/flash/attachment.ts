import { buffer } from 'node:stream/consumers';
import type { FastifyInstance } from 'fastify';
import { findResume, profilePdf, resumeKey } from '../resumes/index.ts';
import type * as repo from './repository.ts';

/**
 * The resume PDF a batch attaches (decision 056): a builder profile's rendered now in the batch's letter language,
 * so an English application carries English headings, dates and punctuation whatever the interface language; an
 * uploaded PDF (or a profile that is gone or incomplete) as stored. The confirm step opens this same file.
 */
export async function attachedPdf(app: FastifyInstance, batch: repo.BatchRow): Promise<{ filename: string; content: Buffer } | null> {
  const resume = batch.resumeId ? await findResume(app.db, batch.userId, batch.resumeId) : undefined;
  if (!resume) return null;
  const filename = /\.pdf$/i.test(resume.filename) ? resume.filename : `${resume.alias}.pdf`;
  const rendered = resume.profileId
    ? await profilePdf(app.db, batch.userId, resume.profileId, batch.letterLanguage).catch(() => null)
    : null;
  const content = rendered ?? (await buffer(app.providers.files.read(resumeKey(resume.fileKey))).catch(() => null));
  return content ? { filename, content } : null;
}
