import { expect, test } from '@playwright/test';
import { linkIn, readOutbox, verifiedUser } from '../fixtures/auth';
import { expectSignedInHeader, ownAddress, pathOf, signInThroughForm } from './helpers';

test.beforeEach(async ({ page }) => ownAddress(page));

test('forgot password → emailed link → new password → sign in with it', async ({ page, request }) => {
  const { user } = await verifiedUser(request);
  await page.goto('/login');
  await page.getByTestId('login-forgot').click();
  await expect.poll(() => pathOf(page)).toBe('/forgot-password');

  await page.locator('input[name="email"]').fill('not-an-email');
  await page.getByTestId('forgot-submit').click();
  await expect(page.getByText('请输入有效的邮箱地址')).toBeVisible();
  await page.locator('input[name="email"]').fill(user.email);
  await page.getByTestId('forgot-submit').click();
  await expect(page.getByTestId('forgot-sent')).toBeVisible();

  // The verification mail came first; the reset mail is the newest.
  const mails = await readOutbox(request, user.email, 2);
  const resetMail = mails.find((m) => m.text.includes('/reset-password/'));
  const link = new URL(linkIn(resetMail!, '/reset-password/'));
  await page.goto(link.pathname);
  await expect(page.getByTestId('reset-page')).toBeVisible();

  const password = page.locator('input[name="password"]');
  const repeat = page.locator('input[name="repeatPassword"]');
  await page.getByTestId('reset-submit').click();
  await expect(page.getByText('请填写所有字段')).toHaveCount(2);
  await password.fill('abc');
  await repeat.fill('abc');
  await expect(page.getByText('密码至少需要 5 个字符')).toBeVisible();
  await password.fill('fresh-pass-42');
  await repeat.fill('fresh-pass-43');
  await expect(page.getByText('两次输入的密码不匹配')).toBeVisible();
  await repeat.fill('fresh-pass-42');
  await page.getByTestId('reset-submit').click();
  await expect(page.getByTestId('reset-done')).toBeVisible();

  await page.getByTestId('reset-done').getByRole('link').click();
  await expect.poll(() => pathOf(page)).toBe('/login');

  // The old password no longer works; the new one does.
  await signInThroughForm(page, user);
  await expect(page.getByTestId('login-error')).toHaveText('用户名或密码错误');
  await signInThroughForm(page, { username: user.email, password: 'fresh-pass-42' });
  await expect.poll(() => pathOf(page)).toBe('/');
  await expectSignedInHeader(page);

  // The link works once.
  await page.goto(link.pathname);
  await expect.poll(() => pathOf(page)).toBe('/'); // signed in: guest-only
});

test('an invalid reset link shows the invalid-link state with a way to ask again', async ({ page }) => {
  const asked: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/auth/reset-password/')) asked.push(request.url());
  });
  await page.goto('/reset-password/this-token-does-not-exist');
  await expect(page.getByTestId('reset-invalid')).toBeVisible();
  await expect(page.getByText('重置链接无效或已过期')).toBeVisible();
  // The server's first view carries the answer: the browser does not ask again (and logs no failed request).
  expect(asked).toEqual([]);
  await page.getByTestId('reset-invalid').getByRole('link').click();
  await expect.poll(() => pathOf(page)).toBe('/forgot-password');
});
