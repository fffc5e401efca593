import { describe, expect, it } from 'vitest';
import { Cache } from '../../src/lib/cache.ts';

const settle = () => new Promise((r) => setTimeout(r, 0));

// Slow-changing facts (word frequencies, known towns) must be loaded once for all concurrent searches and
// never hold a search up once a value exists: after a start, every search used to run its own 30 s copy.
describe('Cache: loading', () => {
  it('shares one load between concurrent callers', async () => {
    const cache = new Cache<number>({ ttlMs: 60_000, maxEntries: 10 });
    let loads = 0;
    const load = async () => {
      loads += 1;
      await new Promise((r) => setTimeout(r, 20));
      return loads;
    };
    const values = await Promise.all(Array.from({ length: 16 }, () => cache.getOrLoad('k', load)));
    expect(loads).toBe(1);
    expect(new Set(values)).toEqual(new Set([1]));
    expect(await cache.getOrLoad('k', load)).toBe(1);
    expect(loads).toBe(1);
  });

  it('never waits when asked not to: undefined until the first load is done, then the value', async () => {
    const cache = new Cache<string>({ ttlMs: 60_000, maxEntries: 10 });
    let release!: (v: string) => void;
    let loads = 0;
    const load = () => {
      loads += 1;
      return new Promise<string>((r) => (release = r));
    };
    expect(cache.getOrLoad('words', load, { wait: false })).toBeUndefined();
    expect(cache.getOrLoad('words', load, { wait: false })).toBeUndefined();
    expect(loads).toBe(1);
    release('ready');
    await settle();
    expect(cache.getOrLoad('words', load, { wait: false })).toBe('ready');
  });

  it('with staleWhileRevalidate, answers a stale value at once and refreshes it in the background, once', async () => {
    let clock = 0;
    const cache = new Cache<number>({ ttlMs: 10 * 60_000, maxEntries: 10, staleWhileRevalidate: true, now: () => clock });
    let loads = 0;
    let release: ((v: number) => void) | undefined;
    const load = () => {
      loads += 1;
      return loads === 1 ? Promise.resolve(1) : new Promise<number>((r) => (release = r));
    };
    expect(await cache.getOrLoad('k', load)).toBe(1);
    clock += 11 * 60_000;
    expect(await cache.getOrLoad('k', load)).toBe(1); // stale, but answered without waiting
    expect(await cache.getOrLoad('k', load)).toBe(1);
    expect(cache.get('k')).toBe(1);
    expect(loads).toBe(2);
    release?.(2);
    await settle();
    expect(await cache.getOrLoad('k', load)).toBe(2);
  });

  it('tries again after a failed load, and keeps the old value when a refresh fails', async () => {
    let clock = 0;
    const cache = new Cache<string>({ ttlMs: 1000, maxEntries: 10, staleWhileRevalidate: true, now: () => clock });
    let loads = 0;
    const load = async () => {
      loads += 1;
      if (loads !== 2) throw new Error('database went away');
      return 'ok';
    };
    await expect(cache.getOrLoad('k', load)).rejects.toThrow('database went away');
    expect(cache.get('k')).toBeUndefined();
    expect(await cache.getOrLoad('k', load)).toBe('ok');
    clock += 2000;
    expect(await cache.getOrLoad('k', load)).toBe('ok'); // the refresh fails in the background
    await settle();
    expect(cache.get('k')).toBe('ok');
  });
});

describe('Cache: expiry and size', () => {
  it('forgets an entry after its time and loads it again', async () => {
    let clock = 0;
    const cache = new Cache<{ ids: number[] }>({ ttlMs: 1000, maxEntries: 10, now: () => clock });
    cache.set('k', { ids: [1] });
    expect(cache.get('k')?.ids).toEqual([1]);
    clock = 1001;
    expect(cache.get('k')).toBeUndefined();
    expect(await cache.getOrLoad('k', async () => ({ ids: [2] }))).toEqual({ ids: [2] });
  });

  it('drops the least recently used entry when full', () => {
    const cache = new Cache<number>({ ttlMs: 60_000, maxEntries: 2 });
    cache.set('a', 1);
    cache.set('b', 2);
    expect(cache.get('a')).toBe(1); // a is now the most recently used
    cache.set('c', 3);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBe(1);
    expect(cache.get('c')).toBe(3);
    expect(cache.size).toBe(2);
  });

  it('keeps nothing when its time is zero (the search cache switched off)', async () => {
    const cache = new Cache<number>({ ttlMs: 0, maxEntries: 10 });
    cache.set('k', 1);
    expect(cache.get('k')).toBeUndefined();
    let loads = 0;
    const load = async () => ++loads;
    expect(await cache.getOrLoad('k', load)).toBe(1);
    expect(await cache.getOrLoad('k', load)).toBe(2);
  });
});
