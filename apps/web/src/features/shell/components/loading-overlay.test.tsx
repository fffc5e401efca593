import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AppStateProvider, useAppActions, type AppStateActions } from '@/lib/app-state';
import { LoadingOverlay } from './loading-overlay';

vi.mock('react-i18next', () => ({ useTranslation: () => ({ t: (key: string) => key }) }));

describe('LoadingOverlay', () => {
  it('shows while the shared loading flag is set, including during withLoading', async () => {
    let actions: AppStateActions | undefined;
    function Grab() {
      actions = useAppActions();
      return null;
    }
    render(
      <AppStateProvider>
        <Grab />
        <LoadingOverlay />
      </AppStateProvider>,
    );
    expect(screen.queryByTestId('global-loading-overlay')).toBeNull();

    act(() => actions?.setLoading(true));
    expect(screen.getByTestId('global-loading-overlay').textContent).toContain('loading.overlay');
    act(() => actions?.setLoading(false));
    expect(screen.queryByTestId('global-loading-overlay')).toBeNull();

    let finish: () => void = () => {};
    let running: Promise<void> | undefined;
    act(() => {
      running = actions?.withLoading(() => new Promise<void>((resolve) => (finish = resolve)));
    });
    expect(screen.getByTestId('global-loading-overlay')).toBeTruthy();
    await act(async () => {
      finish();
      await running;
    });
    expect(screen.queryByTestId('global-loading-overlay')).toBeNull();
  });
});
