import { PLANS } from '@jobbridge/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import en from '@/locales/en/membership.json';
import { CheckoutDialog } from './checkout-dialog';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const ORDER = '0b7f3a43-2f6b-4b0f-9a57-2f0f0e0f0a11';

async function setup(redirect: (url: string) => void) {
  const i18n = i18next.createInstance();
  await i18n
    .use(initReactI18next)
    .init({ lng: 'en', resources: { en: { membership: en } }, interpolation: { escapeValue: false }, react: { useSuspense: false } });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path: '*', element: <CheckoutDialog plan={PLANS[2]} onClose={() => {}} redirect={redirect} /> }]);
  render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </I18nextProvider>,
  );
}

describe('CheckoutDialog', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('asks for the consent first, then posts the plan with consent and goes to the payment page', async () => {
    const redirect = vi.fn();
    fetchMock.mockResolvedValue(json(201, { url: 'https://checkout.stripe.test/c/pay/cs_1', orderId: ORDER }));
    await setup(redirect);
    expect(screen.getByRole('heading', { name: 'Buy Plus' })).toBeTruthy();
    expect(screen.getByText(/£29\.99/)).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Continue to payment' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Please tick the box to continue');
    expect(fetchMock).not.toHaveBeenCalled();

    fireEvent.click(screen.getByLabelText(/I want the paid features to start now/));
    fireEvent.click(screen.getByRole('button', { name: 'Continue to payment' }));
    await waitFor(() => expect(redirect).toHaveBeenCalledWith('https://checkout.stripe.test/c/pay/cs_1'));
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(String(url)).toBe('/api/app/checkout');
    expect(JSON.parse(String(init!.body))).toEqual({ plan: 2, consent: true });
  });

  it('shows the server’s refusal in the dialog and stays', async () => {
    const redirect = vi.fn();
    fetchMock.mockResolvedValue(
      json(502, { error: { code: 'CHECKOUT_FAILED', message: 'Could not start the payment. Please try again later.' } }),
    );
    await setup(redirect);
    fireEvent.click(screen.getByLabelText(/I want the paid features to start now/));
    fireEvent.click(screen.getByRole('button', { name: 'Continue to payment' }));
    expect((await screen.findByTestId('checkout-error')).textContent).toBe('Could not start the payment. Please try again later.');
    expect(redirect).not.toHaveBeenCalled();
  });
});
