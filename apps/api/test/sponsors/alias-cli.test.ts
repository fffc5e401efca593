import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../../../..');
const dataDir = mkdtempSync(join(tmpdir(), 'jobbridge-alias-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

function run(script: string, ...args: string[]) {
  const r = spawnSync(process.execPath, ['--import', 'tsx', `apps/api/src/cli/${script}.ts`, ...args], {
    cwd: root,
    env: { PATH: process.env.PATH, DATA_DIR: dataDir },
    encoding: 'utf8',
  });
  return { code: r.status, out: r.stdout, err: r.stderr };
}

describe('npm run admin -- alias / unknown-employers', () => {
  it('lists employers with no match after an import, and one alias command matches them', { timeout: 600_000 }, () => {
    const register = join(dataDir, 'register.csv');
    writeFileSync(
      register,
      'Organisation Name,Town/City,County,Type & Rating,Route\r\nNethercott Data Systems Ltd,York,,Worker (A rating),Skilled Worker\r\n',
    );
    expect(run('import-sponsors', register).code).toBe(0);
    const jobs = join(dataDir, 'jobs.csv');
    writeFileSync(
      jobs,
      'title,company,location,salary_min,salary_max,posting_date,description,category,contract_type\r\n' +
        'Data Analyst,Brightwater Analytics,York,45000,50000,2026-04-10T10:00:00Z,Analyse our sales data.,IT Jobs,permanent\r\n' +
        'BI Analyst,Brightwater Analytics,York,46000,52000,2026-04-11T10:00:00Z,Build our dashboards.,IT Jobs,permanent\r\n',
    );
    const imported = run('import-jobs', 'csv', jobs);
    expect(imported.code, imported.err).toBe(0);
    expect(imported.out).toMatch(/no register match[\s\S]*2 {2}Brightwater Analytics/);

    const added = run('admin', 'alias', 'add', 'Brightwater Analytics', 'nethercott data systems ltd', '--source', 'their careers page');
    expect(added.code, added.err).toBe(0);
    expect(added.out).toContain('Brightwater Analytics → Nethercott Data Systems Ltd');
    expect(added.out).toContain("recomputed 2 jobs' verdicts");
    expect(run('admin', 'alias', 'list').out).toContain('Brightwater Analytics\tNethercott Data Systems Ltd\tadmin');
    expect(run('admin', 'unknown-employers').out).toContain('Every employer with that many jobs is matched');
  });
});
