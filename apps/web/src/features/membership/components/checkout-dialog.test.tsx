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

const DAY = 86_400_000;
const inDays = (n: number) => new Date(Date.now() + n * DAY).toISOString();
const preview = (keptDays: object | null = null, startsAt = new Date().toISOString(), expiresAt = inDays(30)) => ({
  plan: 2,
  startsAt,
  expiresAt,
  keptDays,
});

describe('CheckoutDialog', () => {
  const fetchMock = vi.fn<typeof fetch>();
  /** The preview the dialog asks for when it opens; other calls go to `answer`. */
  const answering = (answer: () => Response, shown: object = preview()) =>
    fetchMock.mockImplementation(async (input) =>
      String(input).includes('/checkout/preview')
        ? json(200, { plans: [shown, { ...shown, plan: 5 - (shown as { plan: number }).plan }] })
        : answer(),
    );
  const posts = () => fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST');
  beforeEach(() => {
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('asks for the consent first, then posts the plan with consent and goes to the payment page', async () => {
    const redirect = vi.fn();
    answering(() => json(201, { url: 'https://checkout.stripe.test/c/pay/cs_1', orderId: ORDER }));
    await setup(redirect);
    expect(screen.getByRole('heading', { name: 'Buy Plus' })).toBeTruthy();
    expect(screen.getByText(/£29\.99/)).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Continue to payment' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Please tick the box to continue');
    expect(posts()).toHaveLength(0);

    fireEvent.click(screen.getByLabelText(/I want the paid features to start now/));
    fireEvent.click(screen.getByRole('button', { name: 'Continue to payment' }));
    await waitFor(() => expect(redirect).toHaveBeenCalledWith('https://checkout.stripe.test/c/pay/cs_1'));
    const [url, init] = posts()[0]!;
    expect(String(url)).toBe('/api/app/checkout');
    expect(JSON.parse(String(init!.body))).toEqual({ plan: 2, consent: true });
  });

  it('shows the server’s refusal in the dialog and stays', async () => {
    const redirect = vi.fn();
    answering(() => json(502, { error: { code: 'CHECKOUT_FAILED', message: 'Could not start the payment. Please try again later.' } }));
    await setup(redirect);
    fireEvent.click(screen.getByLabelText(/I want the paid features to start now/));
    fireEvent.click(screen.getByRole('button', { name: 'Continue to payment' }));
    expect((await screen.findByTestId('checkout-error')).textContent).toBe('Could not start the payment. Please try again later.');
    expect(redirect).not.toHaveBeenCalled();
  });

  it('says what happens to the days left of a lower plan on an upgrade, and when a plan bought on top starts', async () => {
    const kept = { plan: 2, days: 30, startsAt: inDays(30), expiresAt: inDays(60) };
    answering(() => json(500, {}), { ...preview(kept), plan: 3 });
    await renderPage(<CheckoutDialog plan={PLANS[3]} onClose={() => {}} redirect={vi.fn()} />, {
      i18n: { lng: 'en', resources: { en: { membership: en } } },
    });
    await waitFor(() =>
      expect(screen.getByTestId('checkout-timing').textContent).toMatch(
        new RegExp(
          String.raw`^Premium starts as soon as the payment completes and runs until .+\. ` +
            String.raw`The 30 days left of your Plus are not lost: they continue after Premium, from .+ to .+\.$`,
        ),
      ),
    );
  });

  it('says a plan bought while the same or a higher one runs starts when that ends', async () => {
    answering(() => json(500, {}), preview(null, inDays(12), inDays(42)));
    await setup(vi.fn());
    await waitFor(() =>
      expect(screen.getByTestId('checkout-timing').textContent).toMatch(
        /^Your current plan keeps running\. Plus's 30 days start when it ends/,
      ),
    );
  });

  it('says a plan bought on Basic starts now', async () => {
    answering(() => json(500, {}));
    await setup(vi.fn());
    await waitFor(() => expect(screen.getByTestId('checkout-timing').textContent).toMatch(/^Plus starts as soon as the payment completes/));
  });
});
