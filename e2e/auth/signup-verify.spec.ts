import { expect, test } from '@playwright/test';
import { linkIn, newUser, readOutbox, signupViaApi } from '../fixtures/auth';
import { expectSignedInHeader, ownAddress, pathOf } from './helpers';

test.beforeEach(async ({ page }) => ownAddress(page));

test('sign up in the UI, open the mail in /dev/mail, verify, and land home signed in', async ({ page }) => {
  const user = newUser('ui');
  await page.goto('/signup');
  await expect(page.getByTestId('signup-page')).toBeVisible();

  // Client rules first (docs/product.md §5), with the catalogue's words.
  await page.getByTestId('signup-submit').click();
  await expect(page.getByText('用户名不能为空')).toBeVisible();
  await expect(page.getByText('请输入有效的邮箱地址')).toBeVisible();
  await expect(page.getByText('密码至少需要 8 个字符')).toBeVisible();
  await expect(page.getByText('请同意服务条款和隐私政策')).toBeVisible();
  await expect(page.locator('input[name="username"]')).toBeFocused();

  await page.locator('input[name="username"]').fill(user.username);
  await page.locator('input[name="email"]').fill(user.email);
  await page.locator('input[name="password"]').fill('onlyletters');
  await expect(page.getByText('密码须为 8-20 个字符，并同时包含字母和数字')).toBeVisible();
  await page.locator('input[name="password"]').fill(user.password);
  await page.locator('input[name="repeatPassword"]').fill(`${user.password}x`);
  await expect(page.getByText('两次输入的密码不一致')).toBeVisible();
  await page.locator('input[name="repeatPassword"]').fill(user.password);
  await page.getByRole('checkbox').check();
  await page.getByTestId('signup-submit').click();

  // Level 1: the guest guard sends the new user to verify the address.
  await expect.poll(() => pathOf(page)).toBe('/email-verify');
  await expect(page.getByTestId('verify-state')).toHaveAttribute('data-state', 'check-inbox');
  await expect(page.getByTestId('verify-email-address')).toHaveText(user.email);

  await page.getByTestId('open-dev-mail').click();
  await expect.poll(() => pathOf(page)).toBe('/dev/mail');
  await page.getByTestId('dev-mail-filter').fill(user.email);
  const mail = page.getByTestId('dev-mail-item').filter({ hasText: user.email }).first();
  await expect(mail).toBeVisible();
  await mail.getByRole('link', { name: /\/email-verify\?token=/ }).click();

  await expect(page.getByTestId('verify-state')).toHaveAttribute('data-state', 'verified');
  await expect(page.getByTestId('verify-countdown')).toContainText(/\d 秒后/);
  await expect.poll(() => pathOf(page), { timeout: 9_000 }).toBe('/');
  await expectSignedInHeader(page);
});

test('a broken verification link shows the failed state; a used one says already verified', async ({ page, request }) => {
  await page.goto('/email-verify?token=not-a-real-token');
  await expect(page.getByTestId('verify-state')).toHaveAttribute('data-state', 'failed');
  await expect(page.getByText('验证链接无效')).toBeVisible();

  const { user } = await signupViaApi(request);
  const [mail] = await readOutbox(request, user.email);
  const link = new URL(linkIn(mail!, '/email-verify'));
  await page.goto(link.pathname + link.search);
  await expect(page.getByTestId('verify-state')).toHaveAttribute('data-state', 'verified');
  await page.goto(link.pathname + link.search);
  await expect(page.getByTestId('verify-state')).toHaveAttribute('data-state', 'already-verified');
});

test('an email already in use is shown under the email field with a way to sign in', async ({ page, request }) => {
  const user = newUser('dup');
  const res = await request.post('/api/auth/signup', {
    data: { ...user, acceptTerms: true },
    headers: { 'x-forwarded-for': `10.9.${Math.floor(Math.random() * 250)}.7` },
  });
  expect(res.status()).toBe(201);

  await page.goto('/signup');
  await page.locator('input[name="username"]').fill(`${user.username}b`);
  await page.locator('input[name="email"]').fill(user.email);
  await page.locator('input[name="password"]').fill(user.password);
  await page.locator('input[name="repeatPassword"]').fill(user.password);
  await page.getByRole('checkbox').check();
  await page.getByTestId('signup-submit').click();
  await expect(page.getByText('该邮箱已注册，请直接登录。')).toBeVisible();
  await page.getByTestId('signup-email-taken-login').click();
  await expect.poll(() => pathOf(page)).toBe('/login');
});

test('a referral link that does not exist is reported', async ({ page }) => {
  await page.goto('/signup?ref=NOPE0000');
  await expect(page.getByText('推荐链接不存在')).toBeVisible();
});
