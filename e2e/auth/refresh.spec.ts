import { expect, test } from '@playwright/test';
import { verifiedUser } from '../fixtures/auth';
import { expectSignedInHeader, ownAddress, pathOf, seedTokensOnce } from './helpers';

/** JWT-shaped, exp in 2100, signed by nobody: the server answers 401. */
const UNSIGNED_ACCESS_TOKEN = [
  Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url'),
  Buffer.from(JSON.stringify({ sub: 'e2e', exp: 4_102_444_800 })).toString('base64url'),
  'not-a-signature',
].join('.');

test.beforeEach(async ({ page }) => ownAddress(page));

test('a 401 on an access token is healed by a silent refresh', async ({ page, request }) => {
  const { tokens } = await verifiedUser(request);
  await seedTokensOnce(page, { access_token: UNSIGNED_ACCESS_TOKEN, refresh_token: tokens.refresh_token });
  await page.goto('/app/settings');
  await expect.poll(() => page.evaluate(() => localStorage.getItem('refreshToken'))).not.toBe(tokens.refresh_token);
  await expect(page.getByTestId('app-loading')).toHaveCount(0);
  expect(pathOf(page)).toBe('/app/settings');
  await expectSignedInHeader(page);
  const stored = await page.evaluate(() => [localStorage.getItem('accessToken'), localStorage.getItem('refreshToken')]);
  expect(stored[0]).not.toBe(UNSIGNED_ACCESS_TOKEN);
  expect(stored[1]).not.toBe(tokens.refresh_token);

  // The new tokens survive a reload (no second refresh needed) and the old refresh token is spent.
  await page.reload();
  await expect(page.getByTestId('app-loading')).toHaveCount(0);
  expect(pathOf(page)).toBe('/app/settings');
  const reused = await request.post('/api/auth/refresh', { data: { refresh_token: tokens.refresh_token } });
  expect(reused.status()).toBe(401);
});

test('an unreadable access token with a valid refresh token is renewed at start-up', async ({ page, request }) => {
  const { tokens } = await verifiedUser(request);
  await seedTokensOnce(page, { access_token: 'garbage', refresh_token: tokens.refresh_token });
  await page.goto('/app/settings');
  await expect.poll(() => page.evaluate(() => localStorage.getItem('refreshToken'))).not.toBe(tokens.refresh_token);
  await expect(page.getByTestId('app-loading')).toHaveCount(0);
  expect(pathOf(page)).toBe('/app/settings');
  expect(await page.evaluate(() => localStorage.getItem('accessToken'))).not.toBe('garbage');
});

test('a refused refresh clears the tokens and protected pages go to /login', async ({ page }) => {
  await seedTokensOnce(page, { access_token: UNSIGNED_ACCESS_TOKEN, refresh_token: 'not-a-refresh-token' });
  await page.goto('/app/settings');
  await expect.poll(() => pathOf(page)).toBe('/login');
  expect(await page.evaluate(() => [localStorage.getItem('accessToken'), localStorage.getItem('refreshToken')])).toEqual([null, null]);
  await expect(page.getByTestId('site-header')).toHaveAttribute('data-variant', 'public');
});
