import { useSyncExternalStore } from 'react';
import { safeStorage, STORAGE_KEYS } from '@/lib/storage';

const listeners = new Set<() => void>();

function notify(): void {
  for (const listener of listeners) listener();
}

export function getAccessToken(): string | null {
  return safeStorage.get(STORAGE_KEYS.accessToken);
}

export function getRefreshToken(): string | null {
  return safeStorage.get(STORAGE_KEYS.refreshToken);
}

export function setTokens(tokens: { accessToken: string; refreshToken?: string | null }): void {
  safeStorage.set(STORAGE_KEYS.accessToken, tokens.accessToken);
  if (tokens.refreshToken) safeStorage.set(STORAGE_KEYS.refreshToken, tokens.refreshToken);
  notify();
}

export function clearTokens(): void {
  safeStorage.remove(STORAGE_KEYS.accessToken);
  safeStorage.remove(STORAGE_KEYS.refreshToken);
  notify();
}

/** Same-tab changes of the stored tokens (set, refreshed, cleared). Other tabs arrive as `storage` events. */
export function onTokensChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab signing in or out changes the header here too.
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === STORAGE_KEYS.accessToken) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** True while an access token is stored: the signed-in header shows on this alone (docs/product.md §2). */
export function useHasAccessToken(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => getAccessToken() !== null,
    () => false,
  );
}
