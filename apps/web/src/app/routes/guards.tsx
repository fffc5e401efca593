import { Navigate, Outlet, useLocation } from 'react-router';
import { guestRedirect, protectedRedirect, useAuth } from '@/lib/auth';

/** Login-required routes (SPEC §4): level 3 sees the page; others are sent on, remembering where from. */
export function ProtectedRoute() {
  const { level } = useAuth();
  const location = useLocation();
  const to = protectedRedirect(level);
  return to ? <Navigate to={to} replace state={{ from: location }} /> : <Outlet />;
}

/** Guest-only routes (login, sign-up, password recovery): a signed-in user is sent on. */
export function GuestRoute() {
  const { level } = useAuth();
  const location = useLocation();
  const to = guestRedirect(level);
  return to ? <Navigate to={to} replace state={{ from: location }} /> : <Outlet />;
}
