import { expect, test } from '@playwright/test';
import { baseURL } from '../playwright.config';
import { useTokens, verifiedUser } from '../fixtures/auth';

/**
 * Membership against the real server with no Stripe keys: the development checkout posts signed Stripe-format
 * events to the webhook, the same path a real payment takes. The browser is in Chinese (zh-CN).
 */

test('buy Plus through the development checkout: the order completes and the new limits show', async ({ page, request }) => {
  const { tokens } = await verifiedUser(request);
  await useTokens(page, tokens);
  await page.goto('/app/membership');
  await expect(page.getByRole('heading', { level: 1, name: '会员' })).toBeVisible();
  await expect(page.getByTestId('current-plan-name')).toHaveText('基础版');
  await expect(page.getByTestId('quota-recipients').getByTestId('quota-value')).toHaveText('最多 10');
  await expect(page.getByTestId('plan-2').getByTestId('plan-price')).toHaveText('£29.99');
  await expect(page.getByTestId('plan-3').getByTestId('plan-price')).toHaveText('£59.99');
  await expect(page.getByTestId('plan-2').getByTestId('benefit-flash')).toHaveText('每月 20 次闪投');
  // Flash Apply's cover letters and daily caps (decision 052).
  await expect(page.getByTestId('flash-allowance-letters')).toContainText('剩余 30 / 30 封');
  await expect(page.getByTestId('flash-allowance-daily')).toContainText('最多发送 500 封邮件，收件人合计最多 200 位');
  if (process.env.MEMBERSHIP_SHOTS) {
    for (const [name, viewport] of [
      ['desktop', { width: 1366, height: 900 }],
      ['mobile', { width: 390, height: 844 }],
    ] as const) {
      await page.setViewportSize(viewport);
      await page.screenshot({ path: `${process.env.MEMBERSHIP_SHOTS}/membership-cn-${name}.png`, fullPage: true });
    }
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.getByTestId('language-toggle').click();
    await expect(page.getByTestId('flash-allowance-letters')).toContainText('30 of 30 left');
    for (const [name, viewport] of [
      ['desktop', { width: 1366, height: 900 }],
      ['mobile', { width: 390, height: 844 }],
    ] as const) {
      await page.setViewportSize(viewport);
      await page.screenshot({ path: `${process.env.MEMBERSHIP_SHOTS}/membership-en-${name}.png`, fullPage: true });
    }
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.getByTestId('language-toggle').click();
  }

  await page.getByTestId('choose-plan-2').click();
  const dialog = page.getByTestId('checkout-dialog');
  await expect(dialog.getByRole('heading', { name: '购买进阶版' })).toBeVisible();
  // No consent, no payment.
  await dialog.getByTestId('checkout-continue').click();
  await expect(dialog.getByRole('alert')).toHaveText('请勾选后继续');
  await dialog.getByLabel(/我希望付费功能立即开始/).check();
  await dialog.getByTestId('checkout-continue').click();

  await expect(page).toHaveURL(/\/dev\/checkout\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: '开发测试支付页面' })).toBeVisible();
  await expect(page.getByTestId('dev-checkout-amount')).toHaveText('£29.99');
  await page.getByTestId('dev-pay').click();

  await expect(page).toHaveURL(/\/app\/orders\?checkout=return&order=/);
  await expect(page.getByTestId('payment-completed')).toContainText('已收到付款');
  const row = page.getByTestId('order-row').first();
  await expect(row.getByTestId('order-status')).toHaveText('已完成');
  await expect(row).toContainText('进阶版');
  await expect(row).toContainText('£29.99');
  await expect(row).toContainText('开发测试支付');

  await page.getByRole('link', { name: '查看我的会员' }).click();
  await expect(page.getByTestId('current-plan-name')).toHaveText('进阶版');
  await expect(page.getByTestId('current-plan-expiry')).toContainText('有效期至');
  await expect(page.getByTestId('quota-recipients').getByTestId('quota-value')).toHaveText('最多 15');
  await expect(page.getByTestId('quota-flash').getByTestId('quota-value')).toHaveText('剩余 20 / 20');
  await expect(page.getByTestId('current-plan-batches')).toHaveText('已用闪投次数：0 / 20');
  await expect(page.getByTestId('plan-2').getByTestId('choose-plan-2')).toHaveText('再加 30 天');
  await page.goto('/app/account');
  await expect(page.getByTestId('row-membership')).toContainText('VIP 会员（进阶版）');
});

