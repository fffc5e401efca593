import { expect, test } from '@playwright/test';
import { linkIn, readOutbox, signupViaApi } from '../fixtures/auth';
import { activationBaseURL } from '../playwright.config';
import { ownAddress, pathOf, seedTokensOnce } from './helpers';

test.use({ baseURL: activationBaseURL });
test.beforeEach(async ({ page }) => ownAddress(page));

test('after verifying, a user of the activation server enters a code and is fully signed in', async ({ page, request }) => {
  const { user, tokens } = await signupViaApi(request);
  await seedTokensOnce(page, tokens);

  // The emailed link: verified, then (level 2) on to the activation page instead of home.
  const [mail] = await readOutbox(request, user.email);
  const link = new URL(linkIn(mail!, '/email-verify'));
  await page.goto(link.pathname + link.search);
  await expect(page.getByTestId('verify-state')).toHaveAttribute('data-state', 'verified');
  await expect.poll(() => pathOf(page), { timeout: 9_000 }).toBe('/activation-code');
  await expect(page.getByTestId('activation-page')).toBeVisible();

  // A protected page sends a level-2 user here too.
  await page.goto('/app/settings');
  await expect.poll(() => pathOf(page)).toBe('/activation-code');

  const input = page.getByTestId('activation-input');
  await page.getByTestId('activation-submit').click();
  await expect(page.getByTestId('activation-field-error')).toHaveText('请输入激活码');
  await input.fill('abc');
  await page.getByTestId('activation-submit').click();
  await expect(page.getByTestId('activation-field-error')).toHaveText('激活码必须为 8 个字符');

  await input.fill('zzzz9999');
  await expect(input).toHaveValue('ZZZZ9999');
  await expect(page.getByTestId('activation-status').locator('[data-available="false"]')).toHaveText('激活码无效');
  // Submitting it anyway: the refusal is said once, in the form's alert, not again under the field.
  await page.getByTestId('activation-submit').click();
  await expect(page.getByTestId('activation-error')).toHaveText('激活码无效');
  await expect(page.getByText('激活码无效')).toHaveCount(1);

  await input.fill('');
  await input.pressSequentially('beta2026');
  await expect(input).toHaveValue('BETA2026');
  await expect(page.getByTestId('activation-status').locator('[data-available="true"]')).toBeVisible();
  await page.getByTestId('activation-submit').click();

  // Back to where the guard stopped the user (activation, a refresh and the lazy page: slow on a busy machine).
  await expect.poll(() => pathOf(page), { timeout: 20_000 }).toBe('/app/settings');
  await page.goto('/login');
  await expect.poll(() => pathOf(page)).toBe('/');
  await page.goto('/app/settings');
  await expect.poll(() => pathOf(page)).toBe('/app/settings');
});

test('a signed-out visitor at /activation-code is asked to sign in', async ({ page }) => {
  await page.goto('/activation-code');
  await expect(page.getByTestId('activation-state')).toHaveAttribute('data-state', 'signed-out');
});
