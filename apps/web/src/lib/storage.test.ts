import { beforeEach, describe, expect, it } from 'vitest';
import { STORAGE_KEYS, syncCacheVersion } from './storage';

describe('syncCacheVersion', () => {
  beforeEach(() => localStorage.clear());

  it('on a new version keeps tokens and language, clears the rest, stores the version', () => {
    localStorage.setItem('accessToken', 'a');
    localStorage.setItem('refreshToken', 'r');
    localStorage.setItem('language', 'en');
    localStorage.setItem('cacheVersion', '0.0.1');
    localStorage.setItem('savedJobs', '[1,2]');
    localStorage.setItem(STORAGE_KEYS.mobileNoticeDismissed, '1');

    expect(syncCacheVersion(localStorage, '0.0.2')).toBe(true);

    expect(localStorage.getItem('accessToken')).toBe('a');
    expect(localStorage.getItem('refreshToken')).toBe('r');
    expect(localStorage.getItem('language')).toBe('en');
    expect(localStorage.getItem('cacheVersion')).toBe('0.0.2');
    expect(localStorage.getItem('savedJobs')).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.mobileNoticeDismissed)).toBeNull();
    expect(localStorage.length).toBe(4);
  });

  it('on a first visit stores the version', () => {
    localStorage.setItem('stale', 'x');
    expect(syncCacheVersion(localStorage, '1.0.0')).toBe(true);
    expect(localStorage.getItem('cacheVersion')).toBe('1.0.0');
    expect(localStorage.getItem('stale')).toBeNull();
  });

  it('with the same version leaves everything alone', () => {
    localStorage.setItem('cacheVersion', '1.0.0');
    localStorage.setItem('savedJobs', '[]');
    expect(syncCacheVersion(localStorage, '1.0.0')).toBe(false);
    expect(localStorage.getItem('savedJobs')).toBe('[]');
  });
});
