import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// One way to the database (docs/decisions/025-one-way-to-the-database.md): SQL is written only in repository
// files; everything else calls them (or Drizzle's query builder).
const src = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'src');
const isRepository = (path: string) => /(^|\/)([\w-]+-)?repository\.ts$/.test(path);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.(ts|mts|mjs)$/.test(entry.name) ? [relative(src, path)] : [];
  });
}

describe('database access', () => {
  it('writes SQL only in repositories: no sql`…`, execute( or query( elsewhere in apps/api/src', () => {
    const offenders = sourceFiles(src)
      .filter((path) => !isRepository(path))
      .flatMap((path) =>
        readFileSync(join(src, path), 'utf8')
          .split('\n')
          .map((line, i) => ({ path, line: i + 1, text: line }))
          .filter(({ text }) => /\bsql`|\.execute\(|\bquery(<[^>]*>)?\(\w*db\b/.test(text)),
      )
      .map(({ path, line, text }) => `${path}:${line}: ${text.trim()}`);
    expect(offenders).toEqual([]);
  });

  it('builds no query outside repositories: no db.select(, .insert(, .update( or .delete( elsewhere', () => {
    // The lint rule on table imports (decision 059) is the first net; this catches a builder call on any handle.
    const builder = /\b(db|tx|txn)\s*\.\s*(select|selectDistinct|insert|update|delete)\(/g;
    const offenders = sourceFiles(src)
      .filter((path) => !isRepository(path))
      .flatMap((path) => [...readFileSync(join(src, path), 'utf8').matchAll(builder)].map((m) => `${path}: ${m[0]}`));
    expect(offenders).toEqual([]);
  });

  it('names tables through the schema objects inside repositories', () => {
    const tables = [
      'jobs',
      'job_marks',
      'search_history',
      'recommended_jobs',
      'companies',
      'sponsors',
      'sponsor_names',
      'sponsor_tokens',
      'sponsor_aliases',
      'register_imports',
      'register_changes',
      'users',
      'sessions',
      'refresh_tokens',
      'email_tokens',
      'throttles',
      'memberships',
      'orders',
      'quota_usage',
      'quota_uses',
      'resumes',
      'resume_profiles',
    ];
    const named = new RegExp(`\\b(from|join|into|update|table)\\s+(${tables.join('|')})\\b`, 'i');
    const offenders = sourceFiles(src)
      .filter(isRepository)
      .flatMap((path) =>
        readFileSync(join(src, path), 'utf8')
          .split('\n')
          .map((text, i) => ({ path, line: i + 1, text }))
          .filter(({ text }) => !/^\s*(\/\/|\*|\/\*\*)/.test(text) && named.test(text)),
      )
      .map(({ path, line, text }) => `${path}:${line}: ${text.trim()}`);
    expect(offenders).toEqual([]);
  });
});
