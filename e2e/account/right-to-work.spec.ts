import { mkdirSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { someAddress, useTokens, verifiedUser } from '../fixtures/auth';

/**
 * The right to work in Settings: choose a status, give its end date, see the one sentence letters will carry (in
 * both letter languages), and find it again after a reload. Flash Apply's page says when nothing is declared.
 * Screenshots (desktop and mobile, cn and en) when RIGHT_TO_WORK_SHOTS names a folder.
 */
const SHOTS = process.env.RIGHT_TO_WORK_SHOTS;

async function shot(page: Page, testId: string, name: string) {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  await page.getByTestId(testId).scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: false });
}

const TEXT = {
  cn: {
    title: '在英国的工作权利',
    status: '您的身份',
    graduate: '毕业生签证（Graduate visa）',
    until: '有效期至',
    save: '保存',
    none: '在您选择身份之前，求职信中不会提及您的工作权利。',
    nudge: '在您填写在英国的工作权利之前，求职信中不会提及这方面的内容。',
  },
  en: {
    title: 'Right to work in the UK',
    status: 'Your status',
    graduate: 'Graduate visa',
    until: 'Valid until',
    save: 'Save',
    none: 'Until you choose a status, your letters say nothing about your right to work.',
    nudge: 'Your letters will say nothing about your right to work in the UK until you declare it.',
  },
} as const;

const year = new Date().getFullYear() + 1;

for (const language of ['cn', 'en'] as const) {
  for (const device of ['desktop', 'mobile'] as const) {
    test(`right to work: declare it and see the letter sentence (${language}, ${device})`, async ({ page, request }) => {
      const text = TEXT[language];
      await page.setViewportSize(device === 'mobile' ? { width: 390, height: 844 } : { width: 1366, height: 900 });
      const { tokens } = await verifiedUser(request);
      await page.setExtraHTTPHeaders({ 'x-forwarded-for': someAddress() });
      await useTokens(page, tokens);
      const lng = language === 'en' ? '?lng=en' : '';

      await page.goto(`/app/easy${lng}`);
      await expect(page.getByTestId('flash-right-to-work')).toContainText(text.nudge);
      await shot(page, 'flash-right-to-work', `flash-${device}-${language}`);
      await page.getByTestId('flash-right-to-work').getByRole('link').click();
      await expect(page).toHaveURL(/\/app\/settings#right-to-work$/);

      const section = page.getByTestId('settings-right-to-work');
      await expect(section.getByRole('heading', { level: 2, name: text.title })).toBeVisible();
      await expect(section.getByTestId('right-to-work-none')).toHaveText(text.none);
      await section.getByLabel(text.status).selectOption({ label: text.graduate });
      await section.getByLabel(text.until).fill(`${year}-06-30`);
      await section.getByRole('button', { name: text.save }).click();
      const sentence = section.getByTestId('right-to-work-sentence');
      await expect(sentence).toContainText(`I hold a Graduate visa valid until June ${year}`);
      await expect(sentence).toContainText(`我持有毕业生签证（Graduate visa），有效期至${year}年6月`);
      await shot(page, 'settings-right-to-work', `settings-${device}-${language}`);

      await page.reload();
      await expect(section.getByTestId('right-to-work-sentence')).toContainText(`June ${year}`);
      await expect(section.getByLabel(text.until)).toHaveValue(`${year}-06-30`);
      const state = await request.get('/api/app/account/right-to-work', { headers: { Authorization: `Bearer ${tokens.access_token}` } });
      expect(await state.json()).toMatchObject({ status: 'graduate', until: `${year}-06-30`, expired: false });

      await page.goto(`/app/easy${lng}`);
      await expect(page.getByTestId('flash-empty')).toBeVisible();
      await expect(page.getByTestId('flash-right-to-work')).toHaveCount(0);
    });
  }
}
