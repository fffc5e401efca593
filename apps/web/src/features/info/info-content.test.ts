import { describe, expect, it } from 'vitest';
import cn from '../../locales/cn/pages.json';
import en from '../../locales/en/pages.json';
import { asFaqTopics, asSections, plainText } from './lib/content';
import { countQuestions, filterFaq } from './lib/faq';
import { toInfoSite } from './lib/site';

/** Every leaf key path, array indices included ("help.topics.visa.items.0.q"). */
function keyPaths(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([k, v]) => keyPaths(v, prefix ? `${prefix}.${k}` : k));
}

function leaves(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (typeof value !== 'object' || value === null) return [];
  return Object.values(value).flatMap(leaves);
}

const locales = { cn, en } as const;

describe('pages locale files', () => {
  it('have exactly the same keys in cn and en', () => {
    expect(keyPaths(cn).sort()).toEqual(keyPaths(en).sort());
  });

  it('use the same section and question ids in both languages', () => {
    for (const page of ['privacy', 'terms', 'about'] as const) {
      expect(asSections(cn[page].sections).map((s) => s.id)).toEqual(asSections(en[page].sections).map((s) => s.id));
    }
    const ids = (topics: unknown) => asFaqTopics(topics).flatMap((t) => t.items.map((i) => i.id));
    expect(ids(cn.help.topics)).toEqual(ids(en.help.topics));
    expect(new Set(ids(en.help.topics)).size).toBe(ids(en.help.topics).length);
    for (const id of ids(en.help.topics)) expect(id).toMatch(/^q-[a-z-]+$/);
  });

  it.each(Object.entries(locales))('%s: links are https, mailto or in-app, and in-app targets exist', (_, file) => {
    const termsSections = asSections(file.terms.sections).map((s) => s.id);
    for (const text of leaves(file)) {
      for (const [, href] of text.matchAll(/\]\(([^)]+)\)/g)) {
        expect(href).toMatch(/^(https:\/\/|mailto:|\/[a-z])/);
        if (href!.startsWith('/terms#')) expect(termsSections).toContain(href!.slice('/terms#'.length));
      }
      // Only the deliberate placeholders may interpolate.
      for (const [, name] of text.matchAll(/\{\{(\w+)\}\}/g)) expect(['date', 'total', 'shown', 'query']).toContain(name);
      expect(text).not.toMatch(/<\/?[a-z]/i);
    }
  });

  it('state the facts the brief requires', () => {
    const all = (file: unknown) =>
      leaves(file)
        .map(plainText)
        .join('\n')
        .replace(/\u00a0/g, ' ');
    for (const needle of ['0303 123 1113', 'ico.org.uk', '£41,700', '£33,400', '£59.99', 'gmail.send', 'argon2id', '30', '35']) {
      expect(all(en)).toContain(needle);
      expect(all(cn)).toContain(needle);
    }
    expect(all(en)).toContain("Information Commissioner's Office");
    expect(all(cn)).toContain('信息专员办公室');
    expect(en.common.lastUpdatedDate).toBe('21 November 2026');
    expect(cn.common.lastUpdatedDate).toBe('2026年11月21日');
  });
});

describe('filterFaq', () => {
  const topics = asFaqTopics(en.help.topics);
  const total = countQuestions(topics);

  it('keeps everything for an empty query', () => {
    expect(countQuestions(filterFaq(topics, '  '))).toBe(total);
  });

  it('narrows by words found in questions or answers, case-insensitively', () => {
    const gmail = filterFaq(topics, 'GMAIL');
    expect(countQuestions(gmail)).toBeGreaterThan(0);
    expect(countQuestions(gmail)).toBeLessThan(total);
    expect(gmail.flatMap((t) => t.items.map((i) => i.id))).toContain('q-gmail');
    expect(countQuestions(filterFaq(topics, 'gmail zzzz'))).toBe(0);
  });

  it('matches Chinese substrings', () => {
    const found = filterFaq(asFaqTopics(cn.help.topics), '薪资门槛');
    expect(found.flatMap((t) => t.items.map((i) => i.id))).toContain('q-salary-threshold');
  });
});

describe('toInfoSite', () => {
  it('keeps a valid email and register facts', () => {
    const site = toInfoSite({
      name: 'JobBridge',
      demo: false,
      register: { importedAt: '2026-11-20T08:00:00.000Z', organisations: 142567, source: 'x' },
      claims: null,
      contact: { email: 'hello@example.com', wechat: '', whatsapp: '' },
    });
    expect(site).toEqual({
      email: 'hello@example.com',
      demo: false,
      register: { importedAt: '2026-11-20T08:00:00.000Z', organisations: 142567 },
    });
  });

  it('drops an unusable email rather than inventing one', () => {
    expect(toInfoSite({ contact: { email: '' } }).email).toBeNull();
    expect(toInfoSite({ contact: { email: 'javascript:alert(1)' } }).email).toBeNull();
    expect(toInfoSite({}).email).toBeNull();
    expect(() => toInfoSite('<html>')).toThrow();
  });
});
