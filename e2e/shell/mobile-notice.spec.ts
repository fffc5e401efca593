import { expect, test } from '@playwright/test';

test.describe('on a phone-sized screen', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the desktop-browser notice shows, can be dismissed, and stays dismissed', async ({ page }) => {
    await page.goto('/');
    const notice = page.getByTestId('mobile-notice');
    await expect(notice).toBeVisible();
    await expect(notice).toContainText('电脑浏览器');

    await page.getByTestId('mobile-notice-dismiss').click();
    await expect(notice).toBeHidden();

    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(notice).toBeHidden();
  });

  test('the header collapses into a toggle panel with the same items', async ({ page }) => {
    await page.goto('/');
    const toggle = page.getByTestId('mobile-menu-button');
    const panel = page.getByTestId('mobile-nav-panel');
    await expect(panel).toBeHidden();
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(panel.getByRole('link', { name: '搜索职位' })).toBeVisible();
    await expect(panel.getByRole('link', { name: '公司分析' })).toBeVisible();
    await expect(panel.getByRole('link', { name: '登录' })).toBeVisible();
    await expect(panel.getByTestId('language-toggle-mobile')).toBeVisible();
  });
});

test('no notice on a desktop screen', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByTestId('mobile-notice')).toBeHidden();
});
