import { expect, test } from '@playwright/test';
import { pathOf } from './helpers';

test('the beta launch page shows the code and copies it', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/campaign/beta-launch');
  await expect(page.getByTestId('campaign-page')).toHaveAttribute('data-state', 'active');
  await expect(page.getByTestId('campaign-code')).toHaveText('BETA2026');
  await page.getByTestId('campaign-copy').click();
  await expect(page.getByText('已复制').first()).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('BETA2026');
  await page.getByTestId('campaign-signup').click();
  await expect.poll(() => pathOf(page)).toBe('/signup');
});

test('a campaign that has not started says coming soon', async ({ page }) => {
  await page.goto('/campaign/coming-soon');
  await expect(page.getByTestId('campaign-page')).toHaveAttribute('data-state', 'coming-soon');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('即将开始');
});

test('an unknown campaign shows not found with a way home', async ({ page }) => {
  await page.goto('/campaign/nope?lng=en');
  await expect(page.getByTestId('campaign-page')).toHaveAttribute('data-state', 'not-found');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('This campaign does not exist');
  await page.getByRole('link', { name: 'Back to home' }).click();
  await expect.poll(() => pathOf(page)).toBe('/');
});
