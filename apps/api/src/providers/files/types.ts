import type { Readable } from 'node:stream';

/**
 * A file being received or made, not yet stored under any key: always a file on this machine, so checks (the
 * PDF signature and the reader pool) read it at `path` whatever the store. `commit` stores it; `discard` drops it.
 */
export interface StagedFile {
  path: string;
  size: number;
}

/**
 * Stored files (resumes, profile photos). Keys are relative paths of lowercase folder names and safe file
 * names: `resumes/<32 hex>.pdf`, `photos/<32 hex>.png`, `users/<id>/…`. Callers choose and check the names;
 * the store refuses anything else (no `..`, no absolute paths).
 */
export interface FileStore {
  /** Streams `source` into a new staged file for `folder`; a failed stream leaves nothing behind. */
  receive(folder: string, source: Readable): Promise<StagedFile>;
  /** Writes bytes we made (an exported PDF) to a new staged file for `folder`. */
  stage(folder: string, bytes: Uint8Array): Promise<StagedFile>;
  /** Stores a staged file under `key` (all at once: readers see the old file or the new one, never half). */
  commit(staged: StagedFile, key: string): Promise<void>;
  /** Drops a staged file (nothing happens when it was committed or is already gone). */
  discard(staged: StagedFile | undefined): Promise<void>;
  /** Stores bytes under `key` directly (small files: photos). */
  put(key: string, bytes: Uint8Array): Promise<void>;
  exists(key: string): Promise<boolean>;
  /** The stored bytes as a stream; check `exists` first. */
  read(key: string): Readable;
  /** Runs `use` with a path on this machine holding the stored file (the reader pool reads paths); null when there is none. */
  withLocalCopy<T>(key: string, use: (path: string) => Promise<T>): Promise<T | null>;
  /** Removes one file; a missing one is not an error. */
  remove(key: string): Promise<void>;
  /** Removes every file under a folder key (an account's own folder when it is deleted). */
  removeAll(prefix: string): Promise<void>;
  /**
   * Removes staged files of `folder` older than `olderThanMs`: what a crash or a kill mid-upload left behind
   * (a failed upload removes its own). The age spares files another process sharing the store is writing now.
   */
  sweepStaged(folder: string, olderThanMs: number): Promise<number>;
}
