import { expect, test, type Page } from '@playwright/test';
import { useTokens, verifiedUser } from '../fixtures/auth';
import { ownAddress, pathOf } from '../auth/helpers';

/** What a new user tripped on (issue 11): offline search, pay on cards, where /app opens. The browser is zh-CN. */

test.beforeEach(async ({ page }) => ownAddress(page));
/** The first page of a cold lazy chunk can be slow on a busy machine. */
const FIRST_PAINT = { timeout: 20_000 };

async function search(page: Page, q: string) {
  const form = page.getByTestId('jobs-search-form');
  await form.getByTestId('search-keyword').fill(q);
  await form.getByTestId('search-submit').click();
}

test('offline, a search ends on the error state with a retry; back online, the retry finds jobs', async ({ page, context }) => {
  await page.goto('/jobs');
  await expect(page.getByTestId('jobs-start')).toBeVisible(FIRST_PAINT);
  await context.setOffline(true);
  await search(page, 'nurse');
  const error = page.getByTestId('jobs-error');
  // One retry about a second later, then the error: well within the test's 7 s.
  await expect(error).toBeVisible();
  await expect(error).toContainText('无法加载职位');
  await expect(error).toContainText('网络错误，请检查您的网络连接。');
  await expect(page.getByTestId('jobs-loading')).toHaveCount(0);

  await context.setOffline(false);
  await error.getByRole('button', { name: '重试' }).click();
  await expect(page.getByTestId('results').getByTestId('job-card').first()).toBeVisible();
  await expect(error).toHaveCount(0);
});

const money = (n: number) =>
  new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP', minimumFractionDigits: Number.isInteger(n) ? 0 : 2 }).format(n);
const hourly = (yearly: number) => Math.round((yearly / 1950) * 100) / 100;

test('job cards show pay an hour with whose estimate it is; the job page keeps the yearly figures', async ({ page, request }) => {
  const res = await request.get('/api/jobs/search?q=nurse');
  const body = (await res.json()) as {
    items: { id: number; salary: { min: number | null; max: number | null; period: string | null; estimated: boolean } }[];
  };
  const job = body.items.find(
    (item) =>
      item.salary.period === 'year' && item.salary.min && item.salary.max && item.salary.min !== item.salary.max && !item.salary.estimated,
  );
  expect(job, 'a demo nurse job with a yearly range').toBeTruthy();
  const { min, max } = job!.salary as { min: number; max: number };

  await page.goto('/jobs?q=nurse');
  const card = page.locator(`[data-testid="job-card"][data-job-id="${job!.id}"]`);
  await expect(card).toBeVisible(FIRST_PAINT);
  await expect(card.getByTestId('job-salary')).toHaveText(`每小时 ${money(hourly(min))} – ${money(hourly(max))}`);
  await expect(card.getByTestId('job-salary-note')).toHaveText('雇主预估，按每周 37.5 小时折算');

  await page.goto(`/jobs/${job!.id}`);
  await expect(page.getByText(`每年 ${money(min)} – ${money(max)}`).first()).toBeVisible();
});

test('/app opens the first dashboard page that exists (the AI assistant), not a "being built" panel', async ({ page, request }) => {
  const { tokens } = await verifiedUser(request);
  await useTokens(page, tokens);
  await page.goto('/app');
  await expect.poll(() => pathOf(page), FIRST_PAINT).toBe('/app/airesumes');
  await expect(page.getByTestId('being-built')).toHaveCount(0);
  await expect(page.getByTestId('ai-score-button').or(page.getByTestId('ai-empty'))).toBeVisible();
});
