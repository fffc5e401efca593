import { expect, test } from '@playwright/test';
import { verifiedUser } from '../fixtures/auth';
import { expectSignedInHeader, ownAddress, pathOf, signInThroughForm } from './helpers';

test.beforeEach(async ({ page }) => ownAddress(page));

test('logout returns to / with history replaced and ends the session on the server', async ({ page, request }) => {
  const { user } = await verifiedUser(request);
  await page.goto('/');
  await page.getByTestId('nav-sign-in').click();
  await signInThroughForm(page, user);
  await expect.poll(() => pathOf(page)).toBe('/');
  await expectSignedInHeader(page);

  await page.getByTestId('user-menu-button').click();
  await page.getByTestId('menu-settings').click();
  await expect.poll(() => pathOf(page)).toBe('/app/settings');
  const accessToken = await page.evaluate(() => localStorage.getItem('accessToken'));

  await page.getByTestId('user-menu-button').click();
  await page.getByTestId('menu-logout').click();
  await expect.poll(() => pathOf(page)).toBe('/');
  await expect(page.getByTestId('site-header')).toHaveAttribute('data-variant', 'public');
  expect(await page.evaluate(() => [localStorage.getItem('accessToken'), localStorage.getItem('refreshToken')])).toEqual([null, null]);

  // The dashboard entry was replaced: going back does not show it signed in.
  await page.goBack();
  await expect.poll(() => pathOf(page)).not.toBe('/app/settings');
  await expect(page.getByTestId('site-header')).toHaveAttribute('data-variant', 'public');

  // The old access token no longer works.
  await expect
    .poll(async () => (await request.get('/api/users/me', { headers: { authorization: `Bearer ${accessToken}` } })).status())
    .toBe(401);
});
