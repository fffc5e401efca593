import { act, screen, waitFor } from '@testing-library/react';
import { useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAppActions, useAppState } from '@/lib/app-state';
import { jsonResponse as json, renderPage } from '@/test/render';
import { AuthProvider, useAuth } from './auth-provider';

vi.mock('@/lib/i18n', () => ({ currentLanguage: () => 'cn' }));

const jwt = (exp: number) => `h.${btoa(JSON.stringify({ exp })).replace(/=+$/, '')}.s`;
const future = () => Math.floor(Date.now() / 1000) + 3600;

let logout: () => void = () => {};
let setProfile: (id: number) => void = () => {};

function Probe() {
  const auth = useAuth();
  const { currentProfileId } = useAppState();
  const location = useLocation();
  logout = auth.logout;
  setProfile = useAppActions().setCurrentProfileId;
  return (
    <p>
      level:{auth.level} path:{location.pathname} profile:{currentProfileId} photo:{auth.user?.photo ?? '-'}
    </p>
  );
}

/** Renders at once (no translations to wait for). */
function setup(path = '/somewhere') {
  void renderPage(
    <AuthProvider loadingFallback={<p>loading</p>}>
      <Probe />
    </AuthProvider>,
    { url: path, appState: true },
  );
}

describe('AuthProvider start-up (docs/product.md §4)', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    localStorage.clear();
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => vi.unstubAllGlobals());

  const user = {
    id: 'u1',
    username: 'li',
    email: 'li@example.com',
    name: 'Li Wei',
    photo: 'p.png',
    email_verified: true,
    is_activated: false,
    language: 'cn',
    has_password: true,
    google_linked: false,
    referral_code: 'ABC123',
    created_at: '2025-01-01T00:00:00.000Z',
    system_config: { activation_code_enabled: true },
  };

  it('without a token: level 0, no request', async () => {
    setup();
    expect(await screen.findByText(/level:0/)).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('with an expired token: level 0, no request', async () => {
    localStorage.setItem('accessToken', jwt(Math.floor(Date.now() / 1000) - 10));
    setup();
    expect(await screen.findByText(/level:0/)).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the loading fallback, then derives the level from /api/users/me', async () => {
    localStorage.setItem('accessToken', jwt(future()));
    fetchMock.mockResolvedValue(json(200, user));
    setup();
    expect(screen.getByText('loading')).toBeTruthy();
    expect(await screen.findByText(/level:2 .* photo:p\.png/)).toBeTruthy();
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/users/me');
    expect(new Headers(init.headers).get('Authorization')).toMatch(/^Bearer h\./);
  });

  it('on an answer that does not match the contract: level 0', async () => {
    localStorage.setItem('accessToken', jwt(future()));
    fetchMock.mockResolvedValue(json(200, { email_verified: true }));
    setup();
    expect(await screen.findByText(/level:0/)).toBeTruthy();
  });

  it('on a failed request: level 0 and the token stays', async () => {
    const token = jwt(future());
    localStorage.setItem('accessToken', token);
    fetchMock.mockResolvedValue(json(404, { error: { code: 'ROUTE_NOT_FOUND', message: 'nope' } }));
    setup();
    expect(await screen.findByText(/level:0/)).toBeTruthy();
    expect(localStorage.getItem('accessToken')).toBe(token);
  });

  it('logout clears tokens and profile data, sets level 0 and goes to /', async () => {
    localStorage.setItem('accessToken', jwt(future()));
    localStorage.setItem('refreshToken', 'r');
    fetchMock.mockResolvedValue(json(200, { ...user, system_config: { activation_code_enabled: false } }));
    setup('/app/settings');
    expect(await screen.findByText(/level:3 path:\/app\/settings/)).toBeTruthy();
    act(() => setProfile(7));
    expect(screen.getByText(/profile:7/)).toBeTruthy();
    act(() => logout());
    await waitFor(() => expect(screen.getByText(/level:0 path:\/ profile:-1 photo:-/)).toBeTruthy());
    expect(localStorage.getItem('accessToken')).toBeNull();
    expect(localStorage.getItem('refreshToken')).toBeNull();
  });

  it('logout also ends the session on the server (best effort), with the access and refresh tokens', async () => {
    const access = jwt(future());
    localStorage.setItem('accessToken', access);
    localStorage.setItem('refreshToken', 'r');
    fetchMock.mockImplementation(async () => json(200, { ...user, system_config: { activation_code_enabled: false } }));
    setup('/app/settings');
    expect(await screen.findByText(/level:3/)).toBeTruthy();
    act(() => logout());
    await waitFor(() => expect(screen.getByText(/level:0 path:\/ /)).toBeTruthy());
    const call = fetchMock.mock.calls.find(([url]) => url === '/api/auth/logout') as [string, RequestInit] | undefined;
    expect(call).toBeTruthy();
    expect(new Headers(call![1].headers).get('Authorization')).toBe(`Bearer ${access}`);
    expect(JSON.parse(String(call![1].body))).toEqual({ refresh_token: 'r' });
  });

  it('at start-up, an expired access token with a refresh token is renewed first', async () => {
    localStorage.setItem('accessToken', jwt(Math.floor(Date.now() / 1000) - 10));
    localStorage.setItem('refreshToken', 'r1');
    const fresh = jwt(future());
    fetchMock.mockImplementation(async (url) =>
      url === '/api/auth/refresh' ? json(200, { access_token: fresh, refresh_token: 'r2' }) : json(200, user),
    );
    setup();
    expect(await screen.findByText(/level:2/)).toBeTruthy();
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(['/api/auth/refresh', '/api/users/me']);
    expect(localStorage.getItem('refreshToken')).toBe('r2');
  });

  it('follows a logout in another tab (storage event)', async () => {
    localStorage.setItem('accessToken', jwt(future()));
    fetchMock.mockImplementation(async () => json(200, user));
    setup();
    expect(await screen.findByText(/level:2/)).toBeTruthy();
    const old = localStorage.getItem('accessToken');
    localStorage.removeItem('accessToken');
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: 'accessToken', oldValue: old, newValue: null }));
    });
    await waitFor(() => expect(screen.getByText(/level:0/)).toBeTruthy());
  });

  it('follows a sign-in in another tab (storage event)', async () => {
    setup();
    expect(await screen.findByText(/level:0/)).toBeTruthy();
    fetchMock.mockImplementation(async () => json(200, user));
    localStorage.setItem('accessToken', jwt(future()));
    act(() => {
      window.dispatchEvent(
        new StorageEvent('storage', { key: 'accessToken', oldValue: null, newValue: localStorage.getItem('accessToken') }),
      );
    });
    expect(await screen.findByText(/level:2/)).toBeTruthy();
  });
});
