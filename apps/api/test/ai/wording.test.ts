import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/** The server's own Chinese texts (AI suggestions, insights, letters' labels) address the reader as 您, like the web (decision 020-a). */
const src = resolve(import.meta.dirname, '../../src');
const files = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : path.endsWith('.ts') ? [path] : [];
  });

describe('Chinese wording on the server', () => {
  it('never uses 你', () => {
    const offending = files(src).filter((f) => readFileSync(f, 'utf8').includes('你'));
    expect(offending.map((f) => relative(src, f))).toEqual([]);
  });
});
