import type { Config } from '../../config/env.ts';
import { localFiles } from './local.ts';
import type { FileStore } from './types.ts';

export * from './types.ts';

/** Local disk under `DATA_DIR/files` (the only adapter so far; an S3-compatible one would stage locally too). */
export function createFileStore(config: Config): FileStore {
  return localFiles(config.filesDir);
}
