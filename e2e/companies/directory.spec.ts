import { expect, test } from '@playwright/test';
import { ownAddress } from '../auth/helpers';
import { useTokens, verifiedUser } from '../fixtures/auth';

/** The sponsor directory on the demo register (zh-CN): a typo still finds the company, and a signed-in user reviews it. */

test.beforeEach(async ({ page }) => ownAddress(page));

test('a search with a typo finds the company; its page shows the licence; a signed-in user reviews it', async ({ page, browser }) => {
  const { tokens } = await verifiedUser(page.request);
  await useTokens(page, tokens);

  await page.goto('/company/visa');
  const search = page.getByTestId('directory-search');
  await search.getByRole('searchbox').fill('Quilfeld Software');
  await search.getByRole('button', { name: '搜索' }).click();
  await expect(page).toHaveURL(/q=Quilfeld/);
  const first = page.getByTestId('sponsor-card').first();
  await expect(first).toContainText('Quillfield Software Ltd');
  await expect(first).toContainText('A 级');

  await first.getByRole('link', { name: 'Quillfield Software Ltd' }).click();
  await expect(page).toHaveURL(/\/company\/visa\/Quillfield%20Software%20Ltd$/);
  await expect(page.getByTestId('company-name')).toHaveText('Quillfield Software Ltd');
  await expect(page.getByText('持牌签证担保机构（内政部名册）')).toBeVisible();
  await expect(page.getByTestId('company-jobs').locator('li').first()).toBeVisible();

  const form = page.getByTestId('review-form');
  await form.getByRole('button', { name: '发布评价' }).click();
  await expect(form.getByRole('alert')).toHaveText('请选择评分');
  await form.getByRole('radio', { name: '4 星：不错' }).check({ force: true });
  await form.getByLabel('您的经历（选填）').fill('面试流程清晰，<b>会</b>担保签证。');
  await form.getByRole('button', { name: '发布评价' }).click();
  await expect(form.getByRole('status')).toHaveText('您的评价已保存。');

  const item = page.getByTestId('review-item').first();
  await expect(item).toContainText('面试流程清晰，会担保签证。');
  await expect(item).toContainText('我的评价');
  await expect(page.getByTestId('reviews-summary')).toContainText('4.0');
  await expect(page.getByTestId('reviews-summary')).toContainText('1 条评价');

  // A guest (a browser of their own) sees the review and is asked to sign in to write one.
  const guest = await browser.newPage({ locale: 'zh-CN' });
  await guest.goto(page.url());
  await expect(guest.getByTestId('review-sign-in')).toBeVisible();
  await expect(guest.getByTestId('review-item').first()).toContainText('面试流程清晰');
  await expect(guest.getByTestId('review-form')).toHaveCount(0);
  await guest.close();
});

test('an odd name round-trips through its address, and an unknown one says so', async ({ page }) => {
  await page.goto(`/company/visa/${encodeURIComponent('No Such Sponsor & Co / 测试')}`);
  await expect(page.getByTestId('company-not-found')).toContainText('No Such Sponsor & Co / 测试');
});
