import { expect, test } from '@playwright/test';
import { HOME_H1 } from './fixtures';

test('the language switch persists across a reload and is stored under `language`', async ({ page }) => {
  await page.goto('/');
  const h1 = page.getByRole('heading', { level: 1 });
  await expect(h1).toHaveText(HOME_H1.cn);
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');

  await page.getByTestId('language-toggle').click();
  await expect(h1).toHaveText(HOME_H1.en);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('en');

  await page.reload();
  await expect(h1).toHaveText(HOME_H1.en);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');

  await page.getByTestId('language-toggle').click();
  await expect(h1).toHaveText(HOME_H1.cn);
  expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('cn');
});

test('switching language shows a toast in the new language', async ({ page }) => {
  await page.goto('/');
  await page.getByTestId('language-toggle').click();
  await expect(page.getByRole('alert').filter({ hasText: 'Switched to English' })).toBeVisible();

  await page.getByTestId('language-toggle').click();
  await expect(page.getByRole('alert').filter({ hasText: '已切换为中文' })).toBeVisible();
});

test('?lng=en wins over the browser language', async ({ page }) => {
  await page.goto('/?lng=en');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(HOME_H1.en);
});
