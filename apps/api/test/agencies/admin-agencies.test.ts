import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../../../..');
const tsx = pathToFileURL(join(root, 'node_modules/tsx/dist/loader.mjs')).href;
const dir = mkdtempSync(join(tmpdir(), 'jobbridge-agencies-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

// SEED_DEMO_DATA is off, as in production: only what the operator imports is listed.
function admin(...args: string[]) {
  const run = spawnSync(process.execPath, ['--import', tsx, join(root, 'apps/api/src/cli/admin.ts'), ...args], {
    cwd: root,
    env: { PATH: process.env.PATH, DATA_DIR: join(dir, 'data'), SEED_DEMO_DATA: 'false' },
    encoding: 'utf8',
  });
  return { code: run.status, out: run.stdout, err: run.stderr };
}

function file(name: string, content: string): string {
  const path = join(dir, name);
  writeFileSync(path, content);
  return path;
}

describe('npm run admin -- agencies', () => {
  it('imports JSON and CSV, upserts by slug, lists by kind and removes', { timeout: 180_000 }, () => {
    const json = file(
      'agencies.json',
      JSON.stringify([
        {
          slug: 'alpha-recruit',
          name: 'Alpha Recruit',
          kind: 'job',
          tier: 'gold',
          rank: 2,
          services: ['cv-review'],
          contact: { website: 'https://alpha.example', email: 'a@alpha.example' },
        },
        { slug: 'beta-cn', name: '贝塔中介', kind: 'cn', tier: 'silver', description_cn: '中文介绍' },
      ]),
    );
    const first = admin('agencies', 'import', json);
    expect(first.code, first.err).toBe(0);
    expect(first.out).toContain('Imported 2 agencies: 2 added, 0 updated.');

    // CSV with a header; lists are ;-separated; the same slug updates the JSON row (now bronze, rank 1).
    const csv = file(
      'agencies.csv',
      'slug,name,kind,tier,rank,services,website,phone\n' +
        'alpha-recruit,Alpha Recruit Ltd,job,bronze,1,cv-review; interview-coaching,https://alpha.example,020 7946 0000\n' +
        '"gamma-staffing","Gamma, Staffing",job,,,,,\n',
    );
    const second = admin('agencies', 'import', csv);
    expect(second.code, second.err).toBe(0);
    expect(second.out).toContain('Imported 2 agencies: 1 added, 1 updated.');

    const jobs = admin('agencies', 'list', '--kind', 'job').out.trim().split('\n');
    expect(jobs).toEqual(['job\tbronze\t1\talpha-recruit\tAlpha Recruit Ltd', 'job\t-\t1000\tgamma-staffing\tGamma, Staffing']);
    expect(admin('agencies', 'list', '--kind', 'cn').out).toBe('cn\tsilver\t1000\tbeta-cn\t贝塔中介\n');

    expect(admin('agencies', 'remove', 'gamma-staffing').out).toContain('Removed gamma-staffing.');
    expect(admin('agencies', 'remove', 'gamma-staffing').out).toContain('No agency gamma-staffing.');
    expect(admin('agencies', 'list').out.trim().split('\n')).toHaveLength(2);
  });

  it('names every bad row and imports nothing from a file with one', { timeout: 180_000 }, () => {
    const csv = file(
      'bad.csv',
      'slug,name,kind,tier,rank,website,email\n' +
        'good-one,Good One,job,gold,1,https://good.example,\n' +
        'Bad Slug!,Bad,job,gold,1,,\n' +
        'wrong-kind,Wrong,estate,platinum,x,,\n' +
        'scripted,Scripted,job,,,javascript:alert(1),not-an-email\n' +
        'good-one,Twice,job,,,,\n',
    );
    const run = admin('agencies', 'import', csv);
    expect(run.code).toBe(1);
    expect(run.err).toContain('line 3 (Bad Slug!): slug: only lowercase letters, digits and single hyphens');
    expect(run.err).toMatch(
      /line 4 \(wrong-kind\): kind: must be job or cn; tier: must be gold, silver, bronze or empty; rank: must be a whole number/,
    );
    expect(run.err).toMatch(/line 5 \(scripted\): website: must start with http:\/\/ or https:\/\/; email: not an email address/);
    expect(run.err).toContain('line 6 (good-one): slug: good-one already appears in row 2');
    expect(run.err).toContain('Nothing was imported');
    expect(admin('agencies', 'list').out).not.toContain('good-one');

    const notArray = admin('agencies', 'import', file('object.json', '{"slug":"x"}'));
    expect(notArray.err).toContain('must hold an array');
    const missing = admin('agencies', 'import', file('missing.json', '[{"slug":"no-name","kind":"job"}]'));
    expect(missing.err).toContain('entry 1 (no-name): name: required');
    expect(admin('agencies', 'import', join(dir, 'nope.csv')).err).toContain('Cannot read');
    expect(admin('agencies', 'list', '--kind', 'estate').err).toContain('Unknown kind: estate');
    expect(admin('agencies').err).toContain('agencies import <file.json|file.csv>');
  });
});
