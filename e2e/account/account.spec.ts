import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { linkIn, readOutbox, someAddress, useTokens, verifiedUser, type Tokens } from '../fixtures/auth';

/** Account settings (/app/settings, /app/account) against the real API. The browser is in Chinese (zh-CN). */

const TEXT = {
  wrongPassword: '密码不正确',
  invalidImage: '请上传小于 2MB 的 JPEG、PNG 或 WebP 图片',
  passwordChanged: '密码已修改',
  deleted: '您的账户已被删除',
} as const;

/** A 1×1 PNG. */
const TINY_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

async function login(request: APIRequestContext, username: string, password: string) {
  return request.post('/api/auth/login', { form: { username, password }, headers: { 'x-forwarded-for': someAddress() } });
}

async function me(request: APIRequestContext, tokens: Tokens) {
  return request.get('/api/users/me', { headers: { Authorization: `Bearer ${tokens.access_token}` } });
}

async function openSettings(page: Page, tokens: Tokens) {
  // The password, email and delete calls are limited per client address; each test is its own client.
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': someAddress() });
  await useTokens(page, tokens);
  await page.goto('/app/settings');
  await expect(page.getByRole('heading', { level: 1, name: '设置' })).toBeVisible();
}

test('change password: a wrong current password is refused; then the new one signs in and the old one does not', async ({
  page,
  request,
}) => {
  const { user, tokens } = await verifiedUser(request);
  await openSettings(page, tokens);
  const form = page.getByTestId('password-form');

  // The form's own rules first: the repeat must match.
  await form.getByLabel('当前密码').fill(user.password);
  await form.getByLabel('新密码', { exact: true }).fill('newpass456');
  await form.getByLabel('再次输入新密码').fill('newpass457');
  await page.getByTestId('password-submit').click();
  await expect(form.getByRole('alert')).toHaveText('两次输入的密码不一致');
  await expect(form.getByLabel('再次输入新密码')).toHaveAttribute('aria-invalid', 'true');

  await form.getByLabel('当前密码').fill('wrongpass1');
  await form.getByLabel('再次输入新密码').fill('newpass456');
  await page.getByTestId('password-submit').click();
  const current = form.getByLabel('当前密码');
  await expect(form.getByRole('alert')).toHaveText(TEXT.wrongPassword);
  await expect(current).toHaveAttribute('aria-invalid', 'true');
  const errorId = await current.getAttribute('aria-describedby');
  await expect(page.locator(`[id="${errorId}"]`)).toHaveText(TEXT.wrongPassword);

  await current.fill(user.password);
  await page.getByTestId('password-submit').click();
  await expect(page.getByText(TEXT.passwordChanged)).toBeVisible();
  await expect(current).toHaveValue('');

  expect((await login(request, user.username, user.password)).status()).toBe(401);
  expect((await login(request, user.username, 'newpass456')).status()).toBe(200);
  // This session stays signed in.
  expect((await me(request, tokens)).status()).toBe(200);
});

test('language: choosing English switches the page and is stored on the account', async ({ page, request }) => {
  const { tokens } = await verifiedUser(request);
  await openSettings(page, tokens);

  await page.getByTestId('language-en').click();
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  await expect(page.getByTestId('language-en')).toHaveAttribute('aria-checked', 'true');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect.poll(async () => (await (await me(request, tokens)).json()).language).toBe('en');

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  await expect(page.getByTestId('language-mismatch')).toHaveCount(0);
});

test('photo: a PNG is previewed, uploaded and shown in the header avatar', async ({ page, request }) => {
  const { tokens } = await verifiedUser(request);
  await openSettings(page, tokens);

  await page.getByTestId('photo-input').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: TINY_PNG });
  await expect(page.getByTestId('photo-preview')).toHaveAttribute('src', /^blob:/);
  await page.getByTestId('photo-save').click();
  await expect(page.getByText('头像已更新')).toBeVisible();

  const avatar = page.getByTestId('user-menu-button').locator('img');
  await expect(avatar).toHaveAttribute('src', /^\/api\/files\/photos\/[0-9a-f]{32}\.png$/);
  await expect.poll(() => avatar.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1);
  const photo = (await (await me(request, tokens)).json()).photo;
  await expect(avatar).toHaveAttribute('src', photo);
  await expect(page.getByTestId('photo-current')).toHaveAttribute('src', photo);

  // And it can be removed again.
  await page.getByTestId('photo-remove').click();
  await expect(page.getByText('头像已移除')).toBeVisible();
  await expect(page.getByTestId('user-menu-button').locator('img')).toHaveCount(0);
});

