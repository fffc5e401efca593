import { execFile } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { expect, test } from '@playwright/test';
import { demoRegisterCsv } from '../../apps/api/src/modules/ingest/demo/register.ts';
import { readOutbox, useTokens, verifiedUser } from '../fixtures/auth';

/**
 * Licence watch (decision 054), as a person meets it: follow an employer from its sponsor page, the register is
 * refreshed (day 2: its rating falls to B), and the notice shows in the app and the email in the outbox. The
 * refreshes are `npm run import:sponsors`, which hands the work to this running server (it holds the PGlite data).
 */
const root = resolve(import.meta.dirname, '../..');
const run = promisify(execFile);
const employer = `Harbourlight Testing ${Date.now()} Ltd`;

async function importRegister(day: 1 | 2) {
  const file = join(process.env.E2E_DATA_DIR!, `licence-watch-day-${day}.csv`);
  writeFileSync(file, `${demoRegisterCsv()}${employer},Leeds,,Worker (${day === 1 ? 'A' : 'B'} rating),Skilled Worker\r\n`);
  const port = new URL(test.info().project.use.baseURL!).port;
  const { stdout } = await run(process.execPath, ['--import', 'tsx', 'apps/api/src/cli/import-sponsors.ts', file], {
    cwd: root,
    env: { PATH: process.env.PATH, DATA_DIR: process.env.E2E_DATA_DIR, PORT: port, HOST: '127.0.0.1', NODE_ENV: 'test' },
  });
  expect(stdout).toContain('Imported by the running server');
}

test('follow an employer, refresh the register, see the notice and the email', async ({ page, request }) => {
  test.setTimeout(180_000);
  await importRegister(1);
  const { user, tokens } = await verifiedUser(request);
  await useTokens(page, tokens);

  await page.goto(`/company/visa/${encodeURIComponent(employer)}`);
  await expect(page.getByTestId('company-name')).toHaveText(employer);
  const follow = page.getByTestId('follow-employer');
  await expect(follow).toHaveText('关注资质变化');
  await follow.click();
  await expect(follow).toHaveAttribute('aria-pressed', 'true');
  await expect(follow).toHaveText('已关注资质');

  await importRegister(2);

  await page.goto('/app/savedJobs');
  const panel = page.getByTestId('licence-watch');
  await expect(panel.getByTestId('notices-unread')).toHaveText('1');
  await expect(panel.getByTestId('licence-notices')).toContainText(`${employer}：评级由 Worker (A rating) 变为 Worker (B rating)`);

  const [mail] = await readOutbox(request, user.email, 2).then((mails) => mails.filter((m) => m.subject.startsWith('担保资质变化')));
  expect(mail!.subject).toBe(`担保资质变化：${employer}`);
  await page.goto('/dev/mail');
  await expect(page.getByText(`担保资质变化：${employer}`).first()).toBeVisible();
});
