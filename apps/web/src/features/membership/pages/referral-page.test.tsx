import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import en from '@/locales/en/membership.json';
import { jsonResponse as json, renderPage } from '@/test/render';
import { ReferralPage } from './referral-page';

const referral = {
  code: 'ABCD1234',
  link: 'http://localhost:3000/signup?ref=ABCD1234',
  invited: 6,
  counted: 5,
  required: 5,
  totalEarningPence: 0,
  upgradeUsed: false,
  canUpgrade: true,
};

async function setup() {
  await renderPage(<ReferralPage />, { url: '/app/referral', i18n: { lng: 'en', resources: { en: { membership: en } } } });
  return (await screen.findByTestId('referral-upgrade-button')) as HTMLButtonElement;
}

// Issue 11, item 23: the one-time referral upgrade cannot be pressed again once it has been used.
describe('ReferralPage: the one-time upgrade', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('is disabled once used, and says so', async () => {
    fetchMock.mockResolvedValue(json(200, { ...referral, upgradeUsed: true, canUpgrade: false, totalEarningPence: 5999 }));
    const button = await setup();
    expect(button.disabled).toBe(true);
    expect(screen.getByTestId('referral-upgrade-state').textContent).toBe('You have used your referral upgrade.');
    expect(button.getAttribute('aria-describedby')).toBe('referral-upgrade-state');
  });

  it('cannot be pressed at 0 of 5 and says how many friends are still needed', async () => {
    for (const [counted, text] of [
      [0, '5 more friends who verify their email, and you can claim it.'],
      [4, '1 more friend who verifies their email, and you can claim it.'],
    ] as const) {
      fetchMock.mockImplementation(async () => json(200, { ...referral, invited: counted, counted, canUpgrade: false }));
      const button = await setup();
      expect(button.disabled).toBe(true);
      expect(screen.getByTestId('referral-upgrade-state').textContent).toBe(text);
      fireEvent.click(button);
      expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
      document.body.innerHTML = '';
    }
  });

  it('is disabled as soon as the claim succeeds, before the page has reloaded, and is sent once', async () => {
    let claims = 0;
    fetchMock.mockImplementation(async (input, init) => {
      if (String(input).includes('/referral/upgrade') && init?.method === 'POST') {
        claims += 1;
        return json(200, { tier: 3, expiresAt: '2026-12-25T10:00:00.000Z', orderId: '0b7f3a43-2f6b-4b0f-9a57-2f0f0e0f0a11' });
      }
      // The reloaded page would say "used"; it has not come back yet.
      return String(input).includes('/referral') && claims > 0 ? new Promise<Response>(() => {}) : json(200, referral);
    });
    const button = await setup();
    expect(button.disabled).toBe(false);
    fireEvent.click(button);
    await waitFor(() => expect((screen.getByTestId('referral-upgrade-button') as HTMLButtonElement).disabled).toBe(true));
    fireEvent.click(screen.getByTestId('referral-upgrade-button'));
    expect(claims).toBe(1);
  });
});
