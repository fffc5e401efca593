import { describe, expect, it } from 'vitest';
import { jobsHref } from '@/config/paths';
import { validateSearch } from './validate-search';

describe('validateSearch (docs/product.md §5)', () => {
  it('needs a keyword or a location', () => {
    expect(validateSearch({ q: '', location: '' })).toEqual({ ok: false, code: 'SEARCH_QUERY_REQUIRED' });
    expect(validateSearch({ q: '   ', location: '\t' })).toEqual({ ok: false, code: 'SEARCH_QUERY_REQUIRED' });
  });

  it('accepts either one, trimmed', () => {
    expect(validateSearch({ q: ' data analyst ', location: '' })).toEqual({ ok: true, value: { q: 'data analyst', location: '' } });
    expect(validateSearch({ q: '', location: 'London ' })).toEqual({ ok: true, value: { q: '', location: 'London' } });
  });

  it('builds the /jobs link with the query', () => {
    expect(jobsHref({ q: 'data analyst', location: 'London' })).toBe('/jobs?q=data+analyst&location=London');
    expect(jobsHref({ q: '数据', location: '' })).toBe('/jobs?q=%E6%95%B0%E6%8D%AE');
    expect(jobsHref({})).toBe('/jobs');
  });
});
