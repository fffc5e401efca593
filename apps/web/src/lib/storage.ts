/** Local storage keys of docs/product.md §3. Tokens and the language survive a cache reset; everything else is cache. */
export const STORAGE_KEYS = {
  accessToken: 'accessToken',
  refreshToken: 'refreshToken',
  language: 'language',
  cacheVersion: 'cacheVersion',
  mobileNoticeDismissed: 'mobileNoticeDismissed',
} as const;

const KEPT_ON_RESET: readonly string[] = [
  STORAGE_KEYS.accessToken,
  STORAGE_KEYS.refreshToken,
  STORAGE_KEYS.language,
  STORAGE_KEYS.cacheVersion,
];

const APP_VERSION: string = __APP_VERSION__;

/**
 * When the stored cache version is not this build's, drops every key except the tokens and the language and
 * stores the new version. Returns true when it cleared.
 */
export function syncCacheVersion(storage: Storage, version: string = APP_VERSION): boolean {
  if (storage.getItem(STORAGE_KEYS.cacheVersion) === version) return false;
  const stale: string[] = [];
  for (let i = 0; i < storage.length; i++) {
    const key = storage.key(i);
    if (key !== null && !KEPT_ON_RESET.includes(key)) stale.push(key);
  }
  for (const key of stale) storage.removeItem(key);
  storage.setItem(STORAGE_KEYS.cacheVersion, version);
  return true;
}

/** localStorage that never throws (private mode, disabled storage). */
export const safeStorage = {
  get(key: string): string | null {
    try {
      return window.localStorage.getItem(key);
    } catch {
      return null;
    }
  },
  set(key: string, value: string): void {
    try {
      window.localStorage.setItem(key, value);
    } catch {
      /* storage unavailable: the value lives for this page only */
    }
  },
  remove(key: string): void {
    try {
      window.localStorage.removeItem(key);
    } catch {
      /* storage unavailable */
    }
  },
};
