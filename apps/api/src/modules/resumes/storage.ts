import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, open, readdir, rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/**
 * Resume files on disk: `<DATA_DIR>/files/resumes/<32 hex>.pdf`, outside the web root and never served by name
 * (only GET /api/app/resumes/{id}/file, to the owner). New files are written to a temporary name in the same
 * folder first and renamed into place only once checked, so a failed upload never leaves a half file behind
 * and never touches the file it would replace.
 */
export const resumesDir = (filesDir: string) => join(filesDir, 'resumes');

const KEY = /^[0-9a-f]{32}\.pdf$/;
export const newFileKey = () => `${randomBytes(16).toString('hex')}.pdf`;

export function resumePath(filesDir: string, key: string): string {
  if (!KEY.test(key)) throw new Error(`not a resume file key: ${key}`);
  return join(resumesDir(filesDir), key);
}

/** A file being received: where it is, how big, and whether it was cut off at the size limit. */
export interface TempFile {
  path: string;
  size: number;
}

export async function tempPath(filesDir: string): Promise<string> {
  const dir = resumesDir(filesDir);
  await mkdir(dir, { recursive: true });
  return join(dir, `.incoming-${randomBytes(12).toString('hex')}`);
}

/** Streams `source` into a new temporary file; the caller checks the stream's `truncated` flag afterwards. */
export async function receive(filesDir: string, source: Readable): Promise<TempFile> {
  const path = await tempPath(filesDir);
  try {
    await pipeline(source, createWriteStream(path, { flags: 'wx' }));
    return { path, size: (await stat(path)).size };
  } catch (err) {
    await rm(path, { force: true });
    throw err;
  }
}

/** Writes bytes we made (an exported PDF) to a temporary file. */
export async function writeTemp(filesDir: string, bytes: Uint8Array): Promise<TempFile> {
  const path = await tempPath(filesDir);
  const handle = await open(path, 'wx');
  try {
    await handle.writeFile(bytes);
  } finally {
    await handle.close();
  }
  return { path, size: bytes.byteLength };
}

/** Moves a checked temporary file to its final name. */
export async function commitTemp(filesDir: string, temp: TempFile, key: string): Promise<void> {
  await rename(temp.path, resumePath(filesDir, key));
}

export async function removeFile(filesDir: string, key: string): Promise<void> {
  await rm(resumePath(filesDir, key), { force: true });
}

/**
 * Removes `.incoming-*` files older than `olderThanMs`: what a crash or a kill mid-upload left behind (a failed
 * upload removes its own). Run at start; the age spares a file that another server process sharing the data
 * folder is writing right now. Returns how many were removed.
 */
export async function sweepIncoming(filesDir: string, olderThanMs = 60 * 60 * 1000): Promise<number> {
  const dir = resumesDir(filesDir);
  const names = await readdir(dir).catch(() => [] as string[]);
  let removed = 0;
  for (const name of names) {
    if (!name.startsWith('.incoming-')) continue;
    const path = join(dir, name);
    const info = await stat(path).catch(() => undefined);
    if (!info?.isFile() || Date.now() - info.mtimeMs < olderThanMs) continue;
    await rm(path, { force: true });
    removed++;
  }
  return removed;
}

export const discard = (temp: TempFile | undefined) => (temp ? rm(temp.path, { force: true }) : Promise.resolve());

/** The first bytes of a file (enough for a signature check). */
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

export const readStream = (filesDir: string, key: string) => createReadStream(resumePath(filesDir, key));