test('photo: a text file named .png is refused with the message', async ({ page, request }) => {
  const { tokens } = await verifiedUser(request);
  await openSettings(page, tokens);

  await page
    .getByTestId('photo-input')
    .setInputFiles({ name: 'notes.png', mimeType: 'image/png', buffer: Buffer.from('just some text, not an image') });
  await expect(page.getByTestId('photo-error')).toHaveText(TEXT.invalidImage);
  await expect(page.getByTestId('photo-save')).toHaveCount(0);
  expect((await (await me(request, tokens)).json()).photo).toBeNull();
});

test('change email: a confirmation link goes to the new address', async ({ page, request }) => {
  const { user, tokens } = await verifiedUser(request);
  const newEmail = `new-${user.email}`;
  await openSettings(page, tokens);

  const form = page.getByTestId('email-form');
  await form.getByLabel('新邮箱地址').fill(user.email.toUpperCase());
  await form.getByLabel('当前密码').fill(user.password);
  await page.getByTestId('email-submit').click();
  await expect(form.getByRole('alert')).toHaveText('这已经是您当前的邮箱地址');

  await form.getByLabel('新邮箱地址').fill(newEmail);
  await page.getByTestId('email-submit').click();
  await expect(page.getByTestId('email-sent')).toContainText(`我们已向 ${newEmail} 发送了一个链接`);

  const [mail] = await readOutbox(request, newEmail);
  expect(linkIn(mail!, '/confirm-email/')).toMatch(/\/confirm-email\/[^/\s]+$/);
  // Nothing changes until the link is opened.
  expect((await (await me(request, tokens)).json()).email).toBe(user.email);
});

test('delete account: a wrong password is refused; the right one erases it and signs out', async ({ page, request }) => {
  const { user, tokens } = await verifiedUser(request);
  await openSettings(page, tokens);

  await page.getByTestId('delete-open').click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('您的申请记录');
  await expect(dialog).toContainText('此操作无法撤销');
  const confirm = page.getByTestId('delete-confirm');
  await expect(confirm).toBeDisabled();
  await expect(page.getByTestId('delete-confirm-input')).toBeFocused();

  // Escape closes it and gives focus back.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('delete-open')).toBeFocused();

  await page.getByTestId('delete-open').click();
  await page.getByTestId('delete-confirm-input').fill('wrongpass1');
  await expect(confirm).toBeEnabled();
  await confirm.click();
  await expect(dialog.getByRole('alert')).toHaveText(TEXT.wrongPassword);
  expect((await me(request, tokens)).status()).toBe(200);

  let logoutCalls = 0;
  page.on('request', (req) => {
    if (req.url().includes('/api/auth/logout')) logoutCalls += 1;
  });
  await page.getByTestId('delete-confirm-input').fill(user.password);
  await confirm.click();

  await expect.poll(() => new URL(page.url()).pathname).toBe('/');
  await expect(page.getByText(TEXT.deleted)).toBeVisible();
  await expect(page.getByTestId('site-header')).toHaveAttribute('data-variant', 'public');
  expect(await page.evaluate(() => [localStorage.getItem('accessToken'), localStorage.getItem('refreshToken')])).toEqual([null, null]);
  expect((await me(request, tokens)).status()).toBe(401);
  expect((await login(request, user.username, user.password)).status()).toBe(401);
  expect(logoutCalls).toBe(0);

  // History was replaced: Back does not return to the settings page.
  await page.goBack();
  expect(new URL(page.url()).pathname).not.toBe('/app/settings');
});

test('account overview: who you are, your plan and your registration date, with links to settings', async ({ page, request }) => {
  const { user, tokens } = await verifiedUser(request);
  await useTokens(page, tokens);
  await page.goto('/app/account');
  await expect(page.getByRole('heading', { level: 1, name: '账户信息' })).toBeVisible();
  await expect(page).toHaveTitle('账户信息 · 英桥求职');

  await expect(page.getByTestId('row-username')).toContainText(user.username);
  await expect(page.getByTestId('row-email')).toContainText(user.email);
  await expect(page.getByTestId('row-email')).toContainText('已验证');
  await expect(page.getByTestId('row-membership')).toContainText('免费会员');
  await expect(page.getByTestId('row-registered')).toContainText(/^注册时间\d{4}年\d{1,2}月\d{1,2}日$/);
  await expect(page.getByTestId('row-mailbox')).toContainText('未关联');
  const code = (await (await me(request, tokens)).json()).referral_code as string;
  await expect(page.getByTestId('referral-code')).toHaveText(code);

  await page.getByTestId('manage-password').click();
  await expect.poll(() => new URL(page.url()).pathname + new URL(page.url()).hash).toBe('/app/settings#password');
  await expect(page.getByTestId('password-form')).toBeInViewport();
});
