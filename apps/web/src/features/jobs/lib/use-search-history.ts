import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useSyncExternalStore } from 'react';
import { useAuth } from '@/lib/auth';
import { jobsKeys, useClearSearchHistory, useServerSearchHistory } from '../api/jobs';
import { clearLocalHistory, readLocalHistory, subscribeLocalHistory, type HistoryEntry } from './local-history';

const none: HistoryEntry[] = [];

/** The last 20 searches: the server's when signed in (it records each search), this device's otherwise. */
export function useSearchHistory() {
  const { level } = useAuth();
  const signedIn = level === 3;
  const queryClient = useQueryClient();
  const local = useSyncExternalStore(subscribeLocalHistory, readLocalHistory, () => none);
  const server = useServerSearchHistory(signedIn);
  const clear = useClearSearchHistory(signedIn, clearLocalHistory);
  const entries: HistoryEntry[] = signedIn ? (server.data ?? none) : local;
  // Stable across renders: the search page refreshes the list in an effect that depends on it, and a new
  // function each render asked the server for the history again on every render.
  const refresh = useCallback(() => void queryClient.invalidateQueries({ queryKey: jobsKeys.history }), [queryClient]);
  return { signedIn, entries, clear, refresh };
}
