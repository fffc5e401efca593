import { describe, expect, it } from 'vitest';
import { changeLanguage, currentLanguage, i18n, initI18n } from './i18n';

describe('i18n set-up', () => {
  it('detects from ?lng before localStorage, maps en-GB to en, and loads namespaces lazily', async () => {
    localStorage.setItem('language', 'cn');
    window.history.replaceState(null, '', '/?lng=en-GB');
    await initI18n();

    expect(i18n.options.maxRetries).toBe(5);
    expect(i18n.options.supportedLngs).toEqual(['cn', 'en', 'cimode']);
    expect(i18n.options.fallbackLng).toEqual(['cn']);
    expect(currentLanguage()).toBe('en');
    expect(document.documentElement.lang).toBe('en');
    expect(i18n.t('language.switched')).toBe('Switched to English');

    await changeLanguage('cn');
    expect(localStorage.getItem('language')).toBe('cn');
    expect(document.documentElement.lang).toBe('zh-CN');
    expect(i18n.t('language.switched')).toBe('已切换为中文');

    await i18n.loadNamespaces('pages');
    expect(i18n.hasLoadedNamespace('pages')).toBe(true);
  });
});
