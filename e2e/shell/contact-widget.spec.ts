import { expect, test, type Locator, type Page } from '@playwright/test';

/** Freezes the page's clock before load, so the widget's 3 s delay only passes when the test says so. */
async function freezeClock(page: Page): Promise<void> {
  await page.clock.install({ time: new Date('2025-06-02T09:00:00Z') });
  await page.clock.pauseAt(new Date('2025-06-02T09:00:01Z'));
}

/**
 * Start-up needs a few zero-delay timers (i18next, React Query, the short tasks main.tsx yields between); step the
 * frozen clock until the page is up. Bounded by real time, not by steps: the modules load in real time, and on a
 * busy machine forty quick steps ran out before they had (the paused clock then never let start-up finish).
 */
async function stepUntilVisible(page: Page, target: Locator): Promise<void> {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline && !(await target.isVisible())) await page.clock.runFor(25);
  await expect(target).toBeVisible();
}

test('the contact widget appears only after about 3 s', async ({ page }) => {
  await freezeClock(page);
  await page.goto('/');
  const widget = page.getByTestId('contact-widget');
  // The app is up once its live header shows (the server's first view of / carries no test ids, decision 042).
  await stepUntilVisible(page, page.getByTestId('site-header'));
  await expect(widget).toBeHidden();

  await page.clock.runFor(2500);
  await expect(widget).toBeHidden();

  await page.clock.runFor(600);
  await expect(widget).toBeVisible();
});

test('its QR modal opens from the widget and closes with Escape', async ({ page }) => {
  await freezeClock(page);
  await page.goto('/');
  // The app is up once its live header shows (the server's first view of / carries no test ids, decision 042).
  await stepUntilVisible(page, page.getByTestId('site-header'));
  await page.clock.runFor(3100);
  await page.clock.resume();

  const toggle = page.getByTestId('contact-widget-toggle');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');

  for (const id of ['contact-whatsapp', 'contact-wechat'] as const) {
    const trigger = page.getByTestId(id);
    await trigger.click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog.locator('svg[role="img"]')).toBeVisible();
    await expect(page.getByTestId('contact-qr-caption')).not.toBeEmpty();

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(trigger).toBeFocused();
  }
});
