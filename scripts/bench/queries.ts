/**
 * The fixed query mix for GET /api/jobs/search. The postings behind the data set are mostly analyst, BI and
 * data jobs (from the Adzuna/Reed export) plus a spread of Indeed jobs (care, driving, warehouse…), so
 * "analyst" is in most rows and "data" in about half: the worst case for a full-text index.
 */
import { toQueryString, type SearchParams } from './workload.ts';

export interface BenchQuery {
  /** A short label for the tables. */
  name: string;
  /** The query string (without the leading "?"). */
  qs: string;
}

const q = (name: string, params: SearchParams): BenchQuery => ({ name, qs: toQueryString(params) });

export const QUERIES: BenchQuery[] = [
  // Common single words
  q('common: analyst', { q: 'analyst' }),
  q('common: data', { q: 'data' }),
  q('common: manager', { q: 'manager' }),
  q('common: engineer', { q: 'engineer' }),
  q('common: nurse', { q: 'nurse' }),
  q('common: driver', { q: 'driver' }),
  // Two words
  q('two words: power bi', { q: 'power bi' }),
  q('two words: data analyst', { q: 'data analyst' }),
  q('two words: business analyst', { q: 'business analyst' }),
  q('two words: project manager', { q: 'project manager' }),
  q('two words: customer service', { q: 'customer service' }),
  q('two words: software developer', { q: 'software developer' }),
  // Rare and zero-hit words
  q('rare: actuarial', { q: 'actuarial' }),
  q('rare: welder', { q: 'welder' }),
  q('rare: snowflake', { q: 'snowflake' }),
  q('zero hits: kubernetes', { q: 'kubernetes' }),
  q('chinese: 数据分析师', { q: '数据分析师' }),
  // Location only
  q('location: London', { location: 'London' }),
  q('location: Manchester', { location: 'Manchester' }),
  q('location: Leeds', { location: 'Leeds' }),
  q('location: remote', { location: 'remote' }),
  // Keyword + location
  q('kw+loc: analyst London', { q: 'analyst', location: 'London' }),
  q('kw+loc: data Manchester', { q: 'data', location: 'Manchester' }),
  q('kw+loc: nurse Birmingham', { q: 'nurse', location: 'Birmingham' }),
  q('kw+loc: engineer Glasgow', { q: 'engineer', location: 'Glasgow' }),
  // Sponsor, salary and date filters
  q('verdict: data licensed', { q: 'data', verdict: 'licensed_sponsor' }),
  q('verdict: analyst offers', { q: 'analyst', verdict: 'offers_sponsorship' }),
  q('verdict: London offers+licensed', { location: 'London', verdict: 'offers_sponsorship,licensed_sponsor' }),
  q('meetsThreshold: manager', { q: 'manager', meetsThreshold: true }),
  q('meetsThreshold: data analyst London', { q: 'data analyst', location: 'London', meetsThreshold: true }),
  q('minSalary: developer 50k', { q: 'developer', minSalary: 50000 }),
  q('minSalary: Manchester 40k', { location: 'Manchester', minSalary: 40000 }),
  q('postedWithin 7: analyst', { q: 'analyst', postedWithin: 7 }),
  q('postedWithin 7: data licensed', { q: 'data', postedWithin: 7, verdict: 'licensed_sponsor' }),
  q('remote filter: engineer', { q: 'engineer', remote: 'remote,hybrid' }),
  q('contract: analyst London', { q: 'analyst', location: 'London', contractType: 'contract' }),
  q('route: sql Skilled Worker', { q: 'sql', route: 'Skilled Worker' }),
  // Sorts and deep pages
  q('sort time: analyst', { q: 'analyst', sort: 'time' }),
  q('sort relevance: data', { q: 'data', sort: 'relevance' }),
  q('page 10: data', { q: 'data', page: 10 }),
  q('page 10: London by time', { location: 'London', sort: 'time', page: 10 }),
  q('page 25: analyst by time', { q: 'analyst', sort: 'time', page: 25 }),
  q('page 50: manager by relevance', { q: 'manager', sort: 'relevance', page: 50 }),
  q('page 10: power bi London', { q: 'power bi', location: 'London', page: 10 }),
];
