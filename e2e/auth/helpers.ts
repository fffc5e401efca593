import { expect, type Page } from '@playwright/test';
import type { TestUser } from '../fixtures/auth';

/**
 * The server limits sign-ups and sign-ins per client address, and every browser test comes from 127.0.0.1.
 * The e2e servers trust the proxy header, so each test gets its own address.
 */
export async function ownAddress(page: Page): Promise<void> {
  const octet = () => 1 + Math.floor(Math.random() * 250);
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': `10.${octet()}.${octet()}.${octet()}` });
}

/** Seeds tokens once (not again on reloads), unlike `useTokens`. */
export async function seedTokensOnce(page: Page, tokens: { access_token: string; refresh_token: string }): Promise<void> {
  await page.addInitScript((t) => {
    if (sessionStorage.getItem('e2e-seeded')) return;
    sessionStorage.setItem('e2e-seeded', '1');
    localStorage.setItem('accessToken', t.access_token);
    localStorage.setItem('refreshToken', t.refresh_token);
  }, tokens);
}

export function pathOf(page: Page): string {
  return new URL(page.url()).pathname;
}

export async function signInThroughForm(page: Page, user: Pick<TestUser, 'username' | 'password'>): Promise<void> {
  await expect(page.getByTestId('login-page')).toBeVisible();
  await page.locator('input[name="username"]').fill(user.username);
  await page.locator('input[name="password"]').fill(user.password);
  await page.getByTestId('login-submit').click();
}

export async function expectSignedInHeader(page: Page): Promise<void> {
  await expect(page.getByTestId('site-header')).toHaveAttribute('data-variant', 'signed-in');
  await expect(page.getByTestId('user-menu-button')).toBeVisible();
}
