import { describe, expect, it } from 'vitest';

type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

const files = import.meta.glob<Json>('./*/*.json', { eager: true, import: 'default' });

/** Every leaf key path, e.g. `footer.links.privacy`; arrays count by index. */
function keyPaths(value: Json, prefix = ''): string[] {
  if (value === null || typeof value !== 'object') return [prefix];
  const entries = Array.isArray(value) ? value.map((item, i) => [String(i), item] as const) : Object.entries(value);
  return entries.flatMap(([key, child]) => keyPaths(child, prefix ? `${prefix}.${key}` : key));
}

function byNamespace(lang: string): Map<string, Json> {
  const map = new Map<string, Json>();
  for (const [path, content] of Object.entries(files)) {
    const match = /^\.\/([^/]+)\/([^/]+)\.json$/.exec(path);
    if (match?.[1] === lang && match[2]) map.set(match[2], content);
  }
  return map;
}

const cn = byNamespace('cn');
const en = byNamespace('en');

describe('locale files', () => {
  it('exist for both languages with the same namespaces', () => {
    expect(cn.size).toBeGreaterThan(0);
    expect([...cn.keys()].sort()).toEqual([...en.keys()].sort());
  });

  for (const ns of new Set([...cn.keys(), ...en.keys()])) {
    it(`${ns}: every cn key exists in en and vice versa`, () => {
      const cnKeys = new Set(keyPaths(cn.get(ns) ?? {}));
      const enKeys = new Set(keyPaths(en.get(ns) ?? {}));
      expect(
        [...cnKeys].filter((key) => !enKeys.has(key)),
        'missing in en',
      ).toEqual([]);
      expect(
        [...enKeys].filter((key) => !cnKeys.has(key)),
        'missing in cn',
      ).toEqual([]);
    });

    it(`${ns}: no empty strings`, () => {
      const empty = (content: Json | undefined) =>
        keyPaths(content ?? {}).filter((key) => {
          const leaf = key
            .split('.')
            .reduce<Json | undefined>(
              (node, part) => (node && typeof node === 'object' ? (node as Record<string, Json>)[part] : undefined),
              content,
            );
          return leaf === '';
        });
      expect(empty(cn.get(ns))).toEqual([]);
      expect(empty(en.get(ns))).toEqual([]);
    });
  }
});
