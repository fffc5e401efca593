import type { Agency } from '@jobbridge/contracts';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import cn from '@/locales/cn/agencies.json';
import reviewsEn from '@/locales/en/reviews.json';
import en from '@/locales/en/agencies.json';
import { jsonResponse as json, renderPage } from '@/test/render';
import { AgencyPage } from './agency-page';
import { CnAgenciesPage } from './cn-agencies-page';
import { JobAgenciesPage } from './job-agencies-page';

vi.mock('@/lib/auth', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/auth')>()),
  useAuth: () => ({ level: 0 }),
}));

const agency = (slug: string, tier: Agency['tier'], extra: Partial<Agency> = {}): Agency => ({
  slug,
  name: `${slug} name`,
  kind: 'job',
  tier,
  rank: 1,
  services: ['cv-review', 'our-own-words'],
  sectors: ['healthcare'],
  languages: ['zh', 'en'],
  contact: { website: `https://${slug}.example`, email: `hi@${slug}.example`, phone: '020 7946 0101', address: '1 Imaginary Row' },
  description: { cn: '示例中介', en: 'Example agency' },
  isDemo: true,
  updatedAt: '2026-11-25T10:00:00.000Z',
  ...extra,
});

let requests: string[] = [];
function serve(answer: (url: URL) => Response) {
  vi.stubGlobal('fetch', (input: RequestInfo | URL) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof Request ? input.url : input.toString(), 'http://localhost');
    requests.push(url.pathname + url.search);
    return Promise.resolve(answer(url));
  });
}
const list = (items: Agency[]) => json(200, { items, total: items.length, page: 1, pageSize: 24 });

beforeEach(() => {
  requests = [];
});
afterEach(() => vi.unstubAllGlobals());

describe('JobAgenciesPage', () => {
  it('groups agencies gold, silver, bronze, says they are demo examples, and translates known services', async () => {
    serve(() => list([agency('a-gold', 'gold'), agency('b-silver', 'silver'), agency('c-bronze', 'bronze'), agency('d-none', null)]));
    await renderPage(<JobAgenciesPage />, { url: '/company/jobagency', i18n: { lng: 'en', resources: { en: { agencies: en } } } });
    const sections = await screen.findAllByTestId('tier-section');
    expect(sections.map((s) => s.getAttribute('data-tier'))).toEqual(['gold', 'silver', 'bronze', 'none']);
    expect(within(sections[0]!).getByRole('heading', { name: 'Gold' })).toBeTruthy();
    expect(screen.getByTestId('agency-demo-notice').textContent).toContain('invented examples');
    const card = within(sections[0]!).getByTestId('agency-card');
    expect(card.getAttribute('href')).toBe('/company/jobagency/a-gold');
    expect(within(card).getByText('CV review')).toBeTruthy();
    expect(within(card).getByText('our-own-words')).toBeTruthy();
    expect(screen.getByText('4 agencies')).toBeTruthy();
    expect(requests[0]).toBe('/api/agencies?kind=job&page=1');
  });

  it('searches and filters by tier through the address, and offers to clear an empty result', async () => {
    serve((url) => (url.searchParams.get('q') === 'nothing' ? list([]) : list([agency('a-gold', 'gold')])));
    const { router } = await renderPage(<JobAgenciesPage />, {
      url: '/company/jobagency',
      i18n: { lng: 'en', resources: { en: { agencies: en } } },
    });
    await screen.findByTestId('agency-card');
    fireEvent.click(screen.getByRole('button', { name: 'Silver', pressed: false }));
    expect(router.state.location.search).toBe('?tier=silver');
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search agencies' }), { target: { value: 'nothing' } });
    fireEvent.submit(screen.getByRole('search'));
    expect(router.state.location.search).toBe('?tier=silver&q=nothing');
    expect(await screen.findByText('No agency matches your search.')).toBeTruthy();
    expect(requests).toContain('/api/agencies?kind=job&page=1&q=nothing&tier=silver');
    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(router.state.location.search).toBe('');
  });

  it('answers the questions about agencies and sponsored visas in Chinese', async () => {
    serve(() => list([]));
    await renderPage(<JobAgenciesPage />, { url: '/company/jobagency', i18n: { lng: 'cn', resources: { cn: { agencies: cn } } } });
    const faq = await screen.findByTestId('agency-faq');
    expect(within(faq).getByText('招聘中介能为我担保工作签证吗？')).toBeTruthy();
    expect(faq.textContent).toContain('£41,700');
    expect(
      within(faq)
        .getByRole('link', { name: /担保雇主名单/ })
        .getAttribute('href'),
    ).toMatch(/^https:\/\/www\.gov\.uk\//);
  });
});

describe('CnAgenciesPage', () => {
  it('numbers the ranking and asks only for Chinese-language agencies', async () => {
    serve(() => list([agency('p-gold', 'gold', { kind: 'cn' }), agency('q-silver', 'silver', { kind: 'cn' })]));
    await renderPage(<CnAgenciesPage />, { url: '/company/cnagency', i18n: { lng: 'cn', resources: { cn: { agencies: cn } } } });
    const cards = await screen.findAllByTestId('agency-card');
    expect(cards.map((c) => within(c).getByLabelText(/第 \d 名/).textContent)).toEqual(['1', '2']);
    expect(screen.getByRole('heading', { level: 1, name: '中文中介排行榜' })).toBeTruthy();
    expect(requests[0]).toBe('/api/agencies?kind=cn&page=1');
  });
});

describe('AgencyPage', () => {
  it('shows services, contact links, the demo notice and the agency reviews', async () => {
    const reviews = { average: 4.5, count: 2, distribution: [0, 0, 0, 1, 1], items: [], page: 1, pageSize: 10, mine: null };
    serve((url) => (url.pathname === '/api/reviews' ? json(200, reviews) : json(200, agency('a-gold', 'gold'))));
    await renderPage(<AgencyPage />, {
      url: '/company/jobagency/a-gold',
      path: '/company/jobagency/:slug',
      i18n: { lng: 'en', resources: { en: { agencies: en, reviews: reviewsEn } } },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'a-gold name' })).toBeTruthy();
    expect(within(screen.getByTestId('agency-services')).getByText('CV review')).toBeTruthy();
    const contact = screen.getByTestId('agency-contact');
    expect(within(contact).getByRole('link', { name: 'a-gold.example' }).getAttribute('href')).toBe('https://a-gold.example');
    expect(within(contact).getByRole('link', { name: '020 7946 0101' }).getAttribute('href')).toBe('tel:02079460101');
    expect(screen.getByTestId('agency-demo-notice')).toBeTruthy();
    expect((await screen.findByTestId('reviews-summary')).textContent).toContain('4.5');
    expect(requests).toContain('/api/agencies/a-gold');
    expect(requests).toContain('/api/reviews?targetType=agency&targetKey=a-gold&page=1');
  });

  it('says the agency does not exist on a 404', async () => {
    serve(() => json(404, { error: { code: 'AGENCY_NOT_FOUND', message: 'This agency does not exist' } }));
    await renderPage(<AgencyPage />, {
      url: '/company/jobagency/gone',
      path: '/company/jobagency/:slug',
      i18n: { lng: 'cn', resources: { cn: { agencies: cn } } },
    });
    expect(await screen.findByText('未找到该中介')).toBeTruthy();
    expect(screen.getByRole('link', { name: '浏览招聘中介名录' }).getAttribute('href')).toBe('/company/jobagency');
  });
});
