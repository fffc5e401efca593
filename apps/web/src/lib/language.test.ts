import { toLanguage } from '@jobbridge/contracts';
import { describe, expect, it } from 'vitest';
import { htmlLang, intlLocale, mapDetectedLanguage, otherLanguage } from './language';

describe('language mapping', () => {
  it('maps Chinese tags and cn to cn', () => {
    for (const tag of ['cn', 'CN', 'zh', 'zh-CN', 'zh-Hans', 'zh-TW', 'zh-hk']) expect(mapDetectedLanguage(tag)).toBe('cn');
  });

  it('maps English tags to en', () => {
    for (const tag of ['en', 'EN', 'en-GB', 'en-US']) expect(mapDetectedLanguage(tag)).toBe('en');
  });

  it('leaves other tags alone so detection moves on to the next source', () => {
    expect(mapDetectedLanguage('fr-FR')).toBe('fr-FR');
    expect(mapDetectedLanguage('de')).toBe('de');
  });

  it('falls back to cn in the contract mapping', () => {
    expect(toLanguage(undefined)).toBe('cn');
    expect(toLanguage('fr')).toBe('cn');
    expect(toLanguage('fr;q=0.9, en-GB;q=0.8')).toBe('en');
  });

  it('gives html lang, Intl locale and the toggle target', () => {
    expect(htmlLang('cn')).toBe('zh-CN');
    expect(htmlLang('en')).toBe('en');
    expect(intlLocale('en')).toBe('en-GB');
    expect(intlLocale('cn')).toBe('zh-CN');
    expect(otherLanguage('cn')).toBe('en');
    expect(otherLanguage('en')).toBe('cn');
  });
});
