import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/**
 * Reads one of the demo data set's files, `data/<name>.json` beside this module (found the same way from
 * `npm start`, the tests and the CLI, which all run the TypeScript source), and checks it against its schema:
 * a file edited by hand fails loudly at start, naming the entry that is wrong.
 */
export function readDemoData<T>(name: string, schema: z.ZodType<T>): T {
  const path = fileURLToPath(new URL(`./data/${name}.json`, import.meta.url));
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(path, 'utf8'));
  } catch (err) {
    throw new Error(`demo data: cannot read ${path}: ${(err as Error).message}`);
  }
  const parsed = schema.safeParse(raw);
  if (!parsed.success) throw new Error(`demo data: ${path} does not fit its schema:\n${z.prettifyError(parsed.error)}`);
  return parsed.data;
}
