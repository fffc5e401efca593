import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';

// Issue 17: the first visit to / downloads at most 170 KB (gzipped) of JavaScript and CSS; everything else (the
// other routes, forms, dialogs, charts, the PDF preview) loads when a page needs it. Decision 042. 172 since the
// router declares, for every public page, the URL parameters its server-drawn first view reads (decision 049).
const BUDGET_KB = 172;
const root = resolve(import.meta.dirname, '../../..');
const dist = resolve(root, process.env.WEB_DIST ?? 'apps/web/dist');

beforeAll(() => {
  // Builds only when the web sources changed since the last build (a second or so otherwise).
  const build = spawnSync(process.execPath, [join(root, 'scripts/build-web.mjs')], { cwd: root, encoding: 'utf8' });
  expect(build.status, build.stderr + build.stdout).toBe(0);
}, 300_000);

/** Every script, style sheet and module preload index.html makes the browser fetch before the app starts. */
function initialAssets(html: string): string[] {
  const tags = html.match(/<(script|link)\b[^>]*>/g) ?? [];
  return tags
    .filter((tag) => /^<script/.test(tag) || /rel="(stylesheet|modulepreload)"/.test(tag))
    .map((tag) => /(?:src|href)="([^"]+)"/.exec(tag)?.[1])
    .filter((url): url is string => !!url && url.startsWith('/assets/'));
}

describe('the web build', () => {
  it(`loads at most ${BUDGET_KB} KB of gzipped JavaScript and CSS on the first visit to /`, () => {
    const assets = initialAssets(readFileSync(join(dist, 'index.html'), 'utf8'));
    expect(assets.some((a) => a.endsWith('.js'))).toBe(true);
    const sizes = assets.map((asset) => ({ asset, gzip: gzipSync(readFileSync(join(dist, asset)), { level: 9 }).length }));
    const totalKb = sizes.reduce((sum, s) => sum + s.gzip, 0) / 1024;
    const table = sizes.map((s) => `${(s.gzip / 1024).toFixed(1).padStart(6)} KB ${s.asset}`).join('\n');
    expect(totalKb, `${totalKb.toFixed(1)} KB in all:\n${table}`).toBeLessThanOrEqual(BUDGET_KB);
  });

  it('holds no source maps', () => {
    const maps = readdirSync(dist, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.map'));
    expect(maps).toEqual([]);
  });
});
