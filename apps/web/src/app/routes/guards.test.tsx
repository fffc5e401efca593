import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { AuthLevel } from '@/lib/auth';
import { GuestRoute, ProtectedRoute } from './guards';

const auth = vi.hoisted(() => ({ level: 0 as AuthLevel }));
vi.mock('@/lib/auth', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/auth')>()),
  useAuth: () => ({ level: auth.level }),
}));

function Where() {
  const location = useLocation();
  const from = (location.state as { from?: string | { pathname: string; search: string } } | null)?.from;
  return (
    <p>
      at:{location.pathname} from:{typeof from === 'string' ? from : from ? from.pathname + from.search : '-'}
    </p>
  );
}

function renderAt(path: string | { pathname: string; state: unknown }, level: AuthLevel) {
  auth.level = level;
  const router = createMemoryRouter(
    [
      { element: <ProtectedRoute />, children: [{ path: '/app/settings', element: <p>settings page</p> }] },
      { element: <GuestRoute />, children: [{ path: '/login', element: <Where /> }] },
      { path: '/', element: <Where /> },
      { path: '/email-verify', element: <Where /> },
      { path: '/activation-code', element: <Where /> },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
}

describe('ProtectedRoute', () => {
  it('shows the page at level 3', () => {
    renderAt('/app/settings', 3);
    expect(screen.getByText('settings page')).toBeTruthy();
  });

  it.each([
    [2, '/activation-code'],
    [1, '/email-verify'],
  ] as const)('at level %i goes to %s, remembering where from', (level, target) => {
    renderAt('/app/settings?tab=password', level);
    expect(screen.getByText(`at:${target} from:/app/settings?tab=password`)).toBeTruthy();
  });

  it('signed out, goes to /login (the login page shows, remembering where from)', () => {
    renderAt('/app/settings', 0);
    expect(screen.getByText('at:/login from:/app/settings')).toBeTruthy();
  });
});

describe('GuestRoute', () => {
  it('shows the page when signed out', () => {
    renderAt('/login', 0);
    expect(screen.getByText(/^at:\/login/)).toBeTruthy();
  });

  it.each([
    [3, '/'],
    [2, '/activation-code'],
    [1, '/email-verify'],
  ] as const)('at level %i goes to %s', (level, target) => {
    renderAt('/login', level);
    expect(screen.getByText(new RegExp(`^at:${target} `))).toBeTruthy();
  });
});

describe('GuestRoute after signing in', () => {
  const stopped = { pathname: '/login', state: { from: { pathname: '/app/settings', search: '?tab=1' } } };

  it('sends a level-3 user back to where a guard stopped them', () => {
    renderAt(stopped, 3);
    expect(screen.getByText('settings page')).toBeTruthy();
  });

  it.each([
    [2, '/activation-code'],
    [1, '/email-verify'],
  ] as const)('at level %i goes to %s, taking the origin along', (level, target) => {
    renderAt(stopped, level);
    expect(screen.getByText(`at:${target} from:/app/settings?tab=1`)).toBeTruthy();
  });

  it('never follows an origin off the site', () => {
    renderAt({ pathname: '/login', state: { from: '//evil.example/x' } }, 3);
    expect(screen.getByText(/^at:\/ /)).toBeTruthy();
  });
});
