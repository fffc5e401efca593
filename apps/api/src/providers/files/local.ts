import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, open, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { FileStore, StagedFile } from './types.ts';

const KEY = /^[a-z]+(\/[A-Za-z0-9_-][A-Za-z0-9._-]*)*$/;
const STAGED = '.incoming-';

/**
 * Files on local disk, outside the web root: key `resumes/<name>` is `<root>/resumes/<name>`. Staged files are
 * `<root>/<folder>/.incoming-<24 hex>`, in the folder they are committed to, so committing is one rename on the
 * same disk and a failed upload never leaves a half file under a real name.
 */
export function localFiles(root: string): FileStore {
  const pathOf = (key: string) => {
    // No part may start with a dot: no `..`, and no key can name a staged file.
    if (!KEY.test(key)) throw new Error(`not a file key: ${key}`);
    return join(root, key);
  };
  const newStaged = async (folder: string) => {
    const dir = pathOf(folder);
    await mkdir(dir, { recursive: true });
    return join(dir, `${STAGED}${randomBytes(12).toString('hex')}`);
  };
  const discard = (staged: StagedFile | undefined) => (staged ? rm(staged.path, { force: true }) : Promise.resolve());

  return {
    async receive(folder, source) {
      const path = await newStaged(folder);
      try {
        await pipeline(source, createWriteStream(path, { flags: 'wx' }));
        return { path, size: (await stat(path)).size };
      } catch (err) {
        await rm(path, { force: true });
        throw err;
      }
    },
    async stage(folder, bytes) {
      const path = await newStaged(folder);
      const handle = await open(path, 'wx');
      try {
        await handle.writeFile(bytes);
      } finally {
        await handle.close();
      }
      return { path, size: bytes.byteLength };
    },
    async commit(staged, key) {
      await rename(staged.path, pathOf(key));
    },
    discard,
    async put(key, bytes) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      await writeFile(path, bytes);
    },
    async exists(key) {
      return stat(pathOf(key)).then(
        (s) => s.isFile(),
        () => false,
      );
    },
    read: (key) => createReadStream(pathOf(key)),
    async withLocalCopy(key, use) {
      const path = pathOf(key);
      if (
        !(await stat(path).then(
          (s) => s.isFile(),
          () => false,
        ))
      )
        return null;
      return use(path);
    },
    async remove(key) {
      await rm(pathOf(key), { force: true });
    },
    async removeAll(prefix) {
      await rm(pathOf(prefix), { recursive: true, force: true });
    },
    async sweepStaged(folder, olderThanMs) {
      const dir = pathOf(folder);
      const names = await readdir(dir).catch(() => [] as string[]);
      let removed = 0;
      for (const name of names) {
        if (!name.startsWith(STAGED)) continue;
        const path = join(dir, name);
        const info = await stat(path).catch(() => undefined);
        if (!info?.isFile() || Date.now() - info.mtimeMs < olderThanMs) continue;
        await rm(path, { force: true });
        removed++;
      }
      return removed;
    },
  };
}
