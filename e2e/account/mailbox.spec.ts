import { mkdirSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { someAddress, useTokens, verifiedUser } from '../fixtures/auth';

/**
 * The linked mailbox in Settings on a server without Google (the e2e servers have no client secret): the
 * development mailbox, clearly labelled, links at once under the account's email, and unlinks after a
 * confirmation. Screenshots (desktop and mobile, cn and en) when MAILBOX_SHOTS names a folder.
 */
const SHOTS = process.env.MAILBOX_SHOTS;

async function shot(page: Page, name: string) {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  await page.getByTestId('settings-mailbox').scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: false });
}

const TEXT = {
  cn: {
    heading: '设置',
    link: '关联开发用邮箱',
    kind: '开发用邮箱',
    linked: '已关联',
    notLinked: '未关联',
    unlink: '解除关联',
    note: '邮件不会真正发出',
  },
  en: {
    heading: 'Settings',
    link: 'Link development mailbox',
    kind: 'Development mailbox',
    linked: 'Linked',
    notLinked: 'Not linked',
    unlink: 'Unlink',
    note: 'nothing is really sent',
  },
} as const;

for (const language of ['cn', 'en'] as const) {
  for (const device of ['desktop', 'mobile'] as const) {
    test(`development mailbox: link, see the address, unlink (${language}, ${device})`, async ({ page, request }) => {
      const text = TEXT[language];
      await page.setViewportSize(device === 'mobile' ? { width: 390, height: 844 } : { width: 1366, height: 900 });
      const { user, tokens } = await verifiedUser(request);
      if (language === 'en') {
        const res = await request.patch('/api/app/account', {
          data: { language: 'en' },
          headers: { Authorization: `Bearer ${tokens.access_token}` },
        });
        expect(res.status()).toBe(200);
      }
      await page.setExtraHTTPHeaders({ 'x-forwarded-for': someAddress() });
      await useTokens(page, tokens);
      await page.goto(`/app/settings${language === 'en' ? '?lng=en' : ''}#mailbox`);
      await expect(page.getByRole('heading', { level: 1, name: text.heading })).toBeVisible();

      const section = page.getByTestId('settings-mailbox');
      await expect(section.getByTestId('mailbox-status')).toHaveText(text.notLinked);
      await expect(section.getByTestId('mailbox-dev-note')).toContainText(text.note);
      await shot(page, `${device}-${language}-not-linked`);

      await section.getByRole('button', { name: text.link }).click();
      await expect(section.getByTestId('mailbox-status')).toHaveText(text.linked);
      await expect(section.getByTestId('mailbox-kind')).toHaveText(text.kind);
      await expect(section.getByTestId('mailbox-address')).toHaveText(user.email);
      await shot(page, `${device}-${language}-linked`);

      // Still linked after a reload: it is the server's state, not the page's.
      await page.reload();
      await expect(section.getByTestId('mailbox-address')).toHaveText(user.email);

      await section.getByTestId('mailbox-unlink').click();
      const dialog = page.getByTestId('mailbox-unlink-dialog');
      await expect(dialog).toBeVisible();
      await shot(page, `${device}-${language}-confirm`);
      await dialog.getByTestId('mailbox-unlink-confirm').click();
      await expect(dialog).toBeHidden();
      await expect(section.getByTestId('mailbox-status')).toHaveText(text.notLinked);
      await expect(section.getByTestId('mailbox-address')).toHaveCount(0);
      const status = await request.get('/api/app/settings/mailbox', { headers: { Authorization: `Bearer ${tokens.access_token}` } });
      expect((await status.json()) as unknown).toEqual({ provider: 'development', mailbox: null });
    });
  }
}

test('coming back from Google with a refusal says why, in the page language', async ({ page, request }) => {
  const { tokens } = await verifiedUser(request);
  await useTokens(page, tokens);
  await page.goto('/app/settings?mailbox=error&reason=denied#mailbox');
  await expect(page.getByTestId('mailbox-returned')).toHaveText('您未在 Google 授权，因此没有关联任何邮箱。');
  // Said once: the address no longer carries it.
  await expect(page).toHaveURL(/\/app\/settings#mailbox$/);
});
