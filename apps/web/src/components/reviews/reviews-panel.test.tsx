import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import en from '@/locales/en/reviews.json';
import { jsonResponse as json, renderPage } from '@/test/render';
import { ReviewsPanel } from './reviews-panel';

const auth = vi.hoisted(() => ({ level: 3 }));
vi.mock('@/lib/auth', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/auth')>()),
  useAuth: () => ({ level: auth.level }),
}));

const mine = {
  id: '0b5a6a47-7c59-4bb4-9c1f-2a4f6d7f1a11',
  rating: 2,
  text: 'Slow process',
  author: 'alice',
  createdAt: '2026-11-20T09:00:00.000Z',
  updatedAt: '2026-11-20T09:00:00.000Z',
  mine: true,
  reported: false,
  hidden: false,
};
const list = (withMine: boolean) => ({
  average: withMine ? 2 : null,
  count: withMine ? 1 : 0,
  distribution: withMine ? [0, 1, 0, 0, 0] : [0, 0, 0, 0, 0],
  items: withMine ? [mine] : [],
  page: 1,
  pageSize: 10,
  mine: withMine ? mine : null,
});

const render = () =>
  renderPage(<ReviewsPanel targetType="company" targetKey="google (uk) limited" targetName="Google (UK) Limited" />, {
    i18n: { lng: 'en', resources: { en: { reviews: en } } },
  });

describe('ReviewsPanel', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
    auth.level = 3;
  });
  afterEach(() => vi.unstubAllGlobals());

  const puts = () => fetchMock.mock.calls.filter(([, init]) => init?.method === 'PUT');

  it('asks guests to sign in and shows no form', async () => {
    auth.level = 0;
    fetchMock.mockResolvedValue(json(200, list(false)));
    await render();
    expect((await screen.findByTestId('review-sign-in')).textContent).toContain('Only signed-in users can review');
    expect(screen.getByTestId('review-sign-in').textContent).toContain('Sign in to rate this employer');
    expect(screen.queryByTestId('review-form')).toBeNull();
    expect(screen.getByRole('link', { name: 'Sign in to review' }).getAttribute('href')).toBe('/login');
  });

  it("tells guests on an agency's page that they rate the agency, not an employer; names reviewers without a login", async () => {
    auth.level = 0;
    const other = { ...mine, id: '0b5a6a47-7c59-4bb4-9c1f-2a4f6d7f1a12', author: null, mine: false };
    fetchMock.mockResolvedValue(json(200, { ...list(false), count: 2, items: [other, { ...other, id: mine.id, author: 'Li W.' }] }));
    await renderPage(<ReviewsPanel targetType="agency" targetKey="lantern-hill-talent" targetName="Lantern Hill Talent" />, {
      i18n: { lng: 'en', resources: { en: { reviews: en } } },
    });
    expect((await screen.findByTestId('review-sign-in')).textContent).toContain('Sign in to rate this agency');
    const items = await screen.findAllByTestId('review-item');
    expect(items.map((i) => i.textContent)).toEqual([expect.stringContaining('A JobBridge member'), expect.stringContaining('Li W.')]);
  });

  it('requires a rating before sending, then sends the rating and text', async () => {
    fetchMock.mockImplementation(async (_input, init) =>
      init?.method === 'PUT' ? json(200, { ...mine, rating: 4, text: 'Friendly team' }) : json(200, list(false)),
    );
    await render();
    fireEvent.click(await screen.findByRole('button', { name: 'Post review' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Please choose a rating');
    expect(puts()).toHaveLength(0);

    fireEvent.click(screen.getByRole('radio', { name: '4 stars: good' }));
    expect(screen.queryByText('Please choose a rating')).toBeNull();
    fireEvent.change(screen.getByLabelText('Your experience (optional)'), { target: { value: 'Friendly team' } });
    fireEvent.click(screen.getByRole('button', { name: 'Post review' }));
    await screen.findByText('Your review is saved.');
    const [input, init] = puts()[0]!;
    expect(String(input)).toBe('/api/app/reviews');
    expect(JSON.parse(String(init!.body))).toEqual({
      targetType: 'company',
      targetKey: 'google (uk) limited',
      rating: 4,
      text: 'Friendly team',
    });
  });

  it('opens the signed-in user’s own review for editing', async () => {
    fetchMock.mockResolvedValue(json(200, list(true)));
    await render();
    await screen.findByRole('button', { name: 'Update review' });
    expect((screen.getByRole('radio', { name: '2 stars: below average' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByLabelText('Your experience (optional)') as HTMLTextAreaElement).value).toBe('Slow process');
    expect(screen.getByTestId('reviews-summary').textContent).toContain('1 review');
    // One's own review cannot be reported.
    expect(screen.queryByRole('button', { name: 'Report' })).toBeNull();
  });

  it('shows the API’s message when saving fails', async () => {
    fetchMock.mockImplementation(async (_input, init) =>
      init?.method === 'PUT' ? json(404, { error: { code: 'NOT_FOUND', message: 'Not found' } }) : json(200, list(false)),
    );
    await render();
    fireEvent.click(await screen.findByRole('radio', { name: '5 stars: excellent' }));
    fireEvent.click(screen.getByRole('button', { name: 'Post review' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toMatch(/not found/i));
  });
});
