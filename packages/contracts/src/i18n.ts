/** The product's languages. `cn` is the default and the fallback (docs/product.md §4). */
export const LANGUAGES = ['cn', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'cn';

/** Maps an Accept-Language header or a browser tag (zh-CN, en-GB, cn) to one of ours; cn otherwise. */
export function toLanguage(tag: string | null | undefined): Language {
  if (!tag) return DEFAULT_LANGUAGE;
  // Accept-Language lists tags by preference; the first one we know wins.
  for (const part of tag.split(',')) {
    const code = part.split(';')[0]!.trim().toLowerCase();
    if (code === 'en' || code.startsWith('en-')) return 'en';
    if (code === 'cn' || code === 'zh' || code.startsWith('zh-')) return 'cn';
  }
  return DEFAULT_LANGUAGE;
}
