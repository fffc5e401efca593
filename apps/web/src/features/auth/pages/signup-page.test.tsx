import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse as json, renderPage } from '@/test/render';
import { SignupPage } from './signup-page';

vi.mock('@/lib/i18n', () => ({ currentLanguage: () => 'cn', useLanguage: () => ({ language: 'cn', toggle: vi.fn() }) }));
vi.mock('@/lib/load-script', () => ({ loadScript: vi.fn(async () => undefined) }));
const site = vi.hoisted(() => ({ turnstileSiteKey: 'site-key' as string | null, googleClientId: null }));
vi.mock('@/lib/site', () => ({
  useSiteInfo: () => ({ data: { auth: { ...site, devMail: false } }, isPending: false }),
}));
const signIn = vi.hoisted(() => vi.fn(async () => 1));
vi.mock('@/lib/auth', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/auth')>()),
  useAuth: () => ({ signIn }),
}));

describe('SignupPage with Turnstile configured', () => {
  const fetchMock = vi.fn<typeof fetch>();
  let turnstileCallback: ((token: string) => void) | null = null;

  beforeEach(() => {
    sessionStorage.clear();
    signIn.mockClear();
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
    window.turnstile = {
      render: vi.fn((_el: HTMLElement, options: { callback: (token: string) => void }) => {
        turnstileCallback = options.callback;
        return 'widget-1';
      }),
      reset: vi.fn(),
      remove: vi.fn(),
    } as unknown as Window['turnstile'];
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    delete window.turnstile;
  });

  function fill() {
    void renderPage(<SignupPage />, { url: '/signup', path: '/signup' });
    const set = (name: string, value: string) => fireEvent.change(document.querySelector(`input[name="${name}"]`)!, { target: { value } });
    set('username', 'li');
    set('email', 'li@example.com');
    set('password', 'secret123');
    set('repeatPassword', 'secret123');
    fireEvent.click(document.querySelector('input[name="acceptTerms"]')!);
  }

  it('asks for the security check first, sends its token, and needs a fresh one after a refusal', async () => {
    fill();
    await waitFor(() => expect(turnstileCallback).not.toBeNull());
    fireEvent.click(screen.getByTestId('signup-submit'));
    expect(await screen.findByText('请完成安全验证')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();

    fetchMock.mockResolvedValueOnce(json(409, { error: { code: 'EMAIL_ALREADY_REGISTERED', message: 'x' } }));
    act(() => turnstileCallback!('token-1'));
    fireEvent.click(screen.getByTestId('signup-submit'));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/auth/signup');
    expect(JSON.parse(String(init.body))).toMatchObject({ username: 'li', email: 'li@example.com', turnstile_token: 'token-1' });
    await waitFor(() => expect(window.turnstile!.reset).toHaveBeenCalledWith('widget-1'));

    // The used token is gone: the check is asked for again before another request.
    fireEvent.click(screen.getByTestId('signup-submit'));
    expect(await screen.findByText('请完成安全验证')).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('without Turnstile: no widget, no token', async () => {
    site.turnstileSiteKey = null;
    fetchMock.mockResolvedValueOnce(json(201, { access_token: 'a', refresh_token: 'r' }));
    fill();
    fireEvent.click(screen.getByTestId('signup-submit'));
    await waitFor(() => expect(signIn).toHaveBeenCalledWith({ access_token: 'a', refresh_token: 'r' }));
    const [, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(JSON.parse(String(init.body))).not.toHaveProperty('turnstile_token');
    expect(window.turnstile!.render).not.toHaveBeenCalled();
  });
});
