import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

// `npm run lint` ends with scripts/check-commits.mjs: commit messages after the commit that added it have a subject
// of at most 72 characters in the imperative, a blank line and a body. Each case builds a real repository.
const script = resolve(import.meta.dirname, '../../../scripts/check-commits.mjs');
const home = mkdtempSync(join(tmpdir(), 'jb-commits-'));
afterAll(() => rmSync(home, { recursive: true, force: true }));

const env: NodeJS.ProcessEnv = {
  PATH: process.env.PATH,
  HOME: home,
  GIT_CONFIG_NOSYSTEM: '1',
  GIT_AUTHOR_NAME: 'Test',
  GIT_AUTHOR_EMAIL: 'test@example.com',
  GIT_COMMITTER_NAME: 'Test',
  GIT_COMMITTER_EMAIL: 'test@example.com',
};
const git = (cwd: string, ...args: string[]) => {
  const res = spawnSync('git', args, { cwd, env, encoding: 'utf8' });
  return { code: res.status, out: res.stdout, err: res.stderr };
};
const check = (cwd: string, ...args: string[]) => {
  const res = spawnSync(process.execPath, ['scripts/check-commits.mjs', ...args], { cwd, env, encoding: 'utf8' });
  return { code: res.status, err: res.stderr };
};

let files = 0;
/** A commit of a new file with this message (subject and body as `git commit -m` paragraphs). */
const commit = (cwd: string, ...paragraphs: string[]) => {
  writeFileSync(join(cwd, `file-${++files}.txt`), String(files));
  git(cwd, 'add', '.');
  const res = git(cwd, 'commit', '-q', ...paragraphs.flatMap((p) => ['-m', p]));
  expect(res.code, res.err).toBe(0);
};
const merge = (cwd: string, branch: string) => expect(git(cwd, 'merge', '--no-ff', '--no-edit', branch).code).toBe(0);

/** A repository whose history starts with badly written commits, then the commit that adds the check. */
function repository(): string {
  const dir = mkdtempSync(join(home, 'repo-'));
  git(dir, 'init', '-q', '-b', 'main');
  commit(dir, 'added some stuff and then a lot more stuff, all of it described in a subject far too long for the field');
  git(dir, 'branch', 'older');
  mkdirSync(join(dir, 'scripts'));
  copyFileSync(script, join(dir, 'scripts/check-commits.mjs'));
  commit(dir, 'Check commit messages in lint', 'Subjects had grown past 120 characters and bodies were empty.');
  return dir;
}

describe('the commit message check', () => {
  it('passes on good messages after the baseline, whatever came before it', () => {
    const dir = repository();
    expect(check(dir)).toEqual({ code: 0, err: '' });
    commit(dir, 'Add a search filter', 'People asked for it.');
    commit(dir, 'Search: keep the cache warm', 'A cold cache made the first search slow.\n\nCo-authored-by: A <a@example.com>');
    expect(check(dir)).toEqual({ code: 0, err: '' });
  });

  it('names each commit whose subject is long, not imperative, or has no body, and fails', () => {
    const dir = repository();
    commit(dir, 'Add a filter that makes the search page show only the jobs that a person can apply for today', 'Why.');
    commit(dir, 'Added the filter', 'Why.');
    commit(dir, 'Fixes the filter', 'Why.');
    commit(dir, 'Fix the filter');
    commit(dir, 'Fix the filter\nwith no blank line');
    commit(dir, 'fix the filter.', 'Why.');
    const res = check(dir);
    expect(res.code).toBe(1);
    expect(res.err).toContain('the subject is 92 characters (at most 72)');
    expect(res.err).toContain('the subject\'s first word "added" is not an imperative');
    expect(res.err).toContain('the subject\'s first word "fixes" is not an imperative');
    expect(res.err).toContain('no body: say why');
    expect(res.err).toContain('no blank line after the subject');
    expect(res.err).toContain('the subject starts with a small letter');
    expect(res.err).toContain('the subject ends with punctuation');
    expect(res.err).toContain('6 commit messages after');
    expect(res.err).not.toContain('added some stuff');
  });

  it('skips merge commits made by git merge, and branches made before the check', () => {
    const dir = repository();
    git(dir, 'checkout', '-q', '-b', 'side');
    commit(dir, 'Add a side feature', 'It was asked for.');
    git(dir, 'checkout', '-q', 'main');
    commit(dir, 'Add a main feature', 'It was asked for too.');
    merge(dir, 'side');
    git(dir, 'checkout', '-q', 'older');
    commit(dir, 'wip');
    git(dir, 'checkout', '-q', 'main');
    merge(dir, 'older');
    expect(git(dir, 'log', '-1', '--format=%s').out.trim()).toBe("Merge branch 'older'");
    expect(check(dir)).toEqual({ code: 0, err: '' });
  });

  it('works in a shallow clone that starts after the baseline', () => {
    const dir = repository();
    commit(dir, 'Add a feature', 'It was asked for.');
    commit(dir, 'Add another feature', 'It was asked for as well.');
    const clone = join(home, `shallow-${files}`);
    expect(git(home, 'clone', '-q', '--depth', '1', `file://${dir}`, clone).code).toBe(0);
    expect(check(clone)).toEqual({ code: 0, err: '' });
    commit(clone, 'Changed things');
    const res = check(clone);
    expect(res.code).toBe(1);
    expect(res.err).toContain('Changed things');
    expect(res.err).toContain('1 commit message after');
  });

  it('checks nothing outside a repository or before the check is committed', () => {
    const plain = mkdtempSync(join(home, 'plain-'));
    mkdirSync(join(plain, 'scripts'));
    copyFileSync(script, join(plain, 'scripts/check-commits.mjs'));
    expect(check(plain)).toEqual({ code: 0, err: '' });
    git(plain, 'init', '-q', '-b', 'main');
    expect(check(plain)).toEqual({ code: 0, err: '' });
    commit(plain, 'did things');
    expect(check(plain).code).toBe(0);
  });

  it('installs a commit-msg hook that refuses a bad message and lets git merge through', () => {
    const dir = repository();
    expect(check(dir, '--install-hook').code).toBe(0);
    expect(existsSync(join(dir, '.git/hooks/commit-msg'))).toBe(true);
    writeFileSync(join(dir, 'x.txt'), 'x');
    git(dir, 'add', '.');
    const refused = git(dir, 'commit', '-q', '-m', 'Updated x');
    expect(refused.code).toBe(1);
    expect(refused.err).toContain('the subject\'s first word "updated" is not an imperative');
    expect(git(dir, 'commit', '-q', '-m', 'Update x', '-m', 'x changed.').code).toBe(0);
    git(dir, 'checkout', '-q', '-b', 'side');
    commit(dir, 'Add y', 'y was missing.');
    git(dir, 'checkout', '-q', 'main');
    commit(dir, 'Add z', 'z was missing.');
    merge(dir, 'side');
    expect(check(dir)).toEqual({ code: 0, err: '' });
  });

  it('leaves a hook the repository already has alone', () => {
    const dir = repository();
    writeFileSync(join(dir, '.git/hooks/commit-msg'), '#!/bin/sh\nexit 0\n', { mode: 0o755 });
    expect(check(dir, '--install-hook').code).toBe(0);
    const res = git(dir, 'commit', '-q', '--allow-empty', '-m', 'whatever');
    expect(res.code).toBe(0);
  });
});
