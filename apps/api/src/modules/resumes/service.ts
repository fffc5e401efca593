import { RESUME_ALIAS_MAX, RESUME_LIMIT, resumeAlias, type ErrorCode, type ResumeItem } from '@jobbridge/contracts';
import type { Db } from '@jobbridge/db';
import { AppError } from '../../lib/app-error.ts';
import type { Deps } from '../../plugins/deps.ts';
import {
  aliasTaken,
  allAliases,
  countResumes,
  deleteResumeRow,
  findResume,
  insertResume,
  listResumes,
  lockUser,
  updateResume,
  unlinkProfile,
  type ResumeRow,
  type Tx,
} from './repository.ts';
import type { PdfReader } from '../../lib/pdf-reader/index.ts';
import { readFailure } from './pdf-engine.ts';
import { commitTemp, discard, head, newFileKey, removeFile, type TempFile } from './storage.ts';

/** What the resume services use: the database and the file store (`providers.files`). */
export type ResumeDeps = Deps<'db' | 'providers'>;

export function presentResume(row: ResumeRow): ResumeItem {
  return {
    id: row.id,
    alias: row.alias,
    filename: row.filename,
    size: row.size,
    source: row.source,
    profileId: row.profileId,
    uploadedAt: row.uploadedAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The alias rules of docs/product.md §5, as one error code (the first rule broken). */
export function checkAlias(raw: unknown): string {
  const parsed = resumeAlias.safeParse(typeof raw === 'string' ? raw : '');
  if (parsed.success) return parsed.data;
  throw new AppError(parsed.error.issues[0]!.message as ErrorCode);
}

/**
 * A PDF by content, never by name or declared type: the `%PDF-` signature at the start (the format allows a
 * little junk before it, up to 1 KB) and pdfjs must be able to open it and read its first pages, in the reader
 * pool. Anything else is RESUME_NOT_PDF; a file over the reader's limits is RESUME_FILE_UNREADABLE.
 */
export async function checkPdf(reader: PdfReader, path: string): Promise<void> {
  const start = await head(path, 1024);
  if (!start.includes(Buffer.from('%PDF-'))) throw new AppError('RESUME_NOT_PDF');
  await reader.check(path).catch((err: unknown) => {
    throw readFailure(err, 'upload');
  });
}

/** A safe display name for a file: no folders, no control characters, ends in .pdf, at most 200 characters. */
export function cleanFilename(name: string | undefined): string {
  const base = (name ?? '')
    .split(/[\\/]/)
    .pop()!
    // eslint-disable-next-line no-control-regex -- control characters are what a display name must not keep
    .replace(/[\u0000-\u001f\u007f"]/g, '')
    .trim();
  const stem = (base || 'resume.pdf').slice(0, 200);
  return /\.pdf$/i.test(stem) ? stem : `${stem.replace(/\.[^.]*$/, '')}.pdf`;
}

export async function list(deps: ResumeDeps, userId: string) {
  const rows = await listResumes(deps.db, userId);
  return { items: rows.map(presentResume), total: rows.length, limit: RESUME_LIMIT };
}

export async function get(deps: ResumeDeps, userId: string, id: string): Promise<ResumeRow> {
  const row = await findResume(deps.db, userId, id);
  if (!row) throw new AppError('RESUME_NOT_FOUND');
  return row;
}

/**
 * Adds a checked temporary file as a new resume. The row is written first (in a transaction that holds the
 * user's lock for the count and alias checks), the file is moved into place inside it, so either both exist
 * or neither does.
 */
export async function addResume(
  deps: ResumeDeps,
  userId: string,
  temp: TempFile,
  input: { alias: string; filename: string; source?: 'upload' | 'builder'; profileId?: string | null },
  tx?: Tx,
): Promise<ResumeRow> {
  const key = newFileKey();
  let moved = false;
  const run = async (t: Tx) => {
    await lockUser(t, userId);
    if ((await countResumes(t, userId)) >= RESUME_LIMIT) throw new AppError('RESUME_LIMIT_REACHED');
    if (await aliasTaken(t, userId, input.alias)) throw new AppError('RESUME_ALIAS_TAKEN');
    const row = await insertResume(t, {
      userId,
      alias: input.alias,
      filename: input.filename,
      fileKey: key,
      size: temp.size,
      source: input.source ?? 'upload',
      profileId: input.profileId ?? null,
    });
    await commitTemp(deps.providers.files, temp, key);
    moved = true;
    return row;
  };
  try {
    return tx ? await run(tx) : await deps.db.transaction(run);
  } catch (err) {
    // The transaction rolled back: no row points at the moved file.
    if (moved) await removeFile(deps.providers.files, key).catch(() => {});
    throw err;
  } finally {
    await discard(deps.providers.files, temp);
  }
}

/**
 * Puts a checked temporary file in place of resume `id`'s file. The row points at the new file only once it
 * is committed; the old file is removed last, so any failure before that leaves the old file and row as they were.
 */
export async function replaceFile(
  deps: ResumeDeps,
  userId: string,
  id: string,
  temp: TempFile,
  changes: { filename: string; source?: 'upload' | 'builder'; profileId?: string | null; alias?: string },
  tx?: Tx,
): Promise<ResumeRow> {
  let oldKey: string | undefined;
  const key = newFileKey();
  let moved = false;
  const run = async (t: Tx) => {
    await lockUser(t, userId);
    const before = await findResume(t, userId, id);
    if (!before) throw new AppError('RESUME_NOT_FOUND');
    if (changes.alias !== undefined && (await aliasTaken(t, userId, changes.alias, id))) throw new AppError('RESUME_ALIAS_TAKEN');
    oldKey = before.fileKey;
    // An uploaded file in place of an exported one: its profile no longer owns it (finishing again makes a new one).
    if (before.profileId && changes.profileId !== before.profileId) await unlinkProfile(t, userId, id);
    // A new file is read anew: the reading checked for the old one does not describe it.
    const row = await updateResume(t, userId, id, { ...changes, fileKey: key, size: temp.size, uploadedAt: new Date(), reading: null });
    await commitTemp(deps.providers.files, temp, key);
    moved = true;
    return row!;
  };
  try {
    const row = tx ? await run(tx) : await deps.db.transaction(run);
    if (oldKey && oldKey !== key) await removeFile(deps.providers.files, oldKey).catch(() => {});
    return row;
  } catch (err) {
    // The row kept its old file key (the transaction rolled back): the new file must not linger.
    if (moved) await removeFile(deps.providers.files, key).catch(() => {});
    throw err;
  } finally {
    await discard(deps.providers.files, temp);
  }
}

export async function rename(deps: ResumeDeps, userId: string, id: string, rawAlias: unknown): Promise<ResumeRow> {
  const alias = checkAlias(rawAlias);
  return deps.db.transaction(async (tx) => {
    await lockUser(tx, userId);
    if (!(await findResume(tx, userId, id))) throw new AppError('RESUME_NOT_FOUND');
    if (await aliasTaken(tx, userId, alias, id)) throw new AppError('RESUME_ALIAS_TAKEN');
    return (await updateResume(tx, userId, id, { alias }))!;
  });
}

/** The last resume stays: a user always has one to attach to applications (docs/product.md §5). */
export async function remove(deps: ResumeDeps, userId: string, id: string): Promise<void> {
  const key = await deps.db.transaction(async (tx) => {
    await lockUser(tx, userId);
    const row = await findResume(tx, userId, id);
    if (!row) throw new AppError('RESUME_NOT_FOUND');
    if ((await countResumes(tx, userId)) <= 1) throw new AppError('RESUME_LAST_CANNOT_DELETE');
    await deleteResumeRow(tx, userId, id);
    return row.fileKey;
  });
  await removeFile(deps.providers.files, key).catch(() => {});
}

/**
 * An alias for a resume the builder exports: the role (or "Resume"), trimmed to 18 characters, made unique
 * among the user's other aliases with " 2", " 3"… (trimming again so the suffix fits).
 */
export async function uniqueAlias(db: Db | Tx, userId: string, wanted: string, exceptAlias?: string): Promise<string> {
  const taken = new Set((await allAliases(db, userId)).map((a) => a.toLowerCase()));
  if (exceptAlias) taken.delete(exceptAlias.toLowerCase());
  const base = [...(wanted.trim().replace(/\s+/g, ' ') || 'Resume')].slice(0, RESUME_ALIAS_MAX).join('').trim();
  if (!taken.has(base.toLowerCase())) return base;
  for (let n = 2; ; n++) {
    const suffix = ` ${n}`;
    const candidate = `${[...base]
      .slice(0, RESUME_ALIAS_MAX - suffix.length)
      .join('')
      .trim()}${suffix}`;
    if (!taken.has(candidate.toLowerCase())) return candidate;
  }
}
