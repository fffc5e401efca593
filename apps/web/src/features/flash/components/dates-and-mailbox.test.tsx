import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import cn from '@/locales/cn/flash.json';
import en from '@/locales/en/flash.json';
import { jsonResponse as json, renderPage } from '@/test/render';
import { HistoryPanel } from './history-panel';
import { MailboxStatus } from './mailbox-status';

const application = {
  id: '5d0c0d7e-3f0a-4d35-9a57-2f0f0e0f0a11',
  batchId: '5d0c0d7e-3f0a-4d35-9a57-2f0f0e0f0a12',
  jobId: 7,
  title: 'Data Analyst',
  company: 'Quillfield Software Ltd',
  recipients: ['hr@quillfield.example'],
  subject: 'Application: Data Analyst',
  letter: 'Dear team,',
  letterStatus: 'success',
  letterError: null,
  removedClaims: [],
  sendStatus: 'sent',
  sendError: null,
  sentAt: '2026-11-29T04:58:00.000Z',
  createdAt: '2026-11-29T04:50:00.000Z',
  messageId: '<5d0c0d7e@jobbridge.example>',
  outsideRecipients: [],
  addedLinks: [],
  checksConfirmed: false,
  resolution: null,
  resolvedAt: null,
  verdictKind: 'licensed_sponsor',
  salaryStatus: 'meets',
};

const i18n = (lng: 'cn' | 'en') => ({ i18n: { lng, resources: { cn: { flash: cn }, en: { flash: en } } } });

describe('Flash history and sender, in the page language', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    fetchMock.mockReset();
    fetchMock.mockImplementation(async () => json(200, { items: [application], total: 1, page: 1, pageSize: 10 }));
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('dates a sent letter the Chinese way in Chinese and the English way in English (UK time)', async () => {
    const { unmount } = await renderPage(<HistoryPanel />, i18n('cn'));
    expect((await screen.findByTestId('flash-history-item', {}, { timeout: 15_000 })).textContent).toContain('2026年11月29日 04:58');
    unmount();
    await renderPage(<HistoryPanel />, i18n('en'));
    expect((await screen.findByTestId('flash-history-item', {}, { timeout: 15_000 })).textContent).toContain('29 Nov 2026, 04:58');
  }, 20_000);

  it('sets the development mailbox note off from the address by a space', async () => {
    await renderPage(<MailboxStatus mailbox={{ address: 'li.na@example.com', kind: 'development' }} />, i18n('cn'));
    expect(screen.getByTestId('flash-mailbox').textContent).toContain('li.na@example.com (开发用邮箱)');
  });
});
