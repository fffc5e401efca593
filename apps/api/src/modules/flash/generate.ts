import { AppError } from '../../lib/app-error.ts';
import type { Deps } from '../../plugins/deps.ts';
import { getRightToWork, rightToWorkExpired } from '../account/index.ts';
import { aiDeps, readJob, readResume, rightToWorkSentence, writeLetter } from '../ai/index.ts';
import { findResume } from '../resumes/index.ts';
import { withRightToWork } from './letter.ts';
import { adReference, subjectFor } from './reference.ts';
import { withLetterUse } from './letter-quota.ts';
import * as repo from './repository.ts';

/**
 * Writes the batch's waiting letters, several at a time (FLASH_GENERATE_CONCURRENCY). Each letter is taken with
 * SKIP LOCKED, so a regenerate during a run is picked up by it, and two runs share the work. Safe to run twice.
 */
export async function generateBatch(deps: Deps<'db' | 'config' | 'log' | 'providers' | 'pdfReader'>, batchId: string): Promise<void> {
  const batch = await repo.batchById(deps.db, batchId);
  if (!batch || batch.status !== 'generating') return;
  const userId = batch.userId;
  const ai = aiDeps(deps);

  let resume: Awaited<ReturnType<typeof readResume>>['doc'] | null = null;
  let resumeError: string | null = null;
  try {
    const row = batch.resumeId ? await findResume(deps.db, userId, batch.resumeId) : undefined;
    if (!row) throw new AppError('RESUME_NOT_FOUND');
    // A builder export reads best from its profile; an uploaded PDF through the PDF worker.
    const source = row.profileId ? { kind: 'profile' as const, id: row.profileId } : { kind: 'resume' as const, id: row.id };
    // A profile deleted or emptied since the export: its PDF still reads.
    const read = async () => {
      try {
        return await readResume(ai, userId, source);
      } catch (err) {
        if (source.kind !== 'profile') throw err;
        return readResume(ai, userId, { kind: 'resume', id: row.id });
      }
    };
    resume = (await read()).doc;
  } catch (err) {
    resumeError = err instanceof AppError ? err.code : 'COVER_LETTERS_FAILED';
    deps.log.warn({ err, batchId }, 'flash: the resume could not be read');
  }

  // The right to work is stated by the app, from the account, in the letter's language; never by the writer.
  const declared = await getRightToWork(deps.db, userId);
  const rightToWork = declared && !rightToWorkExpired(declared) ? declared : null;

  const worker = async () => {
    for (;;) {
      const item = await repo.claimLetter(deps.db, batchId);
      if (!item) return;
      if (!resume) {
        await repo.finishLetter(deps.db, item.id, { letterStatus: 'failed', letterError: resumeError });
        continue;
      }
      try {
        const job = (item.jobId !== null && (await readJob(deps.db, item.jobId))) || {
          title: item.title,
          company: item.company,
          location: '',
          salary: '',
          description: '',
        };
        // Counted against the tier's letters, given back when the model fails (decision 052).
        const letter = await withLetterUse(deps, userId, () =>
          writeLetter(
            ai,
            userId,
            resume,
            job,
            { batchId, applicationId: item.id, jobId: item.jobId },
            { language: batch.letterLanguage, variant: item.position },
          ),
        );
        // The built-in engine writes in the resume's own language (decision 056); the statement follows the letter.
        const written = /\p{Script=Han}{6}/u.test(letter.text) ? 'cn' : 'en';
        const placed = withRightToWork(letter.text, rightToWork && rightToWorkSentence(rightToWork, written));
        await repo.finishLetter(deps.db, item.id, {
          letterStatus: 'success',
          letterError: null,
          letter: placed.text,
          removedClaims: [...letter.removed, ...placed.dropped],
          subject: item.subject.trim() || subjectFor(item.title, resume.name, adReference(job.description), written),
        });
      } catch (err) {
        await repo.finishLetter(deps.db, item.id, {
          letterStatus: 'failed',
          letterError: err instanceof AppError ? err.code : 'COVER_LETTER_EMPTY',
        });
      }
    }
  };
  await Promise.all(Array.from({ length: deps.config.FLASH_GENERATE_CONCURRENCY }, worker));
  await repo.settleGeneration(deps.db, batchId);
}
