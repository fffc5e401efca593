import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { toast } from 'react-toastify';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import en from '@/locales/en/resumes.json';
import { jsonResponse as json, renderPage } from '@/test/render';
import { ResumesManagePage } from './resumes-manage-page';

/** The page under a parent that re-renders it on demand, as the app's layout does when anything above it changes. */
function Harness() {
  const [renders, setRenders] = useState(0);
  return (
    <>
      <button type="button" onClick={() => setRenders(renders + 1)}>
        rerender {renders}
      </button>
      <ResumesManagePage />
    </>
  );
}

// Issue 11, item 24: a failed load toasted again every time the toast had closed and the page rendered.
describe('ResumesManagePage: a failed load', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    fetchMock.mockReset();
    fetchMock.mockImplementation(async () => json(500, { error: { code: 'RESUMES_LOAD_FAILED', message: 'Failed to load resumes' } }));
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('is toasted once however often the page renders, and once more for each retry that fails', async () => {
    const toasted = vi.spyOn(toast, 'error');
    await renderPage(<Harness />, { url: '/app/resumesManage', i18n: { lng: 'en', resources: { en: { resumes: en } } } });
    await screen.findByTestId('resumes-error');
    await waitFor(() => expect(toasted).toHaveBeenCalledTimes(1));
    expect(toasted.mock.calls[0]![0]).toBe('Failed to load resumes');

    for (let i = 0; i < 5; i++) fireEvent.click(screen.getByRole('button', { name: /^rerender/ }));
    await screen.findByRole('button', { name: 'rerender 5' });
    expect(toasted).toHaveBeenCalledTimes(1);

    fireEvent.click(screen.getByRole('button', { name: en.actions.retry }));
    await waitFor(() => expect(toasted).toHaveBeenCalledTimes(2));
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});
