#!/usr/bin/env node
// `npm start` builds the web app only when its sources changed since the last build (a build takes about
// 50 s; a start with nothing to build, well under a second). `npm run build` always builds.
// The fingerprint covers the web app, the workspace packages it bundles, the lock file and this script.
// `--fingerprint` prints it and builds nothing (apps/api/test/build-web.test.ts).
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const dist = resolve(root, process.env.WEB_DIST ?? 'apps/web/dist');
const stamp = join(dist, '.source-hash');
const inputs = ['apps/web', 'packages/contracts/src', 'package-lock.json', 'scripts/build-web.mjs'];
const skip = new Set(['node_modules', 'dist', 'dist-ssr', '.artifacts']);

function files(path) {
  if (!existsSync(path)) return [];
  if (!statSync(path).isDirectory()) return [path];
  return readdirSync(path, { withFileTypes: true })
    .filter((entry) => !skip.has(entry.name))
    .flatMap((entry) => files(join(path, entry.name)));
}

const hash = createHash('sha256');
for (const file of inputs.flatMap((input) => files(join(root, input))).sort()) {
  hash.update(relative(root, file)).update('\0').update(readFileSync(file)).update('\0');
}
const fingerprint = hash.digest('hex');
if (process.argv.includes('--fingerprint')) {
  console.log(fingerprint);
  process.exit(0);
}

if (existsSync(join(dist, 'index.html')) && existsSync(stamp) && readFileSync(stamp, 'utf8').trim() === fingerprint) {
  console.log(`web app: up to date (${relative(root, dist)}); nothing to build`);
  process.exit(0);
}
// The app, then the server's build of it beside it (`<dist>-ssr`: the first view of the public pages, decision 042).
for (const [script, out] of [
  ['build:client', dist],
  ['build:ssr', `${dist}-ssr`],
]) {
  const outDir = process.env.WEB_DIST ? ['--', '--outDir', out] : [];
  // Always a production build, even when the caller runs under NODE_ENV=test (Vitest): React's development build
  // is 60 KB bigger and slower.
  const build = spawnSync('npm', ['run', script, '-w', '@jobbridge/web', ...outDir], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
writeFileSync(stamp, `${fingerprint}\n`);
