import { searchJobsQuery } from '@jobbridge/contracts';
import { describe, expect, it } from 'vitest';
import { parsePlace, parseSearch, resolvePlace } from '../../src/modules/search/query.ts';

const parse = (qs: string) => parseSearch(searchJobsQuery.parse(Object.fromEntries(new URLSearchParams(qs))));

describe('parseSearch', () => {
  it('translates Chinese job words and ranks by relevance when there are words, else newest first', () => {
    expect(parse(`q=${encodeURIComponent('数据分析师')}`)).toMatchObject({ text: 'data analyst', sort: 'relevance', ranked: true });
    expect(parse('q=nurse&sort=time')).toMatchObject({ text: 'nurse', sort: 'time', ranked: false });
    expect(parse('location=Leeds')).toMatchObject({ text: '', sort: 'time', ranked: false });
    // Relevance asked for without words still has nothing to rank.
    expect(parse('location=Leeds&sort=relevance')).toMatchObject({ sort: 'relevance', ranked: false });
  });

  it('reads the place: none, remote, or a town with its text (Chinese town names translated)', () => {
    expect(parsePlace('')).toEqual({ kind: 'none' });
    expect(parsePlace('Remote')).toEqual({ kind: 'remote' });
    expect(parsePlace('远程')).toEqual({ kind: 'remote' });
    expect(parsePlace('伦敦')).toEqual({ kind: 'named', city: 'london', text: 'London' });
    expect(parsePlace('Canary Wharf, London')).toEqual({ kind: 'named', city: 'london', text: 'Canary Wharf, London' });
    expect(parsePlace('Leeds, West Yorkshire')).toMatchObject({ kind: 'named', city: 'leeds' });
  });

  it('matches a known town on the town, any other place on its text', () => {
    const named = parsePlace('anches');
    expect(resolvePlace(named, true)).toEqual({ kind: 'city', city: 'anches' });
    expect(resolvePlace(named, false)).toEqual({ kind: 'text', city: 'anches', text: 'anches' });
    expect(resolvePlace({ kind: 'remote' }, false)).toEqual({ kind: 'remote' });
  });

  it('pages from the offset and keeps the filters apart: facet filters, route, pay and date', () => {
    const s = parse('q=analyst&page=3&pageSize=10&verdict=licensed_sponsor&route=Skilled%20Worker&minSalary=30000&postedWithin=7');
    expect(s).toMatchObject({
      page: 3,
      pageSize: 10,
      offset: 20,
      route: 'Skilled Worker',
      minSalary: 30000,
      postedWithin: 7,
      hasFacetFilters: true,
    });
    expect(s.facetFilters).toEqual({
      verdict: ['licensed_sponsor'],
      meetsThreshold: undefined,
      salaryStatus: [],
      contractType: [],
      remote: [],
    });
    expect(parse('q=analyst&route=Skilled%20Worker').hasFacetFilters).toBe(false);
    expect(parse('q=analyst&meetsThreshold=true').hasFacetFilters).toBe(true);
    expect(parse('q=analyst&meetsThreshold=false').hasFacetFilters).toBe(false);
  });

  it('reads full-width letters, digits and spaces as the plain ones', () => {
    const plain = parse('q=data analyst 2&location=Leeds');
    const wide = parse('q=ｄａｔａ　ａｎａｌｙｓｔ　２&location=Ｌｅｅｄｓ');
    expect(wide).toMatchObject({ text: 'data analyst 2', key: plain.key, place: plain.place });
  });

  it('pages through the first 1,000 matches: a later page is the last one there', () => {
    expect(parse('q=analyst&page=1000&pageSize=50')).toMatchObject({ page: 20, offset: 950 });
    expect(parse('q=analyst&page=51')).toMatchObject({ page: 50, offset: 980 });
    expect(parse('q=analyst&page=50&pageSize=20')).toMatchObject({ page: 50 });
    expect(parse('q=analyst&page=1000&pageSize=1')).toMatchObject({ page: 1000 });
  });

  it('gives every page of the same search one key, whatever the case and spacing of its words', () => {
    const key = parse('q=Data  Analyst&location=london').key;
    expect(parse('q=data analyst&location=London&page=2').key).toBe(key);
    expect(parse('q=data analyst&location=London&pageSize=50').key).toBe(key);
    expect(parse('q=data analyst&location=London&sort=time').key).not.toBe(key);
    expect(parse('q=data analyst&location=London&remote=remote').key).not.toBe(key);
    expect(parse('q=data analyst').key).not.toBe(key);
  });
});
