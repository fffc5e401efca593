/** Search history for visitors (docs/product.md §1): the last 20 searches in localStorage under `searchHistory`. */

export const HISTORY_KEY = 'searchHistory';
export const HISTORY_LIMIT = 20;

export interface HistoryEntry {
  q: string;
  location: string;
  createdAt: string;
}

const sameSearch = (a: Pick<HistoryEntry, 'q' | 'location'>, b: Pick<HistoryEntry, 'q' | 'location'>) =>
  a.q.trim().toLowerCase() === b.q.trim().toLowerCase() && a.location.trim().toLowerCase() === b.location.trim().toLowerCase();

/** The list with `entry` first: an earlier identical search (any case) is dropped; at most 20 are kept. */
export function addToHistory(list: readonly HistoryEntry[], entry: HistoryEntry): HistoryEntry[] {
  const q = entry.q.trim();
  const location = entry.location.trim();
  if (!q && !location) return [...list];
  return [{ q, location, createdAt: entry.createdAt }, ...list.filter((item) => !sameSearch(item, { q, location }))].slice(
    0,
    HISTORY_LIMIT,
  );
}

function isEntry(value: unknown): value is HistoryEntry {
  if (typeof value !== 'object' || value === null) return false;
  const { q, location, createdAt } = value as Record<string, unknown>;
  return typeof q === 'string' && typeof location === 'string' && typeof createdAt === 'string';
}

/** Reads the stored list; anything malformed is ignored. */
export function parseHistory(raw: string | null): HistoryEntry[] {
  if (!raw) return [];
  try {
    const data: unknown = JSON.parse(raw);
    return Array.isArray(data) ? data.filter(isEntry).slice(0, HISTORY_LIMIT) : [];
  } catch {
    return [];
  }
}

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

const listeners = new Set<() => void>();
let cache: { raw: string | null; list: HistoryEntry[] } | null = null;

/** No history: one list, the same on the server and in the browser (useSyncExternalStore compares them). */
export const NO_HISTORY: HistoryEntry[] = [];

export function readLocalHistory(): HistoryEntry[] {
  const raw = storage()?.getItem(HISTORY_KEY) ?? null;
  if (cache?.raw !== raw) {
    const list = parseHistory(raw);
    cache = { raw, list: list.length ? list : NO_HISTORY };
  }
  return cache.list;
}

function write(list: HistoryEntry[]): void {
  try {
    if (list.length) storage()?.setItem(HISTORY_KEY, JSON.stringify(list));
    else storage()?.removeItem(HISTORY_KEY);
  } catch {
    /* storage full or unavailable: history is a convenience */
  }
  for (const listener of listeners) listener();
}

export function recordLocalSearch(q: string, location: string, now: Date = new Date()): void {
  write(addToHistory(readLocalHistory(), { q, location, createdAt: now.toISOString() }));
}

export function clearLocalHistory(): void {
  write([]);
}

/** For useSyncExternalStore: changes from this tab and from other tabs. */
export function subscribeLocalHistory(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === HISTORY_KEY || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}
