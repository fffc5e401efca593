/**
 * The one in-process cache of the API: entries live `ttlMs`, at most `maxEntries` are kept (the least recently
 * used goes first), and `getOrLoad` shares one load between concurrent callers (single flight).
 *
 * With `staleWhileRevalidate`, an expired value is still answered at once while a fresh one loads in the
 * background (for slowly changing facts a request must never wait for); without it an expired entry is gone.
 * A cache with `ttlMs <= 0` keeps nothing: every `getOrLoad` loads.
 */
export interface CacheOptions {
  ttlMs: number;
  maxEntries: number;
  staleWhileRevalidate?: boolean;
  now?: () => number;
}

interface Entry<V> {
  at: number;
  has: boolean;
  value?: V;
  loading?: Promise<V>;
}

export class Cache<V = unknown> {
  private readonly entries = new Map<string, Entry<V>>();
  private readonly now: () => number;

  constructor(private readonly options: CacheOptions) {
    this.now = options.now ?? Date.now;
  }

  get size(): number {
    return this.entries.size;
  }

  private fresh(entry: Entry<V>): boolean {
    return entry.has && this.now() - entry.at <= this.options.ttlMs;
  }

  /** Map order is insertion order: re-inserting keeps the most recently used last. */
  private touch(key: string, entry: Entry<V>): void {
    this.entries.delete(key);
    this.entries.set(key, entry);
    while (this.entries.size > this.options.maxEntries) this.entries.delete(this.entries.keys().next().value as string);
  }

  /** The value when there is one (an expired one too with `staleWhileRevalidate`), else undefined. */
  get(key: string): V | undefined {
    const entry = this.entries.get(key);
    if (!entry?.has) return undefined;
    if (!this.fresh(entry) && !this.options.staleWhileRevalidate) {
      this.entries.delete(key);
      return undefined;
    }
    this.touch(key, entry);
    return entry.value;
  }

  set(key: string, value: V): void {
    if (this.options.ttlMs <= 0) return;
    this.touch(key, { at: this.now(), has: true, value });
  }

  delete(key: string): void {
    this.entries.delete(key);
  }

  clear(): void {
    this.entries.clear();
  }

  /**
   * The cached value, else what `load` gives (kept). Concurrent callers share one load; a failed load is not
   * kept, so the next caller tries again. With `{ wait: false }` the caller never waits: it gets the value if
   * there is one, else undefined while the load goes on.
   */
  getOrLoad(key: string, load: () => Promise<V>, options: { wait: false }): V | undefined;
  getOrLoad(key: string, load: () => Promise<V>): Promise<V>;
  getOrLoad(key: string, load: () => Promise<V>, options?: { wait: false }): Promise<V> | V | undefined {
    if (this.options.ttlMs <= 0) return options ? undefined : load();
    let entry = this.entries.get(key);
    if (entry && !entry.has && !entry.loading) entry = undefined;
    if (entry?.has && !this.fresh(entry) && !this.options.staleWhileRevalidate) {
      this.entries.delete(key);
      entry = undefined;
    }
    if (!entry) entry = { at: 0, has: false };
    this.touch(key, entry);
    const current = entry;
    if (!this.fresh(current) && !current.loading) {
      current.loading = load().then(
        (value) => {
          Object.assign(current, { at: this.now(), has: true, value, loading: undefined });
          return value;
        },
        (error: unknown) => {
          current.loading = undefined;
          // A first load that failed leaves nothing behind; a failed refresh keeps the old value.
          if (!current.has && this.entries.get(key) === current) this.entries.delete(key);
          throw error;
        },
      );
      // Nobody may be waiting (a background refresh, `wait: false`): its failure is not unhandled.
      current.loading.catch(() => {});
    }
    if (current.has) return options ? current.value : Promise.resolve(current.value as V);
    return options ? undefined : current.loading;
  }
}
