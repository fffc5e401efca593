import { describe, expect, it } from 'vitest';
import {
  activeFilterCount,
  emptyFilters,
  hasQuery,
  pageCount,
  parseSearchParams,
  toApiQuery,
  toSearchParams,
  toggleValue,
} from './search-params';

const parse = (query: string) => parseSearchParams(new URLSearchParams(query));

describe('parseSearchParams', () => {
  it('reads the home form link', () => {
    const state = parse('q=data+analyst&location=London');
    expect(state).toEqual({ q: 'data analyst', location: 'London', filters: emptyFilters, sort: 'relevance', page: 1 });
  });

  it('reads every filter, in a canonical order, dropping unknown values and duplicates', () => {
    const state = parse(
      'q=nurse&verdict=licensed_sponsor,bogus,offers_sponsorship,licensed_sponsor&meetsThreshold=true&minSalary=30000' +
        '&postedWithin=7&contractType=contract,permanent&remote=remote&salaryStatus=meets&route=Skilled+Worker&sort=time&page=3',
    );
    expect(state.filters).toEqual({
      verdict: ['offers_sponsorship', 'licensed_sponsor'],
      meetsThreshold: true,
      minSalary: 30000,
      postedWithin: 7,
      contractType: ['permanent', 'contract'],
      remote: ['remote'],
      salaryStatus: ['meets'],
      route: 'Skilled Worker',
    });
    expect(state.sort).toBe('time');
    expect(state.page).toBe(3);
  });

  it('ignores what it does not understand instead of failing', () => {
    const state = parse('q=%20&location=&postedWithin=5&minSalary=-3&page=0&sort=best&meetsThreshold=yes');
    expect(state).toEqual({ q: '', location: '', filters: emptyFilters, sort: 'relevance', page: 1 });
    expect(parse('page=abc').page).toBe(1);
    expect(parse('page=1001').page).toBe(1);
  });
});

describe('toSearchParams', () => {
  it('round-trips and leaves defaults out', () => {
    const query =
      'q=nurse&location=Leeds&verdict=offers_sponsorship%2Clicensed_sponsor&minSalary=30000&meetsThreshold=true&postedWithin=7&sort=time&page=2';
    const state = parse(query);
    expect(parseSearchParams(toSearchParams(state))).toEqual(state);
    expect(toSearchParams(parse('q=nurse&sort=relevance&page=1')).toString()).toBe('q=nurse');
  });

  it('keeps the selected job', () => {
    expect(toSearchParams(parse('q=nurse'), 42).toString()).toBe('q=nurse&job=42');
  });
});

describe('toApiQuery', () => {
  it('always sends q, location, sort, page and pageSize', () => {
    const params = new URLSearchParams(toApiQuery(parse('location=London&verdict=unknown&remote=hybrid,remote')));
    expect(Object.fromEntries(params)).toEqual({
      q: '',
      location: 'London',
      verdict: 'unknown',
      remote: 'remote,hybrid',
      sort: 'relevance',
      page: '1',
      pageSize: '20',
    });
  });
});

describe('helpers', () => {
  it('needs a keyword or a location', () => {
    expect(hasQuery({ q: '', location: '' })).toBe(false);
    expect(hasQuery({ q: '  ', location: ' ' })).toBe(false);
    expect(hasQuery({ q: 'nurse', location: '' })).toBe(true);
    expect(hasQuery({ q: '', location: 'London' })).toBe(true);
  });

  it('counts filters, toggles values and pages', () => {
    expect(activeFilterCount(emptyFilters)).toBe(0);
    expect(activeFilterCount(parse('verdict=unknown,licensed_sponsor&meetsThreshold=true&postedWithin=1').filters)).toBe(4);
    expect(toggleValue(['a', 'b'], 'a')).toEqual(['b']);
    expect(toggleValue(['a'], 'b')).toEqual(['a', 'b']);
    expect(pageCount(0, 20)).toBe(1);
    expect(pageCount(41, 20)).toBe(3);
    // A search pages through its first 1,000 matches.
    expect(pageCount(1_000_000, 20)).toBe(50);
    expect(pageCount(1_000_000, 50)).toBe(20);
    expect(pageCount(1_000_000, 1)).toBe(1000);
    expect(pageCount(1_010, 10)).toBe(100);
  });
});
