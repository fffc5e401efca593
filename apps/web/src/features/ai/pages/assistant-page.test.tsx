import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import cn from '@/locales/cn/ai.json';
import en from '@/locales/en/ai.json';
import { jsonResponse as json, renderPage } from '@/test/render';
import { AssistantPage } from './assistant-page';

const PROFILE = '0b7f3a43-2f6b-4b0f-9a57-2f0f0e0f0a11';
const OPT = '1b7f3a43-2f6b-4b0f-9a57-2f0f0e0f0a12';
const NEW_PROFILE = '2b7f3a43-2f6b-4b0f-9a57-2f0f0e0f0a13';
const RESUME = '3b7f3a43-2f6b-4b0f-9a57-2f0f0e0f0a14';
const at = '2026-11-21T10:00:00.000Z';
const profile = (id: string) => ({
  id,
  data: { firstName: 'Ada', lastName: 'Lovelace', role: 'Data Analyst' },
  template: 'modern-pro',
  language: 'en',
  completedAt: null,
  resumeId: null,
  createdAt: at,
  updatedAt: at,
});
const templates = [
  { id: 'modern-pro', available: true },
  { id: 'executive', available: false },
  { id: 'creative', available: false },
  { id: 'academic', available: false },
];
const quota = (limit: number, used: number) => ({
  feature: 'helper',
  kind: 'membership',
  limit,
  used,
  remaining: limit - used,
  resetsAt: null,
});
const membership = (helperLimit: number) => ({
  tier: helperLimit ? 2 : 1,
  label: helperLimit ? 'VIP Membership' : 'Free Membership',
  plan: helperLimit ? 'Plus' : 'Basic',
  identity: helperLimit ? 'VIP' : 'Free',
  source: null,
  startsAt: null,
  expiresAt: null,
  extendedUntil: null,
  totalBatches: 0,
  usedBatches: 0,
  quotas: [quota(helperLimit, 0)],
});
const target = { kind: 'none', title: '', jobId: null };
const scored = {
  score: 72,
  band: 'Good',
  criteria: [],
  suggestions: [{ id: 's1', criterion: 'quantified', points: 6, text: 'Add a figure to two bullets', item: null }],
  keyTerms: { found: ['SQL'], missing: ['Tableau'] },
  target,
  cvLanguage: 'en',
  words: 320,
};
const optimised = {
  id: OPT,
  provider: 'built-in',
  items: [
    {
      id: 'summary',
      kind: 'summary',
      workIndex: null,
      bulletIndex: null,
      before: 'I do data.',
      after: 'Data analyst with SQL.',
      removed: [],
    },
    {
      id: 'work.0.0',
      kind: 'bullet',
      workIndex: 0,
      bulletIndex: 0,
      before: 'Responsible for reports',
      after: 'Built reports',
      removed: [],
    },
  ],
  rejected: [],
  target,
  helper: { limit: 10, used: 1, remaining: 9 },
  score: { before: 64, after: 71 },
};

type Route = (url: string, init?: RequestInit) => Response | Promise<Response>;

