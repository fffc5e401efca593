import { expect, test } from '@playwright/test';
import { pathOf, withFakeToken } from './fixtures';

test.beforeEach(async ({ page }) => {
  await withFakeToken(page);
  await page.goto('/');
  await expect(page.getByTestId('site-header')).toHaveAttribute('data-variant', 'signed-in');
});

test('the user menu opens on click and closes on an outside click', async ({ page }) => {
  const button = page.getByTestId('user-menu-button');
  const menu = page.getByRole('menu');

  await button.click();
  await expect(menu).toBeVisible();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  await expect(menu.getByRole('menuitem')).toHaveCount(9);

  await page.getByRole('heading', { level: 1 }).click();
  await expect(menu).toBeHidden();
  await expect(button).toHaveAttribute('aria-expanded', 'false');
});

test('the user menu closes on Escape and gives focus back to its button', async ({ page }) => {
  const button = page.getByTestId('user-menu-button');
  await button.click();
  await expect(page.getByRole('menu')).toBeVisible();

  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toBeHidden();
  await expect(button).toBeFocused();
});

test('the keyboard opens the menu on its first entry and arrows move through it', async ({ page }) => {
  const button = page.getByTestId('user-menu-button');
  await button.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('menu-settings')).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByTestId('menu-saved-jobs')).toBeFocused();
  await page.keyboard.press('End');
  await expect(page.getByTestId('menu-logout')).toBeFocused();
});

test('an entry for a signed-in page leads to sign-in when the token is not valid', async ({ page }) => {
  await page.getByTestId('user-menu-button').click();
  await page.getByTestId('menu-settings').click();
  await expect.poll(() => pathOf(page)).toBe('/login');
});

test('logout clears the token and returns to the public header on /', async ({ page }) => {
  await page.goto('/company');
  await page.getByTestId('user-menu-button').click();
  await page.getByTestId('menu-logout').click();
  await expect.poll(() => pathOf(page)).toBe('/');
  await expect(page.getByTestId('site-header')).toHaveAttribute('data-variant', 'public');
  expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeNull();
});
