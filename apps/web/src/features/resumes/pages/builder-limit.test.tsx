import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import en from '@/locales/en/resumes.json';
import { jsonResponse as json, renderPage } from '@/test/render';
import { BuilderPage } from './builder-page';

const at = '2026-11-21T10:00:00.000Z';
const saved = {
  id: '0b7f3a43-2f6b-4b0f-9a57-2f0f0e0f0a11',
  data: { firstName: 'Li', lastName: 'Na', role: 'Data Analyst' },
  template: 'modern-pro',
  language: 'en',
  completedAt: null,
  resumeId: null,
  createdAt: at,
  updatedAt: at,
};

describe('/inputManul at the plan’s profile limit', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    fetchMock.mockReset();
    fetchMock.mockImplementation(async () => json(200, { items: [saved], limit: 1, templates: [] }));
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('shows the limit message without asking the server to create a profile', async () => {
    await renderPage(<BuilderPage mode="manual" />, { url: '/inputManul', i18n: { lng: 'en', resources: { en: { resumes: en } } } });
    const limit = await screen.findByTestId('profile-limit', {}, { timeout: 5000 });
    expect(limit.textContent).toContain('Li Na');
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST')).toEqual([]);
  });
});
