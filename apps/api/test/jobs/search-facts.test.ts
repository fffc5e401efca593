import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Db } from '@jobbridge/db';
import { facts } from '../../src/modules/jobs/search.ts';

// Slow-changing facts (word frequencies, known towns) must be loaded once for all concurrent searches and
// never hold a search up once a value exists: after a start, every search used to run its own 30 s copy.
describe('search facts', () => {
  afterEach(() => vi.useRealTimers());

  it('shares one load between concurrent callers', async () => {
    const db = {} as Db;
    let loads = 0;
    const load = async () => {
      loads += 1;
      await new Promise((r) => setTimeout(r, 20));
      return loads;
    };
    const values = await Promise.all(Array.from({ length: 16 }, () => facts(db, 'k', load)));
    expect(loads).toBe(1);
    expect(new Set(values)).toEqual(new Set([1]));
  });

  it('never waits when asked not to: undefined until the first load is done, then the value', async () => {
    const db = {} as Db;
    let release!: (v: string) => void;
    const load = () => new Promise<string>((r) => (release = r));
    expect(facts(db, 'words', load, { wait: false })).toBeUndefined();
    expect(facts(db, 'words', load, { wait: false })).toBeUndefined();
    release('ready');
    await new Promise((r) => setTimeout(r, 0));
    expect(facts(db, 'words', load, { wait: false })).toBe('ready');
  });

  it('answers a stale value at once and refreshes it in the background, once', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const db = {} as Db;
    let loads = 0;
    let release: ((v: number) => void) | undefined;
    const load = () => {
      loads += 1;
      return loads === 1 ? Promise.resolve(1) : new Promise<number>((r) => (release = r));
    };
    expect(await facts(db, 'k', load)).toBe(1);
    vi.setSystemTime(Date.now() + 11 * 60 * 1000);
    expect(await facts(db, 'k', load)).toBe(1); // stale, but answered without waiting
    expect(await facts(db, 'k', load)).toBe(1);
    expect(loads).toBe(2);
    release?.(2);
    await new Promise((r) => setTimeout(r, 0));
    expect(await facts(db, 'k', load)).toBe(2);
  });

  it('tries again after a failed load', async () => {
    const db = {} as Db;
    let loads = 0;
    const load = async () => {
      loads += 1;
      if (loads === 1) throw new Error('database went away');
      return 'ok';
    };
    await expect(facts(db, 'k', load)).rejects.toThrow('database went away');
    expect(await facts(db, 'k', load)).toBe('ok');
  });
});
