import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { useAppActions } from '@/lib/app-state';
import { clearTokens, useAuth } from '@/lib/auth';

/** How long to wait for the page to leave before signing out anyway. */
const LEAVE_TIMEOUT_MS = 3000;

/**
 * After the account is deleted its session no longer exists on the server, so useAuth().logout (which also
 * ends the server session) is not wanted: this clears only the browser's side.
 *
 * Order matters. The tokens go first, so no request (and no token refresh) can carry the dead session. Then it
 * leaves for / (history replaced) and waits until the component using this hook has unmounted, i.e. the
 * protected page is really gone from the screen: the router renders its updates as transitions, and a level
 * change made before that commit would re-render the old page, whose guard would redirect to /login. Only then
 * are the cached user and the profile data dropped and the level re-derived, which without a token is 0.
 */
export function useLocalSignOut(): () => Promise<void> {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { resetUserData } = useAppActions();
  const { refresh } = useAuth();
  const mounted = useRef(true);
  const onUnmount = useRef<(() => void) | null>(null);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      onUnmount.current?.();
    };
  }, []);

  return useCallback(async () => {
    clearTokens();
    const left = new Promise<void>((resolve) => {
      if (!mounted.current) return resolve();
      onUnmount.current = resolve;
      setTimeout(resolve, LEAVE_TIMEOUT_MS);
    });
    void navigate(paths.home, { replace: true });
    await left;
    queryClient.removeQueries({ queryKey: ['users'] });
    resetUserData();
    await refresh();
  }, [navigate, queryClient, resetUserData, refresh]);
}
