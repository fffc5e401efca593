import { QueryClient } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import en from '@/locales/en/auth.json';
import { jsonResponse as json, renderPage } from '@/test/render';
import { DevMailPage } from './dev-mail-page';

const mail = {
  id: '5b0c1f5e-7d2a-4c1e-9a57-2f0b6f3c9d10',
  from: 'li.wei@example.com',
  to: 'hr@acme.example',
  subject: 'Application: Data Analyst',
  text: 'Dear hiring team',
  html: '',
  sentAt: '2026-11-25T10:00:00.000Z',
  messageId: '<3f1c2a90-1b7e-4d55-9c3e-8a1f0e6d2b47@jobbridge.example>',
  attachments: [{ position: 0, filename: 'Resume Li Wei.pdf', contentType: 'application/pdf', size: 312_320 }],
};

describe('DevMailPage', () => {
  beforeEach(() => {
    vi.stubGlobal('fetch', (input: RequestInfo | URL) => {
      const url = typeof input === 'string' ? input : input instanceof Request ? input.url : input.toString();
      return Promise.resolve(url.includes('/api/dev/mail') ? json(200, [mail]) : json(500, {}));
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  it("shows an email's sender and each attachment's name and size with a download link", async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
    client.setQueryData(['site'], { auth: { devMail: true } });
    await renderPage(<DevMailPage />, { client, i18n: { lng: 'en', resources: { en: { auth: en } } } });
    const item = await screen.findByTestId('dev-mail-item');
    expect(within(item).getByTestId('dev-mail-from').textContent).toBe('li.wei@example.com');
    expect(within(item).getByText('1 attachment')).toBeTruthy();
    const link = within(item).getByTestId('dev-mail-attachment');
    expect(link.getAttribute('href')).toBe(`/api/dev/mail/${mail.id}/attachments/0`);
    expect(screen.getByTestId('dev-mail-message-id').textContent).toBe(mail.messageId);
    expect(link.getAttribute('download')).toBe('Resume Li Wei.pdf');
    expect(link.textContent).toContain('Resume Li Wei.pdf');
    expect(link.textContent).toContain('305 KB');
  });
});
