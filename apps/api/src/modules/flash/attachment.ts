import { buffer } from 'node:stream/consumers';
import type { Deps } from '../../plugins/deps.ts';
import { findResume, profilePdf, resumeKey } from '../resumes/index.ts';
import type * as repo from './repository.ts';

/** The attachment's file name: the uploaded file's own, or the resume's name (a builder resume's file is made now). */
export function attachmentName(resume: { filename: string; alias: string } | undefined, fallback: string): string {
  if (!resume) return `${fallback}.pdf`;
  return /\.pdf$/i.test(resume.filename) ? resume.filename : `${resume.alias}.pdf`;
}

/**
 * The resume PDF a batch attaches (decision 056): a builder profile's rendered now in the batch's letter language,
 * so an English application carries English headings, dates and punctuation whatever the interface language; an
 * uploaded PDF (or a profile that is gone or incomplete) as stored. The confirm step opens this same file.
 */
export async function attachedPdf(
  deps: Deps<'db' | 'providers'>,
  batch: repo.BatchRow,
): Promise<{ filename: string; content: Buffer } | null> {
  const resume = batch.resumeId ? await findResume(deps.db, batch.userId, batch.resumeId) : undefined;
  if (!resume) return null;
  const filename = attachmentName(resume, resume.alias);
  const rendered = resume.profileId
    ? await profilePdf(deps.db, batch.userId, resume.profileId, batch.letterLanguage).catch(() => null)
    : null;
  const content = rendered ?? (await buffer(deps.providers.files.read(resumeKey(resume.fileKey))).catch(() => null));
  return content ? { filename, content } : null;
}
