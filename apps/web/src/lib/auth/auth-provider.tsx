import { useQueryClient } from '@tanstack/react-query';
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { useAppActions } from '@/lib/app-state';
import { currentUserQueryKey, getCurrentUser } from '@/lib/auth/api';
import { isTokenUsable } from '@/lib/auth/jwt';
import { deriveLevel, type AuthLevel, type CurrentUser } from '@/lib/auth/level';
import { endServerSession, msUntilRefresh, onSessionExpired, refreshSession } from '@/lib/http/session';
import { clearTokens, getAccessToken, getRefreshToken, onTokensChange, setTokens } from '@/lib/auth/tokens';
import { currentLanguage } from '@/lib/i18n';
import { notify } from '@/lib/notify';
import { STORAGE_KEYS } from '@/lib/storage';
import { translateError } from '@/lib/translate-error';

export interface AuthContextValue {
  level: AuthLevel;
  initialised: boolean;
  user: CurrentUser | null;
  /** Refetches the current user and re-derives the level (docs/product.md §4 "reset"). */
  refresh: () => Promise<AuthLevel>;
  /** Stores the tokens of a login or social sign-in, then fetches the user. */
  signIn: (tokens: { access_token: string; refresh_token?: string | null }) => Promise<AuthLevel>;
  /** Clears tokens and profile data, sets level 0 and goes to / with history replaced. */
  logout: () => void;
}

const AuthContext = createContext<AuthContextValue | null>(null);

export function AuthProvider({ children, loadingFallback }: { children: ReactNode; loadingFallback: ReactNode }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { resetUserData } = useAppActions();
  const [level, setLevel] = useState<AuthLevel>(0);
  const [user, setUser] = useState<CurrentUser | null>(null);
  // A visitor (no stored session) has nothing to wait for: the page renders at once, in the browser and in the
  // server's first view (decision 042). A stored session is checked first.
  const [initialised, setInitialised] = useState(() => !getAccessToken() && !getRefreshToken());
  const [loggingOut, setLoggingOut] = useState(false);
  const started = useRef(false);
  const levelRef = useRef<AuthLevel>(0);
  levelRef.current = level;

  const refresh = useCallback(async (): Promise<AuthLevel> => {
    let next: AuthLevel = 0;
    let nextUser: CurrentUser | null = null;
    // An expired (or unreadable) access token with a refresh token beside it: renew before asking who we are.
    const stored = getAccessToken();
    if (!isTokenUsable(stored) && getRefreshToken()) await refreshSession(stored);
    if (isTokenUsable(getAccessToken())) {
      try {
        const fetched = await queryClient.fetchQuery({
          queryKey: currentUserQueryKey,
          queryFn: ({ signal }) => getCurrentUser(signal),
          staleTime: 0,
          retry: false,
        });
        nextUser = fetched;
        next = deriveLevel(fetched);
      } catch {
        nextUser = null;
        next = 0;
      }
    }
    setUser(nextUser);
    setLevel(next);
    return next;
  }, [queryClient]);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void refresh().finally(() => setInitialised(true));
  }, [refresh]);

  const signIn = useCallback<AuthContextValue['signIn']>(
    (tokens) => {
      setTokens({ accessToken: tokens.access_token, refreshToken: tokens.refresh_token ?? null });
      return refresh();
    },
    [refresh],
  );

  /** Level 0 here, without navigating: the guards send protected pages to /login. */
  const dropToSignedOut = useCallback(() => {
    queryClient.removeQueries({ queryKey: ['users'] });
    resetUserData();
    setUser(null);
    setLevel(0);
  }, [queryClient, resetUserData]);

  // A refused refresh (session revoked or expired): signed out, with a word about why.
  useEffect(
    () =>
      onSessionExpired(() => {
        const wasSignedIn = levelRef.current !== 0;
        dropToSignedOut();
        if (wasSignedIn) notify('info', translateError('INVALID_REFRESH_TOKEN', currentLanguage()), { toastId: 'session-ended' });
      }),
    [dropToSignedOut],
  );

  // Silent refresh shortly before the access token expires; rescheduled whenever the tokens change.
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const schedule = () => {
      clearTimeout(timer);
      const delay = msUntilRefresh();
      if (delay === null) return;
      const token = getAccessToken();
      timer = setTimeout(() => void refreshSession(token), delay);
    };
    schedule();
    const off = onTokensChange(schedule);
    window.addEventListener('storage', schedule);
    return () => {
      clearTimeout(timer);
      off();
      window.removeEventListener('storage', schedule);
    };
  }, []);

  // Another tab signed in or out: follow it. (A token rotated by another tab needs nothing here.)
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key !== null && event.key !== STORAGE_KEYS.accessToken) return;
      if (getAccessToken() === null) {
        if (levelRef.current !== 0) dropToSignedOut();
      } else if (levelRef.current === 0 || event.oldValue === null) {
        void refresh();
      }
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [dropToSignedOut, refresh]);

  const logout = useCallback(() => {
    endServerSession(getAccessToken(), getRefreshToken());
    clearTokens();
    // The level drops once `/` is showing (effect below): dropped earlier, the protected page being left
    // would send this history entry to /login before the navigation home lands.
    setLoggingOut(true);
    void navigate(paths.home, { replace: true });
  }, [navigate]);

  useEffect(() => {
    if (!loggingOut || pathname !== paths.home) return;
    setLoggingOut(false);
    dropToSignedOut();
  }, [loggingOut, pathname, dropToSignedOut]);

  const value = useMemo<AuthContextValue>(
    () => ({ level, initialised, user, refresh, signIn, logout }),
    [level, initialised, user, refresh, signIn, logout],
  );

  return <AuthContext.Provider value={value}>{initialised ? children : loadingFallback}</AuthContext.Provider>;
}

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used inside AuthProvider');
  return value;
}
