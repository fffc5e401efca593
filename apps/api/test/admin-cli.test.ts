import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../../..');
const dataDir = mkdtempSync(join(tmpdir(), 'jobbridge-admin-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

function admin(...args: string[]) {
  const run = spawnSync(process.execPath, ['--import', 'tsx', 'apps/api/src/cli/admin.ts', ...args], {
    cwd: root,
    env: { PATH: process.env.PATH, DATA_DIR: dataDir },
    encoding: 'utf8',
  });
  return { code: run.status, out: run.stdout, err: run.stderr };
}

describe('npm run admin', () => {
  it('creates campaigns and codes, and switches activation codes on', { timeout: 60_000 }, () => {
    expect(admin('activation', 'on').out).toContain('required');
    const campaign = admin('campaign', 'create', 'Beta-2026', '--name', 'Beta launch', '--code', 'beta2026', '--max-uses', '500');
    expect(campaign.code, campaign.err).toBe(0);
    expect(campaign.out).toContain('/campaign/beta-2026');

    const codes = admin('codes', 'create', '--count', '3', '--campaign', 'beta-2026', '--expires', '2027-01-31');
    const made = codes.out.trim().split('\n');
    expect(made).toHaveLength(3);
    for (const code of made) expect(code).toMatch(/^[A-HJ-KM-NP-Z2-9]{8}$/);

    const list = admin('codes', 'list', '--campaign', 'beta-2026').out;
    expect(list).toContain('BETA2026\t0/500');
    for (const code of made) expect(list).toContain(`${code}\t0/1\t2027-01-31`);
    expect(admin('campaign', 'list').out).toContain('beta-2026\tactive\tBETA2026\tBeta launch');
    expect(admin('activation', 'status').out).toContain('required');
  });

  it('explains bad input and a data folder held by a running server', { timeout: 60_000 }, () => {
    const bad = admin('campaign', 'create', 'x', '--name', 'X', '--code', 'short');
    expect(bad.code).toBe(1);
    expect(bad.err).toContain('8 letters or digits');
    expect(admin('nonsense').err).toContain('Usage: npm run admin');

    writeFileSync(join(dataDir, 'LOCK'), String(process.pid)); // this test process stands in for the server
    const locked = admin('campaign', 'list');
    expect(locked.code).toBe(1);
    expect(locked.err).toContain('Stop the server');
    rmSync(join(dataDir, 'LOCK'));
  });
});
