import { errorCatalog } from '@jobbridge/contracts';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';

/**
 * Wording rules across both languages (docs/decisions/020-a-web-trust-fixes.md): Chinese addresses the reader
 * as 您 throughout, and every count-bearing string has its plural forms in both languages.
 */

type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

const files = import.meta.glob<Json>('./*/*.json', { eager: true, import: 'default' });

/** Every string leaf as [file-qualified key, text], e.g. ['cn/jobs:filters.showCount_one', '…']. */
function leaves(value: Json, prefix: string): [string, string][] {
  if (typeof value === 'string') return [[prefix, value]];
  if (value === null || typeof value !== 'object') return [];
  const entries = Array.isArray(value) ? value.map((item, i) => [String(i), item] as const) : Object.entries(value);
  return entries.flatMap(([key, child]) => leaves(child, prefix.endsWith(':') ? `${prefix}${key}` : `${prefix}.${key}`));
}

const strings = Object.entries(files).flatMap(([path, content]) => {
  const [, lang, ns] = /^\.\/([^/]+)\/([^/]+)\.json$/.exec(path) ?? [];
  return leaves(content, `${lang}/${ns}:`);
});
const cnStrings = strings.filter(([key]) => key.startsWith('cn/'));
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

describe('Chinese wording', () => {
  it('addresses the reader as 您, never 你 (web texts and the error catalogue)', () => {
    const informal = [
      ...cnStrings.filter(([, text]) => text.includes('你')),
      ...Object.entries(errorCatalog)
        .filter(([, messages]) => messages.cn.includes('你'))
        .map(([code, messages]) => [`errorCatalog.${code}`, messages.cn] as [string, string]),
    ];
    expect(informal).toEqual([]);
    expect(cnStrings.some(([, text]) => text.includes('您'))).toBe(true);
  });

  it('names languages in Chinese inside Chinese sentences ("邮件仍使用英文")', () => {
    // A label that is only the language's own name (the header's switch to "English") stays as it is.
    const withEnglishName = cnStrings.filter(([, text]) => /English|Chinese/.test(text) && text.trim() !== 'English');
    expect(withEnglishName).toEqual([]);
  });
});

describe('Latin next to Chinese', () => {
  it('a place or an address put into a Chinese sentence is set off by a space ("Manchester 附近")', () => {
    // These placeholders hold Latin text (towns, mailboxes); a Han character touching them runs the words together.
    const touching = /\p{Script=Han}\{\{(location|mailbox|email|address)\}\}|\{\{(location|mailbox|email|address)\}\}\p{Script=Han}/u;
    expect(cnStrings.filter(([, text]) => touching.test(text))).toEqual([]);
  });
});

describe('plural forms', () => {
  it('every string with a {{count}} is a plural form', () => {
    const bare = strings.filter(([key, text]) => text.includes('{{count}}') && !PLURAL_SUFFIX.test(key)).map(([key]) => key);
    expect(bare).toEqual([]);
  });

  it('every plural key has its _one and _other forms in both languages', () => {
    const bases = new Set(
      strings.filter(([key]) => PLURAL_SUFFIX.test(key)).map(([key]) => key.replace(PLURAL_SUFFIX, '').replace(/^(cn|en)\//, '')),
    );
    const have = new Set(strings.map(([key]) => key));
    const missing = [...bases].flatMap((base) =>
      ['cn', 'en'].flatMap((lang) => ['one', 'other'].map((form) => `${lang}/${base}_${form}`)).filter((key) => !have.has(key)),
    );
    expect(missing).toEqual([]);
  });

  it('English counts agree in number: 1 order, 1 of 3 resumes, 1 of 1 resume', async () => {
    const en = Object.fromEntries(
      Object.entries(files)
        .filter(([path]) => path.startsWith('./en/'))
        .map(([path, content]) => [/\/([^/]+)\.json$/.exec(path)![1]!, content]),
    );
    const i18n = i18next.createInstance();
    await i18n.init({ lng: 'en', resources: { en: en as Record<string, object> }, interpolation: { escapeValue: false } });
    const t = i18n.getFixedT('en');
    expect(t('membership:orders.count', { count: 1 })).toBe('1 order');
    expect(t('membership:orders.count', { count: 3 })).toBe('3 orders');
    expect(t('resumes:manage.count', { used: 1, count: 3 })).toBe('1 of 3 resumes');
    expect(t('resumes:manage.count', { used: 1, count: 1 })).toBe('1 of 1 resume');
    expect(t('resumes:upload.slots', { used: 1, count: 3 })).toBe('1 of 3 resumes stored');
    expect(t('resumes:profiles.count', { used: 2, count: 5 })).toBe('2 of 5 profiles');
    expect(t('jobs:filters.showCount', { count: 1, formatted: '1' })).toBe('Show 1 job');
    expect(t('membership:benefits.resumeAll')).toBe('All resume templates');
  });
});
