import type { ResumeProfileDraft } from '@jobbridge/contracts';
import { fireEvent, screen } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import en from '@/locales/en/resumes.json';
import { jsonResponse as json, renderPage } from '@/test/render';
import { AiHelper } from './ai-helper';

const draft: ResumeProfileDraft = {
  role: 'Data Analyst',
  aboutMe: '',
  work: [{ company: 'Northwind', role: 'Analyst', location: 'Leeds', description: 'Built Power BI dashboards', start: '', end: '' }],
};
const membership = (limit: number) => ({
  tier: limit ? 2 : 1,
  label: limit ? 'VIP Membership' : 'Free Membership',
  plan: limit ? 'Plus' : 'Basic',
  identity: limit ? 'VIP' : 'Free',
  source: null,
  startsAt: null,
  expiresAt: null,
  extendedUntil: null,
  totalBatches: 0,
  usedBatches: 0,
  quotas: [{ feature: 'helper', kind: 'membership', limit, used: 0, remaining: limit, resetsAt: null }],
});

function Harness({ role, data = draft }: { role: 'data-analyst' | ''; data?: ResumeProfileDraft }) {
  const form = useForm<ResumeProfileDraft>({ defaultValues: data });
  return (
    <>
      <AiHelper form={form} kind="aboutMe" role={role} />
      <output data-testid="about">{form.watch('aboutMe')}</output>
    </>
  );
}

describe('the builder AI helper', () => {
  const fetchMock = vi.fn<typeof fetch>();
  const helperCalls: unknown[] = [];
  function serve(helper: () => Response, limit = 10) {
    fetchMock.mockImplementation(async (input, init) => {
      const url = String(input);
      if (url.includes('/api/app/membership')) return json(200, membership(limit));
      if (url.includes('/api/app/ai/helper')) {
        helperCalls.push(JSON.parse(String(init?.body)));
        return helper();
      }
      return json(404, { error: { code: 'NOT_FOUND', message: 'Not found' } });
    });
  }
  const setup = (role: 'data-analyst' | '', data?: ResumeProfileDraft) =>
    renderPage(<Harness role={role} data={data} />, { i18n: { lng: 'en', resources: { en: { resumes: en } } } });

  beforeEach(() => {
    fetchMock.mockReset();
    helperCalls.length = 0;
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('says what is missing and calls nothing: a role from the list, and something to start from', async () => {
    serve(() => json(200, {}));
    await setup('', { role: '', aboutMe: '', work: [] });
    await screen.findByText('AI helper uses left: 10 of 10');
    fireEvent.click(screen.getByTestId('ai-helper-button'));
    const note = await screen.findByTestId('ai-helper-note');
    expect(note.textContent).toContain('your Role filled in');
    expect(note.textContent).toContain('a role chosen from the list under Role');
    expect(note.textContent).toContain('About Me or a work description filled in');
    expect(helperCalls).toHaveLength(0);
  });

  it('shows the text first; "Use this text" puts it into About Me', async () => {
    serve(() =>
      json(200, {
        text: 'Data analyst who built Power BI dashboards.',
        removed: [],
        unchanged: false,
        provider: 'built-in',
        helper: { limit: 10, used: 1, remaining: 9 },
      }),
    );
    await setup('data-analyst');
    await screen.findByText('AI helper uses left: 10 of 10');
    fireEvent.click(screen.getByTestId('ai-helper-button'));
    await screen.findByText('Data analyst who built Power BI dashboards.');
    expect(helperCalls[0]).toMatchObject({ kind: 'aboutMe', role: 'data-analyst', data: { role: 'Data Analyst' } });
    expect(screen.getByTestId('about').textContent).toBe('');
    fireEvent.click(screen.getByTestId('ai-helper-use'));
    expect(screen.getByTestId('about').textContent).toBe('Data analyst who built Power BI dashboards.');
  });

  it('says the text already reads well, and offers nothing to paste, when the helper changed nothing', async () => {
    serve(() =>
      json(200, {
        text: 'Data analyst.',
        removed: [],
        unchanged: true,
        provider: 'built-in',
        helper: { limit: 10, used: 0, remaining: 10 },
      }),
    );
    await setup('data-analyst');
    await screen.findByText('AI helper uses left: 10 of 10');
    fireEvent.click(screen.getByTestId('ai-helper-button'));
    expect((await screen.findByTestId('ai-helper-unchanged')).textContent).toContain('no use was spent');
    expect(screen.queryByTestId('ai-helper-use')).toBeNull();
  });

  it("shows the catalogue's 'Failed to get AI content' when the writer fails", async () => {
    serve(() => json(502, { error: { code: 'AI_CONTENT_FAILED', message: 'Failed to get AI content' } }));
    await setup('data-analyst');
    await screen.findByText('AI helper uses left: 10 of 10');
    fireEvent.click(screen.getByTestId('ai-helper-button'));
    expect((await screen.findByTestId('ai-helper-error')).textContent).toBe('Failed to get AI content');
    expect(screen.getByTestId('about').textContent).toBe('');
  });

  it('on Basic the button explains the plan has no helper uses, and calls nothing', async () => {
    serve(() => json(200, {}), 0);
    await setup('data-analyst');
    await screen.findByText('Your plan has no AI helper uses.');
    fireEvent.click(screen.getByTestId('ai-helper-button'));
    expect((await screen.findByTestId('ai-helper-note')).textContent).toContain('not included in the Basic plan');
    expect(helperCalls).toHaveLength(0);
  });
});
