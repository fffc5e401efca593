import { expect, test, type Page } from '@playwright/test';
import { useTokens, verifiedUser } from '../fixtures/auth';
import { uploadViaApi } from '../resumes/fixtures';
import { DESKTOP, linkDevMailbox, shots } from './fixtures';

/**
 * Flash Apply respects the sponsor verdict (decision 055): of two jobs on the Flash list, the one whose ad says no
 * sponsorship is left out by default and can be included; the confirm step shows the verdicts and opens the
 * attached resume. `FLASH_SHOTS=<dir>` saves the select and confirm steps, desktop and mobile, cn and en.
 */
/** The first job of that verdict that a search of a common word finds, put on the Flash list. */
async function addFirst(page: Page, verdict: string) {
  for (const q of ['analyst', 'engineer', 'manager', 'assistant', 'nurse', 'developer']) {
    await page.goto(`/jobs?q=${q}&verdict=${verdict}`);
    await page.waitForLoadState('networkidle');
    const cards = page.getByTestId('results').getByTestId('job-card');
    if (!(await cards.count())) continue;
    const flash = cards.first().getByTestId('mark-flash');
    // The mark is stored before the next search replaces the page.
    const stored = page.waitForResponse((r) => r.url().includes('/marks') && r.request().method() === 'PATCH');
    await flash.click();
    await expect(flash).toHaveAttribute('aria-pressed', 'true');
    expect((await stored).ok()).toBe(true);
    return;
  }
  throw new Error(`no demo job with the verdict ${verdict}`);
}

test('a job that says no sponsorship is left out of Flash Apply by default, and can be included', async ({ page, request }) => {
  test.setTimeout(180_000);
  const { tokens } = await verifiedUser(request);
  await uploadViaApi(request, tokens, 'John CV');
  await useTokens(page, tokens);
  await page.setViewportSize(DESKTOP);

  await addFirst(page, 'licensed_sponsor');
  await addFirst(page, 'no_sponsorship');

  await linkDevMailbox(page);

  await page.goto('/app/easy');
  const items = page.getByTestId('flash-item');
  await expect(items).toHaveCount(2);
  const refusing = items.filter({ has: page.locator('[data-kind="no_sponsorship"]') });
  await expect(refusing.getByTestId('flash-left-out')).toHaveText('已排除：写明不提供担保');
  await expect(refusing.getByRole('checkbox')).toBeDisabled();
  await expect(items.filter({ has: page.locator('[data-kind="licensed_sponsor"]') }).getByTestId('flash-salary')).toBeVisible();
  await page.getByTestId('flash-select-all').click();
  await expect(page.getByTestId('flash-selected-count')).toHaveText('已选 1 / 2');
  await expect(refusing.getByRole('checkbox')).not.toBeChecked();
  await page.getByLabel('附带的简历').selectOption({ label: 'John CV' });
  const typed = page.getByLabel('收件人（邮箱地址）');
  for (let i = 0; i < (await typed.count()); i++) await typed.nth(i).fill(`hr${i}@sponsor-e2e.example.com`);
  await shots(page, 'sponsor-select');

  // Included on purpose, it is enabled; left out again, the batch is the one job that may sponsor.
  await page.getByTestId('flash-include-no-sponsor').check();
  await expect(refusing.getByRole('checkbox')).toBeEnabled();
  await page.getByTestId('flash-include-no-sponsor').uncheck();
  await page.getByTestId('flash-generate').click();
  await expect(page.getByRole('progressbar', { name: '已完成的求职信' })).toHaveAttribute('aria-valuenow', '1', { timeout: 60_000 });
  await page.getByTestId('flash-to-edit').click();
  // The typed recipient is at neither the job's contact's domain nor the employer's: the person confirms it first.
  await page.getByTestId('flash-checks-confirm').click();
  await expect(page.getByTestId('flash-checks')).toContainText('已核对');
  await page.getByTestId('flash-to-confirm').click();

  await expect(page.getByTestId('flash-confirm-summary')).toContainText('1 封邮件');
  await expect(page.getByTestId('flash-confirm-verdict').getByTestId('verdict-badge')).toHaveAttribute('data-kind', 'licensed_sponsor');
  const download = page.waitForEvent('download');
  await page.getByTestId('flash-preview-resume').click();
  // Under the uploaded file's name, which the employer receives.
  expect((await download).suggestedFilename()).toBe('john_doe.pdf');
  await shots(page, 'sponsor-confirm');
});
