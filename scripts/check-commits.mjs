#!/usr/bin/env node
// Checks commit messages as the field writes them: a subject of at most 72 characters in the imperative ("Add",
// not "Added" or "Adds"), a blank line, then a body that says why. Part of `npm run lint`.
//
//   node scripts/check-commits.mjs                      every commit after the one that added this file
//   node scripts/check-commits.mjs --message-file FILE  one message (the commit-msg hook)
//   node scripts/check-commits.mjs --install-hook       installs that hook unless the repository has one (prepare)
//
// Earlier history stays as it was written: the check starts after the commit that added this file, and only on
// commits descended from it, so branches made before it and merged later are not judged by it. Merge commits are
// skipped. Outside a git repository (an image build), or when this file is not committed yet, it checks nothing.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const SUBJECT_MAX = 72;
const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const self = 'scripts/check-commits.mjs';

// First words that end like a past tense, a gerund or a third person but are imperatives themselves.
const IMPERATIVE_EXCEPTIONS = new Set([
  'bleed',
  'embed',
  'exceed',
  'feed',
  'heed',
  'need',
  'proceed',
  'seed',
  'shed',
  'speed',
  'succeed',
  'bring',
  'ping',
  'ring',
  'sing',
  'spring',
  'string',
  'swing',
  'alias',
  'bias',
  'canvas',
]);

/** What is wrong with a commit message (empty: nothing). `message` as git stores it, comments already stripped. */
function problemsOf(message) {
  const lines = message.replace(/\r\n/g, '\n').replace(/\s+$/, '').split('\n');
  const subject = lines[0] ?? '';
  const problems = [];
  if (!subject.trim()) return ['the subject is empty'];
  const revert = subject.startsWith('Revert "');
  if (subject.length > SUBJECT_MAX && !revert) problems.push(`the subject is ${subject.length} characters (at most ${SUBJECT_MAX})`);
  if (/^[a-z]/.test(subject)) problems.push('the subject starts with a small letter');
  if (/[.:;,]$/.test(subject)) problems.push('the subject ends with punctuation');
  const first = (subject.split(':').length > 1 && /^[\w .-]+:\s/.test(subject) ? subject.replace(/^[^:]*:\s*/, '') : subject)
    .split(/\s/)[0]
    .toLowerCase()
    .replace(/[^a-z]/g, '');
  const notImperative =
    !IMPERATIVE_EXCEPTIONS.has(first) && (/ed$/.test(first) || (/ing$/.test(first) && first.length > 4) || /[^su]s$/.test(first));
  if (notImperative) problems.push(`the subject's first word "${first}" is not an imperative ("Add", not "Added" or "Adds")`);
  if (lines.length > 1 && lines[1]?.trim()) problems.push('no blank line after the subject');
  const body = lines.slice(1).filter((l) => l.trim() && !/^[\w-]+: /.test(l));
  if (!body.length) problems.push('no body: say why, after a blank line');
  return problems;
}

function git(args, options = {}) {
  return execFileSync('git', args, { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], maxBuffer: 256 << 20, ...options });
}

/** The message as the commit will store it: without comment lines, or anything below the scissors line. */
function cleaned(text) {
  const scissors = text.search(/^# -+ >8 -+$/m);
  return (scissors === -1 ? text : text.slice(0, scissors))
    .split('\n')
    .filter((l) => !l.startsWith('#'))
    .join('\n')
    .trim();
}

function inRepository() {
  try {
    return git(['rev-parse', '--is-inside-work-tree']).trim() === 'true';
  } catch {
    return false;
  }
}

/** The commit that added this check (in a shallow clone that started after it, the clone's first commit). */
function baseline() {
  const added = git(['log', '--diff-filter=A', '--format=%H', 'HEAD', '--', self]).trim().split('\n').filter(Boolean);
  return added.at(-1);
}

function checkHistory() {
  if (!inRepository()) return 0;
  let base;
  try {
    base = baseline();
  } catch {
    return 0; // no commit yet
  }
  if (!base) return 0;
  // One read of every message: hash, then the message, records separated by characters no message holds.
  const log = git(['log', '--no-merges', '--ancestry-path', '--format=%H%x1f%B%x1e', `${base}..HEAD`]);
  let bad = 0;
  for (const record of log.split('\x1e')) {
    const [sha, message] = record.replace(/^\n/, '').split('\x1f');
    if (!sha || message === undefined) continue;
    const problems = problemsOf(message);
    if (!problems.length) continue;
    bad++;
    console.error(`${sha.slice(0, 10)} ${message.split('\n')[0]}\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  }
  if (bad) {
    console.error(
      `\n${bad} commit message${bad === 1 ? '' : 's'} after ${base.slice(0, 10)} to reword (git rebase -i): a subject of at most ` +
        `${SUBJECT_MAX} characters in the imperative, a blank line, then why.`,
    );
    return 1;
  }
  return 0;
}

function checkMessageFile(file) {
  // `git merge` runs this hook too: its message is git's own.
  try {
    git(['rev-parse', '-q', '--verify', 'MERGE_HEAD']);
    return 0;
  } catch {
    /* not a merge */
  }
  const message = cleaned(readFileSync(file, 'utf8'));
  if (/^(fixup|squash|amend)! /.test(message)) return 0;
  const problems = problemsOf(message);
  if (!problems.length) return 0;
  console.error(
    `Commit message:\n${problems.map((p) => `  - ${p}`).join('\n')}\n(a subject of at most ` +
      `${SUBJECT_MAX} characters in the imperative, a blank line, then why)`,
  );
  return 1;
}

const HOOK = `#!/bin/sh
# Installed by \`npm install\` (the prepare script): ${self} checks the message being committed.
[ -f ${self} ] || exit 0
exec node ${self} --message-file "$1"
`;

function installHook() {
  if (!inRepository()) return 0;
  const hooks = resolve(root, git(['rev-parse', '--git-path', 'hooks']).trim());
  mkdirSync(hooks, { recursive: true });
  const hook = join(hooks, 'commit-msg');
  if (existsSync(hook) && !readFileSync(hook, 'utf8').includes(self)) return 0; // the repository's own hook stays
  writeFileSync(hook, HOOK, { mode: 0o755 });
  return 0;
}

const [option, value] = process.argv.slice(2);
if (option === '--message-file' && value) process.exitCode = checkMessageFile(value);
else if (option === '--install-hook') process.exitCode = installHook();
else if (!option) process.exitCode = checkHistory();
else {
  console.error('usage: node scripts/check-commits.mjs [--message-file FILE | --install-hook]');
  process.exitCode = 2;
}
