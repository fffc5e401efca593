import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

// Issue 11, item 25: `npm start` rebuilt the web app on every start (about 50 s). scripts/build-web.mjs builds
// only when the sources' fingerprint differs from the one stamped on the last build.
const root = resolve(import.meta.dirname, '../../..');
const script = join(root, 'scripts/build-web.mjs');
const run = (args: string[], env: Record<string, string> = {}) => {
  const started = performance.now();
  const res = spawnSync(process.execPath, [script, ...args], { cwd: root, encoding: 'utf8', env: { ...process.env, ...env } });
  return { code: res.status, out: res.stdout, err: res.stderr, ms: performance.now() - started };
};

describe('npm start builds the web app only when its sources changed', () => {
  it('starts at once on a build whose stamp matches the sources, and leaves the build alone', () => {
    const dist = mkdtempSync(join(tmpdir(), 'jb-web-dist-'));
    try {
      const fingerprint = run(['--fingerprint']).out.trim();
      expect(fingerprint).toMatch(/^[0-9a-f]{64}$/);
      writeFileSync(join(dist, 'index.html'), '<!doctype html>');
      writeFileSync(join(dist, '.source-hash'), `${fingerprint}\n`);
      const start = run([], { WEB_DIST: dist });
      expect(start.code, start.err).toBe(0);
      expect(start.out).toContain('up to date');
      expect(start.ms).toBeLessThan(10_000);
      expect(readdirSync(dist).sort()).toEqual(['.source-hash', 'index.html']);
    } finally {
      rmSync(dist, { recursive: true, force: true });
    }
  });

  it("the fingerprint changes when a web source changes, not when a build's output does", () => {
    const before = run(['--fingerprint']).out.trim();
    const probe = join(root, 'apps/web', `.fingerprint-probe-${process.pid}`);
    const output = join(root, 'apps/web/dist', `.fingerprint-probe-${process.pid}`);
    try {
      writeFileSync(probe, 'changed');
      expect(run(['--fingerprint']).out.trim()).not.toBe(before);
    } finally {
      rmSync(probe, { force: true });
    }
    expect(run(['--fingerprint']).out.trim()).toBe(before);
    try {
      writeFileSync(output, 'built');
      expect(run(['--fingerprint']).out.trim()).toBe(before);
    } catch (error) {
      // No build yet (no dist folder): nothing to show for the second half.
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    } finally {
      rmSync(output, { force: true });
    }
  });
});
