import type { CompanyAnalysis } from '@jobbridge/contracts';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import enAnalysis from '@/locales/en/analysis.json';
import { jsonResponse as json, renderPage } from '@/test/render';
import { CompanyAnalysisPage } from './company-analysis-page';

vi.mock('@/lib/i18n', () => ({ currentLanguage: () => 'en', useLanguage: () => ({ language: 'en', toggle: vi.fn() }) }));
// The chart library draws in a real browser (e2e); here the words and tables around the charts are tested.
vi.mock('@/lib/use-media-query', () => ({ SMALL_SCREEN_QUERY: '', useMediaQuery: () => false }));
vi.mock('./components/echart', () => ({ EChart: () => <div data-testid="echart" /> }));

const i18n = { lng: 'en' as const, resources: { en: { analysis: enAnalysis } } };
const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

const empty: CompanyAnalysis = {
  generatedAt: '2026-11-25T10:00:00.000Z',
  register: null,
  jobsUpdatedAt: null,
  thresholds: { general: 41_700, newEntrant: 33_400 },
  sponsors: { total: 0, byRoute: [], byRating: [], byTown: [], byRegion: [] },
  registerChanges: [],
  jobs: { demo: false, sponsored: 0, total: 0, bySector: [], bySalaryBand: [], topHiring: [] },
};

describe('CompanyAnalysisPage', () => {
  it('with no register imported says so and draws nothing', async () => {
    fetchMock.mockResolvedValueOnce(json(200, empty));
    await renderPage(<CompanyAnalysisPage />, { i18n });
    expect((await screen.findByTestId('no-register')).textContent).toContain('No register imported yet');
    expect(screen.getByTestId('data-date').textContent).toContain('No register imported yet');
    expect(screen.getByTestId('no-jobs')).toBeTruthy();
    expect(screen.queryAllByTestId('echart')).toHaveLength(0);
  });

  it('puts each chart into words and a table', async () => {
    fetchMock.mockResolvedValueOnce(
      json(200, {
        ...empty,
        register: { importedAt: '2026-11-01T09:00:00.000Z', organisations: 4, source: 'register', demo: false },
        jobsUpdatedAt: '2026-11-24T09:00:00.000Z',
        sponsors: {
          total: 4,
          byRoute: [
            { key: 'Skilled Worker', count: 3 },
            { key: 'Global Business Mobility: Senior or Specialist Worker', count: 1 },
          ],
          byRating: [
            { key: 'A', count: 3 },
            { key: 'B', count: 1 },
          ],
          byTown: [{ key: 'London', count: 4 }],
          byRegion: [
            { key: 'london', count: 4 },
            { key: 'unknown', count: 0 },
          ],
        },
        registerChanges: [{ importedAt: '2026-11-01T09:00:00.000Z', organisations: 4, added: 0, removed: 0 }],
        jobs: {
          demo: false,
          sponsored: 2,
          total: 5,
          bySector: [{ key: 'technology', count: 2 }],
          bySalaryBand: [
            { key: 'below_new_entrant', count: 1 },
            { key: 'threshold', count: 1 },
          ],
          topHiring: [{ name: 'Quillon Software Ltd', jobs: 2, town: 'London', rating: 'Worker (A rating)' }],
        },
      }),
    );
    await renderPage(<CompanyAnalysisPage />, { i18n });
    const routes = await screen.findByTestId('chart-routes');
    expect(within(routes).getByTestId('chart-routes-summary').textContent).toBe(
      'Of 4 licensed organisations, 3 (75%) can sponsor the Skilled Worker route.',
    );
    fireEvent.click(within(routes).getByText('Show as a table'));
    expect(within(routes).getByRole('rowheader', { name: 'GBM: Senior or Specialist Worker' })).toBeTruthy();
    expect(screen.getByTestId('chart-salary-summary').textContent).toBe(
      '50% of the 2 sponsored jobs that state a salary start at or above £41,700 a year.',
    );
    // One import: no chart to compare with, said in words.
    expect(screen.getByTestId('single-import').textContent).toContain('first import of the register: 4 licensed organisations');
    expect(within(screen.getByTestId('chart-top')).getByText('Quillon Software Ltd')).toBeTruthy();
    expect(screen.getAllByTestId('echart').length).toBeGreaterThanOrEqual(6);
    expect(screen.queryByTestId('analysis-demo')).toBeNull();
  });

  it('on the demo data draws its charts, marked as demo, never "not imported"', async () => {
    fetchMock.mockResolvedValueOnce(
      json(200, {
        ...empty,
        register: { importedAt: '2026-11-20T09:00:00.000Z', organisations: 51, source: 'demo register (fictional employers)', demo: true },
        jobsUpdatedAt: '2026-11-24T09:00:00.000Z',
        sponsors: {
          total: 51,
          byRoute: [{ key: 'Skilled Worker', count: 51 }],
          byRating: [{ key: 'A', count: 51 }],
          byTown: [{ key: 'London', count: 20 }],
          byRegion: [{ key: 'london', count: 20 }],
        },
        registerChanges: [{ importedAt: '2026-11-20T09:00:00.000Z', organisations: 51, added: 0, removed: 0 }],
        jobs: {
          demo: true,
          sponsored: 120,
          total: 300,
          bySector: [{ key: 'technology', count: 120 }],
          bySalaryBand: [{ key: 'threshold', count: 120 }],
          topHiring: [],
        },
      }),
    );
    await renderPage(<CompanyAnalysisPage />, { i18n });
    expect((await screen.findByTestId('analysis-demo')).textContent).toContain('Demo data');
    expect(screen.getByTestId('data-date').textContent).toContain('Demo register: 51 fictional employers');
    expect(screen.queryByTestId('no-register')).toBeNull();
    expect(screen.queryByTestId('no-jobs')).toBeNull();
    expect(screen.getByTestId('single-import').textContent).toContain('The demo register holds 51 fictional employers');
    expect(screen.getAllByTestId('echart').length).toBeGreaterThanOrEqual(6);
    expect(document.body.textContent).not.toMatch(/not imported|No register/);
  });
});
