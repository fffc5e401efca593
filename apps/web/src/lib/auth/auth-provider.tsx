import { useQueryClient } from '@tanstack/react-query';
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { useAppActions } from '@/lib/app-state';
import { currentUserQueryKey, getCurrentUser } from '@/lib/auth/api';
import { isTokenUsable } from '@/lib/auth/jwt';
import { deriveLevel, type AuthLevel, type CurrentUser } from '@/lib/auth/level';
import { clearTokens, getAccessToken, setTokens } from '@/lib/auth/tokens';

export interface AuthContextValue {
  level: AuthLevel;
  initialised: boolean;
  user: CurrentUser | null;
  /** Refetches the current user and re-derives the level (SPEC §4 "reset"). */
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
  const { resetUserData } = useAppActions();
  const [level, setLevel] = useState<AuthLevel>(0);
  const [user, setUser] = useState<CurrentUser | null>(null);
  const [initialised, setInitialised] = useState(false);
  const started = useRef(false);

  const refresh = useCallback(async (): Promise<AuthLevel> => {
    let next: AuthLevel = 0;
    let nextUser: CurrentUser | null = null;
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

  const logout = useCallback(() => {
    clearTokens();
    queryClient.removeQueries({ queryKey: ['users'] });
    resetUserData();
    setUser(null);
    setLevel(0);
    void navigate(paths.home, { replace: true });
  }, [navigate, queryClient, resetUserData]);

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
