import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../../..');
// By URL, so the tool also starts from a folder outside the repository (an operator's own .env).
const tsx = pathToFileURL(join(root, 'node_modules/tsx/dist/loader.mjs')).href;
const dataDir = mkdtempSync(join(tmpdir(), 'jobbridge-admin-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

function admin(...args: string[]) {
  return adminIn(root, { DATA_DIR: dataDir }, ...args);
}

function adminIn(cwd: string, env: Record<string, string>, ...args: string[]) {
  const run = spawnSync(process.execPath, ['--import', tsx, join(root, 'apps/api/src/cli/admin.ts'), ...args], {
    cwd,
    env: { PATH: process.env.PATH, ...env },
    encoding: 'utf8',
  });
  return { code: run.status, out: run.stdout, err: run.stderr };
}

describe('npm run admin', () => {
  it('creates campaigns and codes, and switches activation codes on', { timeout: 180_000 }, () => {
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

  it('reads .env as the server does, and says whether the environment or a switch decides', { timeout: 120_000 }, () => {
    // A folder of its own with a .env that turns activation codes on, as an operator would write it.
    const folder = mkdtempSync(join(tmpdir(), 'jobbridge-admin-env-'));
    try {
      writeFileSync(join(folder, '.env'), `ACTIVATION_CODE_ENABLED=true\nDATA_DIR=${join(folder, 'data')}\n`);
      const status = adminIn(folder, {}, 'activation', 'status');
      expect(status.code, status.err).toBe(0);
      expect(status.out).toContain('are required for new accounts (from ACTIVATION_CODE_ENABLED=true)');
      expect(adminIn(folder, {}, 'activation', 'off').out).toContain('are not required for new accounts (switched off with npm run admin');
      expect(adminIn(folder, {}, 'activation', 'default').out).toContain(
        'are required for new accounts (from ACTIVATION_CODE_ENABLED=true)',
      );
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });

  it('flash block: names an account that does not exist, lists blocked accounts, shows its usage', { timeout: 120_000 }, () => {
    const missing = admin('flash', 'block', 'nobody@example.com');
    expect(missing.code).toBe(1);
    expect(missing.err).toContain('No account with the email, username or id nobody@example.com');
    expect(admin('flash', 'blocked').out).toContain('0 accounts blocked from sending.');
    expect(admin('flash', 'pause').err).toContain('flash block <email|username|id>');
  });

  it('explains bad input and a data folder held by a running server', { timeout: 120_000 }, () => {
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