describe('AssistantPage', () => {
  const fetchMock = vi.fn<typeof fetch>();
  const calls: { url: string; body: unknown }[] = [];
  function serve(overrides: Record<string, Route> = {}, helperLimit = 10) {
    const routes: Record<string, Route> = {
      'GET /api/app/resumes': () => json(200, { items: [], total: 0, limit: 3 }),
      'GET /api/app/profiles': () => json(200, { items: [profile(PROFILE)], limit: 1, templates }),
      'GET /api/app/membership': () => json(200, membership(helperLimit)),
      'GET /api/app/ai/insights': () =>
        json(200, { items: [{ id: 'i1', title: 'Jobs for you', value: '42', detail: 'sponsoring employers' }], limit: 1, locked: 2 }),
      [`POST /api/app/ai/profiles/${PROFILE}/score`]: () => json(200, scored),
      [`POST /api/app/ai/profiles/${PROFILE}/optimise`]: () => json(200, optimised),
      [`POST /api/app/ai/optimisations/${OPT}/apply`]: () =>
        json(200, { profile: profile(NEW_PROFILE), applied: ['work.0.0'], score: { before: 64, after: 68 } }),
      [`POST /api/app/profiles/${NEW_PROFILE}/finish`]: () =>
        json(200, {
          profile: profile(NEW_PROFILE),
          resume: {
            id: RESUME,
            alias: 'Ada CV',
            filename: 'ada.pdf',
            size: 100,
            source: 'builder',
            profileId: NEW_PROFILE,
            uploadedAt: at,
            updatedAt: at,
          },
        }),
      ...overrides,
    };
    fetchMock.mockImplementation(async (input, init) => {
      const url = String(input);
      const key = `${init?.method ?? 'GET'} ${url.split('?')[0]}`;
      calls.push({ url: key, body: init?.body ? JSON.parse(String(init.body)) : undefined });
      const route = routes[key];
      return route ? route(url, init) : json(404, { error: { code: 'NOT_FOUND', message: 'Not found' } });
    });
  }
  const setup = (url = '/app/airesumes', lng: 'en' | 'cn' = 'en') =>
    renderPage(<AssistantPage />, { url, i18n: { lng, resources: { en: { ai: en }, cn: { ai: cn } } } });

  beforeEach(() => {
    fetchMock.mockReset();
    calls.length = 0;
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('scores the chosen resume: the score, its band and each suggestion with its points', async () => {
    serve();
    await setup();
    fireEvent.change(await screen.findByLabelText('Target role (optional)'), { target: { value: 'data-analyst' } });
    fireEvent.click(screen.getByRole('button', { name: 'Score' }));
    const card = await screen.findByTestId('ai-score');
    expect(within(card).getByTestId('ai-score-value').textContent).toBe('72/100');
    expect(within(card).getByTestId('ai-score-band').textContent).toBe('Good');
    expect(within(card).getByTestId('ai-suggestion').textContent).toContain('Add a figure to two bullets');
    expect(within(card).getByTestId('ai-suggestion').textContent).toContain('+6 points');
    expect(calls.find((c) => c.url.endsWith('/score'))?.body).toEqual({ role: 'data-analyst' });
  });

  it('tells two profiles of the same name apart by when they were saved', async () => {
    serve({
      'GET /api/app/profiles': () =>
        json(200, { items: [profile(PROFILE), { ...profile(NEW_PROFILE), updatedAt: '2026-11-29T04:58:00.000Z' }], limit: 5, templates }),
    });
    await setup('/app/airesumes', 'cn');
    const options = [...(await screen.findByTestId('ai-source')).querySelectorAll('option')].map((o) => o.textContent);
    expect(new Set(options).size).toBe(2);
    expect(options[1]).toContain('保存于 2026年11月29日 04:58');
  });

  it('names the band in Chinese', async () => {
    serve();
    await setup('/app/airesumes', 'cn');
    fireEvent.click(await screen.findByRole('button', { name: '打分' }));
    expect((await screen.findByTestId('ai-score-band')).textContent).toBe('良好');
  });

  it('optimises, accepts one item, applies it, then exports with an available template', async () => {
    serve();
    await setup();
    fireEvent.click(await screen.findByRole('button', { name: 'Optimise' }));
    const items = await screen.findAllByTestId('ai-item');
    expect(items).toHaveLength(2);
    expect(items[1]!.textContent).toContain('Responsible for reports');
    expect(items[1]!.textContent).toContain('Built reports');
    expect((screen.getByRole('button', { name: 'Apply 0 changes' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(within(items[1]!).getByRole('button', { name: 'Accept' }));
    fireEvent.click(within(items[0]!).getByRole('button', { name: 'Reject' }));
    fireEvent.click(screen.getByRole('button', { name: 'Apply 1 change' }));
    expect((await screen.findByTestId('ai-applied')).textContent).toContain('Saved: 1 change applied to your profile.');
    expect(screen.getByTestId('ai-score-after').textContent).toBe('Score recomputed: 64 → 68/100');
    expect(calls.find((c) => c.url.endsWith('/apply'))?.body).toEqual({ accept: ['work.0.0'] });
    expect((screen.getByRole('radio', { name: 'Executive' }) as HTMLInputElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Export PDF' }));
    expect((await screen.findByText(/is in your resume manager/)).textContent).toContain('"Ada CV"');
    expect(screen.getByRole('link', { name: 'Open the resume manager' }).getAttribute('href')).toBe('/app/resumesManage');
    expect(calls.find((c) => c.url.endsWith('/finish'))?.body).toEqual({ template: 'modern-pro' });
  });

  it('shows the score with every change, and exports without accepting any', async () => {
    serve();
    await setup();
    fireEvent.click(await screen.findByRole('button', { name: 'Optimise' }));
    await screen.findAllByTestId('ai-item');
    expect(screen.getByTestId('ai-score-change').textContent).toBe('Score now → with every change: 64 → 71/100');
    expect(screen.queryByTestId('ai-applied')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Export PDF' }));
    expect((await screen.findByText(/is in your resume manager/)).textContent).toContain('"Ada CV"');
    expect(calls.find((c) => c.url.endsWith('/apply'))?.body).toEqual({ accept: [] });
    expect(calls.find((c) => c.url.endsWith('/finish'))?.body).toEqual({ template: 'modern-pro' });
  });

  it('says in Chinese when nothing could be rewritten, with templates still there to export', async () => {
    serve({
      [`POST /api/app/ai/profiles/${PROFILE}/optimise`]: () => json(200, { ...optimised, items: [], score: { before: 88, after: 88 } }),
    });
    await setup('/app/airesumes', 'cn');
    fireEvent.click(await screen.findByRole('button', { name: '优化' }));
    expect((await screen.findByTestId('ai-optimisation')).textContent).toContain('本次未扣除次数');
    expect(screen.queryByTestId('ai-apply')).toBeNull();
    expect(screen.getByTestId('ai-export')).toBeTruthy();
  });

  it('sends a profile that misses details to the builder when the export refuses it', async () => {
    serve({
      [`POST /api/app/profiles/${NEW_PROFILE}/finish`]: () =>
        json(400, {
          error: {
            code: 'VALIDATION_ERROR',
            message: 'Some fields are not valid',
            fields: [{ field: 'data.phone', message: 'PHONE_REQUIRED' }],
          },
        }),
    });
    await setup();
    fireEvent.click(await screen.findByRole('button', { name: 'Optimise' }));
    fireEvent.click(within((await screen.findAllByTestId('ai-item'))[0]!).getByRole('button', { name: 'Accept' }));
    fireEvent.click(screen.getByRole('button', { name: 'Apply 1 change' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Export PDF' }));
    expect((await screen.findByTestId('ai-export-error')).textContent).toContain('Complete the missing details in the builder');
    expect(screen.getByTestId('ai-open-builder').getAttribute('href')).toBe(`/editResume?profile=${NEW_PROFILE}`);
  });

  it('keeps the uploaded PDF chosen after applying adds a new profile to the list', async () => {
    const upload = {
      id: RESUME,
      alias: 'John CV',
      filename: 'john.pdf',
      size: 100,
      source: 'upload',
      profileId: null,
      uploadedAt: at,
      updatedAt: at,
    };
    let applied = false;
    serve({
      'GET /api/app/resumes': () => json(200, { items: [upload], total: 1, limit: 3 }),
      'GET /api/app/profiles': () => json(200, { items: applied ? [profile(NEW_PROFILE)] : [], limit: 1, templates }),
      [`POST /api/app/ai/resumes/${RESUME}/optimise`]: () => json(200, optimised),
      [`POST /api/app/ai/optimisations/${OPT}/apply`]: () => {
        applied = true;
        return json(200, { profile: profile(NEW_PROFILE), applied: ['summary'], score: { before: 64, after: 67 } });
      },
    });
    await setup();
    fireEvent.click(await screen.findByRole('button', { name: 'Optimise' }));
    fireEvent.click(within((await screen.findAllByTestId('ai-item'))[0]!).getByRole('button', { name: 'Accept' }));
    fireEvent.click(screen.getByRole('button', { name: 'Apply 1 change' }));
    await screen.findByTestId('ai-applied');
    await screen.findByRole('option', { name: 'Ada Lovelace Data Analyst (built profile)' });
    expect((screen.getByLabelText('Resume') as HTMLSelectElement).value).toBe(`resume:${RESUME}`);
    expect(screen.getAllByTestId('ai-item')[1]!.textContent).toContain('Work experience 1, point 1');
  });

  it("says 'Optimization failed' when the rewrite fails", async () => {
    serve({
      [`POST /api/app/ai/profiles/${PROFILE}/optimise`]: () =>
        json(500, { error: { code: 'OPTIMIZATION_FAILED', message: 'Optimization failed' } }),
    });
    await setup();
    fireEvent.click(await screen.findByRole('button', { name: 'Optimise' }));
    expect((await screen.findByTestId('ai-optimise-error')).textContent).toContain('Optimization failed');
  });

  it("says 'Failed to get AI content' when the model does not answer", async () => {
    serve({
      [`POST /api/app/ai/profiles/${PROFILE}/optimise`]: () =>
        json(502, { error: { code: 'AI_CONTENT_FAILED', message: 'Failed to get AI content' } }),
    });
    await setup();
    fireEvent.click(await screen.findByRole('button', { name: 'Optimise' }));
    expect((await screen.findByTestId('ai-optimise-error')).textContent).toContain('Failed to get AI content');
  });

  it('tells a Basic user that optimising needs helper uses, with a link to membership', async () => {
    serve({}, 0);
    await setup();
    const uses = await screen.findByTestId('ai-helper-uses');
    expect(uses.textContent).toContain('Your plan has no AI helper uses');
    expect(within(uses).getByRole('link', { name: 'See membership' }).getAttribute('href')).toBe('/app/membership');
    expect((screen.getByRole('button', { name: 'Optimise' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('shows the quota refusal from the server with a link to membership', async () => {
    serve({
      [`POST /api/app/ai/profiles/${PROFILE}/optimise`]: () =>
        json(403, {
          error: { code: 'HELPER_LIMIT_REACHED', message: 'You have used all AI helper uses of your membership. Upgrade to get more.' },
        }),
    });
    await setup();
    fireEvent.click(await screen.findByRole('button', { name: 'Optimise' }));
    const error = await screen.findByTestId('ai-optimise-error');
    expect(error.textContent).toContain('You have used all AI helper uses');
    expect(within(error).getByRole('link', { name: 'See membership' })).toBeTruthy();
  });

  it('invites a user without resumes to create one', async () => {
    serve({ 'GET /api/app/profiles': () => json(200, { items: [], limit: 1, templates }) });
    await setup();
    expect((await screen.findByTestId('ai-empty')).textContent).toContain('No resume yet');
  });

  it('says the resumes failed to load, with a retry', async () => {
    serve({ 'GET /api/app/resumes': () => json(500, { error: { code: 'RESUMES_LOAD_FAILED', message: 'Failed to load resumes' } }) });
    await setup();
    const error = await screen.findByTestId('ai-load-error');
    expect(within(error).getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('shows the insights in the dashboard view, and how many a higher plan adds', async () => {
    serve();
    await setup('/app/airesumes?dashboard=1');
    const insights = await screen.findByTestId('ai-insights');
    expect(within(insights).getByTestId('ai-insight').textContent).toContain('42');
    expect(insights.textContent).toContain('2 more insights with a higher plan.');
  });
});
