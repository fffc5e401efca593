import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

// The README names the Node.js version a newcomer needs (package.json `engines`), and the suite runs on it.
// Every package in the lock file must accept that version, or `npm install` warns (EBADENGINE) and a package
// may need a newer runtime than the README promises.
const root = resolve(import.meta.dirname, '../../..');
const pkg = JSON.parse(readFileSync(resolve(root, 'package.json'), 'utf8')) as { engines: { node: string } };
const lock = JSON.parse(readFileSync(resolve(root, 'package-lock.json'), 'utf8')) as {
  packages: Record<string, { engines?: { node?: string } | string[]; optional?: boolean }>;
};

describe('the Node.js version the README states', () => {
  const lowest = semver.minVersion(pkg.engines.node)!;

  it('is what the README says and what the tests run on', () => {
    const readme = readFileSync(resolve(root, 'README.md'), 'utf8');
    expect(readme).toContain(`Node.js ${lowest.major}.${lowest.minor}+`);
    expect(semver.satisfies(process.version, pkg.engines.node)).toBe(true);
  });

  it('is accepted by every installed package', () => {
    const refusing = Object.entries(lock.packages)
      .filter(([, entry]) => entry.engines && !Array.isArray(entry.engines) && entry.engines.node)
      .filter(([, entry]) => !semver.satisfies(lowest, (entry.engines as { node: string }).node))
      .map(([path, entry]) => `${path} (${(entry.engines as { node: string }).node})`);
    expect(refusing).toEqual([]);
  });
});
