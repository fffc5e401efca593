import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse as json, renderPage } from '@/test/render';
import { LoginPage } from './login-page';

vi.mock('@/lib/i18n', () => ({ currentLanguage: () => 'cn', useLanguage: () => ({ language: 'cn', toggle: vi.fn() }) }));
vi.mock('@/lib/load-script', () => ({ loadScript: vi.fn(async () => undefined) }));
const site = vi.hoisted(() => ({ turnstileSiteKey: 'site-key' as string | null, googleClientId: 'client-id' as string | null }));
vi.mock('@/lib/site', () => ({
  useSiteInfo: () => ({ data: { auth: { ...site, devMail: false } }, isPending: false }),
}));
const signIn = vi.hoisted(() => vi.fn(async () => 3));
vi.mock('@/lib/auth', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/auth')>()),
  useAuth: () => ({ signIn }),
}));

interface TurnstileOptions {
  callback: (token: string) => void;
}

describe('LoginPage with Turnstile and Google configured', () => {
  const fetchMock = vi.fn<typeof fetch>();
  let turnstileOptions: TurnstileOptions | null = null;
  let googleCallback: ((response: { access_token?: string; error?: string }) => void) | null = null;

  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
    signIn.mockClear();
    fetchMock.mockReset();
    fetchMock.mockResolvedValue(json(200, { access_token: 'a', refresh_token: 'r' }));
    vi.stubGlobal('fetch', fetchMock);
    window.turnstile = {
      render: vi.fn((_el: HTMLElement, options: TurnstileOptions) => {
        turnstileOptions = options;
        return 'widget-1';
      }),
      reset: vi.fn(),
      remove: vi.fn(),
    } as unknown as Window['turnstile'];
    window.google = {
      accounts: {
        oauth2: {
          initTokenClient: vi.fn((config: { client_id: string; scope: string; callback: typeof googleCallback }) => {
            expect(config).toMatchObject({ client_id: 'client-id', scope: 'openid profile email' });
            googleCallback = config.callback;
            return { requestAccessToken: () => googleCallback?.({ access_token: 'google-token' }) };
          }),
        },
      },
    };
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    delete window.turnstile;
    delete window.google;
  });

  function renderLogin(path = '/login') {
    void renderPage(<LoginPage />, { url: path, path: '/login' });
    fireEvent.change(document.querySelector('input[name="username"]')!, { target: { value: 'li' } });
    fireEvent.change(document.querySelector('input[name="password"]')!, { target: { value: 'secret123' } });
  }

  it('asks for the security check first, then posts JSON with the Turnstile token', async () => {
    renderLogin();
    await waitFor(() => expect(turnstileOptions).not.toBeNull());
    fireEvent.click(screen.getByTestId('login-submit'));
    expect(await screen.findByText('请完成安全验证')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();

    act(() => turnstileOptions!.callback('turnstile-token'));
    fireEvent.click(screen.getByTestId('login-submit'));
    await waitFor(() => expect(signIn).toHaveBeenCalledWith({ access_token: 'a', refresh_token: 'r' }));
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/auth/login-with-turnstile');
    expect(JSON.parse(String(init.body))).toEqual({ username: 'li', password: 'secret123', turnstile_token: 'turnstile-token' });
  });

  it('a failed sign-in shows the catalogue text and resets the widget', async () => {
    fetchMock.mockResolvedValue(json(400, { error: { code: 'SECURITY_CHECK_EXPIRED', message: 'x' } }));
    renderLogin();
    await waitFor(() => expect(turnstileOptions).not.toBeNull());
    act(() => turnstileOptions!.callback('turnstile-token'));
    fireEvent.click(screen.getByTestId('login-submit'));
    expect(await screen.findByText('安全验证已过期，请重新验证。')).toBeTruthy();
    expect(window.turnstile!.reset).toHaveBeenCalledWith('widget-1');
  });

  it('Google: exchanges the access token with the stored referral code', async () => {
    renderLogin('/login?ref=FRIEND01');
    const button = await screen.findByTestId('google-sign-in');
    await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(button);
    await waitFor(() => expect(signIn).toHaveBeenCalled());
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/auth/googleAuth');
    expect(JSON.parse(String(init.body))).toEqual({ accessToken: 'google-token', referralCode: 'FRIEND01' });
  });

  it('Google refused: GOOGLE_LOGIN_FAILED', async () => {
    fetchMock.mockResolvedValue(json(401, { error: { code: 'GOOGLE_LOGIN_FAILED', message: 'x' } }));
    renderLogin();
    const button = await screen.findByTestId('google-sign-in');
    await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(button);
    expect(await screen.findByText('Google 登录失败')).toBeTruthy();
  });

  it('without Turnstile: form data to /api/auth/login', async () => {
    site.turnstileSiteKey = null;
    site.googleClientId = null;
    try {
      renderLogin();
      fireEvent.click(screen.getByTestId('login-submit'));
      await waitFor(() => expect(signIn).toHaveBeenCalled());
      const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
      expect(url).toBe('/api/auth/login');
      expect(String(init.body)).toBe('username=li&password=secret123');
      expect(screen.queryByTestId('google-sign-in')).toBeNull();
    } finally {
      site.turnstileSiteKey = 'site-key';
      site.googleClientId = 'client-id';
    }
  });
});
