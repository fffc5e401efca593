import { expect, test } from '@playwright/test';
import { signupViaApi, useTokens, verifiedUser } from '../fixtures/auth';
import { expectSignedInHeader, ownAddress, pathOf, signInThroughForm } from './helpers';

test.beforeEach(async ({ page }) => ownAddress(page));

test('level 0: a protected page goes to /login, and signing in returns there', async ({ page, request }) => {
  const { user } = await verifiedUser(request);
  await page.goto('/app/settings?tab=password');
  await expect.poll(() => pathOf(page)).toBe('/login');
  await signInThroughForm(page, user);
  await expect.poll(() => new URL(page.url()).pathname + new URL(page.url()).search).toBe('/app/settings?tab=password');
  await expectSignedInHeader(page);
});

test('level 0: a wrong password says so', async ({ page }) => {
  await page.goto('/login');
  await page.getByTestId('login-submit').click();
  await expect(page.getByText('用户名不能为空')).toBeVisible();
  await signInThroughForm(page, { username: 'nobody-here', password: 'wrong-password1' });
  await expect(page.getByTestId('login-error')).toHaveText('用户名或密码错误');
});

test('level 1: protected pages and /login go to /email-verify', async ({ page, request }) => {
  const { user, tokens } = await signupViaApi(request);
  await useTokens(page, tokens);
  await page.goto('/app/settings');
  await expect.poll(() => pathOf(page)).toBe('/email-verify');
  await expect(page.getByTestId('verify-state')).toHaveAttribute('data-state', 'check-inbox');
  await expect(page.getByTestId('verify-email-address')).toHaveText(user.email);
  await page.goto('/login');
  await expect.poll(() => pathOf(page)).toBe('/email-verify');
});

test('level 1: the verification email can be sent again', async ({ page, request }) => {
  const { tokens } = await signupViaApi(request);
  await useTokens(page, tokens);
  await page.goto('/email-verify');
  await page.getByTestId('resend-verification').click();
  await expect(page.getByTestId('resend-sent')).toBeVisible();
});

test('level 3: /login and /signup go home', async ({ page, request }) => {
  const { tokens } = await verifiedUser(request);
  await useTokens(page, tokens);
  await page.goto('/login');
  await expect.poll(() => pathOf(page)).toBe('/');
  await page.goto('/signup');
  await expect.poll(() => pathOf(page)).toBe('/');
  await page.goto('/app/settings');
  await expect.poll(() => pathOf(page)).toBe('/app/settings');
});
