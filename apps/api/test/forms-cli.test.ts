import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { createDb, feedback, jobPostRequests } from '@jobbridge/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../../..');
const tsx = pathToFileURL(join(root, 'node_modules/tsx/dist/loader.mjs')).href;
const dataDir = mkdtempSync(join(tmpdir(), 'jobbridge-forms-cli-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

function admin(...args: string[]) {
  const run = spawnSync(process.execPath, ['--import', tsx, join(root, 'apps/api/src/cli/admin.ts'), ...args], {
    cwd: root,
    env: { PATH: process.env.PATH, DATA_DIR: dataDir },
    encoding: 'utf8',
  });
  return { code: run.status, out: run.stdout, err: run.stderr };
}

beforeAll(async () => {
  // Three submissions as the forms store them; the database is closed again before the command opens it.
  const database = await createDb({ dataDir });
  try {
    await database.migrate();
    await database.db.insert(feedback).values([
      {
        title: 'Old idea',
        description: 'from October',
        name: 'Li Wei',
        email: 'li@example.com',
        language: 'cn',
        createdAt: new Date('2026-10-02T09:00:00Z'),
      },
      {
        title: '=HYPERLINK("x")',
        description: 'Line one\nline two, with "quotes"',
        name: 'Ann',
        email: 'ann@example.com',
        language: 'en',
        createdAt: new Date('2026-11-20T10:00:00Z'),
      },
    ]);
    await database.db.insert(jobPostRequests).values({
      jobUrl: 'https://careers.example.co.uk/jobs/42',
      contact: '+44 20 7946 0000',
      notes: null,
      language: 'en',
      createdAt: new Date('2026-11-21T08:30:00Z'),
    });
  } finally {
    await database.close();
  }
});

describe('npm run admin -- forms', () => {
  it('lists submissions, by kind and since a date', { timeout: 120_000 }, () => {
    const all = admin('forms', 'list');
    expect(all.code, all.err).toBe(0);
    expect(all.out).toContain('feedback\t#1\t2026-10-02 09:00\tOld idea — Li Wei <li@example.com>');
    expect(all.out).toContain('postjob\t#1\t2026-11-21 08:30\thttps://careers.example.co.uk/jobs/42 — +44 20 7946 0000');
    expect(all.out).toContain('3 submissions.');

    const recentFeedback = admin('forms', 'list', '--kind', 'feedback', '--since', '2026-11-01');
    expect(recentFeedback.out).not.toContain('Old idea');
    expect(recentFeedback.out).not.toContain('postjob');
    expect(recentFeedback.out).toContain('1 submission.');

    expect(admin('forms', 'list', '--kind', 'jobs').err).toContain('--kind is postjob or feedback');
    expect(admin('forms', 'list', '--since', '21/11/2026').err).toContain('Not a date (YYYY-MM-DD)');
  });

  it('exports CSV and JSON, to a file or the terminal', { timeout: 120_000 }, () => {
    const file = join(dataDir, 'forms.csv');
    const csv = admin('forms', 'export', '--format', 'csv', '--since', '2026-11-01', '--out', file);
    expect(csv.code, csv.err).toBe(0);
    expect(csv.out).toContain(`Wrote 2 submissions to ${file}.`);
    const lines = readFileSync(file, 'utf8').split('\r\n');
    expect(lines[0]).toBe('kind,id,created_at,language,title,name,email,description,job_url,contact,notes');
    // A formula is defused (a phone's + too, or a spreadsheet would compute it); commas, quotes and line breaks are quoted.
    expect(lines[1]).toBe(
      `feedback,2,2026-11-20T10:00:00.000Z,en,"'=HYPERLINK(""x"")",Ann,ann@example.com,"Line one\nline two, with ""quotes""",,,`,
    );
    expect(readFileSync(file, 'utf8')).toContain(
      "postjob,1,2026-11-21T08:30:00.000Z,en,,,,,https://careers.example.co.uk/jobs/42,'+44 20 7946 0000,",
    );

    const json = admin('forms', 'export', '--format', 'json', '--kind', 'postjob');
    expect(json.code, json.err).toBe(0);
    expect(JSON.parse(json.out)).toEqual([
      expect.objectContaining({
        kind: 'postjob',
        id: 1,
        jobUrl: 'https://careers.example.co.uk/jobs/42',
        contact: '+44 20 7946 0000',
        notes: null,
      }),
    ]);
    expect(admin('forms', 'export').err).toContain('--format csv or --format json');
  });
});
