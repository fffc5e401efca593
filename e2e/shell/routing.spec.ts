import { expect, test } from '@playwright/test';
import { pathOf } from './fixtures';

test('an unknown path goes to /', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect.poll(() => pathOf(page)).toBe('/');
  await expect(page.getByTestId('home-search-form')).toBeVisible();
});

test('a protected route when signed out ends at /login', async ({ page }) => {
  await page.goto('/app/settings');
  await expect.poll(() => pathOf(page)).toBe('/login');
});

test('the home search needs a keyword or a location, then goes to /jobs with the query', async ({ page }) => {
  await page.goto('/');
  const form = page.getByTestId('home-search-form');
  await form.getByRole('button').click();
  await expect(form.getByRole('alert')).toHaveText('请输入关键词或地点');
  expect(pathOf(page)).toBe('/');

  await form.getByRole('textbox').first().fill('data analyst');
  await form.getByRole('textbox').nth(1).fill('London');
  await form.getByRole('button').click();
  await expect.poll(() => page.url()).toMatch(/\/jobs\?q=data\+analyst&location=London$/);
});

test('the footer shows the data-source notice from /api/site', async ({ page }) => {
  await page.goto('/');
  const notice = page.getByTestId('footer-data-source');
  await expect(notice).toBeVisible();
  await expect(notice).toHaveText(/担保数据：(英国内政部持牌担保机构名册|内置演示名册)/);
});
