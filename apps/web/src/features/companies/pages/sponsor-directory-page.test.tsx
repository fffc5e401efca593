import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import cn from '@/locales/cn/companies.json';
import en from '@/locales/en/companies.json';
import { jsonResponse as json, renderPage } from '@/test/render';
import { SponsorDirectoryPage } from './sponsor-directory-page';

const card = {
  name: 'Care 24 (UK) Limited',
  towns: ['London'],
  counties: [],
  ratings: ['A'],
  routes: ['Skilled Worker'],
  openJobs: 0,
  viaAlias: null,
};
const answer = (total: number, totalIsCapped: boolean) => ({
  items: [card],
  total,
  totalIsCapped,
  page: 1,
  pageSize: 20,
  registerDate: null,
});

async function show(lng: 'cn' | 'en', body: ReturnType<typeof answer>) {
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async () => json(200, body)),
  );
  await renderPage(<SponsorDirectoryPage />, {
    url: '/company/visa?q=care',
    i18n: { lng, resources: { cn: { companies: cn }, en: { companies: en } } },
  });
  return (await screen.findByTestId('directory-total')).textContent;
}

describe('SponsorDirectoryPage totals', () => {
  beforeEach(() => vi.stubGlobal('matchMedia', () => ({ matches: false, addEventListener() {}, removeEventListener() {} })));
  afterEach(() => vi.unstubAllGlobals());

  it('says "1,000+" when the search stopped counting, with 50 pages', async () => {
    expect(await show('en', answer(1000, true))).toBe('1,000+ licensed organisations');
    expect(screen.getByText('Page 1 of 50')).toBeTruthy();
  });

  it('says "1,000+" in Chinese too', async () => {
    expect(await show('cn', answer(1000, true))).toBe('1,000+ 家持牌机构');
  });

  it('shows an exact total as it is', async () => {
    expect(await show('en', answer(36325, false))).toBe('36,325 licensed organisations');
  });
});
