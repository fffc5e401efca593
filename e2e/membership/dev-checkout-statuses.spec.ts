import { expect, test } from '@playwright/test';
import { useTokens, verifiedUser } from '../fixtures/auth';

/**
 * Without Stripe keys the development checkout produces every order status (docs/decisions/019-user-trust-fixes.md):
 * a bank debit is Processing until it clears, and a completed order can be refunded. Browser in Chinese.
 */
test('a bank debit is Processing, clears to Completed, and a refund leaves the order Refunded', async ({ page, request }) => {
  const { tokens } = await verifiedUser(request);
  await useTokens(page, tokens);
  const started = await request.post('/api/app/checkout', {
    data: { plan: 2, consent: true },
    headers: { authorization: `Bearer ${tokens.access_token}` },
  });
  expect(started.status()).toBe(201);
  const { orderId } = (await started.json()) as { orderId: string };

  await page.goto(`/dev/checkout/${orderId}`);
  await expect(page.getByTestId('order-status')).toHaveText('待支付');
  await page.getByTestId('dev-delayed').click();
  await expect(page).toHaveURL(/\/app\/orders\?checkout=return&order=/);
  await expect(page.getByTestId('order-row').first().getByTestId('order-status')).toHaveText('处理中');

  await page.goto(`/dev/checkout/${orderId}`);
  await expect(page.getByTestId('order-status')).toHaveText('处理中');
  await page.getByTestId('dev-delayed-succeeds').click();
  await expect(page.getByTestId('order-status')).toHaveText('已完成');
  await page.getByTestId('dev-refund').click();
  await expect(page.getByTestId('order-status')).toHaveText('已退款');

  await page.goto('/app/orders');
  await expect(page.getByTestId('order-row').first().getByTestId('order-status')).toHaveText('已退款');
});
