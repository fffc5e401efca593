import type { ParsedSearch } from './query.ts';

/**
 * The page shown: a page past the last match (an old link, an edited address) is answered as the last page, as a
 * page past the paging depth is (parseSearch).
 */
export const pageOf = (s: ParsedSearch, found: { total: number; totalKind: string }) =>
  found.totalKind === 'exact' ? Math.min(s.page, Math.max(1, Math.ceil(found.total / s.pageSize))) : s.page;

/** Where the search cache keeps a page's cards. */
export const pageKeyOf = (s: ParsedSearch, page: number) => `${s.key}#${page}x${s.pageSize}`;
