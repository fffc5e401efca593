import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useSyncExternalStore } from 'react';
import { isFullySignedIn, useAuth } from '@/lib/auth';
import { jobsKeys, useClearSearchHistory, useServerSearchHistory } from '../api/jobs';
import { clearLocalHistory, NO_HISTORY, readLocalHistory, subscribeLocalHistory, type HistoryEntry } from './local-history';

// The server's snapshot (decision 042): a visitor with no history hydrates without drawing the search bar again.
const noHistory = () => NO_HISTORY;

/** The last 20 searches: the server's when signed in (it records each search), this device's otherwise. */
export function useSearchHistory() {
  const { level } = useAuth();
  const signedIn = isFullySignedIn(level);
  const local = useSyncExternalStore(subscribeLocalHistory, readLocalHistory, noHistory);
  const server = useServerSearchHistory(signedIn);
  const clear = useClearSearchHistory(signedIn, clearLocalHistory);
  const entries: HistoryEntry[] = signedIn ? (server.data ?? NO_HISTORY) : local;
  const refresh = useRefreshSearchHistory();
  return { signedIn, entries, clear, refresh };
}

/**
 * Asks the server for the history again, without reading it: the search page needs only this, and reading the
 * history re-rendered the whole page (every job card) each time a search was recorded.
 * Stable across renders: the search page refreshes the list in an effect that depends on it, and a new function
 * each render asked the server for the history again on every render.
 */
export function useRefreshSearchHistory(): () => void {
  const queryClient = useQueryClient();
  return useCallback(() => void queryClient.invalidateQueries({ queryKey: jobsKeys.history }), [queryClient]);
}