test('a failed development payment leaves the order Failed and the plan Basic', async ({ page, request }) => {
  const { tokens } = await verifiedUser(request);
  await useTokens(page, tokens);
  await page.goto('/app/membership');
  await page.getByTestId('choose-plan-3').click();
  await page.getByTestId('checkout-consent').check();
  await page.getByTestId('checkout-continue').click();
  await page.getByTestId('dev-fail').click();
  await expect(page.getByTestId('payment-failed')).toContainText('付款未成功');
  await expect(page.getByTestId('order-row').first().getByTestId('order-status')).toHaveText('失败');
  await page.goto('/app/membership');
  await expect(page.getByTestId('current-plan-name')).toHaveText('基础版');
});

test('the referral page shows the link and counts; Upgrade cannot be pressed before 5 referrals, and says why', async ({
  page,
  request,
}) => {
  const { tokens } = await verifiedUser(request);
  const me = await (await request.get('/api/users/me', { headers: { Authorization: `Bearer ${tokens.access_token}` } })).json();
  await useTokens(page, tokens);
  await page.goto('/app/referral');
  await expect(page.getByRole('heading', { level: 1, name: '推荐有奖' })).toBeVisible();
  await expect(page.getByTestId('referral-link')).toHaveValue(`${baseURL}/signup?ref=${me.referral_code}`);
  await expect(page.getByTestId('referral-invited').getByTestId('stat-value')).toHaveText('0');
  await expect(page.getByTestId('referral-earning').getByTestId('stat-value')).toHaveText('£0.00');
  await expect(page.getByTestId('referral-upgrade-button')).toBeDisabled();
  await expect(page.getByText('再邀请 5 位好友注册并验证邮箱，即可领取。')).toBeVisible();
});

test('orders: empty state, and a phone shows cards instead of the table', async ({ page, request }) => {
  const { tokens } = await verifiedUser(request);
  await useTokens(page, tokens);
  await page.goto('/app/orders');
  await expect(page.getByTestId('orders-empty')).toContainText('还没有订单');
  const res = await request.post('/api/app/checkout', {
    data: { plan: 2, consent: true },
    headers: { Authorization: `Bearer ${tokens.access_token}` },
  });
  expect(res.status()).toBe(201);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expect(page.getByTestId('orders-cards').getByTestId('order-status')).toHaveText('待支付');
  await expect(page.getByTestId('orders-table')).toHaveCount(0);
});

test('orders at 1366 px: the whole table fits beside the menu, Notes included, in both languages', async ({ page, request }) => {
  test.slow();
  await page.setViewportSize({ width: 1366, height: 768 });
  const { tokens } = await verifiedUser(request);
  const headers = { Authorization: `Bearer ${tokens.access_token}` };
  // A failed payment: an order with a note.
  const checkout = await request.post('/api/app/checkout', { data: { plan: 3, consent: true }, headers });
  expect(checkout.status()).toBe(201);
  const { orderId } = (await checkout.json()) as { orderId: string };
  expect((await request.post(`/api/app/dev-checkout/${orderId}`, { data: { outcome: 'fail' }, headers })).ok()).toBe(true);
  await useTokens(page, tokens);

  for (const [language, note] of [
    ['cn', '付款未成功'],
    ['en', 'The payment did not go through'],
  ] as const) {
    await page.addInitScript((lng) => localStorage.setItem('language', lng), language);
    await page.goto('/app/orders');
    const notes = page.getByTestId('orders-table').getByTestId('order-notes').first();
    await expect(notes).toHaveText(note, { timeout: 20_000 });
    const frame = page.getByTestId('orders-table-frame');
    // No sideways scrolling, and the Notes cell ends inside the visible frame.
    expect(await frame.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
    const [cell, box] = [await notes.boundingBox(), await frame.boundingBox()];
    expect(cell!.x + cell!.width).toBeLessThanOrEqual(box!.x + box!.width);
    await expect(notes).toBeInViewport({ ratio: 1 });
  }
});
