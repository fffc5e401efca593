import type { ErrorCode } from '@jobbridge/contracts';

export interface SearchInput {
  q: string;
  location: string;
}

/** docs/product.md §5: a keyword or a location is needed. Returns the trimmed query, or the error code. */
export function validateSearch(input: SearchInput): { ok: true; value: SearchInput } | { ok: false; code: ErrorCode } {
  const value = { q: input.q.trim(), location: input.location.trim() };
  if (!value.q && !value.location) return { ok: false, code: 'SEARCH_QUERY_REQUIRED' };
  return { ok: true, value };
}
