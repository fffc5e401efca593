import { Navigate, Outlet, useLocation } from 'react-router';
import { originFrom } from '@/features/auth/lib/redirect';
import { guestRedirect, isFullySignedIn, protectedRedirect, useAuth } from '@/lib/auth';

/** Login-required routes (docs/product.md §4): level 3 sees the page; others are sent on, remembering where from. */
export function ProtectedRoute() {
  const { level } = useAuth();
  const location = useLocation();
  const to = protectedRedirect(level);
  return to ? <Navigate to={to} replace state={{ from: location }} /> : <Outlet />;
}

/**
 * Guest-only routes (login, sign-up, password recovery): a signed-in user is sent on (docs/product.md §4). A user who has
 * just signed in goes back to where a guard stopped them (`state.from`), not always home; a level-1 or level-2
 * user takes that origin along to verify or activate first.
 */
export function GuestRoute() {
  const { level } = useAuth();
  const location = useLocation();
  const to = guestRedirect(level);
  if (!to) return <Outlet />;
  const from = originFrom(location.state);
  if (isFullySignedIn(level) && from) return <Navigate to={from} replace />;
  return <Navigate to={to} replace state={from ? { from } : undefined} />;
}
