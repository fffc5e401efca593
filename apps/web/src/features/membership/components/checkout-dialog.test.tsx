import { PLANS } from '@jobbridge/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import en from '@/locales/en/membership.json';
import { jsonResponse as json, renderPage } from '@/test/render';
import { CheckoutDialog } from './checkout-dialog';

const ORDER = '0b7f3a43-2f6b-4b0f-9a57-2f0f0e0f0a11';

async function setup(redirect: (url: string) => void) {
  await renderPage(<CheckoutDialog plan={PLANS[2]} onClose={() => {}} redirect={redirect} />, {
    i18n: { lng: 'en', resources: { en: { membership: en } } },
  });
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
