import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ORDER_STATUSES } from '@jobbridge/contracts';
import cn from '@/locales/cn/membership.json';
import en from '@/locales/en/membership.json';
import { jsonResponse as json, renderPage } from '@/test/render';
import { OrdersPage } from './orders-page';

const ID = '0b7f3a43-2f6b-4b0f-9a57-2f0f0e0f0a11';
const order = {
  id: ID,
  plan: 2,
  planName: 'Plus',
  amountPence: 2999,
  currency: 'GBP',
  paymentMethod: 'Stripe',
  status: 'Completed',
  notes: null,
  createdAt: '2026-11-21T10:00:00.000Z',
  paidAt: '2026-11-21T10:01:00.000Z',
  keptDays: null,
};

async function setup(url = '/app/orders', lng: 'en' | 'cn' = 'en') {
  await renderPage(<OrdersPage />, { url, i18n: { lng, resources: { en: { membership: en }, cn: { membership: cn } } } });
}

describe('OrdersPage', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query.includes('min-width: 1200px'),
      addEventListener() {},
      removeEventListener() {},
    }));
  });
  afterEach(() => vi.unstubAllGlobals());

  it('says the orders failed to load, with a retry', async () => {
    fetchMock.mockResolvedValue(json(500, { error: { code: 'ORDERS_LOAD_FAILED', message: 'Failed to load orders' } }));
    await setup();
    const error = await screen.findByTestId('orders-error');
    expect(within(error).getByRole('alert').textContent).toContain('Failed to load orders');
    expect(within(error).getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('lists orders in a table with amount, method, status and dates; pages through them', async () => {
    fetchMock.mockResolvedValue(json(200, { items: [order], total: 11, page: 1, pageSize: 10 }));
    await setup();
    const row = await screen.findByTestId('order-row');
    expect(row.textContent).toContain('Plus');
    expect(row.textContent).toContain('£29.99');
    expect(row.textContent).toContain('Card (Stripe)');
    expect(within(row).getByTestId('order-status').textContent).toBe('Completed');
    expect(row.textContent).toContain('21 Nov 2026');
    expect(screen.getByText('Page 1 of 2')).toBeTruthy();
    expect(String(fetchMock.mock.calls[0]![0])).toBe('/api/app/orders?page=1&pageSize=10');
  });

  it('after checkout, shows "payment processing" until the order is settled', async () => {
    fetchMock.mockImplementation(async (input) =>
      String(input).includes(`/orders/${ID}`)
        ? json(200, { ...order, status: 'Pending', paidAt: null })
        : json(200, { items: [], total: 0, page: 1, pageSize: 10 }),
    );
    await setup(`/app/orders?checkout=success&order=${ID}`);
    expect((await screen.findByTestId('payment-processing')).textContent).toContain('Payment processing');
    fetchMock.mockImplementation(async (input) =>
      String(input).includes(`/orders/${ID}`) ? json(200, order) : json(200, { items: [order], total: 1, page: 1, pageSize: 10 }),
    );
    expect((await screen.findByTestId('payment-completed', {}, { timeout: 4000 })).textContent).toContain(
      'Your Plus membership is active.',
    );
  });

  it.each([
    ['en', ['Pending', 'Processing', 'Completed', 'Failed', 'Refunded']],
    ['cn', ['待支付', '处理中', '已完成', '失败', '已退款']],
  ] as const)('shows every order status of the spec in words (%s), in the table and on a phone', async (lng, words) => {
    const items = ORDER_STATUSES.map((status, i) => ({
      ...order,
      id: ID.replace(/1$/, String(i)),
      status,
      notes: status === 'Refunded' ? 'refunded' : null,
    }));
    fetchMock.mockImplementation(async () => json(200, { items, total: items.length, page: 1, pageSize: 10 }));
    await setup('/app/orders', lng);
    const table = await screen.findByTestId('orders-table');
    expect(
      within(table)
        .getAllByTestId('order-status')
        .map((el) => el.textContent),
    ).toEqual([...words]);
    // Refunded orders carry their note in the Notes column.
    expect(within(table).getAllByTestId('order-notes')[4]!.textContent).toBe(
      lng === 'en' ? en.orders.notes.refunded : cn.orders.notes.refunded,
    );
  });
});
