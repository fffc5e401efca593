import { randomBytes } from 'node:crypto';
import { open } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import type { FileStore, StagedFile } from '../../providers/files/index.ts';

/**
 * Resume files in the file store (providers/files): key `resumes/<32 hex>.pdf` (on local disk
 * `<DATA_DIR>/files/resumes/…`), outside the web root and never served by name (only GET
 * /api/app/resumes/{id}/file, to the owner). New files are staged first (`resumes/.incoming-*`) and committed
 * only once checked, so a failed upload never leaves a half file behind and never touches the file it would
 * replace.
 */
const FOLDER = 'resumes';
const KEY = /^[0-9a-f]{32}\.pdf$/;
export const newFileKey = () => `${randomBytes(16).toString('hex')}.pdf`;

/** The store key of a resume's `fileKey` (as stored on its row). */
export function resumeKey(key: string): string {
  if (!KEY.test(key)) throw new Error(`not a resume file key: ${key}`);
  return `${FOLDER}/${key}`;
}

/** A file being received: where it is on this machine, and how big. */
export type TempFile = StagedFile;

/** Streams `source` into a new staged file; the caller checks the stream's `truncated` flag afterwards. */
export const receive = (files: FileStore, source: Readable): Promise<TempFile> => files.receive(FOLDER, source);

/** Stages bytes we made (an exported PDF). */
export const writeTemp = (files: FileStore, bytes: Uint8Array): Promise<TempFile> => files.stage(FOLDER, bytes);

/** Stores a checked staged file under its final name. */
export const commitTemp = (files: FileStore, temp: TempFile, key: string): Promise<void> => files.commit(temp, resumeKey(key));

export const removeFile = (files: FileStore, key: string): Promise<void> => files.remove(resumeKey(key));

/**
 * Removes partial uploads older than `olderThanMs` (default an hour). Run at start and hourly by the queue;
 * the age spares a file that another server process sharing the store is writing right now.
 */
export const sweepIncoming = (files: FileStore, olderThanMs = 60 * 60 * 1000): Promise<number> => files.sweepStaged(FOLDER, olderThanMs);

export const discard = (files: FileStore, temp: TempFile | undefined): Promise<void> => files.discard(temp);

/** The first bytes of a file on this machine (enough for a signature check). */
export async function head(path: string, length = 1024): Promise<Buffer> {
  const handle = await open(path, 'r');
  try {
    const buffer = Buffer.alloc(length);
    const { bytesRead } = await handle.read(buffer, 0, length, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}
