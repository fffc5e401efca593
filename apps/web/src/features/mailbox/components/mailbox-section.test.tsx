import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import en from '@/locales/en/mailbox.json';
import { jsonResponse as json, renderPage } from '@/test/render';
import { MailboxSection } from './mailbox-section';

/** The mailbox calls (GET the status, POST to link, DELETE to unlink), answered as the development mailbox would. */
let mailbox: { provider: string; mailbox: null | { kind: string; address: string; linkedAt: string; usable: boolean } };
const mailboxCalls: string[] = [];
async function mailboxFetch(url: string, init?: RequestInit) {
  const method = init?.method ?? 'GET';
  mailboxCalls.push(`${method} ${new URL(url, 'http://x').pathname}`);
  if (method === 'POST') {
    mailbox = {
      provider: 'development',
      mailbox: { kind: 'development', address: 'li@example.com', linkedAt: '2026-11-25T10:00:00.000Z', usable: true },
    };
    return json(200, { authorizationUrl: null, status: mailbox });
  }
  if (method === 'DELETE') {
    mailbox = { provider: 'development', mailbox: null };
    return new Response(null, { status: 204 });
  }
  return json(200, mailbox);
}

async function setup(url = '/app/settings') {
  await renderPage(<MailboxSection />, { url, appState: true, i18n: { lng: 'en', resources: { en: { mailbox: en } } } });
}

describe('MailboxSection', () => {
  beforeEach(() => {
    mailbox = { provider: 'development', mailbox: null };
    mailboxCalls.length = 0;
    vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
      const url = typeof input === 'string' ? input : input instanceof Request ? input.url : input.toString();
      return mailboxFetch(url, init);
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('shows the section with no mailbox linked', async () => {
    await setup();
    expect(screen.getByRole('heading', { level: 2, name: 'Linked mailbox' })).toBeTruthy();
    expect((await screen.findByTestId('mailbox-status')).textContent).toBe('Not linked');
  });

  it('links the development mailbox (labelled as such), shows its address, and unlinks after a confirmation', async () => {
    await setup();
    const link = await screen.findByRole('button', { name: 'Link development mailbox' });
    expect(screen.getByTestId('mailbox-dev-note').textContent).toContain('nothing is really sent');
    fireEvent.click(link);
    expect(await screen.findByTestId('mailbox-address')).toBeTruthy();
    expect(screen.getByTestId('mailbox-address').textContent).toBe('li@example.com');
    expect(screen.getByTestId('mailbox-kind').textContent).toBe('Development mailbox');
    expect(screen.getByTestId('mailbox-status').textContent).toBe('Linked');

    fireEvent.click(screen.getByRole('button', { name: 'Unlink' }));
    const dialog = await screen.findByTestId('mailbox-unlink-dialog');
    fireEvent.click(within(dialog).getByTestId('mailbox-unlink-confirm'));
    await waitFor(() => expect(screen.getByTestId('mailbox-status').textContent).toBe('Not linked'));
    expect(mailboxCalls).toContain('POST /api/app/settings/mailbox/start');
    expect(mailboxCalls).toContain('DELETE /api/app/settings/mailbox');
  });

  it('offers to link again beside unlinking when the mailbox can no longer send, and only unlinking when it can', async () => {
    mailbox = {
      provider: 'development',
      mailbox: { kind: 'development', address: 'li@example.com', linkedAt: '2026-11-25T10:00:00.000Z', usable: false },
    };
    await setup();
    await screen.findByTestId('mailbox-address');
    expect(screen.getByTestId('mailbox-status').textContent).toBe(en.needsRelink);
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['Link development mailbox', 'Unlink']);

    fireEvent.click(screen.getByRole('button', { name: 'Link development mailbox' }));
    await waitFor(() => expect(screen.getByTestId('mailbox-status').textContent).toBe('Linked'));
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['Unlink']);
  });

  it('says how the link went when Google sends the browser back, once', async () => {
    await setup('/app/settings?mailbox=error&reason=scope');
    expect((await screen.findByTestId('mailbox-returned')).textContent).toContain('permission to send email was not ticked');
  });
});
