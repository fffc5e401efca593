import { mkdirSync } from 'node:fs';
import { expect, type Page } from '@playwright/test';

/**
 * The Flash Apply specs' screenshots: `FLASH_SHOTS=<dir>` saves a step desktop (1366×900) and mobile (390×844), in
 * cn and en, as <step>-<lang>-<size>.png. Without it, nothing.
 */
export const SHOTS = process.env.FLASH_SHOTS;
export const DESKTOP = { width: 1366, height: 900 };
const MOBILE = { width: 390, height: 844 };

/** The header's language switch (in the desktop header: the mobile one folds it into a menu). */
export async function toggleLanguage(page: Page, to: 'cn' | 'en') {
  await page.getByTestId('language-toggle').click();
  await expect(page.locator('html')).toHaveAttribute('lang', to === 'en' ? 'en' : /^zh/);
}

/** Both sizes in the current language, from the top, without the language toast. */
export async function bothSizes(page: Page, name: string) {
  await page.addStyleTag({ content: '.Toastify { display: none !important; }' });
  for (const [size, viewport] of [
    ['desktop', DESKTOP],
    ['mobile', MOBILE],
  ] as const) {
    await page.setViewportSize(viewport);
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: `${SHOTS}/${name}-${size}.png`, fullPage: true });
  }
  await page.setViewportSize(DESKTOP);
}

/** The step in both sizes and both languages; the page is left as it was (desktop, Chinese). */
export async function shots(page: Page, step: string) {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  await bothSizes(page, `${step}-cn`);
  await toggleLanguage(page, 'en');
  await bothSizes(page, `${step}-en`);
  await toggleLanguage(page, 'cn');
}

/** Links the development mailbox from the settings page (the server under test has no Gmail). */
export async function linkDevMailbox(page: Page) {
  await page.goto('/app/settings');
  const section = page.getByTestId('settings-mailbox');
  await section.getByRole('button', { name: '关联开发用邮箱' }).click();
  await expect(section.getByTestId('mailbox-status')).toHaveText('已关联');
}

/** From the letter step to the confirm step, confirming each email's marked recipients and links on the way. */
export async function toConfirm(page: Page) {
  const confirmSummary = page.getByTestId('flash-confirm-summary');
  for (let i = 0; i < 3; i++) {
    await page.getByTestId('flash-to-confirm').click();
    const check = page.getByTestId('flash-checks-confirm');
    await expect(confirmSummary.or(check)).toBeVisible();
    if (await confirmSummary.isVisible()) return;
    // The confirmation is stored before the next try (a try while it is on its way finds it unconfirmed).
    const stored = page.waitForResponse((r) => r.request().method() === 'PATCH' && r.url().includes('/applications/'));
    await check.click();
    await stored;
    await expect(page.getByTestId('flash-checks')).toContainText('已核对');
  }
}
